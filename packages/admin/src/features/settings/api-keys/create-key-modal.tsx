import { useAdminCreatePublishableApiKey } from '@mercato/react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InputField } from '../../../components/ui/input-field'
import { FormModal } from '../../../components/ui/form-modal'
import { useSaveHandlers } from '../../../components/ui/form-draft'

export function CreateKeyModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('settings')
  const saved = useSaveHandlers('settings')
  const create = useAdminCreatePublishableApiKey()
  const [title, setTitle] = useState('')
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!title.trim()) return setError(t('errors.required'))
    create.mutate({ title: title.trim() }, saved(t('apiKeys.created'), onClose))
  }
  return (
    <FormModal
      title={t('apiKeys.createTitle')}
      labels={{ cancel: t('actions.cancel'), save: t('actions.save') }}
      busy={create.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <InputField
        label={t('fields.title')}
        required
        value={title}
        errors={error}
        onChange={(e) => setTitle(e.target.value)}
      />
    </FormModal>
  )
}
