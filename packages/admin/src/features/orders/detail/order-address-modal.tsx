import type { Address, Order } from '@mercato/client'
import { useAdminRegion, useAdminUpdateOrder } from '@mercato/react'
import { type FormEvent, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSaveHandlers } from '../../../components/ui/form-draft'
import { FormModal } from '../../../components/ui/form-modal'
import { AddressFields } from '../../customers/detail/address-fields'
import { addressFormValues, addressPayload } from '../../customers/detail/address-form'

export type OrderAddressKind = 'shipping_address' | 'billing_address'

/**
 * Replaces the order's shipping or billing address (POST /admin/orders/:id). The server stores a new
 * address row, so the whole address is sent and checked with the shared address schema first. A
 * shipping address offers only the countries of the order's region.
 */
export function OrderAddressModal({
  order,
  kind,
  onClose,
}: {
  order: Order
  kind: OrderAddressKind
  onClose: () => void
}) {
  const { t } = useTranslation('orders')
  const saved = useSaveHandlers('orders')
  const update = useAdminUpdateOrder(order.id)
  const current: Address | null | undefined = order[kind]
  const [values, setValues] = useState(() => addressFormValues(current))
  const [errors, setErrors] = useState<Record<string, string>>({})
  // A parcel goes only where the order's region ships (the server refuses other countries, as for carts).
  const shipping = kind === 'shipping_address'
  const { region } = useAdminRegion(order.region_id, undefined, { enabled: shipping })
  const countries = useMemo(
    () => (shipping ? (region?.countries ?? []).map((c) => c.iso_2) : undefined),
    [shipping, region],
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = addressPayload(values, false)
    setErrors(result.errors ?? {})
    if (!result.payload) return
    update.mutate({ [kind]: result.payload }, saved(t('customer.saved'), onClose))
  }
  return (
    <FormModal
      title={kind === 'shipping_address' ? t('customer.editShipping') : t('customer.editBilling')}
      labels={{ cancel: t('common.cancel', { ns: 'translation' }), save: t('customer.save') }}
      busy={update.isPending}
      onClose={onClose}
      onSubmit={submit}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      <AddressFields
        countries={countries}
        values={values}
        setValues={setValues}
        errors={errors}
        labels={{
          first_name: t('customer.fields.firstName'),
          last_name: t('customer.fields.lastName'),
          company: t('customer.fields.company'),
          address_1: t('customer.fields.address1'),
          address_2: t('customer.fields.address2'),
          postal_code: t('customer.fields.postalCode'),
          city: t('customer.fields.city'),
          province: t('customer.fields.province'),
          country_code: t('customer.fields.country'),
          phone: t('customer.fields.phone'),
          chooseCountry: t('customer.fields.chooseCountry'),
          chooseProvince: t('customer.fields.chooseProvince'),
          required: t('customer.errors.required'),
          invalid: t('customer.errors.invalid'),
        }}
      />
    </FormModal>
  )
}
