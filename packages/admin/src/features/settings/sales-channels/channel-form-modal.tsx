import type { SalesChannel } from '@mercato/client'
import { useAdminCreateSalesChannel, useAdminUpdateSalesChannel } from '@mercato/react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { InputField } from '../../../components/ui/input-field'
import { Modal } from '../../../components/ui/modal'
import { useMutationFeedback } from '../../../components/ui/feedback'

/** Creates a sales channel, or edits `channel`'s name and description. */
export function ChannelFormModal({ channel, onClose }: { channel?: SalesChannel; onClose: () => void }) {
  const { t } = useTranslation('settings')
  const feedback = useMutationFeedback('settings')
  const formId = useId()
  const create = useAdminCreateSalesChannel()
  const update = useAdminUpdateSalesChannel(channel?.id ?? '')
  const [name, setName] = useState(channel?.name ?? '')
  const [description, setDescription] = useState(channel?.description ?? '')
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setError(t('errors.required'))
    const body = { name: name.trim(), description: description.trim() }
    const handlers = (message: string) => ({
      onSuccess: () => {
        feedback.success(message)
        onClose()
      },
      onError: feedback.failure,
    })
    if (channel) update.mutate(body, handlers(t('channels.saved')))
    else create.mutate(body, handlers(t('channels.created')))
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={channel ? t('channels.editTitle') : t('channels.createTitle')}
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
      <form id={formId} onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <InputField
          label={t('fields.name')}
          required
          value={name}
          errors={error}
          onChange={(e) => setName(e.target.value)}
        />
        <InputField
          label={t('fields.description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </form>
    </Modal>
  )
}
