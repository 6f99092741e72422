import { returnReason } from '@mercato/db'
import { duplicate, generateId, invalidData, notFound } from '@mercato/domain'
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import { groupBy, mergeMetadata } from '../../http/route-helpers'

export type ReasonRow = typeof returnReason.$inferSelect
export const REASON_RELATIONS = ['parent_return_reason', 'return_reason_children'] as const

const live = isNull(returnReason.deleted_at)
const newestFirst = [desc(returnReason.created_at), desc(returnReason.id)]

export async function findReason(db: Tx, id: string): Promise<ReasonRow | undefined> {
  const [row] = await db
    .select()
    .from(returnReason)
    .where(and(eq(returnReason.id, id), live))
    .limit(1)
  return row
}

/** Top-level reasons (children are shown under their parent), as Medusa lists them. */
export async function listTopLevelReasons(db: Tx): Promise<ReasonRow[]> {
  return db
    .select()
    .from(returnReason)
    .where(and(live, isNull(returnReason.parent_return_reason_id)))
    .orderBy(...newestFirst)
}

export async function decorateReasons(db: Tx, rows: ReasonRow[], relations: Set<string>) {
  const ids = rows.map((r) => r.id)
  const parentIds = [...new Set(rows.map((r) => r.parent_return_reason_id).filter((x): x is string => !!x))]
  const [children, parents] = await Promise.all([
    relations.has('return_reason_children') && ids.length
      ? db
          .select()
          .from(returnReason)
          .where(and(live, inArray(returnReason.parent_return_reason_id, ids)))
          .orderBy(...newestFirst)
      : [],
    relations.has('parent_return_reason') && parentIds.length
      ? db.select().from(returnReason).where(inArray(returnReason.id, parentIds))
      : [],
  ])
  const byParent = groupBy(children, (c) => c.parent_return_reason_id)
  return rows.map((row) => ({
    ...row,
    ...(relations.has('parent_return_reason')
      ? { parent_return_reason: parents.find((p) => p.id === row.parent_return_reason_id) ?? null }
      : {}),
    ...(relations.has('return_reason_children')
      ? { return_reason_children: byParent.get(row.id) ?? [] }
      : {}),
  }))
}

async function assertValueFree(tx: Tx, value: string, exceptId?: string) {
  const [other] = await tx
    .select({ id: returnReason.id })
    .from(returnReason)
    .where(and(eq(returnReason.value, value), live))
    .limit(1)
  if (other && other.id !== exceptId) throw duplicate(`Return reason with value ${value} already exists`)
}

export interface ReasonInput {
  label?: string | undefined
  value?: string | undefined
  description?: string | null | undefined
  parent_return_reason_id?: string | null | undefined
  metadata?: Record<string, unknown> | null | undefined
}

export async function createReason(ctx: AppContext, input: ReasonInput & { label: string; value: string }) {
  return inTransaction(ctx, async (tx, events) => {
    await assertValueFree(tx, input.value)
    if (input.parent_return_reason_id) {
      const parent = await findReason(tx, input.parent_return_reason_id)
      if (!parent) throw notFound(`Return reason with id: ${input.parent_return_reason_id} was not found`)
      if (parent.parent_return_reason_id) throw invalidData('Doubly nested return reasons is not supported')
    }
    const [row] = await tx
      .insert(returnReason)
      .values({
        id: generateId('rr'),
        label: input.label,
        value: input.value,
        description: input.description ?? null,
        parent_return_reason_id: input.parent_return_reason_id ?? null,
        metadata: input.metadata ?? null,
      })
      .returning()
    events.emit('return-reason.created', { id: row!.id })
    return row!
  })
}

export async function updateReason(ctx: AppContext, id: string, input: ReasonInput) {
  return inTransaction(ctx, async (tx, events) => {
    const existing = await findReason(tx, id)
    if (!existing) throw notFound(`Return reason with id: ${id} was not found`)
    if (input.value !== undefined && input.value !== existing.value)
      await assertValueFree(tx, input.value, id)
    const { metadata, ...fields } = input
    const [row] = await tx
      .update(returnReason)
      .set({ ...fields, metadata: mergeMetadata(existing.metadata, metadata), updated_at: new Date() })
      .where(eq(returnReason.id, id))
      .returning()
    events.emit('return-reason.updated', { id })
    return row!
  })
}

/** Soft delete; the reason's children go with it (as Medusa's cascade does). */
export async function deleteReason(ctx: AppContext, id: string) {
  return inTransaction(ctx, async (tx, events) => {
    const existing = await findReason(tx, id)
    if (!existing) throw notFound(`Return reason with id: ${id} was not found`)
    await tx
      .update(returnReason)
      .set({ deleted_at: new Date() })
      .where(and(live, or(eq(returnReason.id, id), eq(returnReason.parent_return_reason_id, id))))
    events.emit('return-reason.deleted', { id })
    return { id, object: 'return_reason', deleted: true }
  })
}
