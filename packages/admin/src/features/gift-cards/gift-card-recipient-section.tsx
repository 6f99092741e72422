import type { GiftCard } from '@mercato/client'
import { useAdminNotifications, useAdminResendNotification } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { EmailPreviewButton } from '../../components/notifications/email-preview'
import { Button } from '../../components/ui/button'
import { useMutationFeedback } from '../../components/ui/feedback'
import { Section } from '../../components/ui/section'
import { LANGUAGES } from '../../i18n/languages'
import { formatDate } from '../../lib/format'
import { useHasArea } from '../../lib/staff-areas'
import { recipientOf } from './gift-card-recipient'
import { useEmailSends } from '../../lib/email-delivery'

/** Whom a card issued in the dashboard was e-mailed to, when, and a button that sends it again. */
export function GiftCardRecipientSection({ card }: { card: GiftCard }) {
  const { t, i18n } = useTranslation('gift-cards')
  const locale = i18n.resolvedLanguage ?? 'en'
  const feedback = useMutationFeedback('gift-cards')
  const sends = useEmailSends()
  const recipient = recipientOf(card)
  // The shop's e-mails belong to the orders area: without it, whether it was sent is not shown.
  const readsEmails = useHasArea('orders')
  const { notifications = [] } = useAdminNotifications(
    { resource_id: card.id, event_name: 'gift_card.created', limit: 1 },
    { enabled: !!recipient && readsEmails },
  )
  const sent = notifications[0]
  const resend = useAdminResendNotification(sent?.id ?? '')
  if (!recipient) return null
  const language = LANGUAGES.find((l) => l.code === recipient.locale)?.name
  return (
    <Section
      title={t('recipient.sectionTitle')}
      actions={
        sent && (
          <>
            <EmailPreviewButton notificationId={sent.id} />
            <Button
              variant="secondary"
              size="small"
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(
                  {},
                  {
                    onSuccess: () =>
                      feedback.success(
                        t(sends ? 'recipient.resent' : 'recipient.resentStored', { email: recipient.email }),
                      ),
                    onError: feedback.failure,
                  },
                )
              }
            >
              {t('recipient.resend')}
            </Button>
          </>
        )
      }
    >
      {/* On a phone the labels wrap past 40 % of the card, and a long address breaks anywhere. */}
      <dl className="grid grid-cols-[fit-content(40%)_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
        <dt className="text-gray-500">{t('recipient.email')}</dt>
        <dd className="text-gray-900 [overflow-wrap:anywhere]">
          <bdi>{recipient.email}</bdi>
        </dd>
        {language && (
          <>
            <dt className="text-gray-500">{t('recipient.language')}</dt>
            <dd className="text-gray-900">{language}</dd>
          </>
        )}
        {readsEmails && (
          <>
            <dt className="text-gray-500">{t('recipient.status')}</dt>
            <dd className="text-gray-900">
              {!sent
                ? t('recipient.notSent')
                : // Without an e-mail server the notification is only stored (see GET /admin/notifications).
                  t(sent.provider_id === 'local' ? 'recipient.storedOn' : 'recipient.sentOn', {
                    date: formatDate(sent.created_at, locale),
                  })}
            </dd>
          </>
        )}
        {recipient.message && (
          <>
            <dt className="text-gray-500">{t('recipient.message')}</dt>
            <dd className="whitespace-pre-line text-gray-900 [overflow-wrap:anywhere]" dir="auto">
              {recipient.message}
            </dd>
          </>
        )}
      </dl>
    </Section>
  )
}
