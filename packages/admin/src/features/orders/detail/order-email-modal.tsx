import type { Order } from '@mercato/client'
import { useAdminUpdateOrder } from '@mercato/react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useSaveHandlers } from '../../../components/ui/form-draft'
import { FormModal } from '../../../components/ui/form-modal'
import { InputField } from '../../../components/ui/input-field'

// The same check as the `email` of POST /admin/orders/:id.
const emailSchema = z.email()

/** Changes the e-mail address the order's notifications go to. */
export function OrderEmailModal({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation('orders')
  const saved = useSaveHandlers('orders')
  const update = useAdminUpdateOrder(order.id)
  const [email, setEmail] = useState(order.email ?? '')
  const [error, setError] = useState<string | undefined>()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    const parsed = emailSchema.safeParse(value)
    if (!parsed.success) {
      setError(value ? t('customer.errors.invalid') : t('customer.errors.required'))
      return
    }
    setError(undefined)
    update.mutate({ email: parsed.data }, saved(t('customer.saved'), onClose))
  }
  return (
    <FormModal
      title={t('customer.editEmail')}
      labels={{ cancel: t('common.cancel', { ns: 'translation' }), save: t('customer.save') }}
      busy={update.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <InputField
        label={t('customer.email')}
        type="email"
        required
        value={email}
        errors={error}
        onChange={(e) => setEmail(e.target.value)}
      />
    </FormModal>
  )
}
