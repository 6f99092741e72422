import type { Order, Return } from '@mercato/client'
import { useAdminCancelReturn, useAdminReceiveReturn } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { Section } from '../../../components/ui/section'
import { formatDate, formatMoney } from '../../../lib/format'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { OrderStatusBadge } from '../order-badges'
import { returnableQuantity } from './fulfillable'
import { lineTitle } from './order-changes'
import { RequestReturnModal } from './request-return-modal'

function ReturnCard({ order, ret, number }: { order: Order; ret: Return; number: number }) {
  const { t, i18n } = useTranslation('orders')
  const locale = i18n.resolvedLanguage ?? 'en'
  const feedback = useMutationFeedback('orders')
  const receive = useAdminReceiveReturn(ret.id)
  const cancel = useAdminCancelReturn(ret.id)
  const itemTitle = (id: string) => lineTitle(order.items, id)
  const name = t('returns.name', { number })

  const onReceive = async () => {
    const ok = await confirm({
      title: t('returns.receiveTitle', { name }),
      confirmLabel: t('returns.receive'),
    })
    if (!ok) return
    receive.mutate(
      {
        items: (ret.items ?? []).map((i) => ({
          item_id: i.item_id,
          quantity: i.requested_quantity ?? i.quantity,
        })),
      },
      { onSuccess: () => feedback.success(t('returns.received')), onError: feedback.failure },
    )
  }
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
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-gray-500">
        {t('returns.refundAmount', { amount: formatMoney(ret.refund_amount, order.currency_code, locale) })}
      </p>
      {ret.status === 'requested' && (
        <div className="mt-3 flex gap-2">
          <Button
            size="small"
            variant="secondary"
            loading={receive.isPending}
            onClick={() => void onReceive()}
          >
            {t('returns.receive')}
          </Button>
          <Button size="small" variant="danger" loading={cancel.isPending} onClick={() => void onCancel()}>
            {t('returns.cancel')}
          </Button>
        </div>
      )}
    </li>
  )
}

/** The order's returns: request one, receive it, or cancel it. */
export function ReturnsSection({ order }: { order: Order }) {
  const { t } = useTranslation('orders')
  const [requesting, setRequesting] = useState(false)
  const returns = (order.returns ?? []).filter((r) => !r.swap_id && !r.claim_order_id)
  const canRequest = order.status !== 'canceled' && order.items.some((i) => returnableQuantity(i) > 0)
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
