import type { GiftCard } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState } from '../../components/ui/empty-state'
import { Section } from '../../components/ui/section'
import { formatDate, formatMoney } from '../../lib/format'
import { useHasArea } from '../../lib/staff-areas'
import { orderPath } from '../orders/urls'
import { type GiftCardHistoryEntry, giftCardHistory, staffName } from './gift-card-history'

/**
 * The card's balance history, newest first: what orders took from it and the balances staff set by
 * hand, so a lower balance always says why.
 */
export function GiftCardHistorySection({ card, currency }: { card: GiftCard; currency: string | undefined }) {
  const { t, i18n } = useTranslation('gift-cards')
  const locale = i18n.resolvedLanguage ?? 'en'
  const opensOrders = useHasArea('orders')
  if (!card.gift_card_transactions && !card.balance_changes) return null
  const history = giftCardHistory(card)
  const money = (amount: number) => (currency ? formatMoney(amount, currency, locale) : String(amount))
  // A raise says its sign too, inside the amount's left-to-right isolate in right-to-left languages.
  const signed = (amount: number) => (amount > 0 ? money(amount).replace(/^(\u2066?)/, '$1+') : money(amount))
  const total = (card.gift_card_transactions ?? []).reduce((n, s) => n + s.amount, 0)

  const describe = (entry: GiftCardHistoryEntry) => {
    if (entry.kind === 'set') {
      const { previous_balance, balance, user } = entry.change
      const name = staffName(user)
      const values = { from: money(previous_balance), to: money(balance), name }
      return {
        label: <span className="text-gray-900">{t(name ? 'history.setBy' : 'history.set', values)}</span>,
        change: balance - previous_balance,
      }
    }
    const { order, amount } = entry.spending
    const text = order ? t('history.order', { number: order.display_id }) : t('history.noOrder')
    return {
      label:
        order && opensOrders ? (
          <Link className="font-medium text-violet-700 hover:underline" to={orderPath(order.id)}>
            {text}
          </Link>
        ) : (
          <span className="font-medium text-gray-900">{text}</span>
        ),
      change: -amount,
    }
  }

  return (
    <Section title={t('history.title')}>
      {history.length === 0 ? (
        <EmptyState title={t('history.none')} description={t('history.noneHint')} />
      ) : (
        <div className="flex flex-col gap-3 text-sm">
          <p className="text-gray-700">{t('history.total', { amount: money(total) })}</p>
          <ul className="flex flex-col divide-y divide-gray-100">
            {history.map((entry) => {
              const { label, change } = describe(entry)
              return (
                <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  {label}
                  <span className="text-gray-500">{formatDate(entry.at, locale)}</span>
                  <span className="ms-auto tabular-nums text-gray-900">{signed(change)}</span>
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </Section>
  )
}
