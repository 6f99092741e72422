import type { Cart } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { Section } from '../../../components/ui/section'
import { formatMoney } from '../../../lib/format'

/** The shipping method chosen when the draft was made, at its price. */
export function ShippingSection({ cart }: { cart: Cart }) {
  const { t, i18n } = useTranslation('draft-orders')
  const locale = i18n.resolvedLanguage ?? 'en'
  const currency = cart.region?.currency_code ?? 'usd'
  const methods = cart.shipping_methods ?? []
  return (
    <Section title={t('shipping.title')}>
      {methods.length ? (
        <ul className="flex flex-col gap-1 text-sm">
          {methods.map((m) => (
            <li key={m.id} className="flex justify-between gap-4">
              <span className="text-gray-900">{m.shipping_option?.name ?? m.shipping_option_id}</span>
              <span className="tabular-nums text-gray-700">{formatMoney(m.price, currency, locale)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-500">{t('shipping.noMethod')}</p>
      )}
    </Section>
  )
}
