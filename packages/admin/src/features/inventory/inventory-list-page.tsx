import type { AdminGetInventoryItemsParams } from '@mercato/client'
import { useAdminInventoryItems, useAdminStockLocations } from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClassName } from '../../components/ui/button'
import { DataTable } from '../../components/ui/data-table'
import { MultiFilter } from '../../components/ui/data-table-filters'
import { type TableState, useTableState } from '../../components/ui/data-table-state'
import { useNarrowScreen } from '../../components/ui/narrow-screen'
import { WidgetZone } from '../../extensions/context'
import { useHasArea } from '../../lib/staff-areas'
import { PRODUCTS_PATH } from '../products/urls'
import { inventoryColumns } from './inventory-columns'
import { InventoryTransfer } from './inventory-transfer'
import { inventoryItemPath, LOCATIONS_PATH, LOW_STOCK_THRESHOLD } from './urls'

const FILTER_KEYS = ['location_id', 'low_stock'] as const

/** The Admin API query for the list's state: search, location and low-stock filters, sort and page. */
export function inventoryQuery(state: TableState): AdminGetInventoryItemsParams {
  const query: AdminGetInventoryItemsParams = {
    limit: state.limit,
    offset: state.offset,
    expand: 'location_levels,variants',
  }
  if (state.q) query.q = state.q
  if (state.order) query.order = state.order
  if (state.filters.location_id?.length) query.location_id = state.filters.location_id
  if (state.filters.low_stock?.length) query.low_stock = LOW_STOCK_THRESHOLD
  return query
}

/** /a/inventory: items with their quantities; search, location and low-stock filters in the URL. */
export default function InventoryListPage() {
  const { t, i18n } = useTranslation('inventory')
  const mayAddProducts = useHasArea('products')
  const locale = i18n.resolvedLanguage ?? 'en'
  const narrow = useNarrowScreen()
  const state = useTableState(FILTER_KEYS)
  const { stock_locations } = useAdminStockLocations({ limit: 100 })
  const { inventory_items, count, isLoading, isPlaceholderData, error, refetch } = useAdminInventoryItems(
    inventoryQuery(state),
    { placeholderData: keepPreviousData },
  )
  const title = t('title')
  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <WidgetZone name="inventory_item.list.before" />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        <div className="flex items-center gap-3">
          <Link to={LOCATIONS_PATH} className="text-sm text-violet-700 hover:underline">
            {t('locations.title')}
          </Link>
          <InventoryTransfer locationIds={state.filters.location_id ?? []} />
        </div>
      </div>
      <DataTable
        label={title}
        columns={inventoryColumns(t, locale, narrow)}
        rows={inventory_items}
        count={count ?? 0}
        isLoading={isLoading}
        isStale={isPlaceholderData}
        error={error}
        onRetry={() => void refetch()}
        state={state}
        rowHref={(i) => inventoryItemPath(i.id)}
        filters={
          <>
            <MultiFilter
              label={t('fields.location')}
              options={(stock_locations ?? []).map((l) => ({ value: l.id, label: l.name }))}
              value={state.filters.location_id ?? []}
              onChange={(values) => state.setFilter('location_id', values)}
            />
            <MultiFilter
              label={t('lowStock')}
              options={[{ value: '1', label: t('lowStockOption', { count: LOW_STOCK_THRESHOLD }) }]}
              value={state.filters.low_stock ?? []}
              onChange={(values) => state.setFilter('low_stock', values.length ? ['1'] : [])}
            />
          </>
        }
        empty={{
          title: t('emptyTitle'),
          description: t('emptyDescription'),
          // Stock starts with a product; staff who cannot add one are only told how it works.
          action: mayAddProducts ? (
            <Link to={`${PRODUCTS_PATH}?new=1`} className={buttonClassName()}>
              {t('products.new', { ns: 'translation' })}
            </Link>
          ) : undefined,
        }}
      />
      <WidgetZone name="inventory_item.list.after" />
    </section>
  )
}
