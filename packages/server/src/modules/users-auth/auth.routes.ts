import { SESSION_TTL_SECONDS, notFound } from '@mercato/domain'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { ADMIN_COOKIE, cookieOptions } from '../../http/auth'
import type { ZodTypeProvider } from '../../http/type-provider'
import { findUserById } from './queries'
import { revokeTokens } from './revocation'
import { authenticateUser, createSession, deleteSession, issueAdminToken, publicUser } from './service'

const credentials = z.strictObject({ email: z.string().min(1), password: z.string().min(1) })

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.post('/admin/auth', { config: { auth: 'public' }, schema: { body: credentials } }, async (req, reply) => {
    const found = await authenticateUser(ctx, req.body.email, req.body.password, req.ip)
    const session = await createSession(ctx, 'admin', found.id)
    reply.setCookie(ADMIN_COOKIE, session.id, cookieOptions(ctx.config, SESSION_TTL_SECONDS))
    return { user: publicUser(found, found.id) }
  })

  r.post('/admin/auth/token', { config: { auth: 'public' }, schema: { body: credentials } }, async (req) => {
    const found = await authenticateUser(ctx, req.body.email, req.body.password, req.ip)
    return { access_token: issueAdminToken(ctx, found.id) }
  })

  r.get('/admin/auth', async (req) => {
    const found = await findUserById(ctx.db, req.actor.userId!)
    if (!found) throw notFound('User was not found')
    return { user: publicUser(found, req.actor.userId) }
  })

  r.delete('/admin/auth', async (req, reply) => {
    if (req.actor.sessionId) await deleteSession(ctx, req.actor.sessionId)
    // Signing out with a bearer token ends that user's bearer tokens (they cannot be told apart).
    if (req.actor.via === 'bearer') await revokeTokens(ctx.db, 'admin', req.actor.userId!)
    reply.clearCookie(ADMIN_COOKIE, { path: '/' })
    return {}
  })
}
