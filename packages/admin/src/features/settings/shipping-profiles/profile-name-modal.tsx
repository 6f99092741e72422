import type { ShippingProfile } from '@mercato/client'
import { useAdminCreateShippingProfile, useAdminUpdateShippingProfile } from '@mercato/react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { InputField } from '../../../components/ui/input-field'
import { Modal } from '../../../components/ui/modal'

/** Creates a custom shipping profile, or renames `profile`. */
export function ProfileNameModal({ profile, onClose }: { profile?: ShippingProfile; onClose: () => void }) {
  const { t } = useTranslation('setup')
  const feedback = useMutationFeedback('setup')
  const formId = useId()
  const create = useAdminCreateShippingProfile()
  const update = useAdminUpdateShippingProfile(profile?.id ?? '')
  const [name, setName] = useState(profile?.name ?? '')
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setError(t('errors.required'))
    const handlers = (message: string) => ({
      onSuccess: () => {
        feedback.success(message)
        onClose()
      },
      onError: feedback.failure,
    })
    if (profile) update.mutate({ name: name.trim() }, handlers(t('profiles.saved')))
    else create.mutate({ name: name.trim(), type: 'custom' }, handlers(t('profiles.created')))
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={profile ? t('profiles.editTitle') : t('profiles.createTitle')}
      footer={
        <div className="ms-auto flex gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={create.isPending || update.isPending}>
            {t('actions.save')}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <InputField
          label={t('fields.name')}
          required
          value={name}
          errors={error}
          onChange={(e) => setName(e.target.value)}
        />
      </form>
    </Modal>
  )
}
