import { notFound } from '@mercato/domain'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { contractRetrieveQuery } from '../../http/contract-relations'
import type { ZodTypeProvider } from '../../http/type-provider'
import { idParams, metadataSchema, project, relationsOf } from '../../http/route-helpers'
import {
  PROFILE_RELATIONS,
  createProfile,
  decorateProfile,
  deleteProfile,
  findProfile,
  listProfiles,
  updateProfile,
} from './profiles.service'

const profileType = z.enum(['default', 'gift_card', 'custom'])
const oneQuery = contractRetrieveQuery('shipping_profile', PROFILE_RELATIONS)
const createBody = z.strictObject({
  name: z.string().min(1),
  type: profileType,
  metadata: metadataSchema.optional(),
})
const updateBody = z.strictObject({
  name: z.string().min(1).optional(),
  type: profileType.optional(),
  products: z.array(z.string().min(1)).optional(),
  shipping_options: z.array(z.string().min(1)).optional(),
  metadata: metadataSchema.optional(),
})

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  const respond = async (id: string, q: { expand?: string[] | undefined; fields?: string[] | undefined }) => {
    const row = await findProfile(ctx.db, id)
    if (!row) throw notFound(`Shipping profile with id: ${id} was not found`)
    const profile = await decorateProfile(ctx.db, row, relationsOf(q.expand, PROFILE_RELATIONS))
    return { shipping_profile: project(profile, q.fields, PROFILE_RELATIONS) }
  }

  // Not paginated (contract §1.7).
  r.get('/admin/shipping-profiles', async () => ({ shipping_profiles: await listProfiles(ctx.db) }))

  r.post('/admin/shipping-profiles', { schema: { body: createBody, querystring: oneQuery } }, async (req) => {
    const row = await createProfile(ctx, req.body)
    return respond(row.id, req.query)
  })

  r.get(
    '/admin/shipping-profiles/:id',
    { schema: { params: idParams, querystring: oneQuery } },
    async (req) => respond(req.params.id, req.query),
  )

  r.post(
    '/admin/shipping-profiles/:id',
    { schema: { params: idParams, body: updateBody, querystring: oneQuery } },
    async (req) => {
      await updateProfile(ctx, req.params.id, req.body)
      return respond(req.params.id, req.query)
    },
  )

  r.delete('/admin/shipping-profiles/:id', { schema: { params: idParams } }, async (req) =>
    deleteProfile(ctx, req.params.id),
  )
}
