import type { BatchJob } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { jobErrors } from './job-state'

// Tailwind finds classes by their full names in the source, so the grid widths are spelt out.
const GRID_COLUMNS = { 2: 'grid-cols-2', 3: 'grid-cols-3' } as const

/** An import's planned (or done) operations as labelled count cards. */
export function ImportCountCards({
  items,
  columns,
}: {
  items: Array<[label: string, count: number]>
  columns: keyof typeof GRID_COLUMNS
}) {
  return (
    <dl className={`grid ${GRID_COLUMNS[columns]} gap-3`}>
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-gray-200 px-4 py-3">
          <dt className="text-xs text-gray-500">{label}</dt>
          <dd className="text-xl font-semibold text-gray-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The refused rows, by row number (row 1 is the header). */
export function ImportErrors({ job, title }: { job: Pick<BatchJob, 'result'>; title: string }) {
  const { t } = useTranslation('batch-jobs')
  const errors = jobErrors(job)
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-2 rounded-lg border border-rose-200 bg-rose-50 p-4"
    >
      <h3 className="text-sm font-semibold text-rose-800">{title}</h3>
      <p className="text-sm text-rose-700">{t('import.errorsHint')}</p>
      <ul className="flex list-disc flex-col gap-1 ps-5 text-sm text-rose-900">
        {errors.map((error) => (
          // The server's messages already start with "Row N:"; others get the row added.
          <li key={`${error.row ?? 0}:${error.message}`}>
            {error.row === undefined || /^Row \d+:/.test(error.message)
              ? error.message
              : t('import.rowError', { row: error.row, message: error.message })}
          </li>
        ))}
      </ul>
    </section>
  )
}
