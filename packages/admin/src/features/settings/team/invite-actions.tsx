import type { Invite } from '@mercato/client'
import { useAdminDeleteInvite, useAdminResendInvite } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { useEmailSends } from '../../../lib/email-delivery'

/** A pending invite's buttons: show its link, resend (a fresh link and expiry), revoke (asks first). */
export function InviteActions({ invite, onShowLink }: { invite: Invite; onShowLink: () => void }) {
  const { t } = useTranslation('setup')
  const feedback = useMutationFeedback('setup')
  const sends = useEmailSends()
  const resend = useAdminResendInvite(invite.id)
  const revoke = useAdminDeleteInvite(invite.id)
  const email = { email: invite.user_email }
  const onRevoke = async () => {
    const ok = await confirm({
      title: t('team.revokeTitle', email),
      description: t('team.revokeDescription'),
      confirmLabel: t('team.revoke'),
      destructive: true,
    })
    if (ok)
      revoke.mutate(undefined, {
        onSuccess: () => feedback.success(t('team.revoked', email)),
        onError: feedback.failure,
      })
  }
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <Button variant="ghost" size="small" onClick={onShowLink} aria-label={t('team.linkLabel', email)}>
        {t('team.link')}
      </Button>
      <Button
        variant="ghost"
        size="small"
        loading={resend.isPending}
        aria-label={t('team.resendLabel', email)}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () => feedback.success(t(sends ? 'team.resent' : 'team.resentStored', email)),
            onError: feedback.failure,
          })
        }
      >
        {t('team.resend')}
      </Button>
      <Button
        variant="danger"
        size="small"
        loading={revoke.isPending}
        onClick={() => void onRevoke()}
        aria-label={t('team.revokeLabel', email)}
      >
        {t('team.revoke')}
      </Button>
    </div>
  )
}
