import { notFound } from '@mercato/domain'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { contractExpand, contractRetrieveQuery } from '../../http/contract-relations'
import { booleanString, listQuerySchema, oneOrMany } from '../../http/list-query'
import type { ZodTypeProvider } from '../../http/type-provider'
import { idParams, relationsOf } from '../../http/route-helpers'
import { type NotificationProvider, renderMessage } from './provider'
import {
  NOTIFICATION_RELATIONS,
  decorateNotifications,
  findNotification,
  listNotifications,
  resendNotification,
} from './service'

const DEFAULT_RELATIONS = ['resends'] as const
const listQuery = listQuerySchema({
  defaultLimit: 50,
  allowExpand: contractExpand('notification', NOTIFICATION_RELATIONS),
  filters: {
    event_name: oneOrMany(z.string().min(1)).optional(),
    resource_type: oneOrMany(z.string().min(1)).optional(),
    resource_id: oneOrMany(z.string().min(1)).optional(),
    to: oneOrMany(z.string().min(1)).optional(),
    include_resends: booleanString.optional(),
  },
})

export function registerNotificationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  provider: NotificationProvider,
) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  // Mercato's own: whether notifications leave as e-mail, so the dashboard does not say "sent" when
  // they are only stored (no SMTP server set up) and offers the link to pass on instead.
  r.get('/admin/mercato/email-delivery', async () => ({
    email_delivery: { sends: provider.id !== 'local', provider_id: provider.id },
  }))

  // Besides Medusa's default columns, `data` is served: it holds the link staff pass on when no e-mail is set up.
  r.get('/admin/notifications', { schema: { querystring: listQuery } }, async (req) => {
    const [rows, count] = await listNotifications(ctx.db, req.query)
    const notifications = await decorateNotifications(
      ctx.db,
      rows,
      relationsOf(req.query.expand, DEFAULT_RELATIONS),
      req.query.fields,
    )
    return { notifications, count, offset: req.query.offset, limit: req.query.limit }
  })

  // Mercato's addition: the e-mail a notification is (or was) sent as, written from its stored data, with the
  // notification itself (and its resends).
  r.get('/admin/notifications/:id/preview', { schema: { params: idParams } }, async (req) => {
    const row = await findNotification(ctx.db, req.params.id)
    if (!row) throw notFound(`Notification with id: ${req.params.id} was not found`)
    const { subject, text, html } = renderMessage(
      row.event_name ?? '',
      (row.data ?? {}) as Record<string, unknown>,
    )
    const [notification] = await decorateNotifications(ctx.db, [row], new Set(DEFAULT_RELATIONS))
    return { preview: { to: row.to, subject, text, html }, notification }
  })

  r.post(
    '/admin/notifications/:id/resend',
    {
      schema: {
        params: idParams,
        body: z.strictObject({ to: z.email().optional() }),
        querystring: contractRetrieveQuery('notification', NOTIFICATION_RELATIONS),
      },
    },
    async (req) => {
      await resendNotification(ctx, provider, req.params.id, req.body.to)
      // Answers with the original notification and its resends (as Medusa does).
      const original = await findNotification(ctx.db, req.params.id)
      if (!original) throw notFound(`Notification with id: ${req.params.id} was not found`)
      const [notification] = await decorateNotifications(
        ctx.db,
        [original],
        relationsOf(req.query.expand, DEFAULT_RELATIONS),
        req.query.fields,
      )
      return { notification }
    },
  )
}
