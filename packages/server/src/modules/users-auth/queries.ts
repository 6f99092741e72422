import { analyticsConfig, authSession, invite, user } from '@mercato/db'
import { type SQL, and, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll, dateConditions, orderBy, searchAny } from '../../lib/sql'
import { revocationMarkerId } from './revocation'

export type UserRow = typeof user.$inferSelect
export type InviteRow = typeof invite.$inferSelect

const live = isNull(user.deleted_at)

export async function findUserByEmail(db: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(user)
    .where(and(eq(user.email, email), live))
    .limit(1)
  return row
}

export async function findUserById(db: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(user)
    .where(and(eq(user.id, id), live))
    .limit(1)
  return row
}

// The two look-ups of every signed-in admin request, each one statement. They bring the user's role
// and access (areas, withheld actions) too, which the access checks of the same request need.

const marker = alias(authSession, 'marker')

/** Who a signed-in staff member is, for access checks. */
export interface StaffRow {
  id: string
  role: string
  /** `metadata.areas` as stored (see staff-access.ts). */
  areas: unknown
  /** `metadata.withheld` as stored (see staff-access.ts). */
  withheld: unknown
}

const staffColumns = {
  id: user.id,
  role: user.role,
  areas: sql<unknown>`${user.metadata} -> 'areas'`,
  withheld: sql<unknown>`${user.metadata} -> 'withheld'`,
}

/** A live user and when its bearer tokens were last voided (null: never). */
export async function userWithRevocation(
  db: Tx,
  id: string,
): Promise<(StaffRow & { revoked_at: Date | null }) | undefined> {
  const [row] = await db
    .select({ ...staffColumns, revoked_at: marker.created_at })
    .from(user)
    .leftJoin(marker, and(eq(marker.id, revocationMarkerId('admin', id)), eq(marker.realm, 'admin')))
    .where(and(eq(user.id, id), live))
    .limit(1)
  return row
}

/** The live user of a live, unexpired admin session. */
export async function sessionUser(db: Tx, sessionId: string): Promise<StaffRow | null> {
  const [row] = await db
    .select(staffColumns)
    .from(authSession)
    .innerJoin(user, eq(user.id, authSession.subject_id))
    .where(
      and(
        eq(authSession.id, sessionId),
        eq(authSession.realm, 'admin'),
        gt(authSession.expires_at, new Date()),
        live,
      ),
    )
    .limit(1)
  return row ?? null
}

export interface UserFilters {
  id?: string[]
  email?: string
  first_name?: string
  last_name?: string
}

export async function listUsers(db: Tx, query: ListQuery<UserFilters>): Promise<[UserRow[], number]> {
  const f = query.filters
  const cond: (SQL | undefined)[] = [
    live,
    ...dateConditions({ created_at: user.created_at, updated_at: user.updated_at }, query.dates),
  ]
  if (f.id) cond.push(inArray(user.id, f.id))
  if (f.email) cond.push(eq(user.email, f.email.toLowerCase()))
  if (f.first_name) cond.push(eq(user.first_name, f.first_name))
  if (f.last_name) cond.push(eq(user.last_name, f.last_name))
  if (query.q) cond.push(searchAny([user.email, user.first_name, user.last_name], query.q))
  const where = and(...cond)
  const columns = {
    created_at: user.created_at,
    updated_at: user.updated_at,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
  }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(user)
      .where(where)
      .orderBy(...orderBy(columns, query.order, user.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(user).where(where),
  ])
  return [rows, count?.n ?? 0]
}

export async function userByApiToken(db: Tx, token: string): Promise<StaffRow | null> {
  const [row] = await db
    .select(staffColumns)
    .from(user)
    .where(and(eq(user.api_token, token), live))
    .limit(1)
  return row ?? null
}

export async function findInviteById(db: Tx, id: string): Promise<InviteRow | undefined> {
  const [row] = await db
    .select()
    .from(invite)
    .where(and(eq(invite.id, id), isNull(invite.deleted_at)))
    .limit(1)
  return row
}

export async function findInviteByEmail(db: Tx, email: string): Promise<InviteRow | undefined> {
  const [row] = await db
    .select()
    .from(invite)
    .where(and(eq(invite.user_email, email), isNull(invite.deleted_at)))
    .limit(1)
  return row
}

export async function listInvites(db: Tx): Promise<InviteRow[]> {
  return db.select().from(invite).where(isNull(invite.deleted_at)).orderBy(invite.created_at)
}

export async function findAnalyticsConfig(db: Tx, userId: string) {
  const [row] = await db
    .select()
    .from(analyticsConfig)
    .where(and(eq(analyticsConfig.user_id, userId), isNull(analyticsConfig.deleted_at)))
    .limit(1)
  return row
}
