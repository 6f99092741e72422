import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'

/** "Amount due: …", "To refund: …" or "No difference", for a difference in minor units (positive: the customer pays). */
export function DifferenceLine({
  amount,
  currencyCode,
  estimated,
  settled,
}: {
  amount: number
  currencyCode: string
  estimated?: boolean
  /** The difference was captured or refunded already. */
  settled?: boolean
}) {
  const { t, i18n } = useTranslation('order-changes')
  const money = formatMoney(Math.abs(amount), currencyCode, i18n.resolvedLanguage ?? 'en')
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
