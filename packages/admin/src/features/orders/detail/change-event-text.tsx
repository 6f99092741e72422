import type { Order } from '@mercato/client'
import { useAdminResendNotification } from '@mercato/react'
import { joinList } from '@mercato/domain'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { useMutationFeedback } from '../../../components/ui/feedback'
import type { ChangeEvent } from './change-timeline'

/** "order.shipment_created" → the translated name of what was sent, or the event name itself. */
export function useEventName() {
  const { t } = useTranslation('order-changes')
  return (event: string) =>
    event
      ? t(`notifications.events.${event.replace(/[.-]/g, '_')}`, { defaultValue: event })
      : t('notifications.unnamed')
}

/** Sends a notification again to the same recipient, after asking. */
export function ResendButton({ notificationId, to }: { notificationId: string; to: string }) {
  const { t } = useTranslation('order-changes')
  const feedback = useMutationFeedback('order-changes')
  const resend = useAdminResendNotification(notificationId)
  const onResend = async () => {
    const ok = await confirm({
      title: t('notifications.resendTitle', { to }),
      confirmLabel: t('notifications.resend'),
    })
    if (!ok) return
    resend.mutate(
      {},
      { onSuccess: () => feedback.success(t('notifications.resent')), onError: feedback.failure },
    )
  }
  return (
    <Button
      size="small"
      variant="ghost"
      className="shrink-0 whitespace-nowrap"
      loading={resend.isPending}
      onClick={() => void onResend()}
    >
      {t('notifications.resend')}
    </Button>
  )
}

/** The words of a swap, claim, edit or notification event on the timeline. */
export function ChangeEventText({ event }: { event: ChangeEvent; order: Order }) {
  const { t, i18n } = useTranslation('order-changes')
  const eventName = useEventName()
  switch (event.kind) {
    case 'swapCreated':
      return <p>{t('timeline.swapCreated', { returned: event.returned, added: event.added })}</p>
    case 'claimCreated':
      return (
        <p>
          {t('timeline.claimCreated', { type: t(`claims.types.${event.type}`), quantity: event.quantity })}
        </p>
      )
    case 'replacementFulfilled':
      return <p>{t('timeline.replacementFulfilled', { quantity: event.quantity })}</p>
    case 'replacementShipped':
      return (
        <p>
          {event.tracking.length
            ? t('timeline.replacementShippedTracking', {
                numbers: joinList(event.tracking, i18n.resolvedLanguage ?? 'en', 'plain'),
              })
            : t('timeline.replacementShipped')}
        </p>
      )
    case 'editConfirmed':
      return <p>{t('timeline.editConfirmed', { count: event.changes })}</p>
    case 'editDeclined':
      return (
        <>
          <p>{t('timeline.editDeclined')}</p>
          {event.reason && <p className="text-gray-500">{event.reason}</p>}
        </>
      )
    case 'notification':
      return (
        <>
          <p>
            {t(event.stored ? 'timeline.notificationStored' : 'timeline.notification', {
              name: eventName(event.event),
            })}
          </p>
          <p className="text-xs text-gray-500">
            <bdi>{event.to}</bdi>
          </p>
          {event.resends > 0 && (
            <p className="text-xs text-gray-500">{t('notifications.resends', { count: event.resends })}</p>
          )}
        </>
      )
    default:
      return <p>{t(`timeline.${event.kind}`)}</p>
  }
}
