import { user } from '@mercato/db'
import { randomBytes } from 'node:crypto'
import { count, isNull } from 'drizzle-orm'
import type { AppContext } from './context'
import { seedDemoCatalog } from './modules/catalog/seed'
import { addStoreCurrency } from './modules/store-settings/service'
import { createUser } from './modules/users-auth'

export const DEMO_ADMIN_EMAIL = 'admin@mercato.local'

/** Demo data for a new store; safe to run again (every step checks what exists). */
export async function seedDemo(ctx: AppContext): Promise<{ publishableKey?: string }> {
  for (const code of ['usd', 'eur', 'gbp', 'jpy']) await addStoreCurrency(ctx, code)
  return seedDemoCatalog(ctx)
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
