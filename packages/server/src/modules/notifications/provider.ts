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
 * The built-in provider: it delivers nothing itself; the notification is stored (by the service) and
 * logged. The log line leaves out the data: links carry invite and reset tokens, and logs travel further
 * than the database. Staff read the link in GET /admin/notifications.
 */
export class LocalNotificationProvider implements NotificationProvider {
  readonly id = 'local'
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(eventName: string, message: NotificationMessage) {
    const { subject } = renderMessage(eventName, message.data)
    this.log.info({ event: eventName, to: message.to, subject }, 'notification stored (no e-mail configured)')
    return message
  }
}
