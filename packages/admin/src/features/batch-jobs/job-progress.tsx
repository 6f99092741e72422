import type { BatchJob } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { jobProgress } from './job-state'

/** A bar with "done of total" under it; the bar is a native progressbar for screen readers. */
export function JobProgress({ job, label }: { job: Pick<BatchJob, 'result' | 'status'>; label: string }) {
  const { t } = useTranslation('batch-jobs')
  const { done, total, percent } = jobProgress(job)
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 w-full overflow-hidden rounded-full bg-gray-100"
      >
        <div
          className="h-full rounded-full bg-violet-500 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      {total !== null && (
        <span className="text-xs text-gray-500 tabular-nums">{t('panel.counts', { done, total })}</span>
      )}
    </div>
  )
}
