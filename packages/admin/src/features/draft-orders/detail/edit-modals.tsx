import type { Cart } from '@mercato/client'
import { updateDraftBody } from '@mercato/domain'
import { useAdminUpdateDraftOrder } from '@mercato/react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { TextField } from '../../../components/ui/form'
import { FormModal } from '../../../components/ui/form-modal'
import { AddressFields } from '../address-fields'
import { addressProblemKey, addressProblems } from '../new/address-rules'
import { type AddressForm, toAddressForm, toAddressPayload } from '../new/draft-form'

export type AddressKind = 'shipping_address' | 'billing_address'

/** Edits the draft's shipping or billing address; countries are the region's. */
export function AddressModal({
  draftId,
  cart,
  kind,
  onClose,
}: {
  draftId: string
  cart: Cart
  kind: AddressKind
  onClose: () => void
}) {
  const { t } = useTranslation(['draft-orders', 'customers'])
  const feedback = useMutationFeedback('draft-orders')
  const update = useAdminUpdateDraftOrder(draftId)
  const form = useForm<{ address: AddressForm }>({ defaultValues: { address: toAddressForm(cart[kind]) } })
  const title = t(kind === 'shipping_address' ? 'fields.shippingAddress' : 'fields.billingAddress')

  const submit = form.handleSubmit((values) => {
    // The wizard's address rules: required fields, names and phone, a listed state, a known postal format.
    const problems = Object.entries(addressProblems(values.address))
    for (const [f, p] of problems)
      form.setError(`address.${f as keyof AddressForm}`, { message: t(addressProblemKey(p)) })
    if (problems.length) return
    const payload = { [kind]: toAddressPayload(values.address) }
    updateDraftBody.parse(payload)
    return feedback.track(update.mutateAsync(payload), t('toast.addressSaved')).then(onClose, () => undefined)
  })

  return (
    <FormProvider {...form}>
      <FormModal
        title={title}
        labels={{ cancel: t('common.cancel'), save: t('common.save') }}
        busy={update.isPending}
        onClose={onClose}
        onSubmit={(e) => void submit(e)}
      >
        <AddressFields prefix="address" legend={title} countries={cart.region?.countries ?? []} />
      </FormModal>
    </FormProvider>
  )
}

/** Changes the e-mail the draft, and the order it becomes, is sent to. */
export function EmailModal({ draftId, cart, onClose }: { draftId: string; cart: Cart; onClose: () => void }) {
  const { t } = useTranslation('draft-orders')
  const feedback = useMutationFeedback('draft-orders')
  const update = useAdminUpdateDraftOrder(draftId)
  const form = useForm<{ email: string }>({ defaultValues: { email: cart.email ?? '' } })

  const submit = form.handleSubmit((values) => {
    const email = values.email.trim()
    if (!updateDraftBody.shape.email.safeParse(email).success) {
      form.setError('email', { message: t('errors.email') })
      return
    }
    return feedback.track(update.mutateAsync({ email }), t('toast.emailSaved')).then(onClose, () => undefined)
  })

  return (
    <FormProvider {...form}>
      <FormModal
        title={t('customer.editEmail')}
        labels={{ cancel: t('common.cancel'), save: t('common.save') }}
        busy={update.isPending}
        onClose={onClose}
        onSubmit={(e) => void submit(e)}
      >
        <TextField name="email" type="email" label={t('fields.email')} required />
      </FormModal>
    </FormProvider>
  )
}
