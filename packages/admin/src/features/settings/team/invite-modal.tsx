import type { UserRole } from '@mercato/client'
import { useAdminCreateInvite } from '@mercato/react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { InputField } from '../../../components/ui/input-field'
import { Modal } from '../../../components/ui/modal'
import { RoleSelect } from './role-select'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Invites someone by e-mail with a role. */
export function InviteModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('setup')
  const feedback = useMutationFeedback('setup')
  const formId = useId()
  const create = useAdminCreateInvite()
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<UserRole>('member')
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    if (!EMAIL.test(address)) return setError(t('team.errorEmail'))
    setError(undefined)
    create.mutate(
      { user: address, role },
      {
        onSuccess: () => {
          feedback.success(t('team.invited', { email: address }))
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
      title={t('team.inviteTitle')}
      footer={
        <div className="ms-auto flex gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            {t('team.sendInvite')}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <InputField
          type="email"
          label={t('fields.email')}
          required
          value={email}
          errors={error}
          onChange={(e) => setEmail(e.target.value)}
        />
        <RoleSelect value={role} onChange={setRole} />
      </form>
    </Modal>
  )
}
