import { BATCH_JOB_AREAS } from '@mercato/domain'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import type { TableState } from '../../../components/ui/data-table-state'
import { useHasAction, useStaffAreas } from '../../../lib/staff-areas'

const ExportOrdersDialog = lazy(() =>
  import('./export-orders-dialog').then((module) => ({ default: module.ExportOrdersDialog })),
)

/**
 * Opens the dialog that says what an `order-export` of the list's current filters will contain and
 * starts it. `count` is the number of orders the list matches (undefined while it loads).
 */
export function ExportOrdersButton({
  state,
  count,
}: {
  state: Pick<TableState, 'q' | 'order' | 'filters'>
  count: number | undefined
}) {
  const { t } = useTranslation('orders')
  const [open, setOpen] = useState(false)
  const areas = useStaffAreas()
  const mayExport = useHasAction('exports')
  const area = BATCH_JOB_AREAS['order-export']
  // The server refuses an export of an area the user was not given, and any export to staff whose
  // exports are withheld.
  if ((area && !areas.has(area)) || !mayExport) return null
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('export.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ExportOrdersDialog open onClose={() => setOpen(false)} state={state} count={count} />
        </Suspense>
      )}
    </>
  )
}
