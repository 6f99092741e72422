import type { Cart } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { Section } from '../../../components/ui/section'
import { formatMoney } from '../../../lib/format'

/**
 * The shipping method chosen when the draft was made, at its price. The Admin API's draft update takes no
 * shipping method (nor has one a route of its own), so the card says how to get another.
 */
export function ShippingSection({ cart, open }: { cart: Cart; open: boolean }) {
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
      {open && <p className="mt-3 text-xs text-gray-500">{t('shipping.cannotChange')}</p>}
    </Section>
  )
}
