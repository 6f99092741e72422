import { notFound } from '@mercato/domain'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ZodTypeProvider } from '../../http/type-provider'

// OAuth apps (Medusa v1 `/admin/apps`). Mercato ships no OAuth app integrations, so none is ever
// installed: the list is honestly empty and an authorization names an app that does not exist.

const authorizationBody = z.strictObject({
  application_name: z.string().min(1),
  state: z.string().min(1),
  code: z.string().min(1),
})

export function registerApps(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get('/admin/apps', async () => ({ apps: [] }))
  r.post('/admin/apps/authorizations', { schema: { body: authorizationBody } }, async (req) => {
    throw notFound(`OAuth application ${req.body.application_name} is not installed`)
  })
}
