import { returnReason, user } from '@mercato/db'
import { generateId } from '@mercato/domain'
import { randomBytes } from 'node:crypto'
import { count, isNull } from 'drizzle-orm'
import type { AppContext } from './context'
import { seedDemoCatalog } from './modules/catalog/seed'
import { listTopLevelReasons } from './modules/returns/reasons.service'
import { addStoreCurrency } from './modules/store-settings/service'
import { createUser } from './modules/users-auth'

export const DEMO_ADMIN_EMAIL = 'admin@mercato.local'

/** Demo data for a new store; safe to run again (every step checks what exists). */
export async function seedDemo(ctx: AppContext): Promise<{ publishableKey?: string }> {
  for (const code of ['usd', 'eur', 'gbp', 'jpy']) await addStoreCurrency(ctx, code)
  const seeded = await seedDemoCatalog(ctx)
  await ensureReturnReasons(ctx)
  return seeded
}

/** The reasons a shopper picks from when sending something back; only while the shop has none. */
export const DEMO_RETURN_REASONS = [
  { value: 'wrong_size', label: 'Wrong size' },
  { value: 'damaged', label: 'Arrived damaged' },
  { value: 'not_as_described', label: 'Not as described' },
  { value: 'changed_mind', label: 'Changed my mind' },
] as const

async function ensureReturnReasons(ctx: AppContext) {
  if ((await listTopLevelReasons(ctx.db)).length > 0) return
  // Lists show the newest first: each a second newer than the next, they read in this order (made in
  // one go, several could share a timestamp and come out in any order).
  const now = Date.now()
  await ctx.db.insert(returnReason).values(
    DEMO_RETURN_REASONS.map((r, i) => ({
      id: generateId('rr'),
      ...r,
      created_at: new Date(now - i * 1000),
      updated_at: new Date(now - i * 1000),
    })),
  )
}

export async function hasUsers(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.db.select({ n: count() }).from(user).where(isNull(user.deleted_at))
  return (row?.n ?? 0) > 0
}

/** The first admin of a new store, with a password nobody else knows. */
export async function createDemoAdmin(ctx: AppContext): Promise<{ email: string; password: string }> {
  const password = randomBytes(9).toString('base64url')
  await createUser(ctx, {
    email: DEMO_ADMIN_EMAIL,
    password,
    role: 'admin',
    first_name: 'Demo',
    last_name: 'Admin',
  })
  return { email: DEMO_ADMIN_EMAIL, password }
}
