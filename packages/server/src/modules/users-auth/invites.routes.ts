import { MIN_PASSWORD_LENGTH, inviteCreateBody } from '@mercato/domain'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import type { ZodTypeProvider } from '../../http/type-provider'
import { acceptInvite, createInvite, deleteInvite, resendInvite } from './invites.service'
import { listInvites } from './queries'
import { assertTeamAdmin, isTeamAdmin } from './team-permissions'

const inviteParams = z.strictObject({ invite_id: z.string().min(1) })

export function registerInviteRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  // An invite's token lets whoever holds it join with the invite's role: only admins see tokens.
  r.get('/admin/invites', async (req) => {
    const invites = await listInvites(ctx.db)
    if (isTeamAdmin(req)) return { invites }
    return { invites: invites.map(({ token: _token, ...rest }) => rest) }
  })

  r.post('/admin/invites', { schema: { body: inviteCreateBody } }, async (req) => {
    assertTeamAdmin(req)
    await createInvite(ctx, req.body)
    return {}
  })

  r.post(
    '/admin/invites/accept',
    {
      config: { auth: 'public' },
      schema: {
        body: z.strictObject({
          token: z.string().min(1),
          user: z.strictObject({
            first_name: z.string().min(1),
            last_name: z.string().min(1),
            password: z
              .string()
              .min(MIN_PASSWORD_LENGTH, `password must be at least ${MIN_PASSWORD_LENGTH} characters long`),
          }),
        }),
      },
    },
    async (req) => {
      await acceptInvite(ctx, req.body)
      return {}
    },
  )

  r.delete('/admin/invites/:invite_id', { schema: { params: inviteParams } }, async (req) => {
    assertTeamAdmin(req)
    return deleteInvite(ctx, req.params.invite_id)
  })

  r.post('/admin/invites/:invite_id/resend', { schema: { params: inviteParams } }, async (req) => {
    assertTeamAdmin(req)
    await resendInvite(ctx, req.params.invite_id)
    return {}
  })
}
