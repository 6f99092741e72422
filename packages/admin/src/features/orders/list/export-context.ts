import type { TableState } from '../../../components/ui/data-table-state'
import { ordersQuery } from '../urls'

/** Sorts the order export accepts; others fall back to the export's default (newest first). */
const EXPORT_ORDERS = new Set(['created_at', '-created_at', 'display_id', '-display_id'])

/**
 * The `order-export` batch job's context for what the list shows: the same filters the list sends
 * (statuses, after-sale work, region, channel, whole-day date range, search), and its sort; never the page.
 */
export function orderExportContext(state: Pick<TableState, 'q' | 'order' | 'filters'>) {
  const query = ordersQuery({ ...state, limit: 0, offset: 0 })
  const fields: Record<string, unknown> = {}
  for (const key of [
    'q',
    'status',
    'payment_status',
    'fulfillment_status',
    'region_id',
    'sales_channel_id',
    'awaiting',
  ] as const)
    if (query[key] !== undefined) fields[key] = query[key]
  if (query.created_at) fields.created_at = query.created_at
  return {
    ...(Object.keys(fields).length ? { filterable_fields: fields } : {}),
    ...(EXPORT_ORDERS.has(state.order) ? { order: state.order } : {}),
  }
}
