import { useAdminNotificationPreview } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../ui/button'
import { Modal } from '../ui/modal'
import { Spinner } from '../ui/spinner'

/** An e-mail's plain text, as written, named by its subject; long addresses wrap anywhere. */
export function EmailBody({
  subject,
  text,
  className = '',
}: {
  subject: string
  text: string
  className?: string
}) {
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
        <Button variant="secondary" className="ms-auto" onClick={onClose}>
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
          <EmailBody subject={preview.subject} text={preview.text} className="max-h-96 overflow-auto" />
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
