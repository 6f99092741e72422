import type { PublishableApiKey } from '@mercato/client'
import { useAdminDeletePublishableApiKey, useAdminRevokePublishableApiKey } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { notify } from '../../../components/ui/notify'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { copyText } from './copy'

/** A key row's buttons: copy the token, sales channels, revoke and delete (both ask first). */
export function KeyActions({ apiKey, onChannels }: { apiKey: PublishableApiKey; onChannels: () => void }) {
  const { t } = useTranslation('settings')
  const feedback = useMutationFeedback('settings')
  const revoke = useAdminRevokePublishableApiKey(apiKey.id)
  const remove = useAdminDeletePublishableApiKey(apiKey.id)
  const name = { name: apiKey.title }
  const onCopy = () =>
    copyText(apiKey.id).then(
      () => notify.success(t('apiKeys.copied')),
      () => notify.error(t('apiKeys.copyFailed')),
    )
  const onRevoke = async () => {
    const ok = await confirm({
      title: t('apiKeys.revokeTitle', name),
      description: t('apiKeys.revokeDescription'),
      confirmLabel: t('apiKeys.revoke'),
      destructive: true,
    })
    if (ok)
      revoke.mutate(undefined, {
        onSuccess: () => feedback.success(t('apiKeys.revoked')),
        onError: feedback.failure,
      })
  }
  const onDelete = async () => {
    const ok = await confirm({
      title: t('apiKeys.deleteTitle', name),
      confirmLabel: t('actions.delete'),
      destructive: true,
    })
    if (ok)
      remove.mutate(undefined, {
        onSuccess: () => feedback.success(t('apiKeys.deleted')),
        onError: feedback.failure,
      })
  }
  return (
    <div className="flex flex-wrap justify-end gap-1">
      {/* Copying a key changes nothing: members may do it too. */}
      <Button variant="ghost" size="small" browse onClick={onCopy} aria-label={t('apiKeys.copyLabel', name)}>
        {t('apiKeys.copy')}
      </Button>
      <Button variant="ghost" size="small" onClick={onChannels} aria-label={t('apiKeys.channelsLabel', name)}>
        {t('apiKeys.channels')}
      </Button>
      {!apiKey.revoked_at && (
        <Button
          variant="danger"
          size="small"
          onClick={onRevoke}
          loading={revoke.isPending}
          aria-label={t('apiKeys.revokeLabel', name)}
        >
          {t('apiKeys.revoke')}
        </Button>
      )}
      <Button
        variant="danger"
        size="small"
        onClick={onDelete}
        loading={remove.isPending}
        aria-label={t('apiKeys.deleteLabel', name)}
      >
        {t('actions.delete')}
      </Button>
    </div>
  )
}
