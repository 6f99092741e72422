import { adminProductKeys } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { BatchImportDialog } from '../../batch-jobs/batch-import-dialog'
import { importOperations } from '../../batch-jobs/job-state'
import { DownloadTemplateButton } from './download-template-button'
import { ImportCounts } from './import-summary'

// Once written, the products list shows the new rows.
const PRODUCT_LISTS = adminProductKeys.lists()

/** Import products from a CSV, starting from the downloadable template. */
export function ImportDialog({
  open,
  onClose,
  jobId,
}: {
  open: boolean
  onClose: () => void
  jobId?: string | null
}) {
  const { t } = useTranslation('batch-jobs')
  return (
    <BatchImportDialog
      open={open}
      onClose={onClose}
      type="product-import"
      jobId={jobId ?? null}
      invalidates={PRODUCT_LISTS}
      title={t('import.title')}
      description={t('import.description')}
      intro={
        <section className="flex flex-col items-start gap-2 rounded-lg bg-gray-50 p-4">
          <h3 className="text-sm font-semibold text-gray-900">{t('import.templateTitle')}</h3>
          <p className="text-sm text-gray-600">{t('import.templateHint')}</p>
          <DownloadTemplateButton />
        </section>
      }
      summary={(job) => <ImportCounts job={job} />}
      completedTitle={t('import.completedTitle')}
      completedNote={(job) =>
        t('import.completed', {
          created: importOperations(job)?.products_create ?? 0,
          updated: importOperations(job)?.products_update ?? 0,
          unchanged: importOperations(job)?.products_unchanged ?? 0,
        })
      }
    />
  )
}
