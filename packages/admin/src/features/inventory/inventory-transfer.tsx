import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { ExportButton } from '../batch-jobs/export-button'
import { useReopenedImport } from '../batch-jobs/reopened-import'

// Loaded when opened: most visits to the list never import.
const ImportLevelsDialog = lazy(() =>
  import('./import-levels-dialog').then((module) => ({ default: module.ImportLevelsDialog })),
)

/**
 * Export and Import of stock per location. The export takes the list's location filter (the one
 * filter that narrows levels); the file it writes is what the import reads back.
 */
export function InventoryTransfer({ locationIds }: { locationIds: string[] }) {
  const { t } = useTranslation('inventory')
  const { jobId: reopened, clear } = useReopenedImport()
  const [importing, setImporting] = useState(false)
  const close = () => {
    setImporting(false)
    clear()
  }
  return (
    <>
      <ExportButton
        type="inventory-export"
        context={locationIds.length ? { filterable_fields: { location_id: locationIds } } : {}}
        ns="inventory"
      />
      <Button variant="secondary" onClick={() => setImporting(true)}>
        {t('import.button')}
      </Button>
      <Suspense fallback={null}>
        {(importing || reopened) && (
          <ImportLevelsDialog key={reopened ?? 'new'} open onClose={close} jobId={reopened} />
        )}
      </Suspense>
    </>
  )
}
