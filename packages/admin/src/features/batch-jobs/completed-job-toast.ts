import type { BatchJob, Mercato } from '@mercato/client'
import { notify } from '../../components/ui/notify'
import { exportFileKey } from './job-state'

/** Long enough to reach the link; hovering the toast holds it too, and the Activity panel keeps the file. */
export const EXPORT_TOAST_MS = 15_000

export interface CompletedJobText {
  title: string
  download: string
}

/**
 * Announces a finished batch job. A finished export's toast offers its file through the same signed
 * link the Activity panel asks for (`/admin/uploads/download-url`), asked for as the toast opens: the
 * link lasts minutes, longer than the toast.
 */
export async function announceCompletedJob(
  client: Pick<Mercato, 'admin'>,
  job: Pick<BatchJob, 'type' | 'status' | 'result'>,
  text: CompletedJobText,
) {
  const fileKey = exportFileKey(job)
  if (!fileKey) return notify.success(text.title)
  try {
    const { download_url } = await client.admin.uploads.getPresignedDownloadUrl({ file_key: fileKey })
    return notify.success(text.title, undefined, {
      duration: EXPORT_TOAST_MS,
      action: { label: text.download, href: download_url },
    })
  } catch {
    // Without a link the toast still says the job finished; the Activity panel offers the file.
    return notify.success(text.title)
  }
}
