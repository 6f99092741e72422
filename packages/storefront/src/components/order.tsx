// Pieces the confirmation, the order detail, the order look-up and the return page share.
import type { LineItem, Order } from '@mercato/client'
import { FULFILLMENT_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from '@mercato/domain'
import { useI18n } from '../i18n/context'
import type { Translate } from '../i18n/messages'
import { refundedAmount } from './after-sale-words'
import { Money } from './price'

/** "1 item", "3 items", in the shopper's language. */
export const itemCount = (t: Translate, n: number) => t('common.itemCount', { count: n })

/** How many of a line can still be sent back: what was fulfilled, less what has been returned. */
export const returnableQuantity = (item: LineItem) =>
  Math.max(0, (item.fulfilled_quantity ?? 0) - (item.returned_quantity ?? 0))

export const returnableItems = (order: Order) => order.items.filter((i) => returnableQuantity(i) > 0)

/** Why nothing of the order can be returned, in a short and a full wording; null when something can. */
export function returnBlocker(t: Translate, order: Order): { short: string; long: string } | null {
  const reason = (key: string) => ({
    short: t(`common.returnBlocker.${key}.short`),
    long: t(`common.returnBlocker.${key}.long`),
  })
  if (order.status === 'canceled') return reason('canceled')
  if (returnableItems(order).length > 0) return null
  if (order.items.some((i) => (i.fulfilled_quantity ?? 0) > 0)) return reason('allReturned')
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
            {item.variant?.title && item.variant.title !== item.title ? (
              <span className="text-stone-600"> ({item.variant.title})</span>
            ) : null}
          </span>
          <Money amount={item.subtotal ?? item.unit_price * item.quantity} currency={order.currency_code} />
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
