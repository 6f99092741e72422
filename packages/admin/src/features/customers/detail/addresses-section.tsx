import type { Address, Customer } from '@mercato/client'
import { useAdminDeleteCustomerAddress } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { Section } from '../../../components/ui/section'
import { addressLines, useCountryName } from '../../../lib/address-lines'
import { AddressFormModal } from './address-form-modal'

/** The customer's saved shipping addresses: add, edit, delete (asks first). */
export function AddressesSection({ customer }: { customer: Customer }) {
  const { t } = useTranslation('customers')
  const feedback = useMutationFeedback('customers')
  const remove = useAdminDeleteCustomerAddress(customer.id)
  const [editing, setEditing] = useState<Address | 'new' | null>(null)
  const countryName = useCountryName()
  const addresses = customer.shipping_addresses ?? []

  const destroy = async (address: Address, label: string) => {
    const ok = await confirm({
      title: t('addresses.deleteTitle'),
      description: t('addresses.deleteMessage', { address: label }),
      confirmLabel: t('actions.delete'),
      destructive: true,
    })
    if (ok)
      remove.mutate(address.id, {
        onSuccess: () => feedback.success(t('addresses.deleted')),
        onError: feedback.failure,
      })
  }

  return (
    <Section
      title={t('addresses.title')}
      actions={
        <Button size="small" variant="secondary" onClick={() => setEditing('new')}>
          {t('addresses.add')}
        </Button>
      }
    >
      {addresses.length === 0 ? (
        <p className="text-sm text-gray-500">{t('addresses.empty')}</p>
      ) : (
        <ul aria-label={t('addresses.title')} className="grid gap-4 sm:grid-cols-2">
          {addresses.map((address) => {
            const lines = addressLines(address, countryName)
            const label = [address.address_1, address.city].filter(Boolean).join(', ')
            return (
              <li key={address.id} className="flex flex-col gap-3 rounded-lg border border-gray-200 p-4">
                <address className="text-sm text-gray-900 not-italic">
                  {lines.map((line, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: lines of one address may repeat (e.g. two empty names)
                    <span key={i} className="block">
                      <bdi>{line}</bdi>
                    </span>
                  ))}
                </address>
                <div className="flex gap-2">
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={t('addresses.editNamed', { address: label })}
                    onClick={() => setEditing(address)}
                  >
                    {t('actions.edit')}
                  </Button>
                  <Button
                    size="small"
                    variant="danger"
                    aria-label={t('addresses.deleteNamed', { address: label })}
                    onClick={() => void destroy(address, label)}
                  >
                    {t('actions.delete')}
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {editing && (
        <AddressFormModal
          customer={customer}
          address={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Section>
  )
}
