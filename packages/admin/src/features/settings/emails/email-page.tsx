import { useAdminNotificationPreview, useAdminResendNotification } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { EmailBody } from '../../../components/notifications/email-preview'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { BackLink, DetailPageState } from '../../../components/ui/detail-page'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { formatDate } from '../../../lib/format'
import { SettingsHeader } from '../page-header'
import { EMAILS_PATH } from '../urls'
import { emailEventKey } from './email-events'
import { DeliveryPill } from './emails-page'

/** /a/settings/emails/:id: one e-mail as it was written, with a button that sends it again. */
export default function EmailPage() {
  const { id = '' } = useParams()
  const { t, i18n } = useTranslation('settings')
  const { t: tn } = useTranslation('order-changes')
  const locale = i18n.resolvedLanguage ?? 'en'
  const feedback = useMutationFeedback('settings')
  const { preview, notification, isLoading, error } = useAdminNotificationPreview(id, { retry: false })
  const resend = useAdminResendNotification(id)
  if (isLoading || !preview || !notification)
    return (
      <DetailPageState
        loading={isLoading}
        error={error}
        notFound={t('emails.notFound')}
        back={t('emails.back')}
        to={EMAILS_PATH}
      />
    )
  const onResend = async () => {
    const ok = await confirm({
      title: t('emails.resendTitle', { to: notification.to }),
      confirmLabel: t('emails.resend'),
    })
    if (!ok) return
    resend.mutate({}, { onSuccess: () => feedback.success(t('emails.resent')), onError: feedback.failure })
  }
  const resends = notification.resends ?? []
  return (
    <section className="flex flex-col gap-4" aria-label={preview.subject}>
      <BackLink to={EMAILS_PATH} label={t('emails.back')} />
      <SettingsHeader
        title={tn(emailEventKey(notification.event_name))}
        actions={
          <Button variant="secondary" loading={resend.isPending} onClick={() => void onResend()}>
            {t('emails.resend')}
          </Button>
        }
      />
      <div className="rounded-xl border border-gray-200 bg-white p-6 text-sm">
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
          <dt className="text-gray-500">{t('emails.fields.date')}</dt>
          <dd>{formatDate(notification.created_at, locale)}</dd>
          <dt className="text-gray-500">{t('emails.fields.to')}</dt>
          <dd>
            <bdi>{preview.to}</bdi>
          </dd>
          <dt className="text-gray-500">{t('emails.fields.delivery')}</dt>
          <dd>
            <DeliveryPill notification={notification} />
            {resends.length > 0 && (
              <span className="ms-2 text-gray-500">
                {tn('notifications.resends', { count: resends.length })}
              </span>
            )}
          </dd>
          <dt className="text-gray-500">{t('emails.fields.subject')}</dt>
          <dd className="font-medium" dir="auto">
            {preview.subject}
          </dd>
        </dl>
        <EmailBody subject={preview.subject} text={preview.text} html={preview.html} className="mt-4" />
      </div>
    </section>
  )
}
