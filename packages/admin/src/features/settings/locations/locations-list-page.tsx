import type { StockLocation } from '@mercato/client'
import { useAdminStockLocations } from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table'
import { useTableState } from '../../../components/ui/data-table-state'
import { useNarrowScreen } from '../../../components/ui/narrow-screen'
import { formatNumber } from '../../../lib/format'
import { useNewParam } from '../../collections/urls'
import { locationPath } from '../../inventory/urls'
import { SettingsHeader } from '../page-header'
import { addressLine } from './address'
import { CreateLocationModal } from './location-form-modal'

/** /a/settings/locations: the warehouses and shops stock is kept at; ?new=1 creates one. */
export default function LocationsListPage() {
  const { t, i18n } = useTranslation('inventory')
  const locale = i18n.resolvedLanguage ?? 'en'
  const state = useTableState()
  const create = useNewParam()
  const { stock_locations, count, isLoading, isPlaceholderData, error, refetch } = useAdminStockLocations(
    {
      limit: state.limit,
      offset: state.offset,
      expand: 'address,sales_channels',
      ...(state.order ? { order: state.order } : {}),
    },
    { placeholderData: keepPreviousData },
  )
  const none = <span className="text-gray-400">—</span>
  // On a phone the list keeps the name and channels; the address goes under the name.
  const narrow = useNarrowScreen()
  const columns: DataTableColumn<StockLocation>[] = [
    {
      id: 'name',
      header: t('locations.fields.name'),
      sortKey: 'name',
      cell: (l) => {
        const name = <span className="font-medium text-gray-900">{l.name}</span>
        const address = addressLine(l.address, locale)
        if (!narrow || !address) return name
        return (
          <div>
            {name}
            <p className="text-xs text-gray-500">{address}</p>
          </div>
        )
      },
    },
    {
      id: 'address',
      header: t('locations.address'),
      wideOnly: true,
      cell: (l) => addressLine(l.address, locale) || none,
    },
    {
      id: 'channels',
      header: t('locations.salesChannels'),
      className: 'text-end',
      cell: (l) => formatNumber(l.sales_channels?.length ?? 0, locale),
    },
  ]
  const title = t('locations.title')
  const newButton = <Button onClick={create.open}>{t('locations.new')}</Button>
  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <SettingsHeader title={title} actions={newButton} />
      <DataTable
        label={title}
        columns={columns}
        rows={stock_locations}
        count={count ?? 0}
        isLoading={isLoading}
        isStale={isPlaceholderData}
        error={error}
        onRetry={() => void refetch()}
        state={state}
        searchable={false}
        rowHref={(l) => locationPath(l.id)}
        empty={{
          title: t('locations.emptyTitle'),
          description: t('locations.emptyDescription'),
          action: newButton,
        }}
      />
      {create.isOpen && <CreateLocationModal onClose={create.close} />}
    </section>
  )
}
