import { formatMoney } from '@mercato/domain'
import { type EmailTranslate, emailCatalogue, emailTranslate } from './catalog'

type Data = Record<string, unknown>

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')
const orderRef = (d: Data) => (d.display_id ? `#${str(d.display_id)}` : str(d.order_id))

/** Amounts keep one format (`en-US`), as in the storefront and the dashboard. */
const amount = (minor: unknown, currency: unknown) =>
  typeof minor === 'number' && typeof currency === 'string' && currency ? formatMoney(minor, currency) : ''

interface Summary {
  currency_code?: string
  items?: Array<{ title?: string; description?: string | null; quantity?: number; subtotal?: number }>
  subtotal?: number
  shipping_total?: number
  discount_total?: number
  gift_card_total?: number
  tax_total?: number
  total?: number
  shipping_address?: string[]
}

/** An order's lines, totals and address, as plain-text blocks. */
function summaryBlocks(t: EmailTranslate, summary: Summary): string[] {
  const money = (value: number | undefined) => amount(value ?? 0, summary.currency_code)
  const lines = (summary.items ?? []).map((item) => {
    const what = [item.title, item.description].filter(Boolean).join(', ')
    return `${str(item.quantity)} × ${what}  ${money(item.subtotal)}`
  })
  const totals: Array<[string, number | undefined, boolean]> = [
    ['subtotal', summary.subtotal, true],
    ['shipping', summary.shipping_total, true],
    ['discount', summary.discount_total ? -summary.discount_total : 0, !!summary.discount_total],
    ['giftCard', summary.gift_card_total ? -summary.gift_card_total : 0, !!summary.gift_card_total],
    ['tax', summary.tax_total, true],
    ['total', summary.total, true],
  ]
  const blocks = [
    [t('items'), ...lines].join('\n'),
    totals
      .filter(([, , shown]) => shown)
      .map(([key, value]) => `${t(`totals.${key}`)}: ${money(value)}`)
      .join('\n'),
  ]
  const address = summary.shipping_address ?? []
  if (address.length) blocks.push([t('shipTo'), ...address].join('\n'))
  return blocks
}

/**
 * Subject and plain text of the e-mail for an event, in the language the data names (the order's, else
 * English), from the stored data alone, so a resend writes the same e-mail.
 */
export function renderMessage(eventName: string, data: Data): { subject: string; text: string } {
  const t = emailTranslate(emailCatalogue(data.locale).messages)
  const store = str(data.store_name) || 'Mercato'
  const number = orderRef(data)
  const link = str(data.link)
  const orderLink = str(data.order_link)
  const mail = (subject: string, ...blocks: Array<string | false | undefined>) => ({
    subject,
    text: [...blocks.filter((b): b is string => !!b), t('signOff', { store })].join('\n\n'),
  })
  const seeOrder = orderLink && t('viewOrder', { link: orderLink })
  const tracking = () => {
    const numbers = Array.isArray(data.tracking_numbers) ? data.tracking_numbers.map(str).filter(Boolean) : []
    const links = Array.isArray(data.tracking_links) ? data.tracking_links.map(str).filter(Boolean) : []
    return [
      numbers.length > 0 && t('shipped.tracking', { numbers: numbers.join(', ') }),
      ...links.map((l) => t('shipped.trackingLink', { link: l })),
    ]
      .filter(Boolean)
      .join('\n')
  }
  const about = (key: string, extra: Record<string, string> = {}) =>
    mail(t(`${key}.subject`, { number, store, ...extra }), t(`${key}.intro`, { number, store, ...extra }))
  switch (eventName) {
    case 'invite.created':
      return mail(
        t('invite.subject', { store }),
        t('invite.intro', { store }),
        t('invite.action', { link }),
        t('invite.expiry'),
      )
    case 'user.password_reset':
    case 'customer.password_reset':
      return mail(
        t('passwordReset.subject'),
        t('passwordReset.intro', { email: str(data.email) }),
        t('passwordReset.action', { link }),
        t('passwordReset.expiry'),
      )
    case 'order.placed': {
      const summary = (data.summary ?? {}) as Summary
      return mail(
        t('orderPlaced.subject', { number }),
        t('orderPlaced.intro', { number }),
        ...summaryBlocks(t, summary),
        seeOrder,
      )
    }
    case 'order.canceled':
      return mail(t('orderCanceled.subject', { number }), t('orderCanceled.intro', { number }), seeOrder)
    case 'order.shipment_created':
      return mail(t('shipped.subject', { number }), t('shipped.intro', { number }), tracking(), seeOrder)
    case 'swap.shipment_created':
      return mail(
        t('exchangeShipped.subject', { number }),
        t('exchangeShipped.intro', { number }),
        tracking(),
      )
    case 'claim.shipment_created':
      return mail(t('claimShipped.subject', { number }), t('claimShipped.intro', { number }), tracking())
    case 'order.refund_created':
      return mail(
        t('refund.subject', { number }),
        t('refund.intro', { number, amount: amount(data.amount, data.currency_code) || '—' }),
        seeOrder,
      )
    case 'order.return_requested':
      return mail(t('returnRequested.subject', { number }), t('returnRequested.intro', { number }), seeOrder)
    case 'order.items_returned':
      return about('itemsReturned')
    case 'swap.created':
      return about('exchangeCreated', { link })
    case 'order-edit.requested':
      return mail(
        t('orderEditRequested.subject', { number }),
        t('orderEditRequested.intro', { number }),
        seeOrder,
      )
    case 'order.gift_card_created':
    case 'gift_card.created': {
      const endsAt = typeof data.ends_at === 'string' ? new Date(data.ends_at) : null
      const date =
        endsAt && !Number.isNaN(endsAt.getTime())
          ? new Intl.DateTimeFormat(emailCatalogue(data.locale).locale, { dateStyle: 'long' }).format(endsAt)
          : ''
      const value = amount(data.value, data.currency_code) || str(data.value)
      // A card bought in the store goes to its buyer; one issued in the dashboard is a gift from the store.
      const issued = eventName === 'gift_card.created'
      const message = str(data.message).trim()
      return mail(
        t('giftCard.subject', { store }),
        issued ? t('giftCard.sent', { store, value }) : t('giftCard.intro', { value }),
        message && `${t('giftCard.message')}\n${message}`,
        t('giftCard.code', { code: str(data.code) }),
        date && t('giftCard.validUntil', { date }),
        t('giftCard.howTo'),
      )
    }
    default:
      return mail(eventName, `${eventName}: ${number || str(data.email)}`)
  }
}
