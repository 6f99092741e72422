import { useFormContext, useWatch } from 'react-hook-form'
import { joinList } from '@mercato/domain'
import { useTranslation } from 'react-i18next'
import { addressLines, useCountryName } from '../../../../lib/address-lines'
import { formatMoney } from '../../../../lib/format'
import { type AddressForm, customShippingPrice, type NewDraftForm } from '../draft-form'
import { useFormRegion } from './use-form-region'
import { useOptionPrice, useRegionShippingOptions } from './shipping-step'

/** The address as the draft's page will print it, lines in the country's order, the country by name. */
function AddressSummary({ title, address }: { title: string; address: AddressForm }) {
  const lines = addressLines(address, useCountryName())
  return (
    <div>
      <dt className="text-xs font-medium text-gray-500">{title}</dt>
      <dd className="text-sm text-gray-900">
        {lines.map((line) => (
          <span key={line} className="block">
            <bdi>{line}</bdi>
          </span>
        ))}
      </dd>
    </div>
  )
}

/** Step 6: everything chosen, with the amounts known before the server adds taxes and discounts. */
export function ReviewStep() {
  const { t, i18n } = useTranslation('draft-orders')
  const { t: to } = useTranslation('orders')
  const locale = i18n.resolvedLanguage ?? 'en'
  const { control } = useFormContext<NewDraftForm>()
  const v = useWatch({ control }) as NewDraftForm
  const region = useFormRegion()
  const currency = region?.currency_code ?? 'usd'
  const money = (minor: number) => formatMoney(minor, currency, locale)
  const { options } = useRegionShippingOptions(v.region_id)
  const option = options.find((o) => o.id === v.shipping_option_id)
  const optionPrice = useOptionPrice()
  const subtotal = v.items.reduce((sum, l) => sum + (l.unit_price ?? 0) * l.quantity, 0)
  const custom = customShippingPrice(v, region?.currency_code)
  const shipping = custom ?? (option?.price_type === 'flat_rate' ? (option.amount ?? 0) : 0)

  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-medium text-gray-500">{t('fields.region')}</dt>
          <dd className="text-sm text-gray-900">
            {region ? `${region.name} (${currency.toUpperCase()})` : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-gray-500">{t('fields.email')}</dt>
          <dd className="text-sm text-gray-900">{v.email}</dd>
        </div>
        <AddressSummary title={t('fields.shippingAddress')} address={v.shipping_address} />
        <AddressSummary
          title={t('fields.billingAddress')}
          address={v.billing_same ? v.shipping_address : v.billing_address}
        />
        <div>
          <dt className="text-xs font-medium text-gray-500">{t('fields.shippingOption')}</dt>
          <dd className="text-sm text-gray-900">
            {option
              ? `${option.name} — ${custom === undefined ? optionPrice(option, currency) : money(custom)}`
              : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-gray-500">{t('fields.discounts')}</dt>
          <dd className="font-mono text-sm text-gray-900">
            {joinList(v.discounts, i18n.resolvedLanguage ?? 'en', 'plain') || '—'}
          </dd>
        </div>
      </dl>
      <table className="w-full text-sm" aria-label={t('items.chosen')}>
        <thead>
          <tr className="text-xs text-gray-500">
            <th className="py-1 text-start font-medium">{t('items.item')}</th>
            <th className="py-1 text-end font-medium">{t('items.quantity')}</th>
            <th className="py-1 text-end font-medium">{t('totals.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {v.items.map((l) => (
            <tr key={l.key} className="border-t border-gray-100">
              <td className="py-2 text-gray-900">{l.title}</td>
              <td className="py-2 text-end tabular-nums">{l.quantity}</td>
              <td className="py-2 text-end tabular-nums">{money((l.unit_price ?? 0) * l.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ms-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        {/* Catalogue prices with their tax inside make a subtotal with tax inside, said as the order page does. */}
        <dt className="text-gray-500">
          {v.items.some((l) => l.includes_tax) ? to('totals.subtotalInclTax') : t('totals.subtotal')}
        </dt>
        <dd className="text-end tabular-nums">{money(subtotal)}</dd>
        <dt className="text-gray-500">{t('totals.shipping')}</dt>
        <dd className="text-end tabular-nums">{money(shipping)}</dd>
        <dt className="border-t border-gray-200 pt-1 font-semibold text-gray-900">{t('totals.estimated')}</dt>
        <dd className="border-t border-gray-200 pt-1 text-end font-semibold tabular-nums">
          {money(subtotal + shipping)}
        </dd>
      </dl>
      <p className="text-xs text-gray-500">{t('totals.estimateNote')}</p>
    </div>
  )
}
