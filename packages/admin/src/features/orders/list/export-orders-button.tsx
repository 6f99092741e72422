import type { TableState } from '../../../components/ui/data-table-state'
import { ExportButton } from '../../batch-jobs/export-button'
import { orderExportContext } from './export-context'

/** Starts an `order-export` of what the list shows; the Activity panel follows it and offers the CSV. */
export function ExportOrdersButton({ state }: { state: Pick<TableState, 'q' | 'order' | 'filters'> }) {
  return <ExportButton type="order-export" context={orderExportContext(state)} ns="orders" />
}
