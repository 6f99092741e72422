// Pieces the confirmation, the order detail, the order look-up and the return page share.
import type { Fulfillment, LineItem, Order } from '@mercato/client'
import { FULFILLMENT_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES, joinList } from '@mercato/domain'
import { type I18n, useI18n } from '../i18n/context'
import { textDirection } from '../i18n/locales'
import type { Translate } from '../i18n/messages'
import { refundedAmount } from './after-sale-words'
import { variantLabel } from './line-title'
import { Money } from './price'

/** "1 item", "3 items", in the shopper's language. */
export const itemCount = (t: Translate, n: number) => t('common.itemCount', { count: n })

const ofLine = (item: LineItem, itemId: unknown) => itemId === item.id || itemId === item.original_item_id

/**
 * Units of a line that have gone or are going back, as the server counts them: in returns not canceled
 * (a claim's return counts through its claim) and in claims not canceled. Without the order's returns
 * and claims in the answer, what has been received back.
 */
function goingBack(order: Order, item: LineItem): number {
  if (!order.returns && !order.claims) return item.returned_quantity ?? 0
  let units = 0
  for (const r of order.returns ?? []) {
    if (r.status === 'canceled' || r.claim_order_id) continue
    for (const ri of r.items ?? []) if (ofLine(item, ri.item_id)) units += ri.received_quantity ?? ri.quantity
  }
  for (const c of order.claims ?? []) {
    if (c.canceled_at) continue
    for (const ci of c.claim_items ?? [])
      if (ofLine(item, ci.item_id) && !ci.deleted_at) units += Number(ci.quantity ?? 0)
  }
  return units
}

/** How many of a line can still be sent back: what was sent, less what has gone or is going back. */
export const returnableQuantity = (order: Order, item: LineItem) =>
  Math.max(0, (item.fulfilled_quantity ?? 0) - goingBack(order, item))

export const returnableItems = (order: Order) => order.items.filter((i) => returnableQuantity(order, i) > 0)

/** Why nothing of the order can be returned, in a short and a full wording; null when something can. */
export function returnBlocker(t: Translate, order: Order): { short: string; long: string } | null {
  const reason = (key: string) => ({
    short: t(`common.returnBlocker.${key}.short`),
    long: t(`common.returnBlocker.${key}.long`),
  })
  if (order.status === 'canceled') return reason('canceled')
  if (returnableItems(order).length > 0) return null
  const sent = order.items.filter((i) => (i.fulfilled_quantity ?? 0) > 0)
  // Requested returns still on their way back are told apart from what has arrived.
  if (sent.some((i) => (i.returned_quantity ?? 0) < (i.fulfilled_quantity ?? 0))) return reason('allAsked')
  if (sent.length > 0) return reason('allReturned')
  return reason('notSent')
}

/** A status in the shopper's words; an unknown one as it is, with spaces. */
const words = (t: Translate, group: string, known: readonly string[], value: string) =>
  known.includes(value) ? t(`common.${group}.${value}`) : value.replaceAll('_', ' ')

export const orderStatusText = (t: Translate, order: Order) =>
  words(t, 'orderStatus', ORDER_STATUSES, order.status)
export const paymentStatusText = (t: Translate, order: Order) =>
  words(t, 'paymentStatus', PAYMENT_STATUSES, order.payment_status)
export const fulfillmentStatusText = (t: Translate, order: Order) =>
  words(t, 'fulfillmentStatus', FULFILLMENT_STATUSES, order.fulfillment_status)

/** The order's lines: quantity, title (with the variant) and the line's price. */
export function OrderItems({ order, className = 'mt-4' }: { order: Order; className?: string }) {
  const { t } = useI18n()
  return (
    <ul className={`${className} space-y-1 text-sm`}>
      {order.items.map((item) => (
        <li key={item.id} className="flex justify-between gap-3">
          <span>
            {t('common.quantityTimes', { quantity: item.quantity, title: item.title })}
            {variantLabel(item) ? (
              <span className="text-stone-600">
                {' '}
                <bdi>({variantLabel(item)})</bdi>
              </span>
            ) : null}
          </span>
          <Money amount={item.unit_price * item.quantity} currency={order.currency_code} />
        </li>
      ))}
    </ul>
  )
}

/** "Refunded" or "Partly refunded" beside an order in a list; nothing for an order without refunds. */
export function RefundMark({ order }: { order: Order }) {
  const { t } = useI18n()
  const refunded = refundedAmount(order)
  if (refunded <= 0 && !['refunded', 'partially_refunded'].includes(order.payment_status)) return null
  const whole = order.payment_status === 'refunded' || (order.total != null && refunded >= order.total)
  return (
    <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
      {whole ? t('common.paymentStatus.refunded') : t('common.paymentStatus.partially_refunded')}
      {refunded > 0 && (
        <>
          {' '}
          <Money amount={refunded} currency={order.currency_code} />
        </>
      )}
    </span>
  )
}

/** A carrier's tracking address, when it is one a link may open (not `javascript:` and the like). */
const trackingHref = (url: string | null | undefined) => (url && /^https?:\/\//i.test(url) ? url : undefined)

/**
 * The order's shipments: each shipped fulfilment with its date, what it carried and its tracking
 * numbers (links where the carrier gave an address); a line saying so when nothing has shipped.
 */
export function Shipments({ order }: { order: Order }) {
  const { t } = useI18n()
  const shipped = (order.fulfillments ?? []).filter((f) => f.shipped_at && !f.canceled_at)
  if (shipped.length === 0) return <p className="mt-2 text-sm">{t('orders.detail.nothingShipped')}</p>
  return (
    <ul className="mt-2 space-y-3 text-sm">
      {shipped.map((f) => (
        <Shipment key={f.id} fulfillment={f} order={order} />
      ))}
    </ul>
  )
}

/**
 * "1 × Hoodie (M / Olive)": a line of a shipment by its quantity and title, with the variant that tells
 * it apart. In right-to-left text the bracketed label is isolated (FSI … PDI) to keep its own order.
 */
export function shippedLineText(
  { t, locale }: Pick<I18n, 't' | 'locale'>,
  item: LineItem,
  quantity: number,
): string {
  const label = variantLabel(item)
  const line = t('common.quantityTimes', { quantity, title: item.title })
  const note = textDirection(locale) === 'rtl' ? `\u2068(${label})\u2069` : `(${label})`
  return label ? `${line} ${note}` : line
}

/** What a shipment carried, from the lines it was made of (the order's, or a swap's or claim's new ones). */
export function shipmentLines(i18n: Pick<I18n, 't' | 'locale'>, fulfillment: Fulfillment, lines: LineItem[]) {
  return (fulfillment.items ?? [])
    .map((fi) => {
      const item = lines.find((i) => i.id === fi.item_id)
      return item ? shippedLineText(i18n, item, fi.quantity) : null
    })
    .filter((line) => line !== null)
}

/** A shipment's tracking numbers, each a link where the carrier gave an address; or that it has none. */
export function TrackingNumbers({ fulfillment }: { fulfillment: Fulfillment }) {
  const { t } = useI18n()
  const links = fulfillment.tracking_links ?? []
  // Numbers without a link entry (older data) are listed too.
  const extra = (fulfillment.tracking_numbers ?? []).filter(
    (n) => !links.some((l) => l.tracking_number === n),
  )
  const numbers = [...links, ...extra.map((n) => ({ tracking_number: n, url: null }))]
  if (numbers.length === 0) return <p className="text-stone-600">{t('orders.detail.noTracking')}</p>
  return (
    <p>
      {t('orders.detail.tracking')}{' '}
      {numbers.map((n, i) => {
        const href = trackingHref(n.url)
        return (
          <span key={n.tracking_number}>
            {i > 0 && ', '}
            {href ? (
              <a href={href} className="underline" target="_blank" rel="noreferrer">
                {n.tracking_number}
              </a>
            ) : (
              n.tracking_number
            )}
          </span>
        )
      })}
    </p>
  )
}

function Shipment({ fulfillment, order }: { fulfillment: Fulfillment; order: Order }) {
  const i18n = useI18n()
  const { t, formatDate, locale } = i18n
  const titles = shipmentLines(i18n, fulfillment, order.items)
  return (
    <li>
      <p className="font-medium">
        {t('orders.detail.shippedOn', { date: formatDate(fulfillment.shipped_at!) })}
      </p>
      {titles.length > 0 && <p className="text-stone-600">{joinList(titles, locale, 'plain')}</p>}
      <TrackingNumbers fulfillment={fulfillment} />
    </li>
  )
}
