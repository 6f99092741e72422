import type { BatchJob } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { ImportCountCards } from '../../batch-jobs/import-summary'
import { importOperations } from '../../batch-jobs/job-state'
import { ImportChanges } from './import-changes'

/** The dry run's plan: products and variants to create and to update, then what each of them changes. */
export function ImportCounts({ job }: { job: Pick<BatchJob, 'result' | 'status'> }) {
  const { t } = useTranslation('batch-jobs')
  const ops = importOperations(job)
  if (!ops) return null
  return (
    <div className="flex flex-col gap-5">
      <ImportCountCards
        columns={2}
        items={[
          [t('import.productsCreate'), ops.products_create],
          [t('import.productsUpdate'), ops.products_update],
          [t('import.variantsCreate'), ops.variants_create],
          [t('import.variantsUpdate'), ops.variants_update],
        ]}
      />
      <ImportChanges job={job} />
    </div>
  )
}
