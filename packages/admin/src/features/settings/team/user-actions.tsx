import type { User } from '@mercato/client'
import { useAdminDeleteUser } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../../components/ui/feedback'

/** A team member's buttons: edit, and remove (asks first; admins only, never on your own row). */
export function UserActions({
  user,
  isSelf,
  canRemove,
  onEdit,
}: {
  user: User
  isSelf: boolean
  canRemove: boolean
  onEdit: () => void
}) {
  const { t } = useTranslation('setup')
  const feedback = useMutationFeedback('setup')
  const remove = useAdminDeleteUser(user.id)
  const email = { email: user.email }
  const onRemove = async () => {
    const ok = await confirm({
      title: t('team.removeTitle', email),
      description: t('team.removeDescription'),
      confirmLabel: t('actions.remove'),
      destructive: true,
    })
    if (ok)
      remove.mutate(undefined, {
        onSuccess: () => feedback.success(t('team.removed', email)),
        onError: feedback.failure,
      })
  }
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <Button variant="ghost" size="small" onClick={onEdit} aria-label={t('team.editLabel', email)}>
        {t('actions.edit')}
      </Button>
      {canRemove && !isSelf && (
        <Button
          variant="danger"
          size="small"
          loading={remove.isPending}
          onClick={() => void onRemove()}
          aria-label={t('team.removeLabel', email)}
        >
          {t('actions.remove')}
        </Button>
      )}
    </div>
  )
}
