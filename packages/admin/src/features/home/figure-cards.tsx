import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatNumber } from '../../lib/format'
import { type OverviewCurrency, PERIODS, type Period } from './home-format'

interface FigureCardsProps {
  figures: OverviewCurrency
  period: Period
  onPeriod: (period: Period) => void
}

/** Orders, revenue and average order value of one currency over the chosen period. */
export function FigureCards({ figures, period, onPeriod }: FigureCardsProps) {
  const { t, i18n } = useTranslation('home')
  const locale = i18n.resolvedLanguage ?? 'en'
  const id = useId()
  const current = figures[period]
  const code = figures.currency_code
  const cards = [
    { label: t('figures.orders'), value: formatNumber(current.orders, locale) },
    { label: t('figures.revenue'), value: formatMoney(current.revenue, code, locale) },
    { label: t('figures.averageOrderValue'), value: formatMoney(current.average_order_value, code, locale) },
  ]
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap gap-1 self-start rounded-lg border border-gray-200 bg-white p-1">
        <legend className="sr-only">{t('period.label')}</legend>
        {PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={p === period}
            onClick={() => onPeriod(p)}
            className={`h-8 rounded-md px-3 text-sm font-medium ${
              p === period ? 'bg-violet-600 text-white' : 'text-gray-700 hover:bg-gray-100'
            }`}
          >
            {t(`period.${p}`)}
          </button>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        {cards.map((card, i) => (
          <section
            key={card.label}
            aria-labelledby={`${id}-${i}`}
            className="rounded-xl border border-gray-200 bg-white px-5 py-4"
          >
            <dl>
              <dt id={`${id}-${i}`} className="text-sm text-gray-500">
                {card.label}
              </dt>
              <dd className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums">{card.value}</dd>
            </dl>
          </section>
        ))}
      </div>
    </div>
  )
}
