// Refunds, returns, claims and exchanges of an order, for the account's order page and the guest
// look-up. Returns, claims and exchanges are listed when the order's answer carries them (both pages
// ask for them with AFTER_SALE_EXPAND); otherwise returned items show through their lines' returned
// quantities.
import type { Order } from '@mercato/client'
import { Link } from 'react-router'
import {
  claimStatusText,
  netPaid,
  refundReasonText,
  refundedAmount,
  returnStatusText,
  swapStatusText,
} from './after-sale-words'
import { longDate } from './order'
import { Money } from './price'

/** The Store API's `expand` that loads what this list shows besides the default order answer. */
export const AFTER_SALE_EXPAND = 'returns,claims,swaps'

/** Total, refunded and net paid, once anything has been refunded. */
export function RefundSummary({ order }: { order: Order }) {
  const refunded = refundedAmount(order)
  if (refunded <= 0) return null
  const currency = order.currency_code
  return (
    <dl className="mt-3 border-t border-stone-200 pt-2 text-sm">
      <div className="flex justify-between py-1">
        <dt>Refunded</dt>
        <dd>
          −<Money amount={refunded} currency={currency} />
        </dd>
      </div>
      <div className="flex justify-between py-1 font-semibold">
        <dt>Net paid</dt>
        <dd>
          <Money amount={netPaid(order)} currency={currency} />
        </dd>
      </div>
    </dl>
  )
}

const itemTitle = (order: Order, itemId: string) => order.items.find((i) => i.id === itemId)?.title ?? 'Item'

/** An exchange staff created that waits for the shopper to confirm it (and pay any difference). */
const awaitsShopper = (s: NonNullable<Order['swaps']>[number]) =>
  !s.confirmed_at && !s.canceled_at && Boolean(s.cart_id)

/** " of 1 × Mug" for what an exchange takes back, from the exchange's return among the order's. */
function swapReturnText(order: Order, swapId: string): string {
  const back = (order.returns ?? []).find((r) => r.swap_id === swapId)?.items ?? []
  return back.length > 0
    ? ` of ${back.map((ri) => `${ri.quantity} × ${itemTitle(order, ri.item_id)}`).join(', ')}`
    : ''
}

/** Everything after the sale, newest last; null when nothing has happened. */
export function AfterSale({ order }: { order: Order }) {
  const currency = order.currency_code
  // A return made for an exchange or a claim is told as part of it, not as a return of its own.
  const returns = (order.returns ?? []).filter((r) => !r.swap_id && !r.claim_order_id)
  const claims = order.claims ?? []
  const swaps = order.swaps ?? []
  const refunds = order.refunds ?? []
  // Without the returns themselves, the lines still tell what came back.
  const returnedLines =
    (order.returns ?? []).length === 0 ? order.items.filter((i) => (i.returned_quantity ?? 0) > 0) : []
  const entries = [
    ...returns.map((r) => (
      <li key={r.id}>
        <span className="font-medium">Return</span> of{' '}
        {(r.items ?? []).map((ri) => `${ri.quantity} × ${itemTitle(order, ri.item_id)}`).join(', ') ||
          'items'}
        : {returnStatusText(r)}
      </li>
    )),
    ...returnedLines.map((i) => (
      <li key={i.id}>
        <span className="font-medium">Returned</span>: {i.returned_quantity} × {i.title}
      </li>
    )),
    ...claims.map((c) => (
      <li key={c.id}>
        <span className="font-medium">Claim</span> ({c.type === 'replace' ? 'replacement' : 'refund'}),{' '}
        {longDate(c.created_at)}: {claimStatusText(c)}
      </li>
    )),
    ...swaps.map((s) => (
      <li key={s.id}>
        <span className="font-medium">Exchange</span>
        {swapReturnText(order, s.id)}, {longDate(s.created_at)}: {swapStatusText(s)}
        {awaitsShopper(s) && (
          <>
            {' '}
            <Link to={`/swap/${s.cart_id}`} className="underline">
              Review and confirm the exchange
            </Link>
          </>
        )}
      </li>
    )),
    ...refunds.map((r) => (
      <li key={r.id}>
        <span className="font-medium">Refund</span> of <Money amount={r.amount} currency={currency} /> on{' '}
        {longDate(r.created_at)}
        {refundReasonText(r) && ` ${refundReasonText(r)}`}
      </li>
    )),
  ]
  if (entries.length === 0) return null
  return <ul className="mt-2 space-y-1 text-sm">{entries}</ul>
}
