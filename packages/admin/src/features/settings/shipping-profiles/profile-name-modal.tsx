import type { ShippingProfile } from '@mercato/client'
import { useAdminCreateShippingProfile, useAdminUpdateShippingProfile } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { useFormDraft, useSaveHandlers } from '../../../components/ui/form-draft'
import { FormModal } from '../../../components/ui/form-modal'
import { InputField } from '../../../components/ui/input-field'

/** Creates a custom shipping profile, or renames `profile`. */
export function ProfileNameModal({ profile, onClose }: { profile?: ShippingProfile; onClose: () => void }) {
  const { t } = useTranslation('setup')
  const saved = useSaveHandlers('setup')
  const create = useAdminCreateShippingProfile()
  const update = useAdminUpdateShippingProfile(profile?.id ?? '')
  const { values, set, errors, submit } = useFormDraft(
    { name: profile?.name ?? '' },
    ({ name }) => (name.trim() ? { name: name.trim() } : { errors: { name: 'errors.required' } }),
    ({ name }) => {
      if (profile) update.mutate({ name }, saved(t('profiles.saved'), onClose))
      else create.mutate({ name, type: 'custom' }, saved(t('profiles.created'), onClose))
    },
  )
  return (
    <FormModal
      title={profile ? t('profiles.editTitle') : t('profiles.createTitle')}
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
    </FormModal>
  )
}
