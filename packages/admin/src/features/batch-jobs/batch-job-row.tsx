import type { BatchJob } from '@mercato/client'
import { useAdminCancelBatchJob } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button'
import { confirm } from '../../components/ui/confirm-dialog'
import { notify } from '../../components/ui/notify'
import { formatDate } from '../../lib/format'
import { DownloadExportButton } from './download-export-button'
import { JobProgress } from './job-progress'
import { JobStatusBadge } from './job-status-badge'
import { canCancel, exportFileKey, jobErrors } from './job-state'
import { describeError } from '../../lib/server-messages'

/** Where a dry run waiting for its confirmation is opened again: the page its import dialog is on. */
const REVIEW_PATHS: Record<string, string> = {
  'product-import': '/a/products',
  'inventory-import': '/a/inventory',
}
export const reviewPath = (job: Pick<BatchJob, 'id' | 'type' | 'status' | 'dry_run'>) => {
  const path = REVIEW_PATHS[job.type]
  return path && job.dry_run && job.status === 'pre_processed' ? `${path}?import=${job.id}` : null
}

/** One job of the activity panel: type, status, start time, progress, and what can be done with it. */
export function BatchJobRow({ job }: { job: BatchJob }) {
  const { t, i18n } = useTranslation('batch-jobs')
  const cancel = useAdminCancelBatchJob(job.id)
  const typeLabel = t(`type.${job.type}`, { defaultValue: job.type })
  const fileKey = exportFileKey(job)
  const review = reviewPath(job)
  // Why a job failed, as the server stored it (its `result.errors`), the first few lines.
  const errors = job.status === 'failed' ? jobErrors(job).slice(0, 3) : []
  const askToCancel = async () => {
    const yes = await confirm({
      title: t('panel.confirmCancelTitle'),
      description: t('panel.confirmCancelDescription'),
      confirmLabel: t('panel.confirmCancel'),
      destructive: true,
    })
    if (!yes) return
    cancel.mutate(undefined, {
      onSuccess: () => notify.success(t('panel.jobCanceled')),
      onError: (error) => void describeError(t, error).then((text) => notify.error(t('panel.error'), text)),
    })
  }
  return (
    <li aria-label={typeLabel} className="flex flex-col gap-2 border-b border-gray-100 px-5 py-4">
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm font-medium text-gray-900">{typeLabel}</span>
        <JobStatusBadge status={job.status} />
      </div>
      <span className="text-xs text-gray-500">
        {t('panel.created', { time: formatDate(job.created_at, i18n.resolvedLanguage ?? 'en') })}
      </span>
      {errors.map((e) => (
        <p key={`${e.row ?? ''}:${e.message}`} className="text-sm text-rose-700">
          {t('panel.reason', {
            message: e.row ? t('import.rowError', { row: e.row, message: e.message }) : e.message,
          })}
        </p>
      ))}
      {review && <p className="text-xs text-gray-600">{t('panel.waitingHint')}</p>}
      {job.status !== 'canceled' && job.status !== 'failed' && <JobProgress job={job} label={typeLabel} />}
      {(fileKey || review || canCancel(job.status)) && (
        <div className="flex gap-2">
          {fileKey && <DownloadExportButton fileKey={fileKey} size="small" />}
          {review && (
            <Link
              to={review}
              className="inline-flex h-8 items-center rounded-lg bg-violet-600 px-3 text-sm font-medium text-white hover:bg-violet-700"
            >
              {t('panel.review')}
            </Link>
          )}
          {canCancel(job.status) && (
            <Button
              variant="danger"
              size="small"
              loading={cancel.isPending}
              onClick={() => void askToCancel()}
            >
              {t('actions.cancelJob')}
            </Button>
          )}
        </div>
      )}
    </li>
  )
}
