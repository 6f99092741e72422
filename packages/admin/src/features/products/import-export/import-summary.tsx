import type { BatchJob } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { ImportCountCards } from '../../batch-jobs/import-summary'
import { importOperations } from '../../batch-jobs/job-state'
import { ImportChanges } from './import-changes'

/**
 * The dry run's plan: products and variants to create, to update (values change) and left unchanged,
 * then what each update changes.
 */
export function ImportCounts({ job }: { job: Pick<BatchJob, 'result' | 'status'> }) {
  const { t } = useTranslation('batch-jobs')
  const ops = importOperations(job)
  if (!ops) return null
  return (
    <div className="flex flex-col gap-5">
      <ImportCountCards
        columns={3}
        items={[
          [t('import.productsCreate'), ops.products_create],
          [t('import.productsUpdate'), ops.products_update],
          [t('import.productsUnchanged'), ops.products_unchanged],
          [t('import.variantsCreate'), ops.variants_create],
          [t('import.variantsUpdate'), ops.variants_update],
          [t('import.variantsUnchanged'), ops.variants_unchanged],
        ]}
      />
      <ImportChanges job={job} />
    </div>
  )
}
