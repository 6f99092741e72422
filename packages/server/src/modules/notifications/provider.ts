import type { FastifyBaseLogger } from 'fastify'

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
const orderRef = (d: Record<string, unknown>) => (d.display_id ? `#${str(d.display_id)}` : str(d.order_id))

/** Subject and plain text of the e-mail for an event, from the stored data alone (so a resend renders the same). */
export function renderMessage(
  eventName: string,
  data: Record<string, unknown>,
): { subject: string; text: string } {
  const link = str(data.link)
  switch (eventName) {
    case 'invite.created':
      return {
        subject: 'You have been invited to the store admin',
        text: `You have been invited to join the store's admin.\n\nAccept the invite: ${link}\n\nThe link is valid for 7 days.`,
      }
    case 'user.password_reset':
    case 'customer.password_reset':
      return {
        subject: 'Reset your password',
        text: `Someone asked to reset the password of ${str(data.email)}.\n\nChoose a new password: ${link}\n\nThe link is valid for 15 minutes. If you did not ask for it, ignore this e-mail.`,
      }
    case 'order.placed':
      return {
        subject: `Order ${orderRef(data)} confirmed`,
        text: `Thank you! We received your order ${orderRef(data)}.`,
      }
    case 'order.canceled':
      return {
        subject: `Order ${orderRef(data)} canceled`,
        text: `Your order ${orderRef(data)} has been canceled.`,
      }
    case 'order.shipment_created': {
      const tracking = Array.isArray(data.tracking_numbers) ? data.tracking_numbers.map(str).join(', ') : ''
      return {
        subject: `Order ${orderRef(data)} shipped`,
        text: `Your order ${orderRef(data)} is on its way.${tracking ? `\n\nTracking: ${tracking}` : ''}`,
      }
    }
    case 'order.refund_created':
      return {
        subject: `Refund for order ${orderRef(data)}`,
        text: `We refunded part or all of order ${orderRef(data)}.`,
      }
    case 'order.return_requested':
      return {
        subject: `Return for order ${orderRef(data)}`,
        text: `We registered a return for order ${orderRef(data)}.`,
      }
    case 'order.items_returned':
      return {
        subject: `Return received for order ${orderRef(data)}`,
        text: `We received the items you returned from order ${orderRef(data)}.`,
      }
    case 'order.gift_card_created':
      return {
        subject: 'Your gift card',
        text: `Your gift card from order ${orderRef(data)}: ${str(data.code)} (value ${str(data.value)} in minor units).`,
      }
    default:
      return { subject: eventName, text: `${eventName} for ${orderRef(data) || str(data.email)}` }
  }
}

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
