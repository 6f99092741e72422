// Refunds, returns, claims and exchanges of an order, for the account's order page and the guest
// look-up. Returns, claims and exchanges are listed when the order's answer carries them (both pages
// ask for them with AFTER_SALE_EXPAND); otherwise returned items show through their lines' returned
// quantities.
import type { Fulfillment, LineItem, Order } from '@mercato/client'
import { formatMoney, joinList } from '@mercato/domain'
import { Link } from './link'
import { type I18n, useI18n } from '../i18n/context'
import {
  claimStatusText,
  netPaid,
  refundReasonText,
  refundedAmount,
  returnStatusText,
  swapStatusText,
} from './after-sale-words'
import { TrackingNumbers, shipmentLines, shippedLineText } from './order'
import { Money } from './price'

/** The Store API's `expand` that loads what this list shows besides the default order answer. */
export const AFTER_SALE_EXPAND = 'returns,claims,swaps,edits'

/** Total, refunded and net paid, once anything has been refunded. */
export function RefundSummary({ order }: { order: Order }) {
  const { t } = useI18n()
  const refunded = refundedAmount(order)
  if (refunded <= 0) return null
  const currency = order.currency_code
  return (
    <dl className="mt-3 border-t border-stone-200 pt-2 text-sm">
      <div className="flex justify-between py-1">
        <dt>{t('common.refunded')}</dt>
        <dd>
          <Money amount={refunded} currency={currency} deducted />
        </dd>
      </div>
      <div className="flex justify-between py-1 font-semibold">
        <dt>{t('common.netPaid')}</dt>
        <dd>
          <Money amount={netPaid(order)} currency={currency} />
        </dd>
      </div>
    </dl>
  )
}

/** "1 × Mug, 2 × Cap" for the given lines of the order. */
const linesText = ({ t, locale }: I18n, order: Order, lines: Array<{ item_id: string; quantity: number }>) =>
  joinList(
    lines.map((line) =>
      t('common.quantityTimes', {
        quantity: line.quantity,
        title: order.items.find((i) => i.id === line.item_id)?.title ?? t('common.item'),
      }),
    ),
    locale,
  )

/** An exchange staff created that waits for the shopper to confirm it (and pay any difference). */
const awaitsShopper = (s: NonNullable<Order['swaps']>[number]) =>
  !s.confirmed_at && !s.canceled_at && Boolean(s.cart_id)

/** What an exchange takes back, from the exchange's return among the order's. */
const swapReturnItems = (order: Order, swapId: string) =>
  (order.returns ?? []).find((r) => r.swap_id === swapId)?.items ?? []

/**
 * What an exchange or a replacement sends: each shipment with what it carried ("1 × Hoodie (M / Olive)")
 * and its tracking numbers, linked where the carrier is known, as the order's own shipments show them;
 * before anything has shipped, the new items.
 */
function NewItemsSent({
  items = [],
  fulfillments = [],
}: {
  items: LineItem[] | undefined
  fulfillments: Fulfillment[] | undefined
}) {
  const i18n = useI18n()
  const shipped = fulfillments.filter((f) => f.shipped_at && !f.canceled_at)
  if (shipped.length === 0) {
    if (items.length === 0) return null
    const lines = items.map((i) => shippedLineText(i18n, i, i.quantity))
    return <p className="text-stone-600">{joinList(lines, i18n.locale, 'plain')}</p>
  }
  return (
    <ul className="ms-4">
      {shipped.map((f) => {
        const lines = shipmentLines(i18n, f, items)
        return (
          <li key={f.id}>
            {lines.length > 0 && <p className="text-stone-600">{joinList(lines, i18n.locale, 'plain')}</p>}
            <TrackingNumbers fulfillment={f} />
          </li>
        )
      })}
    </ul>
  )
}

/** Everything after the sale, newest last; null when nothing has happened. */
export function AfterSale({ order }: { order: Order }) {
  const i18n = useI18n()
  const { t, formatDate } = i18n
  const currency = order.currency_code
  // A return made for an exchange or a claim is told as part of it, not as a return of its own.
  const returns = (order.returns ?? []).filter((r) => !r.swap_id && !r.claim_order_id)
  const claims = order.claims ?? []
  const swaps = order.swaps ?? []
  const refunds = order.refunds ?? []
  const edits = (order.edits ?? []).filter((e) => e.status === 'requested')
  // Without the returns themselves, the lines still tell what came back.
  const returnedLines =
    (order.returns ?? []).length === 0 ? order.items.filter((i) => (i.returned_quantity ?? 0) > 0) : []
  const entries = [
    ...returns.map((r) => (
      <li key={r.id}>
        <span className="font-medium">{t('common.afterSale.return')}</span>{' '}
        {t('common.afterSale.returnOf', { items: linesText(i18n, order, r.items ?? []) })}:{' '}
        {returnStatusText(t, r)}
      </li>
    )),
    ...returnedLines.map((i) => (
      <li key={i.id}>
        <span className="font-medium">{t('common.afterSale.returned')}</span>:{' '}
        {t('common.quantityTimes', { quantity: i.returned_quantity ?? 0, title: i.title })}
      </li>
    )),
    ...claims.map((c) => (
      <li key={c.id}>
        <span className="font-medium">{t('common.afterSale.claim')}</span> (
        {t(c.type === 'replace' ? 'common.afterSale.claimReplace' : 'common.afterSale.claimRefund')}),{' '}
        {formatDate(c.created_at)}: {claimStatusText(t, c)}
        {c.type === 'replace' && !c.canceled_at && (
          <NewItemsSent items={c.additional_items} fulfillments={c.fulfillments} />
        )}
      </li>
    )),
    ...swaps.map((s) => (
      <li key={s.id}>
        <span className="font-medium">{t('common.afterSale.exchange')}</span>
        {swapReturnItems(order, s.id).length > 0 &&
          ` ${t('common.afterSale.exchangeOf', { items: linesText(i18n, order, swapReturnItems(order, s.id)) })}`}
        , {formatDate(s.created_at)}: {swapStatusText(t, s)}
        {awaitsShopper(s) && (
          <>
            {' '}
            <Link to={`/swap/${s.cart_id}`} className="underline">
              {t('common.afterSale.confirmExchange')}
            </Link>
          </>
        )}
        {!s.canceled_at && <NewItemsSent items={s.additional_items} fulfillments={s.fulfillments} />}
      </li>
    )),
    // Changes staff proposed wait for the shopper on their own page (the link of the e-mail too).
    ...edits.map((e) => (
      <li key={e.id}>
        <span className="font-medium">{t('orderEdit.afterSale.proposed')}</span>, {formatDate(e.created_at)}{' '}
        <Link to={`/order-edits/${e.id}`} className="underline">
          {t('orderEdit.afterSale.review')}
        </Link>
      </li>
    )),
    ...refunds.map((r) => (
      <li key={r.id}>
        <span className="font-medium">{t('common.afterSale.refund')}</span>{' '}
        {t('common.afterSale.refundOf', {
          amount: formatMoney(r.amount, currency),
          date: formatDate(r.created_at),
        })}
        {refundReasonText(t, r) && ` ${refundReasonText(t, r)}`}
      </li>
    )),
  ]
  if (entries.length === 0) return null
  return <ul className="mt-2 space-y-1 text-sm">{entries}</ul>
}
