import type { Invite } from '@mercato/client'
import { useAdminNotifications } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { InputField } from '../../../components/ui/input-field'
import { Modal } from '../../../components/ui/modal'
import { Spinner } from '../../../components/ui/spinner'
import { copyText } from '../api-keys/copy'

/**
 * The link of an invite's newest invite e-mail, as the server composed it (the store's invite link
 * template). Only staff can read notifications, so the link reaches no one the inviting admin does not
 * pass it to; it is how an invite is handed over when no e-mail transport is configured.
 */
export function InviteLinkModal({ invite, onClose }: { invite: Invite; onClose: () => void }) {
  const { t } = useTranslation('setup')
  const feedback = useMutationFeedback('setup')
  const { notifications, isLoading } = useAdminNotifications({
    event_name: 'invite.created',
    resource_type: 'invite',
    resource_id: invite.id,
    order: '-created_at',
    limit: 1,
  })
  const data = notifications?.[0]?.data as { link?: unknown } | undefined
  const link = typeof data?.link === 'string' ? data.link : undefined
  const copy = () => {
    if (link) void feedback.track(copyText(link), t('team.linkCopied')).catch(() => undefined)
  }
  return (
    <Modal
      guardChanges={false}
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('team.linkTitle', { email: invite.user_email })}
      description={t('team.linkDescription')}
      footer={
        <div className="ms-auto flex gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('actions.close')}
          </Button>
          <Button onClick={copy} disabled={!link}>
            {t('team.copyLink')}
          </Button>
        </div>
      }
    >
      {isLoading ? (
        <Spinner />
      ) : link ? (
        <InputField label={t('team.inviteLink')} readOnly value={link} onFocus={(e) => e.target.select()} />
      ) : (
        <p className="text-sm text-gray-600">{t('team.noLink')}</p>
      )}
    </Modal>
  )
}
