import type { Cart } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { Section } from '../../../components/ui/section'
import { formatMoney } from '../../../lib/format'

/** Subtotal to total as the server priced the draft's cart. */
export function DraftTotals({ cart }: { cart: Cart }) {
  const { t, i18n } = useTranslation('draft-orders')
  const locale = i18n.resolvedLanguage ?? 'en'
  const currency = cart.region?.currency_code ?? 'usd'
  const money = (value: number | null | undefined) => formatMoney(value ?? 0, currency, locale)
  const less = (value: number | null | undefined) => (value ? money(-value) : money(0))
  const rows: [string, string][] = [
    [t('totals.subtotal'), money(cart.subtotal)],
    [t('totals.shipping'), money(cart.shipping_total)],
    [t('totals.discounts'), less(cart.discount_total)],
    [t('totals.giftCards'), less(cart.gift_card_total)],
    [t('totals.tax'), money(cart.tax_total)],
  ]
  return (
    <Section title={t('totals.title')}>
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-500">{label}</dt>
            <dd className="text-end text-gray-900 tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="col-span-2 border-t border-gray-200" />
        <dt className="font-semibold text-gray-900">{t('totals.total')}</dt>
        <dd className="text-end font-semibold text-gray-900 tabular-nums">{money(cart.total)}</dd>
      </dl>
      {!!cart.discounts?.length && (
        <p className="mt-3 text-xs text-gray-500">
          {t('totals.codes', { codes: cart.discounts.map((d) => d.code).join(', ') })}
        </p>
      )}
    </Section>
  )
}
