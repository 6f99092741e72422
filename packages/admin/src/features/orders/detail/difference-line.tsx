import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'
import { isolate } from '../bidi'

/**
 * "Amount due: …", "To refund: …" or "No difference", for a difference in minor units (positive: the customer pays).
 * With `uncaptured` (nothing was charged yet, the payment is only authorized) a lower total is no refund:
 * the customer is charged that much less when the payment is captured.
 */
export function DifferenceLine({
  amount,
  currencyCode,
  estimated,
  settled,
  uncaptured,
}: {
  amount: number
  currencyCode: string
  estimated?: boolean
  /** The difference was captured or refunded already. */
  settled?: boolean
  /** Nothing of the order's payment was captured yet: there is nothing to refund. */
  uncaptured?: boolean
}) {
  const { t, i18n } = useTranslation('order-changes')
  const money = formatMoney(Math.abs(amount), currencyCode, i18n.resolvedLanguage ?? 'en')
  if (uncaptured && !settled && amount < 0)
    return (
      <p className="text-sm font-medium text-gray-900">
        {t('difference.lessToCapture', { amount: isolate(money) })}
      </p>
    )
  const key = amount > 0 ? 'due' : amount < 0 ? 'refund' : 'none'
  const label =
    settled && amount !== 0
      ? t(amount > 0 ? 'difference.paid' : 'difference.refunded')
      : t(`difference.${key}${estimated ? 'Estimated' : ''}`)
  return (
    <p className="flex justify-between gap-2 text-sm font-medium text-gray-900">
      <span>{label}</span>
      {amount !== 0 && <bdi className="tabular-nums">{money}</bdi>}
    </p>
  )
}
