import {
  addressPayload,
  customerAddressCreateBody,
  customerCreateBody,
  customerUpdateBody,
  notFound,
} from '@mercato/domain'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { contractExpand, contractRetrieveQuery, topRelations } from '../../http/contract-relations'
import { booleanString, listQuerySchema, oneOrMany } from '../../http/list-query'
import type { ZodTypeProvider } from '../../http/type-provider'
import { findCustomerById, findGroup, listCustomers } from './queries'
import { CUSTOMER_RELATIONS, type CustomerRelation, serializeCustomer, serializeCustomers } from './serialize'
import {
  addAddress,
  changeGroupMembers,
  deleteAddress,
  registerCustomer,
  updateAddress,
  updateCustomer,
} from './service'

// The admin customer's default relations (contract §3.2); `expand` may name any relation path of a
// customer, and the first step of each is loaded.
const DEFAULT_RELATIONS: CustomerRelation[] = ['orders', 'shipping_addresses']
const idParams = z.strictObject({ id: z.string().min(1) })
const addressParams = z.strictObject({ id: z.string().min(1), address_id: z.string().min(1) })
const listQuery = (defaultLimit: number) =>
  listQuerySchema({
    defaultLimit,
    orderable: ['created_at', 'updated_at', 'email', 'first_name', 'last_name'],
    allowExpand: contractExpand('customer'),
    filters: {
      has_account: booleanString.optional(),
      groups: oneOrMany(z.string()).optional(),
      email: z.string().optional(),
    },
  })
export const customerListQuery = listQuery(50)
const retrieveQuery = contractRetrieveQuery('customer')

function relationsOf(expand: string[] | undefined): CustomerRelation[] {
  if (expand === undefined) return DEFAULT_RELATIONS
  const named = topRelations(expand)
  return CUSTOMER_RELATIONS.filter((r) => named.has(r))
}

export function registerCustomerAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get('/admin/customers', { schema: { querystring: customerListQuery } }, async (req) => {
    const [rows, count] = await listCustomers(ctx.db, req.query)
    const customers = await serializeCustomers(ctx.db, rows, relationsOf(req.query.expand))
    return { customers, count, offset: req.query.offset, limit: req.query.limit }
  })

  r.post(
    '/admin/customers',
    {
      schema: {
        body: customerCreateBody,
      },
    },
    async (req, reply) => {
      const created = await registerCustomer(ctx, req.body)
      return reply.status(201).send({ customer: await serializeCustomer(ctx.db, created, DEFAULT_RELATIONS) })
    },
  )

  r.get('/admin/customers/:id', { schema: { params: idParams, querystring: retrieveQuery } }, async (req) => {
    const row = await findCustomerById(ctx.db, req.params.id)
    if (!row) throw notFound(`Customer with id: ${req.params.id} was not found`)
    return { customer: await serializeCustomer(ctx.db, row, relationsOf(req.query.expand)) }
  })

  r.post(
    '/admin/customers/:id',
    {
      schema: {
        params: idParams,
        body: customerUpdateBody,
      },
    },
    async (req) => {
      const row = await updateCustomer(ctx, req.params.id, req.body)
      return { customer: await serializeCustomer(ctx.db, row, ['shipping_addresses', 'groups']) }
    },
  )

  // A customer's saved addresses, for staff: Medusa v1 offers these only to the customer (Store API).
  const withAddresses = async (id: string) => {
    const row = await findCustomerById(ctx.db, id)
    if (!row) throw notFound(`Customer with id: ${id} was not found`)
    return { customer: await serializeCustomer(ctx.db, row, ['shipping_addresses', 'billing_address']) }
  }
  r.post(
    '/admin/customers/:id/addresses',
    { schema: { params: idParams, body: customerAddressCreateBody } },
    async (req) => {
      await withAddresses(req.params.id)
      await addAddress(ctx, req.params.id, req.body.address)
      return withAddresses(req.params.id)
    },
  )
  r.post(
    '/admin/customers/:id/addresses/:address_id',
    { schema: { params: addressParams, body: addressPayload } },
    async (req) => {
      await updateAddress(ctx, req.params.id, req.params.address_id, req.body)
      return withAddresses(req.params.id)
    },
  )
  r.delete(
    '/admin/customers/:id/addresses/:address_id',
    { schema: { params: addressParams } },
    async (req) => {
      await deleteAddress(ctx, req.params.id, req.params.address_id)
      return withAddresses(req.params.id)
    },
  )

  // Group membership lives here, beside the customers it lists.
  r.get(
    '/admin/customer-groups/:id/customers',
    { schema: { params: idParams, querystring: customerListQuery } },
    async (req) => {
      if (!(await findGroup(ctx.db, req.params.id)))
        throw notFound(`CustomerGroup with id: ${req.params.id} was not found`)
      const [rows, count] = await listCustomers(ctx.db, req.query, req.params.id)
      const customers = await serializeCustomers(ctx.db, rows, relationsOf(req.query.expand))
      return { customers, count, offset: req.query.offset, limit: req.query.limit }
    },
  )
  const batchBody = z.strictObject({
    customer_ids: z.array(z.strictObject({ id: z.string().min(1) })).min(1),
  })
  for (const method of ['post', 'delete'] as const) {
    r[method](
      '/admin/customer-groups/:id/customers/batch',
      { schema: { params: idParams, body: batchBody } },
      async (req) => {
        await changeGroupMembers(
          ctx,
          req.params.id,
          req.body.customer_ids.map((c) => c.id),
          method === 'post',
        )
        return { customer_group: await findGroup(ctx.db, req.params.id) }
      },
    )
  }
}
