import { SESSION_TTL_SECONDS, notFound, personName, phoneNumber } from '@mercato/domain'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { STORE_COOKIE, cookieOptions } from '../../http/auth'
import type { ZodTypeProvider } from '../../http/type-provider'
import { revokeTokens } from '../users-auth/revocation'
import { createSession, deleteSession, normalizeEmail } from '../users-auth/service'
import { findAccountByEmail, findCustomerById } from './queries'
import { addressCreatePayload, addressPayload, metadata } from './schemas'
import { type CustomerRelation, serializeCustomer } from './serialize'
import {
  addAddress,
  authenticateCustomer,
  deleteAddress,
  issueCustomerToken,
  registerCustomer,
  requestCustomerPasswordReset,
  resetCustomerPassword,
  updateAddress,
  updateCustomer,
} from './service'

const STORE_RELATIONS: CustomerRelation[] = ['shipping_addresses', 'billing_address']
const credentials = z.strictObject({ email: z.string().min(1), password: z.string().min(1) })
const addressParams = z.strictObject({ address_id: z.string().min(1) })

export function registerCustomerStoreRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const me = async (id: string) => {
    const row = await findCustomerById(ctx.db, id)
    if (!row) throw notFound('Customer was not found')
    return { customer: await serializeCustomer(ctx.db, row, STORE_RELATIONS) }
  }

  r.post('/store/auth', { schema: { body: credentials } }, async (req, reply) => {
    const found = await authenticateCustomer(ctx, req.body.email, req.body.password, req.ip)
    const session = await createSession(ctx, 'store', found.id)
    reply.setCookie(STORE_COOKIE, session.id, cookieOptions(ctx.config, SESSION_TTL_SECONDS))
    return { customer: await serializeCustomer(ctx.db, found, STORE_RELATIONS) }
  })
  r.post('/store/auth/token', { schema: { body: credentials } }, async (req) => {
    const found = await authenticateCustomer(ctx, req.body.email, req.body.password, req.ip)
    return { access_token: issueCustomerToken(ctx, found.id) }
  })
  r.get('/store/auth', { config: { auth: 'customer' } }, async (req) => me(req.actor.customerId!))
  r.delete('/store/auth', async (req, reply) => {
    if (req.actor.sessionId) await deleteSession(ctx, req.actor.sessionId)
    if (req.actor.via === 'bearer') await revokeTokens(ctx.db, 'store', req.actor.customerId!)
    reply.clearCookie(STORE_COOKIE, { path: '/' })
    return {}
  })
  r.get(
    '/store/auth/:email',
    { schema: { params: z.strictObject({ email: z.string().min(1) }) } },
    async (req) => ({
      exists: Boolean(await findAccountByEmail(ctx.db, normalizeEmail(req.params.email))),
    }),
  )

  r.post(
    '/store/customers',
    {
      schema: {
        body: z.strictObject({
          email: z.email(),
          password: z.string(),
          first_name: personName('first').optional(),
          last_name: personName('last').optional(),
          phone: phoneNumber.optional(),
          metadata: metadata.optional(),
        }),
      },
    },
    async (req, reply) => {
      const created = await registerCustomer(ctx, req.body)
      // Registering signs the shopper in, as in Medusa.
      const session = await createSession(ctx, 'store', created.id)
      reply.setCookie(STORE_COOKIE, session.id, cookieOptions(ctx.config, SESSION_TTL_SECONDS))
      return { customer: await serializeCustomer(ctx.db, created, STORE_RELATIONS) }
    },
  )

  r.get('/store/customers/me', { config: { auth: 'customer' } }, async (req) => me(req.actor.customerId!))
  r.post(
    '/store/customers/me',
    {
      config: { auth: 'customer' },
      schema: {
        body: z.strictObject({
          first_name: personName('first').optional(),
          last_name: personName('last').optional(),
          phone: phoneNumber.nullable().optional(),
          email: z.email().optional(),
          password: z.string().optional(),
          billing_address: z.union([addressPayload, z.string()]).nullable().optional(),
          metadata: metadata.optional(),
        }),
      },
    },
    async (req) => {
      await updateCustomer(ctx, req.actor.customerId!, req.body)
      return me(req.actor.customerId!)
    },
  )
  r.post(
    '/store/customers/me/addresses',
    { config: { auth: 'customer' }, schema: { body: z.strictObject({ address: addressCreatePayload }) } },
    async (req) => {
      await addAddress(ctx, req.actor.customerId!, req.body.address)
      return me(req.actor.customerId!)
    },
  )
  r.post(
    '/store/customers/me/addresses/:address_id',
    { config: { auth: 'customer' }, schema: { params: addressParams, body: addressPayload } },
    async (req) => {
      await updateAddress(ctx, req.actor.customerId!, req.params.address_id, req.body)
      return me(req.actor.customerId!)
    },
  )
  r.delete(
    '/store/customers/me/addresses/:address_id',
    { config: { auth: 'customer' }, schema: { params: addressParams } },
    async (req) => {
      await deleteAddress(ctx, req.actor.customerId!, req.params.address_id)
      return me(req.actor.customerId!)
    },
  )
  // The built-in manual provider keeps no saved cards, so there is nothing to list.
  r.get('/store/customers/me/payment-methods', { config: { auth: 'customer' } }, async () => ({
    payment_methods: [],
  }))

  r.post(
    '/store/customers/password-token',
    { schema: { body: z.strictObject({ email: z.email() }) } },
    async (req, reply) => {
      await requestCustomerPasswordReset(ctx, req.body.email, req.ip)
      return reply.status(204).send()
    },
  )
  r.post(
    '/store/customers/password-reset',
    {
      schema: { body: z.strictObject({ email: z.email(), token: z.string().min(1), password: z.string() }) },
    },
    async (req) => {
      const row = await resetCustomerPassword(ctx, req.body, req.ip)
      return { customer: await serializeCustomer(ctx.db, row, STORE_RELATIONS) }
    },
  )
}
