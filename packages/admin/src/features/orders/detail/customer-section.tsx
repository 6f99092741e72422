import type { Address, Order } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { Section } from '../../../components/ui/section'
import { customerLabel } from '../list/order-columns'

function AddressBlock({ title, address }: { title: string; address: Address | null | undefined }) {
  const { t } = useTranslation('orders')
  const lines = address
    ? [
        [address.first_name, address.last_name].filter(Boolean).join(' '),
        address.company,
        address.address_1,
        address.address_2,
        [address.postal_code, address.city].filter(Boolean).join(' '),
        [address.province, address.country_code?.toUpperCase()].filter(Boolean).join(', '),
        address.phone,
      ].filter(Boolean)
    : []
  return (
    <div>
      <h3 className="text-xs font-medium text-gray-500">{title}</h3>
      {lines.length ? (
        <address className="text-sm text-gray-900 not-italic">
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : (
        <p className="text-sm text-gray-400">{t('customer.noAddress')}</p>
      )}
    </div>
  )
}

/** Who bought: name, e-mail and the shipping and billing addresses. */
export function CustomerSection({ order }: { order: Order }) {
  const { t } = useTranslation('orders')
  return (
    <Section title={t('customer.title')}>
      <div className="flex flex-col gap-4">
        <div>
          <p className="font-medium text-gray-900">{customerLabel(order)}</p>
          <a href={`mailto:${order.email}`} className="text-sm text-violet-700 hover:underline">
            {order.email}
          </a>
        </div>
        <AddressBlock title={t('customer.shipping')} address={order.shipping_address} />
        <AddressBlock title={t('customer.billing')} address={order.billing_address} />
      </div>
    </Section>
  )
}
