import type { Address, Customer } from '@mercato/client'
import { useAdminAddCustomerAddress, useAdminUpdateCustomerAddress } from '@mercato/react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { FormModal } from '../../../components/ui/form-modal'
import { AddressFields } from './address-fields'
import { addressFormValues, addressPayload } from './address-form'

export interface AddressFormModalProps {
  customer: Customer
  /** The address to edit; a new one is added when left out. */
  address?: Address
  onClose: () => void
}

/** Adds a saved address to a customer, or edits one. */
export function AddressFormModal({ customer, address, onClose }: AddressFormModalProps) {
  const { t } = useTranslation('customers')
  const feedback = useMutationFeedback('customers')
  const add = useAdminAddCustomerAddress(customer.id)
  const update = useAdminUpdateCustomerAddress(customer.id)
  const [values, setValues] = useState(() => addressFormValues(address))
  const [errors, setErrors] = useState<Record<string, string>>({})

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = addressPayload(values, !!address)
    setErrors(result.errors ?? {})
    if (!result.payload) return
    const done = {
      onSuccess: () => {
        feedback.success(t('addresses.saved'))
        onClose()
      },
      onError: feedback.failure,
    }
    if (address) update.mutate({ addressId: address.id, address: result.payload }, done)
    else add.mutate({ address: result.payload }, done)
  }
  return (
    <FormModal
      title={address ? t('addresses.editTitle') : t('addresses.addTitle')}
      labels={{ cancel: t('actions.cancel'), save: t('actions.save') }}
      busy={add.isPending || update.isPending}
      onClose={onClose}
      onSubmit={submit}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      <AddressFields
        values={values}
        setValues={setValues}
        errors={errors}
        labels={{
          first_name: t('fields.firstName'),
          last_name: t('fields.lastName'),
          company: t('addresses.company'),
          address_1: t('addresses.address1'),
          address_2: t('addresses.address2'),
          postal_code: t('addresses.postalCode'),
          city: t('addresses.city'),
          province: t('addresses.province'),
          country_code: t('addresses.country'),
          phone: t('fields.phone'),
          chooseCountry: t('addresses.chooseCountry'),
          chooseProvince: t('addresses.chooseProvince'),
          required: t('errors.required'),
          invalid: t('errors.invalid'),
        }}
      />
    </FormModal>
  )
}
