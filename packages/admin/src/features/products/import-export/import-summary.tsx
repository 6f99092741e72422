import type { BatchJob } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { ImportCountCards } from '../../batch-jobs/import-summary'
import { importOperations } from '../../batch-jobs/job-state'

/** The dry run's plan: products and variants to create and to update. */
export function ImportCounts({ job }: { job: Pick<BatchJob, 'result'> }) {
  const { t } = useTranslation('batch-jobs')
  const ops = importOperations(job)
  if (!ops) return null
  return (
    <ImportCountCards
      columns={2}
      items={[
        [t('import.productsCreate'), ops.products_create],
        [t('import.productsUpdate'), ops.products_update],
        [t('import.variantsCreate'), ops.variants_create],
        [t('import.variantsUpdate'), ops.variants_update],
      ]}
    />
  )
}
