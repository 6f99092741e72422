import type { Address, Order } from '@mercato/client'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { Section } from '../../../components/ui/section'
import { addressLines, useCountryName } from '../../../lib/address-lines'
import { useHasArea } from '../../../lib/staff-areas'
import { customerPath } from '../../customers/urls'
import { customerLabel } from '../list/order-columns'
import { type OrderAddressKind, OrderAddressModal } from './order-address-modal'
import { OrderEmailModal } from './order-email-modal'

function AddressBlock({
  title,
  address,
  editLabel,
  onEdit,
}: {
  title: string
  address: Address | null | undefined
  editLabel: string
  onEdit: (() => void) | null
}) {
  const { t } = useTranslation('orders')
  const countryName = useCountryName()
  const lines = addressLines(address, countryName)
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-xs font-medium text-gray-500">{title}</h3>
        {onEdit && (
          <Button size="small" variant="secondary" aria-label={editLabel} onClick={onEdit}>
            {t('customer.edit')}
          </Button>
        )}
      </div>
      {lines.length ? (
        <address className="text-sm text-gray-900 not-italic">
          {lines.map((line) => (
            // Shop data in its own direction: "1 Main St" stays so in Arabic, not "Main St 1".
            <span key={line} className="block">
              <bdi>{line}</bdi>
            </span>
          ))}
        </address>
      ) : (
        <p className="text-sm text-gray-500">{t('customer.noAddress')}</p>
      )}
    </div>
  )
}

/** Who bought: name, e-mail and the shipping and billing addresses, editable while the order is open. */
export function CustomerSection({ order }: { order: Order }) {
  const { t } = useTranslation('orders')
  const [editing, setEditing] = useState<OrderAddressKind | 'email' | null>(null)
  // The server refuses changes to canceled and archived orders, so they are not offered there.
  const editable = order.status !== 'canceled' && order.status !== 'archived'
  const edit = (what: OrderAddressKind | 'email') => (editable ? () => setEditing(what) : null)
  const editEmail = edit('email')
  // The customer's page, for staff who may see customers.
  const seesCustomers = useHasArea('customers')
  return (
    <Section
      title={t('customer.title')}
      actions={
        editEmail && (
          <Button size="small" variant="secondary" onClick={editEmail}>
            {t('customer.editEmail')}
          </Button>
        )
      }
    >
      <div className="flex flex-col gap-4">
        <div>
          <p className="font-medium text-gray-900">
            {order.customer_id && seesCustomers ? (
              <Link to={customerPath(order.customer_id)} className="text-violet-700 hover:underline">
                <bdi>{customerLabel(order)}</bdi>
              </Link>
            ) : (
              <bdi>{customerLabel(order)}</bdi>
            )}
          </p>
          <a href={`mailto:${order.email}`} dir="ltr" className="text-sm text-violet-700 hover:underline">
            {order.email}
          </a>
        </div>
        <AddressBlock
          title={t('customer.shipping')}
          address={order.shipping_address}
          editLabel={t('customer.editShipping')}
          onEdit={edit('shipping_address')}
        />
        <AddressBlock
          title={t('customer.billing')}
          address={order.billing_address}
          editLabel={t('customer.editBilling')}
          onEdit={edit('billing_address')}
        />
      </div>
      {editing === 'email' && <OrderEmailModal order={order} onClose={() => setEditing(null)} />}
      {(editing === 'shipping_address' || editing === 'billing_address') && (
        <OrderAddressModal order={order} kind={editing} onClose={() => setEditing(null)} />
      )}
    </Section>
  )
}
