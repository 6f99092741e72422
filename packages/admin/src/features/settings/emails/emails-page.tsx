import type { Notification } from '@mercato/client'
import { useAdminNotifications } from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table'
import { useTableState } from '../../../components/ui/data-table-state'
import { useNarrowScreen } from '../../../components/ui/narrow-screen'
import { formatDate } from '../../../lib/format'
import { SettingsHeader } from '../page-header'
import { Pill } from '../pill'
import { emailPath } from '../urls'
import { EMAIL_EVENTS, emailEventKey } from './email-events'

/** Sent, or only stored because no e-mail server is set up (SMTP). */
export function DeliveryPill({ notification }: { notification: Pick<Notification, 'provider_id'> }) {
  const { t } = useTranslation('settings')
  const narrow = useNarrowScreen()
  if (notification.provider_id !== 'local') return <Pill tone="green">{t('emails.sent')}</Pill>
  const stored = <Pill tone="grey">{t('emails.stored')}</Pill>
  // The stored label says why in a few words; in some languages they are wider than a phone.
  return narrow ? (
    <span className="inline-block max-w-full [&>span]:whitespace-normal">{stored}</span>
  ) : (
    stored
  )
}

/** /a/settings/emails: every e-mail the shop sent (or stored), newest first; a row opens it. */
export default function EmailsPage() {
  const { t, i18n } = useTranslation('settings')
  const { t: tn } = useTranslation('order-changes')
  const locale = i18n.resolvedLanguage ?? 'en'
  const narrow = useNarrowScreen()
  const state = useTableState(['event'])
  const eventId = useId()
  const event = state.filters.event?.[0]
  const { notifications, count, isLoading, isPlaceholderData, error, refetch } = useAdminNotifications(
    {
      limit: state.limit,
      offset: state.offset,
      order: '-created_at',
      ...(state.q ? { to: state.q.trim() } : {}),
      ...(event ? { event_name: event } : {}),
    },
    { placeholderData: keepPreviousData },
  )
  // On a phone the list keeps one column, the e-mail, with its recipient, date and delivery under it: the
  // delivery's label alone is as wide as a phone leaves for a second column.
  const columns: DataTableColumn<Notification>[] = [
    {
      id: 'created_at',
      header: t('emails.fields.date'),
      wideOnly: true,
      cell: (n) => formatDate(n.created_at, locale),
    },
    {
      id: 'event',
      header: t('emails.fields.email'),
      className: narrow ? 'w-full max-w-0' : undefined,
      cell: (n) => {
        const event = <span className="font-medium text-gray-900">{tn(emailEventKey(n.event_name))}</span>
        if (!narrow) return event
        return (
          <div className="flex flex-col items-start gap-0.5 text-xs text-gray-500">
            <span className="text-sm">{event}</span>
            <bdi className="max-w-full truncate">{n.to}</bdi>
            <span>{formatDate(n.created_at, locale)}</span>
            <DeliveryPill notification={n} />
          </div>
        )
      },
    },
    { id: 'to', header: t('emails.fields.to'), wideOnly: true, cell: (n) => <bdi>{n.to}</bdi> },
    {
      id: 'delivery',
      header: t('emails.fields.delivery'),
      wideOnly: true,
      cell: (n) => <DeliveryPill notification={n} />,
    },
  ]
  const title = t('emails.title')
  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <SettingsHeader title={title} />
      <p className="text-sm text-gray-600">{t('emails.intro')}</p>
      <DataTable
        label={title}
        columns={columns}
        rows={notifications}
        count={count ?? 0}
        isLoading={isLoading}
        isStale={isPlaceholderData}
        error={error}
        onRetry={() => void refetch()}
        state={state}
        rowHref={(n) => emailPath(n.id)}
        filters={
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <label htmlFor={eventId} className="text-sm text-gray-600">
              {t('emails.fields.email')}
            </label>
            <select
              id={eventId}
              value={event ?? ''}
              onChange={(e) => state.setFilter('event', e.target.value ? [e.target.value] : [])}
              className="h-9 max-w-full min-w-0 rounded-lg border border-gray-300 bg-white px-2 text-sm"
            >
              <option value="">{t('emails.allEmails')}</option>
              {EMAIL_EVENTS.map((name) => (
                <option key={name} value={name}>
                  {tn(emailEventKey(name))}
                </option>
              ))}
            </select>
          </div>
        }
        empty={{ title: t('emails.emptyTitle'), description: t('emails.emptyDescription') }}
      />
    </section>
  )
}
