import { useAdminCreatePublishableApiKey } from '@mercato/react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { InputField } from '../../../components/ui/input-field'
import { Modal } from '../../../components/ui/modal'
import { useMutationFeedback } from '../../../components/ui/feedback'

export function CreateKeyModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('settings')
  const feedback = useMutationFeedback('settings')
  const formId = useId()
  const create = useAdminCreatePublishableApiKey()
  const [title, setTitle] = useState('')
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!title.trim()) return setError(t('errors.required'))
    create.mutate(
      { title: title.trim() },
      {
        onSuccess: () => {
          feedback.success(t('apiKeys.created'))
          onClose()
        },
        onError: feedback.failure,
      },
    )
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('apiKeys.createTitle')}
      footer={
        <div className="ms-auto flex gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            {t('actions.save')}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <InputField
          label={t('fields.title')}
          required
          value={title}
          errors={error}
          onChange={(e) => setTitle(e.target.value)}
        />
      </form>
    </Modal>
  )
}
