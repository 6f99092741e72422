import { adminInventoryItemsKeys } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { BatchImportDialog } from '../batch-jobs/batch-import-dialog'
import { LevelImportCounts } from './import-levels-summary'

/**
 * Import stock per item and location from a CSV (an edited inventory export); once written, the
 * inventory pages show the new stock.
 */
export function ImportLevelsDialog({
  open,
  onClose,
  jobId,
}: {
  open: boolean
  onClose: () => void
  jobId?: string | null
}) {
  // Both namespaces at once: the dialog's own strings are in batch-jobs.
  const { t } = useTranslation(['inventory', 'batch-jobs'])
  return (
    <BatchImportDialog
      open={open}
      onClose={onClose}
      type="inventory-import"
      jobId={jobId ?? null}
      invalidates={adminInventoryItemsKeys.all}
      title={t('import.title')}
      description={t('import.description')}
      intro={<p className="rounded-lg bg-gray-50 p-4 text-sm text-gray-600">{t('import.hint')}</p>}
      summary={(job) => <LevelImportCounts job={job} />}
      completedTitle={t('import.completed')}
    />
  )
}
