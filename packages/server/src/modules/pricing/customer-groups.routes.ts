import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { contractExpand, contractRetrieveQuery } from '../../http/contract-relations'
import { listQuerySchema, oneOrMany } from '../../http/list-query'
import type { ZodTypeProvider } from '../../http/type-provider'
import { idParams, metadataSchema } from '../../http/route-helpers'
import { CUSTOMER_GROUP_RELATIONS } from './customer-groups.queries'
import {
  createCustomerGroup,
  deleteCustomerGroup,
  listCustomerGroups,
  retrieveCustomerGroup,
  updateCustomerGroup,
} from './customer-groups.service'

const listQuery = listQuerySchema({
  defaultLimit: 10,
  orderable: ['created_at', 'updated_at', 'name'],
  allowExpand: contractExpand('customer_group', CUSTOMER_GROUP_RELATIONS),
  filters: {
    id: oneOrMany(z.string()).optional(),
    name: oneOrMany(z.string()).optional(),
  },
})
const oneQuery = contractRetrieveQuery('customer_group', CUSTOMER_GROUP_RELATIONS)
const createBody = z.strictObject({ name: z.string().trim().min(1), metadata: metadataSchema.optional() })
const updateBody = z.strictObject({
  name: z.string().trim().min(1).optional(),
  metadata: metadataSchema.optional(),
})

// The customers sub-routes (/customer-groups/:id/customers[/batch]) live in the customers module.
export function registerCustomerGroupRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get('/admin/customer-groups', { schema: { querystring: listQuery } }, async (req) => {
    const { customer_groups, count } = await listCustomerGroups(ctx, req.query)
    return { customer_groups, count, offset: req.query.offset, limit: req.query.limit }
  })
  r.post('/admin/customer-groups', { schema: { body: createBody, querystring: oneQuery } }, async (req) => ({
    customer_group: await createCustomerGroup(ctx, req.body, req.query),
  }))
  r.get(
    '/admin/customer-groups/:id',
    { schema: { params: idParams, querystring: oneQuery } },
    async (req) => ({ customer_group: await retrieveCustomerGroup(ctx, req.params.id, req.query) }),
  )
  r.post(
    '/admin/customer-groups/:id',
    { schema: { params: idParams, body: updateBody, querystring: oneQuery } },
    async (req) => ({ customer_group: await updateCustomerGroup(ctx, req.params.id, req.body, req.query) }),
  )
  r.delete('/admin/customer-groups/:id', { schema: { params: idParams } }, async (req) =>
    deleteCustomerGroup(ctx, req.params.id),
  )
}
