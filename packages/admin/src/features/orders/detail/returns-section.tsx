import type { Order, Return } from '@mercato/client'
import { useAdminCancelReturn } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { Section } from '../../../components/ui/section'
import { formatDate, formatMoney } from '../../../lib/format'
import { useHasAction } from '../../../lib/staff-areas'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { OrderStatusBadge } from '../order-badges'
import { ItemReasonNote, useReasonLabel } from './item-reason-note'
import { lineTitle } from './order-changes'
import { isPlainReturn, useReceiveReturn } from './receive-return'
import { RefundModal } from './refund-modal'
import { RequestReturnModal } from './request-return-modal'
import { returnableUnits } from './returnable'

function ReturnCard({ order, ret, number }: { order: Order; ret: Return; number: number }) {
  const { t, i18n } = useTranslation('orders')
  const { t: tn } = useTranslation()
  const mayRefund = useHasAction('refunds')
  const locale = i18n.resolvedLanguage ?? 'en'
  const feedback = useMutationFeedback('orders')
  const cancel = useAdminCancelReturn(ret.id)
  const itemTitle = (id: string) => lineTitle(order.items, id)
  const reasonOf = useReasonLabel(ret.items ?? [])
  const name = t('returns.name', { number })
  const [refunding, setRefunding] = useState(false)
  const money = (value: number) => formatMoney(value, order.currency_code, locale)

  // The dialog and the toast are those of every return the page receives, a swap's or a claim's too.
  const receive = useReceiveReturn(order, ret)
  const receiveAll = (kind: 'receive' | 'close') => receive.run(kind, t(`returns.${kind}Title`, { name }))
  const onReceive = () => receiveAll('receive')
  const onClose = () => receiveAll('close')
  const onCancel = async () => {
    const ok = await confirm({
      title: t('returns.cancelTitle', { name }),
      confirmLabel: t('returns.cancel'),
      destructive: true,
    })
    if (!ok) return
    cancel.mutate(undefined, {
      onSuccess: () => feedback.success(t('returns.canceled')),
      onError: feedback.failure,
    })
  }

  return (
    <li aria-label={name} className="rounded-lg border border-gray-200 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-baseline gap-x-2 font-medium text-gray-900">
          <span>{name}</span>
          <bdi className="text-xs font-normal text-gray-500">{formatDate(ret.created_at, locale)}</bdi>
        </p>
        <OrderStatusBadge kind="return" status={ret.status} />
      </div>
      <ul className="mt-2 text-gray-700">
        {(ret.items ?? []).map((i) => (
          <li key={i.item_id}>
            {t('fulfillment.line', {
              quantity: i.requested_quantity ?? i.quantity,
              item: itemTitle(i.item_id),
            })}
            <ItemReasonNote reason={reasonOf(i)} note={i.note} />
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-gray-500">
        {t('returns.refundAmount', {
          amount: formatMoney(ret.refund_amount, order.currency_code, locale),
        })}
      </p>
      {ret.status === 'requires_action' && (
        <ReturnNeedsAction
          order={order}
          ret={ret}
          money={money}
          onRefund={mayRefund ? () => setRefunding(true) : undefined}
          onClose={() => void onClose()}
          closing={receive.pending}
        />
      )}
      {refunding && (
        <RefundModal
          order={order}
          initial={{
            amount: Math.min(ret.refund_amount, order.refundable_amount ?? 0),
            reason: 'return',
          }}
          onClose={() => setRefunding(false)}
        />
      )}
      {ret.status === 'requested' && !mayRefund && ret.refund_amount > 0 && (
        <p className="mt-2 text-xs text-gray-500">
          {t('returns.receiveRefunds', { amount: money(ret.refund_amount) })} {tn('access.refundsWithheld')}
        </p>
      )}
      {ret.status === 'requested' && (
        <div className="mt-3 flex gap-2">
          {(mayRefund || ret.refund_amount === 0) && (
            <Button
              size="small"
              variant="secondary"
              loading={receive.pending}
              onClick={() => void onReceive()}
            >
              {t('returns.receive')}
            </Button>
          )}
          <Button size="small" variant="danger" loading={cancel.isPending} onClick={() => void onCancel()}>
            {t('returns.cancel')}
          </Button>
        </div>
      )}
    </li>
  )
}

/**
 * A received return that needs a person: its refund was not made (it was more than could be refunded,
 * e.g. the payment is not captured yet, or other quantities came back than were asked for). The
 * goods are back; what is left is the money: capture the payment if it is not, then refund.
 */
function ReturnNeedsAction({
  order,
  ret,
  money,
  onRefund,
  onClose,
  closing,
}: {
  order: Order
  ret: Return
  money: (value: number) => string
  /** Absent for staff whose refunds are withheld. */
  onRefund: (() => void) | undefined
  onClose: () => void
  closing: boolean
}) {
  const { t } = useTranslation('orders')
  const { t: tn } = useTranslation()
  const refundable = order.refundable_amount ?? 0
  const uncaptured = (order.payments ?? []).some((p) => !p.canceled_at && !p.captured_at)
  const open = order.status !== 'canceled'
  const amount = money(ret.refund_amount)
  // Refunds for returns made since it was received settle it (the server leaves its status as it is).
  const receivedAt = ret.received_at ? Date.parse(ret.received_at) : Number.POSITIVE_INFINITY
  const refundedSince = (order.refunds ?? [])
    .filter((f) => f.reason === 'return' && Date.parse(f.created_at) >= receivedAt)
    .reduce((n, f) => n + f.amount, 0)
  const settled = ret.refund_amount > 0 && refundedSince >= ret.refund_amount
  let next: string
  if (settled) next = t('returns.actionRefunded', { amount: money(refundedSince) })
  else if (ret.refund_amount <= 0) next = t('returns.actionNoRefund')
  else if (uncaptured && open) next = t('returns.actionCapture', { amount })
  else if (refundable > 0 && open) next = t('returns.actionRefund', { amount })
  else next = t('returns.actionNothingRefundable', { amount })
  // Closing settles the money only: a return whose quantities differ from those asked stays open.
  const asAsked = (ret.items ?? []).every(
    (i) => (i.received_quantity ?? i.quantity) === (i.requested_quantity ?? i.quantity),
  )
  const canClose = asAsked && (settled || refundable <= 0 || !open)
  const refundDue = !settled && refundable > 0 && open && ret.refund_amount > 0
  return (
    <div role="note" className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">
      <p className="font-medium">{t('returns.actionTitle')}</p>
      <p className="mt-1">{next}</p>
      {refundDue && onRefund && (
        <Button size="small" variant="secondary" className="mt-2" onClick={onRefund}>
          {t('returns.actionRefundButton')}
        </Button>
      )}
      {refundDue && !onRefund && <p className="mt-1">{tn('access.refundsWithheld')}</p>}
      {canClose && (
        <Button size="small" variant="secondary" className="mt-2" loading={closing} onClick={onClose}>
          {t('returns.close')}
        </Button>
      )}
    </div>
  )
}

/** The order's returns: request one, receive it, or cancel it. */
export function ReturnsSection({ order }: { order: Order }) {
  const { t } = useTranslation('orders')
  const [requesting, setRequesting] = useState(false)
  // A swap's or a claim's return is received on its card, with the change it belongs to.
  const returns = (order.returns ?? []).filter(isPlainReturn)
  const canRequest = order.status !== 'canceled' && order.items.some((i) => returnableUnits(i, order) > 0)
  return (
    <Section
      title={t('returns.title')}
      actions={
        canRequest && (
          <Button size="small" variant="secondary" onClick={() => setRequesting(true)}>
            {t('returns.request')}
          </Button>
        )
      }
    >
      {returns.length === 0 ? (
        <p className="text-sm text-gray-500">{t('returns.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {returns.map((ret, index) => (
            <ReturnCard key={ret.id} order={order} ret={ret} number={index + 1} />
          ))}
        </ul>
      )}
      {requesting && <RequestReturnModal order={order} onClose={() => setRequesting(false)} />}
    </Section>
  )
}
