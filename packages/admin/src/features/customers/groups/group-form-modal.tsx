import type { CustomerGroup } from '@mercato/client'
import { useAdminCreateCustomerGroup, useAdminUpdateCustomerGroup } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useFormDraft, useSaveHandlers } from '../../../components/ui/form-draft'
import { FormModal } from '../../../components/ui/form-modal'
import { InputField } from '../../../components/ui/input-field'
import { groupPath } from '../urls'

interface GroupFormProps {
  heading: string
  initialName: string
  busy: boolean
  onClose: () => void
  onSubmit: (name: string) => void
}

function GroupForm({ heading, initialName, busy, onClose, onSubmit }: GroupFormProps) {
  const { t } = useTranslation('customers')
  const { values, set, errors, submit } = useFormDraft(
    { name: initialName },
    ({ name }) => (name.trim() ? { name: name.trim() } : { errors: { name: 'errors.required' } }),
    ({ name }) => onSubmit(name),
  )
  return (
    <FormModal
      title={heading}
      labels={{ cancel: t('actions.cancel'), save: t('actions.save') }}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <InputField
        label={t('groups.name')}
        required
        value={values.name}
        errors={errors.name && t(errors.name)}
        onChange={(e) => set('name', e.target.value)}
      />
    </FormModal>
  )
}

/** Creates a group and opens it. */
export function CreateGroupModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('customers')
  const navigate = useNavigate()
  const saved = useSaveHandlers('customers')
  const create = useAdminCreateCustomerGroup()
  return (
    <GroupForm
      heading={t('groups.createTitle')}
      initialName=""
      busy={create.isPending}
      onClose={onClose}
      onSubmit={(name) =>
        create.mutate(
          { name },
          saved(t('groups.created'), ({ customer_group }) => navigate(groupPath(customer_group.id))),
        )
      }
    />
  )
}

export function RenameGroupModal({ group, onClose }: { group: CustomerGroup; onClose: () => void }) {
  const { t } = useTranslation('customers')
  const saved = useSaveHandlers('customers')
  const update = useAdminUpdateCustomerGroup(group.id)
  return (
    <GroupForm
      heading={t('groups.renameTitle')}
      initialName={group.name}
      busy={update.isPending}
      onClose={onClose}
      onSubmit={(name) => update.mutate({ name }, saved(t('groups.saved'), onClose))}
    />
  )
}
