import { MIN_PASSWORD_LENGTH, customerCreateBody } from '@mercato/domain'
import { useAdminCreateCustomer } from '@mercato/react'
import { type FormEvent, type InputHTMLAttributes, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMutationFeedback } from '../../components/ui/feedback'
import { FormModal } from '../../components/ui/form-modal'
import { InputField } from '../../components/ui/input-field'
import { NAME_INPUT, PHONE_INPUT } from './contact-inputs'
import { fieldErrors, fieldMessage, trimmed } from './form-errors'
import { customerPath } from './urls'

const EMPTY = { email: '', first_name: '', last_name: '', phone: '', password: '' }
type Field = keyof typeof EMPTY
/** The password's own refusal (the body schema takes any string); an empty one still says "required". */
const PASSWORD_TOO_SHORT = 'passwordTooShort'

/** Creates a customer account (the Admin API requires a password) and opens its page. */
export function CreateCustomerModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('customers')
  const navigate = useNavigate()
  const feedback = useMutationFeedback('customers')
  const create = useAdminCreateCustomer()
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { password, ...rest } = values
    const payload = { ...trimmed(rest), password }
    // The server's own body schema: a rule changed there is enforced here too.
    const found = fieldErrors(customerCreateBody, payload)
    // The server's password rule, said under the field before sending rather than as its raw refusal after.
    if (password.length < MIN_PASSWORD_LENGTH) found.password = PASSWORD_TOO_SHORT
    setErrors(found)
    if (Object.keys(found).length) return
    const { metadata: _none, ...body } = customerCreateBody.parse(payload)
    create.mutate(body, {
      onSuccess: ({ customer }) => {
        feedback.success(t('created'))
        navigate(customerPath(customer.id))
      },
      onError: feedback.failure,
    })
  }
  const message = (name: Field) =>
    errors[name] === PASSWORD_TOO_SHORT && values[name]
      ? t('errors.passwordTooShort', { min: MIN_PASSWORD_LENGTH })
      : fieldMessage(t, errors[name], values[name])
  const field = (name: Field, label: string, props: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <InputField
      label={label}
      {...props}
      value={values[name]}
      errors={message(name)}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
    />
  )
  return (
    <FormModal
      title={t('createTitle')}
      description={t('createHint')}
      labels={{ cancel: t('actions.cancel'), save: t('actions.create') }}
      busy={create.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {field('first_name', t('fields.firstName'), NAME_INPUT)}
        {field('last_name', t('fields.lastName'), NAME_INPUT)}
      </div>
      {field('email', t('fields.email'), { type: 'email', required: true, autoComplete: 'off' })}
      {field('phone', t('fields.phone'), PHONE_INPUT)}
      <div className="flex flex-col gap-1">
        {field('password', t('fields.password'), {
          type: 'password',
          required: true,
          autoComplete: 'new-password',
        })}
        <p className="text-xs text-gray-500">{t('passwordRule', { min: MIN_PASSWORD_LENGTH })}</p>
      </div>
    </FormModal>
  )
}
