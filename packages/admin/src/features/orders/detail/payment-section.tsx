import type { Order } from '@mercato/client'
import { useAdminCapturePayment } from '@mercato/react'
import { useState } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { providerName } from '../../../lib/providers'
import { useHasAction } from '../../../lib/staff-areas'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { Section } from '../../../components/ui/section'
import { formatDate, formatMoney } from '../../../lib/format'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { OrderStatusBadge } from '../order-badges'
import { BalanceDuePanel } from './balance-due-panel'
import { swapPayments } from './money-in'
import { RefundModal } from './refund-modal'
import { useOrderBalance } from './use-order-balance'

/** A payment's provider as staff read it: `system` is a payment staff marked as paid. */
const paymentProvider = (t: TFunction<'orders'>, id: string) =>
  id === 'system' ? t('payment.markedAsPaid') : providerName(t as TFunction, id)

/** Payments of the order: capture what is authorised, refund what was captured, collect what an edit added. */
export function PaymentSection({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders')
  const { t: tn } = useTranslation()
  const mayRefund = useHasAction('refunds')
  const mayCapture = useHasAction('captures')
  const locale = i18n.resolvedLanguage ?? 'en'
  const feedback = useMutationFeedback('orders')
  const capture = useAdminCapturePayment(order.id)
  const [refunding, setRefunding] = useState(false)
  const { balance, loaded, refetch: refetchEdits } = useOrderBalance(order)
  const money = (value: number | null | undefined) => formatMoney(value ?? 0, order.currency_code, locale)
  const live = (order.payments ?? []).filter((p) => !p.canceled_at)
  // A canceled payment still shows when money went through it (a canceled order's refunded capture).
  const listed = (order.payments ?? []).filter((p) => !p.canceled_at || p.amount_refunded > 0)
  // A swap's difference is paid by a payment of the swap's, and one given back is a refund of reason `swap`.
  const swapPaid = swapPayments(order)
  const swapRefunds = (order.refunds ?? []).filter((r) => r.reason === 'swap')
  const canCapture = order.status !== 'canceled' && live.some((p) => !p.captured_at)
  const refundable = order.refundable_amount ?? 0
  const canRefund = order.status !== 'canceled' && refundable > 0
  // After an edit lowers the total, what was paid (or is authorized) can exceed it: the difference is owed.
  const total = order.total ?? 0
  const authorized = live.filter((p) => !p.captured_at).reduce((n, p) => n + p.amount, 0)
  const beyondTotal = (order.paid_total ?? 0) - (order.refunded_total ?? 0) - total
  const owedBack = Math.max(0, beyondTotal - authorized)
  const overAuthorized = Math.max(0, beyondTotal)

  const onCapture = async () => {
    const ok = await confirm({
      title: t('payment.captureTitle', { amount: money(authorized) }),
      ...(overAuthorized > 0 && {
        description: t('payment.captureMore', { total: money(total), difference: money(overAuthorized) }),
      }),
      confirmLabel: t('payment.capture'),
    })
    if (!ok) return
    capture.mutate(undefined, {
      onSuccess: () => feedback.success(t('payment.captured')),
      onError: feedback.failure,
    })
  }

  return (
    <Section
      title={t('payment.title')}
      actions={
        <>
          {canCapture && mayCapture && (
            <Button size="small" loading={capture.isPending} onClick={() => void onCapture()}>
              {t('payment.capture')}
            </Button>
          )}
          {canRefund && mayRefund && (
            <Button size="small" variant="secondary" onClick={() => setRefunding(true)}>
              {t('payment.refund')}
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm">
        <div className="flex items-center justify-between gap-2">
          {/* Not "Captured" while an edit's difference is unpaid. */}
          <OrderStatusBadge kind="payment" status={balance.due > 0 ? 'awaiting' : order.payment_status} />
          <span className="text-gray-500">{t('payment.refundable', { amount: money(refundable) })}</span>
        </div>
        {balance.due > 0 && (
          <BalanceDuePanel balance={balance} loaded={loaded} money={money} onPaid={() => refetchEdits()} />
        )}
        {owedBack > 0 && order.status !== 'canceled' && (
          <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
            {t('payment.owedBack', { amount: money(owedBack), total: money(total) })}
          </p>
        )}
        {canCapture && !mayCapture && <p className="text-gray-500">{tn('access.capturesWithheld')}</p>}
        {canRefund && !mayRefund && <p className="text-gray-500">{tn('access.refundsWithheld')}</p>}
        {listed.length === 0 && balance.collected.length === 0 && swapPaid.length === 0 && (
          <p className="text-gray-500">{t('payment.none')}</p>
        )}
        <ul className="flex flex-col divide-y divide-gray-100">
          {listed.map((p) => (
            <PaymentRow
              key={p.id}
              provider={t('payment.provider', { provider: paymentProvider(t, p.provider_id) })}
              when={
                p.captured_at
                  ? t('payment.capturedAt', { date: formatDate(p.captured_at, locale) })
                  : t('payment.notCaptured')
              }
              amount={money(p.amount)}
              refunded={
                p.amount_refunded > 0
                  ? t('payment.refundedAmount', { amount: money(p.amount_refunded) })
                  : undefined
              }
            />
          ))}
          {balance.collected.map((p) => (
            <PaymentRow
              key={p.id}
              provider={t('payment.provider', { provider: paymentProvider(t, p.provider_id) })}
              when={t('payment.editPaidAt', { date: formatDate(p.paid_at, locale) })}
              amount={money(p.amount)}
            />
          ))}
          {swapPaid.map((p) => (
            <PaymentRow
              key={p.paymentId}
              provider={t('payment.provider', { provider: paymentProvider(t, p.provider_id) })}
              when={
                p.captured_at
                  ? t('payment.swapCapturedAt', { date: formatDate(p.captured_at, locale) })
                  : t('payment.swapAuthorized')
              }
              amount={money(p.amount)}
            />
          ))}
          {swapRefunds.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <p className="text-gray-900">
                {t('payment.swapRefundedAt', { date: formatDate(r.created_at, locale) })}
              </p>
              <p className="text-end text-gray-900 tabular-nums" dir="ltr">
                {money(-r.amount)}
              </p>
            </li>
          ))}
        </ul>
      </div>
      {refunding && (
        <RefundModal
          order={order}
          initial={owedBack > 0 ? { amount: Math.min(owedBack, refundable), reason: 'other' } : undefined}
          onClose={() => setRefunding(false)}
        />
      )}
    </Section>
  )
}

/** One payment of the card: who took it, when, its amount, and what of it was refunded. */
function PaymentRow(props: {
  provider: string
  when: string
  amount: string
  refunded?: string | undefined
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div>
        <p className="font-medium text-gray-900">{props.provider}</p>
        <p className="text-xs text-gray-500">{props.when}</p>
      </div>
      <div className="text-end tabular-nums">
        <p className="text-gray-900" dir="ltr">
          {props.amount}
        </p>
        {props.refunded && <p className="text-xs text-gray-500">{props.refunded}</p>}
      </div>
    </li>
  )
}
