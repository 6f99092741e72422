import type { Address, Cart, DraftOrder } from '@mercato/client'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { addressLines, useCountryName } from '../../../lib/address-lines'
import { Section } from '../../../components/ui/section'
import { AddressModal, type AddressKind, EmailModal } from './edit-modals'

function AddressBlock({
  title,
  address,
  onEdit,
  editLabel,
}: {
  title: string
  address: Address | null | undefined
  onEdit?: () => void
  editLabel: string
}) {
  const { t } = useTranslation('draft-orders')
  const countryName = useCountryName()
  const lines = addressLines(address, countryName)
  return (
    <div className="flex items-start justify-between gap-3">
      <div>
        <h3 className="text-xs font-medium text-gray-500">{title}</h3>
        {lines.length ? (
          <address className="text-sm text-gray-900 not-italic">
            {lines.map((line) => (
              <span key={line} className="block">
                <bdi>{line}</bdi>
              </span>
            ))}
          </address>
        ) : (
          <p className="text-sm text-gray-500">{t('customer.noAddress')}</p>
        )}
      </div>
      {onEdit && (
        <Button size="small" variant="ghost" aria-label={editLabel} onClick={onEdit}>
          {t('common.edit')}
        </Button>
      )}
    </div>
  )
}

/** Who the draft is for: e-mail and addresses, editable while the draft is open. */
export function CustomerSection({ draft, cart }: { draft: DraftOrder; cart: Cart }) {
  const { t } = useTranslation('draft-orders')
  const [editing, setEditing] = useState<AddressKind | 'email' | null>(null)
  const open = draft.status === 'open'
  const name = [cart.customer?.first_name, cart.customer?.last_name].filter(Boolean).join(' ')
  const close = () => setEditing(null)
  return (
    <Section title={t('customer.title')}>
      <div className="flex flex-col gap-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            {name && <p className="font-medium text-gray-900">{name}</p>}
            <a href={`mailto:${cart.email}`} className="text-sm break-all text-violet-700 hover:underline">
              {cart.email}
            </a>
          </div>
          {open && (
            <Button
              size="small"
              variant="ghost"
              aria-label={t('customer.editEmail')}
              onClick={() => setEditing('email')}
            >
              {t('common.edit')}
            </Button>
          )}
        </div>
        <AddressBlock
          title={t('fields.shippingAddress')}
          address={cart.shipping_address}
          editLabel={t('customer.editShipping')}
          onEdit={open ? () => setEditing('shipping_address') : undefined}
        />
        <AddressBlock
          title={t('fields.billingAddress')}
          address={cart.billing_address}
          editLabel={t('customer.editBilling')}
          onEdit={open ? () => setEditing('billing_address') : undefined}
        />
      </div>
      {editing === 'email' && <EmailModal draftId={draft.id} cart={cart} onClose={close} />}
      {(editing === 'shipping_address' || editing === 'billing_address') && (
        <AddressModal draftId={draft.id} cart={cart} kind={editing} onClose={close} />
      )}
    </Section>
  )
}
