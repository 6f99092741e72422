import type { TableState } from '../../../components/ui/data-table-state'
import { PRODUCT_STATUSES } from '../urls'

/** The list filters a product export understands (its `filterable_fields`), in the list's URL names. */
export const EXPORTABLE_FILTERS = ['status', 'collection_id', 'type_id', 'sales_channel_id'] as const
export type ExportableFilter = (typeof EXPORTABLE_FILTERS)[number]

/** Orders the export accepts; any other list sort falls back to the server's (oldest first). */
const EXPORT_ORDERS = new Set(['created_at', 'updated_at', 'title', 'handle', 'id'])

export interface ProductExportContext {
  filterable_fields?: Partial<Record<ExportableFilter, string[]>>
  order?: string
}

/** The `product-export` job context for the list's current filters and sort (paging is not carried). */
export function productExportContext(state: Pick<TableState, 'filters' | 'order'>): ProductExportContext {
  const fields: Partial<Record<ExportableFilter, string[]>> = {}
  for (const key of EXPORTABLE_FILTERS) {
    let values = state.filters[key] ?? []
    if (key === 'status') values = values.filter((s) => (PRODUCT_STATUSES as readonly string[]).includes(s))
    if (values.length) fields[key] = values
  }
  const context: ProductExportContext = {}
  if (Object.keys(fields).length) context.filterable_fields = fields
  if (state.order && EXPORT_ORDERS.has(state.order.replace(/^-/, ''))) context.order = state.order
  return context
}

/** True when the list narrows by something the export cannot: search, tags or categories. */
export function hasUnexportableFilters(state: Pick<TableState, 'filters' | 'q'>): boolean {
  return !!state.q || !!state.filters.tags?.length || !!state.filters.category_id?.length
}
