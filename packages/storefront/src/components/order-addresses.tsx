import type { Order } from '@mercato/client'
import { useI18n } from '../i18n/context'
import { AddressLines } from './address'
import { addressLines } from './address-format'

/**
 * The order's shipping address and, beside it, its billing address. A billing address that prints the
 * same as the shipping one is said in one line instead of repeated, which keeps the card short on a phone.
 */
export function OrderAddresses({ order }: { order: Order }) {
  const { t, locale } = useI18n()
  const shipping = order.shipping_address
  const billing = order.billing_address?.address_1 ? order.billing_address : null
  const same =
    !!shipping &&
    !!billing &&
    addressLines(shipping, locale).join('\n') === addressLines(billing, locale).join('\n')
  if (!shipping && !billing) return <p className="mt-2 text-sm">{t('orders.detail.noShippingAddress')}</p>
  return (
    <div className="@container">
      <div className="mt-2 grid gap-4 @sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-medium text-stone-600">{t('orders.detail.shippingAddress')}</h3>
          {shipping ? (
            <AddressLines address={shipping} className="mt-1" />
          ) : (
            <p className="mt-1 text-sm">{t('orders.detail.noShippingAddress')}</p>
          )}
        </div>
        {billing && !same && (
          <div>
            <h3 className="text-sm font-medium text-stone-600">{t('orders.detail.billingAddress')}</h3>
            <AddressLines address={billing} className="mt-1" />
          </div>
        )}
      </div>
      {same && <p className="mt-3 text-sm">{t('orders.detail.billingSame')}</p>}
    </div>
  )
}
