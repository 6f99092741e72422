import type { BatchJob } from '@mercato/client'
import { useAdminCancelBatchJob } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { confirm } from '../../components/ui/confirm-dialog'
import { notify } from '../../components/ui/notify'
import { formatDate } from '../../lib/format'
import { DownloadExportButton } from './download-export-button'
import { JobProgress } from './job-progress'
import { JobStatusBadge } from './job-status-badge'
import { canCancel, exportFileKey } from './job-state'
import { describeError } from '../../lib/server-messages'

/** One job of the activity panel: type, status, start time, progress, and what can be done with it. */
export function BatchJobRow({ job }: { job: BatchJob }) {
  const { t, i18n } = useTranslation('batch-jobs')
  const cancel = useAdminCancelBatchJob(job.id)
  const typeLabel = t(`type.${job.type}`, { defaultValue: job.type })
  const fileKey = exportFileKey(job)
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
      {job.status !== 'canceled' && job.status !== 'failed' && <JobProgress job={job} label={typeLabel} />}
      {(fileKey || canCancel(job.status)) && (
        <div className="flex gap-2">
          {fileKey && <DownloadExportButton fileKey={fileKey} size="small" />}
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
