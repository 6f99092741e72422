import type { Order } from '@mercato/client'
import {
  useAdminCreateNote,
  useAdminDeleteNote,
  useAdminNotes,
  useAdminNotifications,
  useAdminOrderEdits,
} from '@mercato/react'
import { type FormEvent, useId, useState } from 'react'
import { joinList } from '@mercato/domain'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { confirm } from '../../../components/ui/confirm-dialog'
import { Section } from '../../../components/ui/section'
import { formatDate, formatMoney } from '../../../lib/format'
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { EmailPreviewButton } from '../../../components/notifications/email-preview'
import { ChangeEventText, ResendButton } from './change-event-text'
import { CHANGE_KINDS, type ChangeEvent } from './change-timeline'
import { buildTimeline, type TimelineEvent } from './timeline'
import { isolate } from '../bidi'
import { useRefetchAfterChange } from './refetch-after-change'

function DeleteNoteButton({ noteId }: { noteId: string }) {
  const { t } = useTranslation('orders')
  const feedback = useMutationFeedback('orders')
  const remove = useAdminDeleteNote(noteId)
  const onDelete = async () => {
    const ok = await confirm({
      title: t('timeline.deleteNoteTitle'),
      confirmLabel: t('timeline.deleteNote'),
      destructive: true,
    })
    if (!ok) return
    remove.mutate(undefined, {
      onSuccess: () => feedback.success(t('timeline.noteDeleted')),
      onError: feedback.failure,
    })
  }
  return (
    <Button
      size="small"
      variant="ghost"
      className="shrink-0 whitespace-nowrap"
      loading={remove.isPending}
      onClick={() => void onDelete()}
    >
      {t('timeline.deleteNote')}
    </Button>
  )
}

const isChange = (event: TimelineEvent): event is ChangeEvent => CHANGE_KINDS.has(event.kind)

function EventText({ event, order }: { event: TimelineEvent; order: Order }) {
  const { t, i18n } = useTranslation('orders')
  if (isChange(event)) return <ChangeEventText event={event} order={order} />
  const money = (amount: number) => formatMoney(amount, order.currency_code, i18n.resolvedLanguage ?? 'en')
  switch (event.kind) {
    case 'placed':
      return <p>{t('timeline.placed', { amount: money(event.amount) })}</p>
    case 'captured':
      return <p>{t('timeline.captured', { amount: money(event.amount) })}</p>
    case 'swapCaptured':
      return <p>{t('timeline.swapCaptured', { amount: money(event.amount) })}</p>
    case 'fulfilled':
      return <p>{t('timeline.fulfilled', { quantity: event.quantity })}</p>
    case 'shipped':
      return (
        <p>
          {event.tracking.length
            ? t('timeline.shippedTracking', {
                numbers: joinList(event.tracking.map(isolate), i18n.resolvedLanguage ?? 'en', 'plain'),
              })
            : t('timeline.shipped')}
        </p>
      )
    case 'refunded':
      return (
        <>
          <p>
            {t('timeline.refunded', {
              amount: money(event.amount),
              reason: t(`payment.reasons.${event.reason}`),
            })}
          </p>
          {event.note && <p className="text-gray-500">{event.note}</p>}
        </>
      )
    case 'returnRequested':
      return <p>{t('timeline.returnRequested', { quantity: event.quantity })}</p>
    case 'returnReceived':
      if (event.refunded !== null)
        return <p>{t('timeline.returnReceived', { amount: money(event.refunded) })}</p>
      return (
        <p>
          {event.requiresAction
            ? t('timeline.returnReceivedRequiresAction')
            : t('timeline.returnReceivedOnly')}
        </p>
      )
    case 'note':
      return (
        <>
          <p className="whitespace-pre-wrap text-gray-900">{event.value}</p>
          {event.author && (
            <p className="text-xs text-gray-500">{t('timeline.by', { author: event.author })}</p>
          )}
        </>
      )
    default:
      return <p>{t(`timeline.${event.kind}`)}</p>
  }
}

/** What happened to the order, oldest first, with staff notes (add and delete). */
export function TimelineSection({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders')
  const locale = i18n.resolvedLanguage ?? 'en'
  const feedback = useMutationFeedback('orders')
  const { notes } = useAdminNotes({ resource_id: order.id, limit: 100 })
  const create = useAdminCreateNote()
  const [text, setText] = useState('')
  const noteId = useId()
  const { order_edits } = useAdminOrderEdits({ order_id: order.id, limit: 50 })
  // Notifications about the order and about its swaps, claims and edits (each names its own resource).
  const resources = [order.id, ...(order.swaps ?? []), ...(order.claims ?? []), ...(order_edits ?? [])].map(
    (r) => (typeof r === 'string' ? r : r.id),
  )
  const { notifications, refetch: refetchNotifications } = useAdminNotifications({
    resource_id: resources,
    limit: 100,
  })
  // Capturing, shipping, returning… change the order; the e-mails they send are stored a moment after.
  useRefetchAfterChange(order, refetchNotifications)
  const events = buildTimeline(order, notes, order_edits, notifications)

  const addNote = (e: FormEvent) => {
    e.preventDefault()
    const value = text.trim()
    if (!value) return
    create.mutate(
      { resource_id: order.id, resource_type: 'order', value },
      {
        onSuccess: () => {
          setText('')
          feedback.success(t('timeline.noteAdded'))
        },
        onError: feedback.failure,
      },
    )
  }

  return (
    <Section title={t('timeline.title')}>
      <ol aria-label={t('timeline.title')} className="flex flex-col gap-4 border-s border-gray-200 ps-4">
        {events.map((event) => (
          <li key={event.id} className="relative text-sm text-gray-700">
            <span
              aria-hidden
              className="absolute -start-[21px] top-1.5 size-2.5 rounded-full bg-violet-500"
            />
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <EventText event={event} order={order} />
                <p className="text-xs text-gray-500">{formatDate(event.at, locale)}</p>
                {event.kind === 'notification' && (
                  <div className="-ms-3 mt-1 flex flex-wrap gap-1">
                    <EmailPreviewButton notificationId={event.notificationId} />
                    <ResendButton notificationId={event.notificationId} to={event.to} />
                  </div>
                )}
              </div>
              {event.kind === 'note' && <DeleteNoteButton noteId={event.noteId} />}
            </div>
          </li>
        ))}
      </ol>
      <form onSubmit={addNote} className="mt-4 flex flex-col gap-2">
        {/* A note typed but not added is asked about before the page is left. */}
        <UnsavedChangesGuard edited={text.trim() !== ''} />
        <label htmlFor={noteId} className="text-sm font-medium text-gray-700">
          {t('timeline.note')}
        </label>
        <textarea
          id={noteId}
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="rounded-lg border border-gray-300 px-3 py-2 text-sm"
        />
        <Button
          type="submit"
          size="small"
          className="self-end"
          disabled={!text.trim()}
          loading={create.isPending}
        >
          {t('timeline.addNote')}
        </Button>
      </form>
    </Section>
  )
}
