import { analyticsConfig } from '@mercato/db'
import { generateId, invalidData, notFound } from '@mercato/domain'
import { and, eq, isNull } from 'drizzle-orm'
import { type AppContext, inTransaction } from '../../context'
import { findAnalyticsConfig } from '../users-auth/queries'

export async function retrieveAnalyticsConfig(ctx: AppContext, userId: string) {
  const row = await findAnalyticsConfig(ctx.db, userId)
  if (!row) throw notFound(`No analytics config found for user with id: ${userId}`)
  return row
}

export interface AnalyticsInput {
  opt_out?: boolean
  anonymize?: boolean
}

/** Opting out also drops anonymize: there is nothing left to anonymize. */
const normalize = (input: AnalyticsInput) => (input.opt_out ? { ...input, anonymize: false } : input)

export async function createAnalyticsConfig(
  ctx: AppContext,
  userId: string,
  input: Required<Pick<AnalyticsInput, 'opt_out'>> & AnalyticsInput,
) {
  return inTransaction(ctx, async (tx) => {
    if (await findAnalyticsConfig(tx, userId))
      throw invalidData('An analytics config already exists for this user')
    const [row] = await tx
      .insert(analyticsConfig)
      .values({ id: generateId('acfg'), user_id: userId, anonymize: false, ...normalize(input) })
      .returning()
    return row!
  })
}

export async function updateAnalyticsConfig(ctx: AppContext, userId: string, input: AnalyticsInput) {
  return inTransaction(ctx, async (tx) => {
    const existing = await findAnalyticsConfig(tx, userId)
    if (!existing) {
      // Updating before creating creates, so the dashboard needs one call either way.
      const [row] = await tx
        .insert(analyticsConfig)
        .values({
          id: generateId('acfg'),
          user_id: userId,
          opt_out: false,
          anonymize: false,
          ...normalize(input),
        })
        .returning()
      return row!
    }
    const [row] = await tx
      .update(analyticsConfig)
      .set({ ...normalize(input), updated_at: new Date() })
      .where(eq(analyticsConfig.id, existing.id))
      .returning()
    return row!
  })
}

export async function deleteAnalyticsConfig(ctx: AppContext, userId: string) {
  await ctx.db
    .update(analyticsConfig)
    .set({ deleted_at: new Date() })
    .where(and(eq(analyticsConfig.user_id, userId), isNull(analyticsConfig.deleted_at)))
  return { user_id: userId, object: 'analytics_config', deleted: true }
}
