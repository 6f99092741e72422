import type { FastifyBaseLogger } from 'fastify'
import { renderMessage } from './email/render'

export { renderMessage }

/** What a notification carries: the recipient and the data stored with it (links, order numbers, …). */
export interface NotificationMessage {
  to: string
  data: Record<string, unknown>
}

/**
 * Delivers notifications. `send` gets the event name and the message composed for it and answers
 * what was sent (stored as the notification row); it throws when delivery failed.
 */
export interface NotificationProvider {
  readonly id: string
  send(eventName: string, message: NotificationMessage): Promise<NotificationMessage>
}

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')

/**
 * Events whose link lets a staff member in: an invite and an admin's password reset. Customers' reset
 * links are left out: they do not help a locked-out owner and would only spread customer tokens.
 */
const STAFF_LINK_EVENTS = new Set(['invite.created', 'user.password_reset'])

/**
 * The built-in provider, used when no e-mail transport is set: it delivers nothing itself; the notification
 * is stored (by the service) and logged. For staff links the log line carries the link, once, at warn level,
 * so an owner locked out of the dashboard can still recover from the server log. Other data stays out of the
 * log. Staff also read the link in GET /admin/notifications.
 */
export class LocalNotificationProvider implements NotificationProvider {
  readonly id = 'local'
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(eventName: string, message: NotificationMessage) {
    const { subject } = renderMessage(eventName, message.data)
    const link = str(message.data.link)
    if (link && STAFF_LINK_EVENTS.has(eventName)) {
      this.log.warn(
        { event: eventName, to: message.to, link },
        'no e-mail transport is set: pass this link on yourself',
      )
    } else {
      this.log.info(
        { event: eventName, to: message.to, subject },
        'notification stored (no e-mail configured)',
      )
    }
    return message
  }
}
