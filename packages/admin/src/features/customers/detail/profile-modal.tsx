import type { Customer } from '@mercato/client'
import { customerUpdateBody } from '@mercato/domain'
import { useAdminUpdateCustomer } from '@mercato/react'
import { type FormEvent, type InputHTMLAttributes, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { FormModal } from '../../../components/ui/form-modal'
import { InputField } from '../../../components/ui/input-field'
import { NAME_INPUT, PHONE_INPUT } from '../contact-inputs'
import { fieldErrors, fieldMessage } from '../form-errors'

/** Edits the customer's name, e-mail and phone (a cleared phone is removed). */
export function ProfileModal({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const { t } = useTranslation('customers')
  const feedback = useMutationFeedback('customers')
  const update = useAdminUpdateCustomer(customer.id)
  const [values, setValues] = useState({
    first_name: customer.first_name ?? '',
    last_name: customer.last_name ?? '',
    email: customer.email,
    phone: customer.phone ?? '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const payload = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim() || null,
    }
    const found = fieldErrors(customerUpdateBody, payload)
    if (!payload.first_name) found.first_name = 'required'
    if (!payload.last_name) found.last_name = 'required'
    setErrors(found)
    if (Object.keys(found).length) return
    update.mutate(payload, {
      onSuccess: () => {
        feedback.success(t('saved'))
        onClose()
      },
      onError: feedback.failure,
    })
  }
  type Field = keyof typeof values
  const field = (name: Field, label: string, props: InputHTMLAttributes<HTMLInputElement>) => (
    <InputField
      label={label}
      {...props}
      value={values[name]}
      errors={fieldMessage(t, errors[name], values[name])}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
    />
  )
  return (
    <FormModal
      title={t('editTitle')}
      labels={{ cancel: t('actions.cancel'), save: t('actions.save') }}
      busy={update.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {field('first_name', t('fields.firstName'), NAME_INPUT)}
        {field('last_name', t('fields.lastName'), NAME_INPUT)}
      </div>
      {field('email', t('fields.email'), { type: 'email', required: true, autoComplete: 'off' })}
      {field('phone', t('fields.phone'), PHONE_INPUT)}
    </FormModal>
  )
}
