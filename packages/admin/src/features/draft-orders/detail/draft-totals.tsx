import type { Cart } from '@mercato/client'
import { grossAmounts, joinList } from '@mercato/domain'
import { useTranslation } from 'react-i18next'
import { Section } from '../../../components/ui/section'
import { formatMoney } from '../../../lib/format'

/**
 * Subtotal to total as the server priced the draft's cart, in the prices staff typed and the shopper
 * will see: where prices include tax, the subtotal and shipping carry it (and say so), as on an order.
 */
export function DraftTotals({ cart }: { cart: Cart }) {
  const { t, i18n } = useTranslation('draft-orders')
  // The order page's words for the same rows, so a draft and the order it becomes read alike.
  const { t: to } = useTranslation('orders')
  const locale = i18n.resolvedLanguage ?? 'en'
  const currency = cart.region?.currency_code ?? 'usd'
  const money = (value: number | null | undefined) => formatMoney(value ?? 0, currency, locale)
  const less = (value: number | null | undefined) => (value ? money(-value) : money(0))
  // A cart carries the same lines, methods and totals an order does.
  const g = grossAmounts(cart)
  const rows: [string, string][] = [
    [g.subtotalIncludesTax ? to('totals.subtotalInclTax') : t('totals.subtotal'), money(g.subtotal)],
    [g.shippingIncludesTax ? to('totals.shippingInclTax') : t('totals.shipping'), money(g.shipping)],
    [t('totals.discounts'), less(g.discount)],
    [t('totals.giftCards'), less(g.giftCard)],
    ...(g.inclusive && g.addedTax === 0
      ? []
      : [[g.inclusive ? to('totals.taxAdded') : t('totals.tax'), money(g.addedTax)] as [string, string]]),
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
        {g.includedTax > 0 && (
          <>
            <dt className="text-xs text-gray-500">{to('totals.taxIncluded')}</dt>
            <dd className="text-end text-xs text-gray-500 tabular-nums">{money(g.includedTax)}</dd>
          </>
        )}
      </dl>
      {!!cart.discounts?.length && (
        <p className="mt-3 text-xs text-gray-500">
          {t('totals.codes', {
            codes: joinList(
              cart.discounts.map((d) => d.code),
              i18n.resolvedLanguage ?? 'en',
              'plain',
            ),
          })}
        </p>
      )}
    </Section>
  )
}
