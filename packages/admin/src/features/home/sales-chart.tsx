import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatNumber } from '../../lib/format'
import { type OverviewCurrency, formatDay } from './home-format'

const WIDTH = 600
const HEIGHT = 160
const GAP = 4

/**
 * Revenue per day as SVG bars: no chart library, so the bundle stays small. Screen readers get the
 * same figures as a table; sighted users get each day's value as a tooltip.
 */
export function SalesChart({ figures }: { figures: OverviewCurrency }) {
  const { t, i18n } = useTranslation('home')
  const locale = i18n.resolvedLanguage ?? 'en'
  const rtl = i18n.dir(locale) === 'rtl'
  const captionId = useId()
  const days = figures.days
  const code = figures.currency_code
  const top = Math.max(1, ...days.map((d) => d.revenue))
  const slot = WIDTH / days.length
  const first = days[0]
  const last = days.at(-1)

  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-2">
      <figcaption id={captionId} className="sr-only">
        {t('chart.caption', { currency: code.toUpperCase() })}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-40 w-full"
        preserveAspectRatio="none"
        aria-hidden="true"
        style={rtl ? { transform: 'scaleX(-1)' } : undefined}
      >
        <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-gray-200" />
        {days.map((d, i) => {
          const h = d.revenue > 0 ? Math.max(2, (d.revenue / top) * (HEIGHT - 8)) : 0
          return (
            <rect
              key={d.date}
              x={i * slot + GAP / 2}
              y={HEIGHT - h}
              width={slot - GAP}
              height={h}
              rx={2}
              className="fill-violet-500"
            >
              <title>{`${formatDay(d.date, locale)}: ${formatMoney(d.revenue, code, locale)}`}</title>
            </rect>
          )
        })}
      </svg>
      {first && last && (
        <div className="flex justify-between text-xs text-gray-500" aria-hidden="true">
          <span>{formatDay(first.date, locale)}</span>
          <span>{formatDay(last.date, locale)}</span>
        </div>
      )}
      <table className="sr-only">
        <caption>{t('chart.caption', { currency: code.toUpperCase() })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.day')}</th>
            <th scope="col">{t('figures.orders')}</th>
            <th scope="col">{t('figures.revenue')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{formatDay(d.date, locale, 'long')}</th>
              <td>{formatNumber(d.orders, locale)}</td>
              <td>{formatMoney(d.revenue, code, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
