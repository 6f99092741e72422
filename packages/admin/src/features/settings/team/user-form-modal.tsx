import type { User, UserRole } from '@mercato/client'
import { useAdminUpdateUser } from '@mercato/react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { InputField } from '../../../components/ui/input-field'
import { Modal } from '../../../components/ui/modal'
import { RoleSelect } from './role-select'

/** Edits a team member's first and last name and role. */
export function UserFormModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation('setup')
  const feedback = useMutationFeedback('setup')
  const formId = useId()
  const update = useAdminUpdateUser(user.id)
  const [firstName, setFirstName] = useState(user.first_name ?? '')
  const [lastName, setLastName] = useState(user.last_name ?? '')
  const [role, setRole] = useState<UserRole>(user.role)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    update.mutate(
      { first_name: firstName.trim(), last_name: lastName.trim(), role },
      {
        onSuccess: () => {
          feedback.success(t('team.userSaved'))
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
      title={t('team.editUserTitle', { email: user.email })}
      footer={
        <div className="ms-auto flex gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={update.isPending}>
            {t('actions.save')}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <InputField
          label={t('fields.firstName')}
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
        />
        <InputField
          label={t('fields.lastName')}
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
        />
        <RoleSelect value={role} onChange={setRole} />
      </form>
    </Modal>
  )
}
