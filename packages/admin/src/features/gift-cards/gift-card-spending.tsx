import type { GiftCard } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState } from '../../components/ui/empty-state'
import { Section } from '../../components/ui/section'
import { formatDate, formatMoney } from '../../lib/format'
import { useHasArea } from '../../lib/staff-areas'
import { orderPath } from '../orders/urls'

/**
 * What orders took from the card, so staff can tell spending from a balance they changed themselves
 * (which the card keeps no record of).
 */
export function GiftCardSpending({ card, currency }: { card: GiftCard; currency: string | undefined }) {
  const { t, i18n } = useTranslation('gift-cards')
  const locale = i18n.resolvedLanguage ?? 'en'
  const opensOrders = useHasArea('orders')
  const spending = card.gift_card_transactions
  if (!spending) return null
  const money = (amount: number) => (currency ? formatMoney(amount, currency, locale) : String(amount))
  const total = spending.reduce((n, s) => n + s.amount, 0)
  return (
    <Section title={t('spending.title')}>
      {spending.length === 0 ? (
        <EmptyState title={t('spending.none')} description={t('spending.noneHint')} />
      ) : (
        <div className="flex flex-col gap-3 text-sm">
          <p className="text-gray-700">{t('spending.total', { amount: money(total) })}</p>
          <ul className="flex flex-col divide-y divide-gray-100">
            {spending.map((s) => {
              const label = s.order
                ? t('spending.order', { number: s.order.display_id })
                : t('spending.noOrder')
              return (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  {s.order && opensOrders ? (
                    <Link className="font-medium text-violet-700 hover:underline" to={orderPath(s.order.id)}>
                      {label}
                    </Link>
                  ) : (
                    <span className="font-medium text-gray-900">{label}</span>
                  )}
                  <span className="text-gray-500">{formatDate(s.created_at, locale)}</span>
                  <span className="ms-auto tabular-nums text-gray-900">{money(-s.amount)}</span>
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </Section>
  )
}
