import type { Region } from '@mercato/client'
import { useAdminRegions } from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table'
import { useTableState } from '../../../components/ui/data-table-state'
import { useNarrowScreen } from '../../../components/ui/narrow-screen'
import { useNewParam } from '../../collections/urls'
import { SettingsHeader } from '../page-header'
import { regionPath } from '../urls'
import { countryNames, formatPercent } from './countries'
import { CreateRegionModal } from './region-form-modal'

/** /a/settings/regions: every region with its currency, countries and tax rate; ?new=1 creates one. */
export default function RegionsListPage() {
  const { t, i18n } = useTranslation('settings')
  const state = useTableState()
  const create = useNewParam()
  const { regions, count, isLoading, isPlaceholderData, error, refetch } = useAdminRegions(
    {
      limit: state.limit,
      offset: state.offset,
      ...(state.q ? { q: state.q } : {}),
      ...(state.order ? { order: state.order } : {}),
    },
    { placeholderData: keepPreviousData },
  )
  const locale = i18n.resolvedLanguage ?? 'en'
  const countries = (r: Region) =>
    countryNames(
      r.countries.map((c) => c.iso_2),
      locale,
    )
  // On a phone the list keeps the name, currency and tax rate; the countries go under the name.
  const narrow = useNarrowScreen()
  const columns: DataTableColumn<Region>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      sortKey: 'name',
      cell: (r) => {
        const name = <span className="font-medium text-gray-900">{r.name}</span>
        if (!narrow) return name
        return (
          <div>
            {name}
            {/* Two lines at most: a region of many countries is told apart by its first few. */}
            <p className="line-clamp-2 text-xs text-gray-500">{countries(r)}</p>
          </div>
        )
      },
    },
    { id: 'currency', header: t('fields.currency'), cell: (r) => r.currency_code.toUpperCase() },
    { id: 'countries', header: t('regions.countries'), wideOnly: true, cell: countries },
    {
      id: 'tax',
      header: t('regions.taxRate'),
      className: 'text-end',
      cell: (r) => formatPercent(r.tax_rate, locale),
    },
  ]
  const title = t('regions.title')
  const newButton = <Button onClick={create.open}>{t('regions.new')}</Button>
  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <SettingsHeader title={title} actions={newButton} />
      <DataTable
        label={title}
        columns={columns}
        rows={regions}
        count={count ?? 0}
        isLoading={isLoading}
        isStale={isPlaceholderData}
        error={error}
        onRetry={() => void refetch()}
        state={state}
        rowHref={(r) => regionPath(r.id)}
        empty={{
          title: t('regions.emptyTitle'),
          description: t('regions.emptyDescription'),
          action: newButton,
        }}
      />
      {create.isOpen && <CreateRegionModal onClose={create.close} />}
    </section>
  )
}
