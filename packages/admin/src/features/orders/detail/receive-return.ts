import type { Order, Return } from '@mercato/client'
import { useAdminReceiveReturn } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { confirm } from '../../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { formatMoney } from '../../../lib/format'
import { useHasAction } from '../../../lib/staff-areas'

/** A return of the order's own, not one made for a swap or a claim (those settle the money themselves). */
export const isPlainReturn = (ret: Pick<Return, 'swap_id' | 'claim_order_id'>) =>
  !ret.swap_id && !ret.claim_order_id

/**
 * Receiving a return as the order page does it, for the order's returns and for those of its swaps and
 * claims: asked first (saying what a plain return refunds), the items received as requested, toasted.
 * Closing is Medusa's way to settle a return whose refund can no longer be made: receive it again, with
 * the quantities received and no refund; the goods were counted the first time and are not counted again.
 * A swap's or claim's return refunds nothing, so it is received with `refund: 0`, which staff whose
 * refunds are withheld may send.
 */
export function useReceiveReturn(order: Pick<Order, 'currency_code'>, ret: Return | null | undefined) {
  const { t, i18n } = useTranslation('orders')
  const mayRefund = useHasAction('refunds')
  const feedback = useMutationFeedback('orders')
  const receive = useAdminReceiveReturn(ret?.id ?? '')
  const run = async (kind: 'receive' | 'close', title: string) => {
    if (!ret) return
    const closing = kind === 'close'
    const plain = isPlainReturn(ret)
    const ok = await confirm({
      title,
      // Receiving pays the customer back at once: the owner is told how much before confirming.
      ...(!closing &&
        plain &&
        ret.refund_amount > 0 && {
          description: t('returns.receiveRefunds', {
            amount: formatMoney(ret.refund_amount, order.currency_code, i18n.resolvedLanguage ?? 'en'),
          }),
        }),
      confirmLabel: t(`returns.${kind}`),
    })
    if (!ok) return
    receive.mutate(
      {
        items: (ret.items ?? []).map((i) => ({
          item_id: i.item_id,
          quantity: (closing ? i.received_quantity : i.requested_quantity) ?? i.quantity,
        })),
        // Closing settles the money without a refund; so does receiving a return that refunds nothing,
        // which staff whose refunds are withheld may then do.
        ...(closing || !plain || (!mayRefund && ret.refund_amount === 0) ? { refund: 0 } : {}),
      },
      {
        onSuccess: () => feedback.success(t(closing ? 'returns.closed' : 'returns.received')),
        onError: feedback.failure,
      },
    )
  }
  return { run, pending: receive.isPending }
}
