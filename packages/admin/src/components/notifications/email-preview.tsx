import { useAdminNotificationPreview } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../ui/button'
import { Modal } from '../ui/modal'
import { Spinner } from '../ui/spinner'

/** An e-mail's plain text, as written, named by its subject; long addresses wrap anywhere. */
function PlainText({ subject, text, className }: { subject: string; text: string; className: string }) {
  return (
    <div
      role="document"
      aria-label={subject}
      dir="auto"
      className={`rounded-lg border border-gray-200 bg-gray-50 p-3 whitespace-pre-wrap [overflow-wrap:anywhere] ${className}`}
    >
      {text}
    </div>
  )
}

/**
 * An e-mail as it was sent: its HTML part in a sandboxed frame (no scripts, no navigation, its own
 * styles kept apart from the dashboard's), with the plain-text part one click away; only the text
 * when the server sent none.
 */
export function EmailBody({
  subject,
  text,
  html,
  className = '',
}: {
  subject: string
  text: string
  html?: string | undefined
  className?: string
}) {
  const { t } = useTranslation()
  const [plain, setPlain] = useState(false)
  if (!html) return <PlainText subject={subject} text={text} className={className} />
  const tab = (label: string, selected: boolean, onClick: () => void) => (
    <Button
      browse
      size="small"
      variant={selected ? 'secondary' : 'ghost'}
      aria-pressed={selected}
      onClick={onClick}
    >
      {label}
    </Button>
  )
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      <fieldset className="flex gap-1">
        <legend className="sr-only">{t('emailPreview.shownAs')}</legend>
        {tab(t('emailPreview.formatted'), !plain, () => setPlain(false))}
        {tab(t('emailPreview.plainText'), plain, () => setPlain(true))}
      </fieldset>
      {plain ? (
        <PlainText subject={subject} text={text} className="max-h-[32rem] overflow-auto" />
      ) : (
        <iframe
          title={subject}
          sandbox=""
          srcDoc={html}
          className="h-[32rem] w-full rounded-lg border border-gray-200 bg-white"
        />
      )}
    </div>
  )
}

/** The e-mail a notification is sent as: recipient, subject and text, as the server writes it. */
function EmailPreviewModal({ notificationId, onClose }: { notificationId: string; onClose: () => void }) {
  const { t } = useTranslation()
  const { preview, isLoading } = useAdminNotificationPreview(notificationId)
  return (
    <Modal
      guardChanges={false}
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('emailPreview.title')}
      footer={
        <Button browse variant="secondary" className="ms-auto" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {isLoading || !preview ? (
        <Spinner />
      ) : (
        <div className="flex flex-col gap-3 text-sm">
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
            <dt className="text-gray-500">{t('emailPreview.to')}</dt>
            <dd>
              <bdi>{preview.to}</bdi>
            </dd>
            <dt className="text-gray-500">{t('emailPreview.subject')}</dt>
            <dd className="font-medium" dir="auto">
              {preview.subject}
            </dd>
          </dl>
          <EmailBody subject={preview.subject} text={preview.text} html={preview.html} />
        </div>
      )}
    </Modal>
  )
}

/** A button that shows the e-mail of a notification. */
export function EmailPreviewButton({ notificationId }: { notificationId: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        browse
        size="small"
        variant="ghost"
        className="shrink-0 whitespace-nowrap"
        onClick={() => setOpen(true)}
      >
        {t('emailPreview.view')}
      </Button>
      {open && <EmailPreviewModal notificationId={notificationId} onClose={() => setOpen(false)} />}
    </>
  )
}
