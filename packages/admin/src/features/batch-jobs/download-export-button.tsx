import { useAdminCreatePresignedDownloadUrl } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { Button, type ButtonSize } from '../../components/ui/button'
import { notify } from '../../components/ui/notify'
import { describeError } from '../../lib/server-messages'

/**
 * Downloads a finished export. The link is signed and short-lived, so it is asked for on each click
 * rather than when the job is listed; the server sends the file as an attachment, so the page stays.
 */
export function DownloadExportButton({ fileKey, size = 'medium' }: { fileKey: string; size?: ButtonSize }) {
  const { t } = useTranslation('batch-jobs')
  const link = useAdminCreatePresignedDownloadUrl()
  const download = () =>
    link.mutate(
      { file_key: fileKey },
      {
        onSuccess: ({ download_url }) => window.location.assign(download_url),
        onError: (error) => void describeError(t, error).then((text) => notify.error(t('panel.error'), text)),
      },
    )
  return (
    <Button variant="secondary" size={size} loading={link.isPending} onClick={download}>
      {t('actions.download')}
    </Button>
  )
}
