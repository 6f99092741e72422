import type { SalesChannel } from '@mercato/client'
import { useAdminCreateSalesChannel, useAdminUpdateSalesChannel } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { InputField } from '../../../components/ui/input-field'
import { useFormDraft, useSaveHandlers } from '../../../components/ui/form-draft'
import { FormModal } from '../../../components/ui/form-modal'

/** Creates a sales channel, or edits `channel`'s name and description. */
export function ChannelFormModal({ channel, onClose }: { channel?: SalesChannel; onClose: () => void }) {
  const { t } = useTranslation('settings')
  const saved = useSaveHandlers('settings')
  const create = useAdminCreateSalesChannel()
  const update = useAdminUpdateSalesChannel(channel?.id ?? '')
  const { values, set, errors, submit } = useFormDraft(
    { name: channel?.name ?? '', description: channel?.description ?? '' },
    ({ name, description }) =>
      name.trim()
        ? { body: { name: name.trim(), description: description.trim() } }
        : { errors: { name: 'errors.required' } },
    ({ body }) => {
      if (channel) update.mutate(body, saved(t('channels.saved'), onClose))
      else create.mutate(body, saved(t('channels.created'), onClose))
    },
  )
  return (
    <FormModal
      title={channel ? t('channels.editTitle') : t('channels.createTitle')}
      labels={{ cancel: t('actions.cancel'), save: t('actions.save') }}
      busy={create.isPending || update.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <InputField
        label={t('fields.name')}
        required
        value={values.name}
        errors={errors.name && t(errors.name)}
        onChange={(e) => set('name', e.target.value)}
      />
      <InputField
        label={t('fields.description')}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
      />
    </FormModal>
  )
}
