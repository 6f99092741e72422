import { notFound } from '@mercato/domain'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import type { ZodTypeProvider } from '../../http/type-provider'
import {
  createAnalyticsConfig,
  deleteAnalyticsConfig,
  retrieveAnalyticsConfig,
  updateAnalyticsConfig,
} from './service'

export function registerAnalytics(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  // Behind the `analytics` feature flag, as the dashboard expects.
  const preHandler = async () => {
    if (!ctx.config.featureFlags.analytics) throw notFound('Analytics are turned off for this store')
  }

  r.get('/admin/analytics-configs', { preHandler }, async (req) => ({
    analytics_config: await retrieveAnalyticsConfig(ctx, req.actor.userId!),
  }))
  r.post(
    '/admin/analytics-configs',
    {
      preHandler,
      schema: { body: z.strictObject({ opt_out: z.boolean(), anonymize: z.boolean().optional() }) },
    },
    async (req) => ({ analytics_config: await createAnalyticsConfig(ctx, req.actor.userId!, req.body) }),
  )
  r.post(
    '/admin/analytics-configs/update',
    {
      preHandler,
      schema: {
        body: z.strictObject({ opt_out: z.boolean().optional(), anonymize: z.boolean().optional() }),
      },
    },
    async (req) => ({ analytics_config: await updateAnalyticsConfig(ctx, req.actor.userId!, req.body) }),
  )
  r.delete('/admin/analytics-configs', { preHandler }, async (req) =>
    deleteAnalyticsConfig(ctx, req.actor.userId!),
  )
}
