import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import type { ZodTypeProvider } from '../../http/type-provider'
import { storeOverview } from './service'

/** An IANA time zone name both this process and the database understand. */
const timeZone = z
  .string()
  .max(64)
  // Names only: offsets such as "+01:00" mean opposite things to Intl and to PostgreSQL.
  .regex(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/, 'tz must be an IANA time zone, e.g. Europe/Paris')
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz })
      return true
    } catch {
      return false
    }
  }, 'tz must be an IANA time zone, e.g. Europe/Paris')

const overviewQuery = z.strictObject({
  tz: timeZone.default('UTC'),
  low_stock_threshold: z.coerce.number().int().min(1).max(1_000_000).default(5),
})

/**
 * Mercato's own admin routes live under /admin/mercato/… so they can never clash with a Medusa route.
 */
export function registerOverview(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get('/admin/mercato/overview', { schema: { querystring: overviewQuery } }, async (req) => ({
    overview: await storeOverview(ctx, {
      timeZone: req.query.tz,
      lowStockThreshold: req.query.low_stock_threshold,
      userId: req.actor.userId!,
    }),
  }))
}
