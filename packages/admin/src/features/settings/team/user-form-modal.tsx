import type { User, UserRole } from '@mercato/client'
import type { StaffAction, StaffArea } from '@mercato/domain'
import { useAdminUpdateUser } from '@mercato/react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSaveHandlers } from '../../../components/ui/form-draft'
import { InputField } from '../../../components/ui/input-field'
import { FormModal } from '../../../components/ui/form-modal'
import { chosenAreas, chosenWithheld, withheldToSend } from './access'
import { AreaFields } from './area-fields'
import { RoleSelect } from './role-select'

/** Edits a team member's first and last name, and their role and shop areas when an admin edits. */
export function UserFormModal({
  user,
  canChangeRole,
  onClose,
}: {
  user: User
  canChangeRole: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('setup')
  const saved = useSaveHandlers('setup')
  const update = useAdminUpdateUser(user.id)
  const [firstName, setFirstName] = useState(user.first_name ?? '')
  const [lastName, setLastName] = useState(user.last_name ?? '')
  const [role, setRole] = useState<UserRole>(user.role)
  const [areas, setAreas] = useState<StaffArea[] | null>(() => chosenAreas(user.metadata))
  const [withheld, setWithheld] = useState<StaffAction[]>(() => chosenWithheld(user.metadata))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    update.mutate(
      {
        first_name: firstName.trim(),
        last_name: lastName.trim(),
        // Only admins may set roles and access; null gives every area and action back (admins have
        // them all).
        ...(canChangeRole
          ? {
              role,
              metadata: { areas: role === 'admin' ? null : areas, withheld: withheldToSend(role, withheld) },
            }
          : {}),
      },
      saved(t('team.userSaved'), onClose),
    )
  }
  return (
    <FormModal
      title={t('team.editUserTitle', { email: user.email })}
      labels={{ cancel: t('actions.cancel'), save: t('actions.save') }}
      busy={update.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
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
      {canChangeRole && (
        <>
          <RoleSelect value={role} onChange={setRole} />
          <AreaFields
            role={role}
            value={areas}
            onChange={setAreas}
            withheld={withheld}
            onWithheldChange={setWithheld}
          />
        </>
      )}
    </FormModal>
  )
}
