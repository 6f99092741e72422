import type { Order } from '@mercato/client'

/** A swap's payment of its difference, as the order's money shows it. */
export interface SwapPayment {
  swapId: string
  paymentId: string
  provider_id: string
  amount: number
  /** When the difference was captured; null while it is only authorized. */
  captured_at: string | null
}

/** What the customer paid on an order and got back, in minor units. */
export interface MoneyIn {
  /** Captured from the order's own payments (a canceled payment still counts what it took). */
  paid: number
  /** Swap differences the customer paid (captured from the swaps' payments). */
  swapPaid: number
  /** Refunds other than a swap's difference. */
  refunded: number
  /** Swap differences refunded (refunds with reason `swap`). */
  swapRefunded: number
  /** What the customer has paid, net of every refund: never negative. */
  net: number
}

/** The swaps' own payments of their differences (a swap's payment is not one of the order's). */
export function swapPayments(order: Pick<Order, 'swaps'>): SwapPayment[] {
  return (order.swaps ?? []).flatMap((s) => {
    const p = s.payment
    if (!p || p.canceled_at) return []
    return [
      {
        swapId: s.id,
        paymentId: p.id,
        provider_id: p.provider_id,
        amount: p.amount,
        captured_at: p.captured_at ?? null,
      },
    ]
  })
}

/**
 * The money of an order as its Summary, Payment card and invoice say it: what was captured (plus
 * `collected`, an edit's difference paid outside the order's payments), the swap differences paid,
 * and the refunds. Net is paid minus refunded, as the storefront's "Net paid" says it: after an edit
 * lowered the total, the refund of the difference is taken off what was paid, not off the new total.
 */
export function moneyIn(
  order: Pick<Order, 'payments' | 'refunds' | 'refunded_total' | 'swaps'>,
  collected = 0,
): MoneyIn {
  const paid =
    (order.payments ?? []).filter((p) => p.captured_at).reduce((n, p) => n + p.amount, 0) + collected
  const swapPaid = swapPayments(order)
    .filter((p) => p.captured_at)
    .reduce((n, p) => n + p.amount, 0)
  const allRefunded = order.refunded_total ?? (order.refunds ?? []).reduce((n, r) => n + r.amount, 0)
  const swapRefunded = (order.refunds ?? [])
    .filter((r) => r.reason === 'swap')
    .reduce((n, r) => n + r.amount, 0)
  return {
    paid,
    swapPaid,
    refunded: allRefunded - swapRefunded,
    swapRefunded,
    net: Math.max(0, paid + swapPaid - allRefunded),
  }
}
