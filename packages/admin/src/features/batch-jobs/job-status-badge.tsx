import type { BatchJobStatus } from '@mercato/client'
import { useTranslation } from 'react-i18next'

const TONES: Record<BatchJobStatus, string> = {
  created: 'bg-gray-100 text-gray-700',
  pre_processed: 'bg-sky-100 text-sky-800',
  confirmed: 'bg-sky-100 text-sky-800',
  processing: 'bg-amber-100 text-amber-800',
  completed: 'bg-emerald-100 text-emerald-800',
  canceled: 'bg-gray-100 text-gray-700',
  failed: 'bg-rose-100 text-rose-800',
}

/** A batch job's status as a translated pill. */
export function JobStatusBadge({ status }: { status: BatchJobStatus }) {
  const { t } = useTranslation('batch-jobs')
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[status]}`}
    >
      <span className="size-1.5 rounded-full bg-current opacity-70" aria-hidden />
      {t(`status.${status}`)}
    </span>
  )
}
