// What happened to an order after it was placed (refunds, returns, claims, exchanges), in the
// shopper's words rather than the back office's states.
import type { ClaimOrder, Order, Refund, Return, Swap } from '@mercato/client'
import type { Translate } from '../i18n/messages'

/** Money given back on the order: the server's refunded_total, else the sum of its refunds. */
export function refundedAmount(order: Pick<Order, 'refunded_total' | 'refunds'>): number {
  return order.refunded_total ?? (order.refunds ?? []).reduce((sum, r) => sum + r.amount, 0)
}

/** What the shopper has paid, less what was refunded (the order total before any payment is taken). */
export function netPaid(order: Pick<Order, 'paid_total' | 'total' | 'refunded_total' | 'refunds'>): number {
  return Math.max(0, (order.paid_total ?? order.total ?? 0) - refundedAmount(order))
}

const RETURN_STATUSES = new Set<string>(['requested', 'received', 'requires_action', 'canceled'])

export const returnStatusText = (t: Translate, ret: Pick<Return, 'status'>) =>
  RETURN_STATUSES.has(ret.status) ? t(`common.returnStatus.${ret.status}`) : ret.status.replaceAll('_', ' ')

const SHIPPED = new Set(['shipped', 'partially_shipped'])

export function claimStatusText(
  t: Translate,
  claim: Pick<ClaimOrder, 'type' | 'payment_status' | 'fulfillment_status' | 'canceled_at'>,
) {
  if (claim.canceled_at) return t('common.claimStatus.canceled')
  if (claim.type === 'refund')
    return t(
      claim.payment_status === 'refunded'
        ? 'common.claimStatus.refunded'
        : 'common.claimStatus.refundPending',
    )
  return t(
    SHIPPED.has(claim.fulfillment_status)
      ? 'common.claimStatus.replacementShipped'
      : 'common.claimStatus.replacementPending',
  )
}

export function swapStatusText(
  t: Translate,
  swap: Pick<Swap, 'fulfillment_status' | 'payment_status' | 'canceled_at' | 'confirmed_at'>,
) {
  if (swap.canceled_at) return t('common.swapStatus.canceled')
  if (SHIPPED.has(swap.fulfillment_status)) return t('common.swapStatus.shipped')
  if (!swap.confirmed_at) return t('common.swapStatus.awaitingConfirmation')
  return t('common.swapStatus.preparing')
}

const REFUND_REASONS = new Set<string>(['return', 'claim', 'swap', 'discount'])

/** Why a refund was made ("for returned items"); '' for "other" and unknown reasons. */
export const refundReasonText = (t: Translate, refund: Pick<Refund, 'reason'>) =>
  REFUND_REASONS.has(refund.reason) ? t(`common.refundReason.${refund.reason}`) : ''
