import type { SalesChannel } from '@mercato/client'
import { useAdminDeleteSalesChannel, useAdminUpdateSalesChannel } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../../components/ui/feedback'

/** A channel row's buttons: edit, disable or enable (disabling asks first), delete (asks first). */
export function ChannelActions({
  channel,
  isDefault,
  onEdit,
  onDeleted,
}: {
  channel: SalesChannel
  isDefault: boolean
  onEdit: () => void
  /** After the channel is deleted (its own page goes back to the list). */
  onDeleted?: () => void
}) {
  const { t } = useTranslation('settings')
  const feedback = useMutationFeedback('settings')
  const update = useAdminUpdateSalesChannel(channel.id)
  const remove = useAdminDeleteSalesChannel(channel.id)
  const name = { name: channel.name }
  const setDisabled = async (disabled: boolean) => {
    if (
      disabled &&
      !(await confirm({
        title: t('channels.disableTitle', name),
        description: t('channels.disableDescription'),
        confirmLabel: t('channels.disable'),
        destructive: true,
      }))
    )
      return
    update.mutate(
      { is_disabled: disabled },
      {
        onSuccess: () => feedback.success(t(disabled ? 'channels.disabled' : 'channels.enabled', name)),
        onError: feedback.failure,
      },
    )
  }
  const onDelete = async () => {
    const ok = await confirm({
      title: t('channels.deleteTitle', name),
      confirmLabel: t('actions.delete'),
      destructive: true,
    })
    if (ok)
      remove.mutate(undefined, {
        onSuccess: () => {
          feedback.success(t('channels.deleted'))
          onDeleted?.()
        },
        onError: feedback.failure,
      })
  }
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <Button variant="ghost" size="small" onClick={onEdit} aria-label={t('channels.editLabel', name)}>
        {t('actions.edit')}
      </Button>
      <Button
        variant="ghost"
        size="small"
        loading={update.isPending}
        onClick={() => setDisabled(!channel.is_disabled)}
        aria-label={t(channel.is_disabled ? 'channels.enableLabel' : 'channels.disableLabel', name)}
      >
        {channel.is_disabled ? t('channels.enable') : t('channels.disable')}
      </Button>
      {/* The store's default channel cannot be deleted; the server refuses it too. */}
      {!isDefault && (
        <Button
          variant="danger"
          size="small"
          loading={remove.isPending}
          onClick={onDelete}
          aria-label={t('channels.deleteLabel', name)}
        >
          {t('actions.delete')}
        </Button>
      )}
    </div>
  )
}
