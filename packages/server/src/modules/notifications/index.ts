import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { registerNotificationRoutes } from './admin.routes'
import { LocalNotificationProvider, type NotificationProvider } from './provider'
import { subscribeNotifications } from './service'
import { SmtpNotificationProvider } from './smtp'

export type { NotificationMessage, NotificationProvider } from './provider'

/** E-mail through SMTP when SMTP_HOST is set; otherwise the built-in provider (store and log). */
export function notificationProvider(ctx: AppContext): NotificationProvider {
  return ctx.config.smtp
    ? new SmtpNotificationProvider(ctx.config.smtp, ctx.log)
    : new LocalNotificationProvider(ctx.log)
}

export function registerNotifications(
  app: FastifyInstance,
  ctx: AppContext,
  provider = notificationProvider(ctx),
) {
  subscribeNotifications(ctx, provider)
  registerNotificationRoutes(app, ctx, provider)
}
