import { type PrintedAddress, addressLines, countryNames, joinList } from '@mercato/domain'
import { type Block, type SummaryView, blockText } from './blocks'
import { type EmailTranslate, emailCatalogue, emailTranslate } from './catalog'
import { isRtl, renderHtml } from './html'
import { amount, itemRows, summaryView } from './summary'

type Data = Record<string, unknown>

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')
const orderRef = (d: Data) => (d.display_id ? `#${str(d.display_id)}` : str(d.order_id))
const paragraph = (text: string): Block => ({ type: 'paragraph', text })

/**
 * Lines under a caption (a swap's items), or nothing when there are none; `more` adds rows under them
 * (a return's refund) and an address.
 */
function itemList(
  label: string,
  items: unknown,
  money?: (value: number | undefined) => string,
  more: Partial<Pick<SummaryView, 'totals' | 'shipTo'>> = {},
): Block | false {
  const rows = itemRows(items, money)
  return (
    rows.length > 0 && { type: 'summary', summary: { itemsLabel: label, items: rows, totals: [], ...more } }
  )
}

/** Where a return is sent, as stored: a stock location's address, else the business address's lines. */
function returnAddress(data: Data, locale: string): string[] {
  if (data.return_address && typeof data.return_address === 'object')
    return addressLines(data.return_address as PrintedAddress, countryNames(locale))
  return Array.isArray(data.return_address_lines) ? data.return_address_lines.map(str).filter(Boolean) : []
}

// Stands in for the link while a sentence is split around it. No catalogue text holds a NUL; should a
// value hold one, the split fails and the sentence stays a plain paragraph.
const MARK = '\u0000'

/**
 * A catalogue sentence ending in a link (`Accept the invite: {{link}}`). The words before the link become
 * the button's label, or, given a `label`, a paragraph above the button (a long sentence is no button).
 */
function linkBlock(
  t: EmailTranslate,
  key: string,
  values: Record<string, string>,
  url: string,
  label?: string,
): Block {
  const text = t(key, { ...values, link: url })
  const [before = '', tail, ...more] = t(key, { ...values, link: MARK }).split(MARK)
  if (tail === undefined || more.length) return { type: 'paragraph', text }
  const lead = before.trim()
  return label
    ? { type: 'link', text, url, label, lead, tail: tail.trim() }
    : { type: 'link', text, url, label: lead.replace(/[:：]$/, '').trim(), tail: tail.trim() }
}

/** An e-mail as sent: its subject, its plain text and the same words as an HTML document. */
export interface RenderedMail {
  subject: string
  text: string
  html: string
}

/**
 * The e-mail for an event, in the language the data names (the order's, else English), from the stored
 * data alone, so a resend writes the same e-mail.
 */
export function renderMessage(eventName: string, data: Data): RenderedMail {
  const catalogue = emailCatalogue(data.locale)
  const t = emailTranslate(catalogue.messages)
  const store = str(data.store_name) || 'Mercato'
  const number = orderRef(data)
  const link = str(data.link)
  const orderLink = str(data.order_link)
  // Empty strings are left out, as the plain text always did; bare strings are paragraphs.
  const mail = (subject: string, ...parts: Array<Block | string | false | undefined>) => {
    const blocks: Block[] = [
      ...parts.filter((p): p is Block | string => !!p).map((p) => (typeof p === 'string' ? paragraph(p) : p)),
      paragraph(t('signOff', { store })),
    ]
    return {
      subject,
      text: blocks.map((b) => blockText(b, isRtl(catalogue.locale))).join('\n\n'),
      html: renderHtml({ lang: catalogue.locale, subject, store, blocks }),
    }
  }
  const action = (key: string, values: Record<string, string>, url: string) => linkBlock(t, key, values, url)
  const seeOrder = orderLink && action('viewOrder', {}, orderLink)
  const tracking = (): Block | false => {
    const numbers = Array.isArray(data.tracking_numbers) ? data.tracking_numbers.map(str).filter(Boolean) : []
    const links = Array.isArray(data.tracking_links) ? data.tracking_links.map(str).filter(Boolean) : []
    const blocks = [
      ...(numbers.length
        ? [paragraph(t('shipped.tracking', { numbers: joinList(numbers, catalogue.locale, 'plain') }))]
        : []),
      ...links.map((l) => action('shipped.trackingLink', {}, l)),
    ]
    return blocks.length > 0 && { type: 'group', blocks }
  }
  switch (eventName) {
    case 'invite.created':
      return mail(
        t('invite.subject', { store }),
        t('invite.intro', { store }),
        action('invite.action', {}, link),
        t('invite.expiry'),
      )
    case 'user.password_reset':
    case 'customer.password_reset':
      return mail(
        t('passwordReset.subject'),
        t('passwordReset.intro', { email: str(data.email) }),
        action('passwordReset.action', {}, link),
        t('passwordReset.expiry'),
      )
    case 'order.placed': {
      const summary = (data.summary ?? {}) as Parameters<typeof summaryView>[1]
      return mail(
        t('orderPlaced.subject', { number }),
        t('orderPlaced.intro', { number }),
        { type: 'summary', summary: summaryView(t, summary, catalogue.locale) },
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
        itemList(t('items'), data.items),
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
    case 'order.items_returned': {
      // What goes back, the refund expected (or made) and where to send it; notifications stored
      // before returns listed their items are written again as they were.
      const key = eventName === 'order.return_requested' ? 'returnRequested' : 'itemsReturned'
      const refund =
        typeof data.refund_amount === 'number' && data.refund_amount > 0
          ? amount(data.refund_amount, data.currency_code)
          : ''
      const lines = returnAddress(data, catalogue.locale)
      return mail(
        t(`${key}.subject`, { number, store }),
        t(`${key}.intro`, { number, store }),
        itemList(t(`${key}.items`), data.return_items, undefined, {
          ...(refund ? { totals: [{ label: t(`${key}.refund`), amount: refund }] } : {}),
          ...(lines.length ? { shipTo: { label: t('returnRequested.sendTo'), lines } } : {}),
        }),
        key === 'returnRequested' && seeOrder,
      )
    }
    case 'swap.created': {
      const subject = t('exchangeCreated.subject', { number, store, link })
      // Notifications stored before swaps listed their items are written again as they were: the
      // sentence is long, it stays a paragraph, and the button says what the subject says.
      if (!Array.isArray(data.return_items))
        return mail(subject, linkBlock(t, 'exchangeCreated.intro', { number, store }, link, subject))
      const money = (value: number | undefined) => amount(value ?? 0, data.currency_code)
      const due = typeof data.difference_due === 'number' ? data.difference_due : 0
      // A swap whose difference was never worked out says nothing about money.
      const difference =
        typeof data.difference_due !== 'number'
          ? undefined
          : due > 0
            ? t('exchangeCreated.pay', { amount: money(due) })
            : due < 0
              ? t('exchangeCreated.refund', { amount: money(-due) })
              : t('exchangeCreated.even')
      return mail(
        subject,
        t('exchangeCreated.setUp', { number }),
        itemList(t('exchangeCreated.returnItems'), data.return_items),
        itemList(t('exchangeCreated.newItems'), data.additional_items, money),
        difference,
        // The shopper confirms on the swap's cart even when nothing is to pay: that completes the swap.
        link && action(due > 0 ? 'exchangeCreated.payAction' : 'exchangeCreated.confirmAction', {}, link),
      )
    }
    case 'order-edit.requested':
      // The edit's own page, where it is accepted (and paid) or declined; older ones kept the order's.
      return mail(
        t('orderEditRequested.subject', { number }),
        t('orderEditRequested.intro', { number }),
        link ? action('orderEditRequested.action', {}, link) : seeOrder,
      )
    case 'order-update-token.created': {
      // Says which orders and which account, so someone who did not ask can tell and ignore it.
      const numbers = (Array.isArray(data.display_ids) ? data.display_ids : []).map((n) => `#${str(n)}`)
      return mail(
        t('orderClaim.subject'),
        t('orderClaim.intro', { store, account: str(data.account_email), email: str(data.email) }),
        t('orderClaim.orders', { numbers: joinList(numbers, catalogue.locale, 'plain') }),
        action('orderClaim.action', {}, link),
        t('orderClaim.expiry'),
      )
    }
    case 'order.gift_card_created':
    case 'gift_card.created': {
      const endsAt = typeof data.ends_at === 'string' ? new Date(data.ends_at) : null
      const date =
        endsAt && !Number.isNaN(endsAt.getTime())
          ? new Intl.DateTimeFormat(catalogue.locale, { dateStyle: 'long' }).format(endsAt)
          : ''
      const value = amount(data.value, data.currency_code) || str(data.value)
      // A card bought in the store goes to its buyer; one issued in the dashboard is a gift from the store.
      const issued = eventName === 'gift_card.created'
      const message = str(data.message).trim()
      return mail(
        t('giftCard.subject', { store }),
        issued ? t('giftCard.sent', { store, value }) : t('giftCard.intro', { value }),
        message && { type: 'note', label: t('giftCard.message'), body: message },
        t('giftCard.code', { code: str(data.code) }),
        date && t('giftCard.validUntil', { date }),
        t('giftCard.howTo'),
      )
    }
    default:
      return mail(eventName, `${eventName}: ${number || str(data.email)}`)
  }
}
