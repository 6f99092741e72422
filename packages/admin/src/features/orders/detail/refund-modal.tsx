import type { AdminPostOrdersOrderRefundsReq, Order } from '@mercato/client'
import { useAdminRefundPayment } from '@mercato/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MoneyInput } from '../../../components/ui/form'
import { FormModal } from '../../../components/ui/form-modal'
import { formatMoney } from '../../../lib/format'
import { useSaveHandlers } from '../../../components/ui/form-draft'

export const REFUND_REASONS: readonly AdminPostOrdersOrderRefundsReq['reason'][] = [
  'discount',
  'return',
  'swap',
  'claim',
  'other',
]

/** Why an amount cannot be refunded, or null when it can: more than zero and at most what is refundable. */
export function refundAmountError(amount: number | null, refundable: number): 'required' | 'tooMuch' | null {
  if (amount === null || Number.isNaN(amount) || amount <= 0) return 'required'
  return amount > refundable ? 'tooMuch' : null
}

/**
 * Refunds part or all of the captured money, with a reason and an optional note; `initial` fills the
 * amount and reason in (a return that still owes its refund).
 */
export function RefundModal({
  order,
  initial,
  onClose,
}: {
  order: Order
  initial?: { amount: number; reason: AdminPostOrdersOrderRefundsReq['reason'] }
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('orders')
  const saved = useSaveHandlers('orders')
  const refund = useAdminRefundPayment(order.id)
  const refundable = order.refundable_amount ?? 0
  const [amount, setAmount] = useState<number | null>(initial?.amount ?? null)
  const [reason, setReason] = useState<AdminPostOrdersOrderRefundsReq['reason']>(
    // A refund is most often goodwill or a correction; "discount" would file it as a price cut.
    initial?.reason ?? 'other',
  )
  const [note, setNote] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const reasonId = useId()
  const noteId = useId()
  const max = formatMoney(refundable, order.currency_code, i18n.resolvedLanguage ?? 'en')
  const error = refundAmountError(amount, refundable)

  const submit = () => {
    setSubmitted(true)
    if (error || amount === null) return
    refund.mutate(
      { amount, reason, ...(note.trim() ? { note: note.trim() } : {}) },
      saved(t('payment.refunded'), onClose),
    )
  }

  return (
    <FormModal
      title={t('payment.refundTitle')}
      description={t('payment.refundable', { amount: max })}
      labels={{ cancel: t('common.cancel', { ns: 'translation' }), save: t('payment.refund') }}
      busy={refund.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <div className="flex flex-col gap-4">
        <MoneyInput
          label={t('payment.amount')}
          currencyCode={order.currency_code}
          value={amount}
          onChange={setAmount}
          required
          errors={submitted && error ? t(`payment.errors.${error}`, { amount: max }) : undefined}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={reasonId} className="text-sm font-medium text-gray-700">
            {t('payment.reason')}
          </label>
          <select
            id={reasonId}
            value={reason}
            onChange={(e) => setReason(e.target.value as typeof reason)}
            className="h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm"
          >
            {REFUND_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`payment.reasons.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={noteId} className="text-sm font-medium text-gray-700">
            {t('payment.note')}
          </label>
          <textarea
            id={noteId}
            rows={3}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            className="rounded-lg border border-gray-300 px-3 py-2 text-sm"
          />
        </div>
      </div>
    </FormModal>
  )
}
