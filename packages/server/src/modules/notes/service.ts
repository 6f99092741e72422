import { note, user } from '@mercato/db'
import { generateId, notFound } from '@mercato/domain'
import { type SQL, and, eq, inArray, isNull } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll, dateConditions, orderBy } from '../../lib/sql'
import { project } from '../../http/route-helpers'

export type NoteRow = typeof note.$inferSelect
export const NOTE_RELATIONS = ['author'] as const

const live = isNull(note.deleted_at)

export async function findNote(db: Tx, id: string): Promise<NoteRow | undefined> {
  const [row] = await db
    .select()
    .from(note)
    .where(and(eq(note.id, id), live))
    .limit(1)
  return row
}

export async function listNotes(
  db: Tx,
  query: ListQuery<{ resource_id?: string[] | undefined }>,
): Promise<[NoteRow[], number]> {
  const cond: (SQL | undefined)[] = [
    live,
    ...dateConditions({ created_at: note.created_at, updated_at: note.updated_at }, query.dates),
  ]
  if (query.filters.resource_id?.length) cond.push(inArray(note.resource_id, query.filters.resource_id))
  const where = and(...cond)
  const columns = { created_at: note.created_at, updated_at: note.updated_at }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(note)
      .where(where)
      .orderBy(...orderBy(columns, query.order, note.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(note).where(where),
  ])
  return [rows, count?.n ?? 0]
}

/** Notes with their authors (staff users, never their password hash or API token). */
export async function decorateNotes(db: Tx, rows: NoteRow[], relations: Set<string>, fields?: string[]) {
  const authorIds = [...new Set(rows.map((r) => r.author_id).filter((x): x is string => !!x))]
  const authors =
    relations.has('author') && authorIds.length
      ? await db
          .select({
            id: user.id,
            email: user.email,
            first_name: user.first_name,
            last_name: user.last_name,
            role: user.role,
            metadata: user.metadata,
            created_at: user.created_at,
            updated_at: user.updated_at,
            deleted_at: user.deleted_at,
          })
          .from(user)
          .where(inArray(user.id, authorIds))
      : []
  return rows.map((row) =>
    project(
      {
        ...row,
        ...(relations.has('author') ? { author: authors.find((a) => a.id === row.author_id) ?? null } : {}),
      },
      fields,
      relations,
    ),
  )
}

export async function createNote(
  ctx: AppContext,
  authorId: string | undefined,
  input: {
    resource_id: string
    resource_type: string
    value: string
    metadata?: Record<string, unknown> | null | undefined
  },
) {
  return inTransaction(ctx, async (tx, events) => {
    const [row] = await tx
      .insert(note)
      .values({
        id: generateId('note'),
        ...input,
        metadata: input.metadata ?? null,
        author_id: authorId ?? null,
      })
      .returning()
    events.emit('note.created', { id: row!.id })
    return row!
  })
}

export async function updateNote(ctx: AppContext, id: string, value: string) {
  return inTransaction(ctx, async (tx, events) => {
    const [row] = await tx
      .update(note)
      .set({ value, updated_at: new Date() })
      .where(and(eq(note.id, id), live))
      .returning()
    if (!row) throw notFound(`Note with id: ${id} was not found`)
    events.emit('note.updated', { id })
    return row
  })
}

export async function deleteNote(ctx: AppContext, id: string) {
  return inTransaction(ctx, async (tx, events) => {
    const [row] = await tx
      .update(note)
      .set({ deleted_at: new Date() })
      .where(and(eq(note.id, id), live))
      .returning({ id: note.id })
    if (!row) throw notFound(`Note with id: ${id} was not found`)
    events.emit('note.deleted', { id })
    return { id, object: 'note', deleted: true }
  })
}
