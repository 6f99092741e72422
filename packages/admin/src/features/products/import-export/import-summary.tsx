import type { BatchJob } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { importOperations, jobErrors } from '../../batch-jobs/job-state'

/** The dry run's plan: products and variants to create and to update. */
export function ImportCounts({ job }: { job: Pick<BatchJob, 'result'> }) {
  const { t } = useTranslation('batch-jobs')
  const ops = importOperations(job)
  if (!ops) return null
  const items: Array<[string, number]> = [
    [t('import.productsCreate'), ops.products_create],
    [t('import.productsUpdate'), ops.products_update],
    [t('import.variantsCreate'), ops.variants_create],
    [t('import.variantsUpdate'), ops.variants_update],
  ]
  return (
    <dl className="grid grid-cols-2 gap-3">
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
