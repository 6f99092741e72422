import type { CustomerGroup } from '@mercato/client'
import { useAdminCreateCustomerGroup, useAdminUpdateCustomerGroup } from '@mercato/react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMutationFeedback } from '../../../components/ui/feedback'
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
  const [name, setName] = useState(initialName)
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setError(t('errors.required'))
    onSubmit(name.trim())
  }
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
        value={name}
        errors={error}
        onChange={(e) => setName(e.target.value)}
      />
    </FormModal>
  )
}

/** Creates a group and opens it. */
export function CreateGroupModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('customers')
  const navigate = useNavigate()
  const feedback = useMutationFeedback('customers')
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
          {
            onSuccess: ({ customer_group }) => {
              feedback.success(t('groups.created'))
              navigate(groupPath(customer_group.id))
            },
            onError: feedback.failure,
          },
        )
      }
    />
  )
}

export function RenameGroupModal({ group, onClose }: { group: CustomerGroup; onClose: () => void }) {
  const { t } = useTranslation('customers')
  const feedback = useMutationFeedback('customers')
  const update = useAdminUpdateCustomerGroup(group.id)
  return (
    <GroupForm
      heading={t('groups.renameTitle')}
      initialName={group.name}
      busy={update.isPending}
      onClose={onClose}
      onSubmit={(name) =>
        update.mutate(
          { name },
          {
            onSuccess: () => {
              feedback.success(t('groups.saved'))
              onClose()
            },
            onError: feedback.failure,
          },
        )
      }
    />
  )
}
