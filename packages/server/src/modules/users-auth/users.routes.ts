import { changeOwnPasswordBody, notFound, staffMetadataSchema, userRole } from '@mercato/domain'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { contractExpand } from '../../http/contract-relations'
import { listQuerySchema, oneOrMany } from '../../http/list-query'
import type { ZodTypeProvider } from '../../http/type-provider'
import { changeOwnPassword } from './password-change'
import { findUserById, listUsers } from './queries'
import { assertMayUpdateUser, assertTeamAdmin } from './team-permissions'
import {
  createUser,
  deleteUser,
  publicUser,
  requestPasswordReset,
  resetPassword,
  updateUser,
} from './service'

const idParams = z.strictObject({ id: z.string().min(1) })
const metadata = staffMetadataSchema

const listUsersQuery = listQuerySchema({
  allowExpand: contractExpand('user'),
  defaultLimit: 50,
  orderable: ['created_at', 'updated_at', 'email', 'first_name', 'last_name'],
  filters: {
    id: oneOrMany(z.string()).optional(),
    email: z.string().optional(),
    first_name: z.string().optional(),
    last_name: z.string().optional(),
  },
})

const createUserBody = z.strictObject({
  email: z.email(),
  password: z.string(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  role: userRole.optional(),
  metadata: metadata.optional(),
})

const updateUserBody = z.strictObject({
  first_name: z.string().nullable().optional(),
  last_name: z.string().nullable().optional(),
  role: userRole.optional(),
  api_token: z.string().min(16, 'api_token must be at least 16 characters').nullable().optional(),
  metadata: metadata.optional(),
})

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get('/admin/users', { schema: { querystring: listUsersQuery } }, async (req) => {
    const [rows, count] = await listUsers(ctx.db, req.query)
    return {
      users: rows.map((u) => publicUser(u, req.actor.userId)),
      count,
      offset: req.query.offset,
      limit: req.query.limit,
    }
  })

  r.post('/admin/users', { schema: { body: createUserBody } }, async (req) => {
    assertTeamAdmin(req)
    return { user: publicUser(await createUser(ctx, req.body)) }
  })

  r.post(
    '/admin/users/password-token',
    { config: { auth: 'public' }, schema: { body: z.strictObject({ email: z.email() }) } },
    async (req, reply) => {
      // Same answer whether or not the email belongs to someone: no account enumeration.
      // The dashboard's language (its i18next cookie) or the browser's: the e-mail's language when the
      // staff member has none recorded yet.
      const languages = [req.cookies?.i18next, req.headers['accept-language']].filter(
        (v): v is string => typeof v === 'string' && v.length > 0,
      )
      await requestPasswordReset(ctx, req.body.email, req.ip, languages)
      return reply.status(204).send()
    },
  )

  r.post(
    '/admin/users/reset-password',
    {
      config: { auth: 'public' },
      schema: {
        body: z.strictObject({ token: z.string().min(1), password: z.string(), email: z.email().optional() }),
      },
    },
    async (req) => ({ user: publicUser(await resetPassword(ctx, req.body, req.ip)) }),
  )

  // Mercato's own route (Medusa v1 has none): the signed-in user changes their password.
  r.post('/admin/mercato/me/password', { schema: { body: changeOwnPasswordBody } }, async (req) => {
    const { userId, sessionId } = req.actor
    const row = await changeOwnPassword(ctx, userId!, req.body, sessionId, req.ip)
    return { user: publicUser(row, userId) }
  })

  r.get('/admin/users/:id', { schema: { params: idParams } }, async (req) => {
    const found = await findUserById(ctx.db, req.params.id)
    if (!found) throw notFound(`User with id: ${req.params.id} was not found`)
    return { user: publicUser(found, req.actor.userId) }
  })

  r.post('/admin/users/:id', { schema: { params: idParams, body: updateUserBody } }, async (req) => {
    assertMayUpdateUser(req, req.params.id, req.body)
    return { user: publicUser(await updateUser(ctx, req.params.id, req.body), req.actor.userId) }
  })

  r.delete('/admin/users/:id', { schema: { params: idParams } }, async (req) => {
    assertTeamAdmin(req)
    return deleteUser(ctx, req.params.id, req.actor.userId)
  })
}
