// Refunds, returns, claims and exchanges of an order, for the account's order page and the guest
// look-up. Returns, claims and exchanges are listed when the order's answer carries them; returned
// items always show through their lines' returned quantities.
import type { Order } from '@mercato/client'
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

/** Everything after the sale, newest last; null when nothing has happened. */
export function AfterSale({ order }: { order: Order }) {
  const currency = order.currency_code
  const returns = order.returns ?? []
  const claims = order.claims ?? []
  const swaps = order.swaps ?? []
  const refunds = order.refunds ?? []
  // Without the returns themselves, the lines still tell what came back.
  const returnedLines = returns.length === 0 ? order.items.filter((i) => (i.returned_quantity ?? 0) > 0) : []
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
        <span className="font-medium">Exchange</span>, {longDate(s.created_at)}: {swapStatusText(s)}
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
