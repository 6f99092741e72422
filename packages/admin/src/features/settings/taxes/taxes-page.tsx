import type { TaxRate } from '@mercato/client'
import { useAdminRegions, useAdminTaxRates } from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table'
import { useTableState } from '../../../components/ui/data-table-state'
import { useNarrowScreen } from '../../../components/ui/narrow-screen'
import { EmptyState } from '../../../components/ui/empty-state'
import { Section } from '../../../components/ui/section'
import { useNewParam } from '../../collections/urls'
import { SettingsHeader } from '../page-header'
import { REGIONS_PATH, regionPath } from '../urls'
import { formatRate } from './rate'
import { TaxRateFormModal } from './tax-rate-form-modal'
import { taxRatePath } from './urls'

/** Each region's default rate and code; they are edited on the region itself. */
function RegionDefaults() {
  const { t, i18n } = useTranslation('setup')
  const { regions, isLoading } = useAdminRegions({ limit: 200 })
  if (isLoading) return null
  if (!regions?.length)
    return (
      <EmptyState
        title={t('taxes.noRegionsTitle')}
        description={t('taxes.noRegionsDescription')}
        action={<Link to={REGIONS_PATH}>{t('taxes.goToRegions')}</Link>}
      />
    )
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b border-gray-200 text-xs text-gray-500 uppercase">
          <th scope="col" className="py-2 text-start font-medium">
            {t('fields.region')}
          </th>
          <th scope="col" className="py-2 text-start font-medium">
            {t('fields.defaultRate')}
          </th>
          <th scope="col" className="py-2 text-start font-medium">
            {t('fields.code')}
          </th>
        </tr>
      </thead>
      <tbody>
        {regions.map((r) => (
          <tr key={r.id} className="border-b border-gray-100 last:border-0">
            <td className="py-2">
              <Link to={regionPath(r.id)} className="font-medium text-violet-700 hover:underline">
                {r.name}
              </Link>
            </td>
            <td className="py-2">{formatRate(r.tax_rate, i18n.language)}</td>
            <td className="py-2">{r.tax_code || '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** /a/settings/taxes: default rates per region and the overrides for products, types and shipping. */
export default function TaxesPage() {
  const { t, i18n } = useTranslation('setup')
  const state = useTableState()
  const create = useNewParam()
  const { regions } = useAdminRegions({ limit: 200 })
  const regionName = (id: string) => regions?.find((r) => r.id === id)?.name ?? '—'
  const { tax_rates, count, isLoading, isPlaceholderData, error, refetch } = useAdminTaxRates(
    { limit: state.limit, offset: state.offset, ...(state.order ? { order: state.order } : {}) },
    { placeholderData: keepPreviousData },
  )
  // On a phone the overrides keep the name and rate; the code and region go under the name.
  const narrow = useNarrowScreen()
  const columns: DataTableColumn<TaxRate>[] = [
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
            <p className="text-xs text-gray-500">
              {r.code && <bdi>{r.code}</bdi>}
              {r.code && ' · '}
              <bdi>{regionName(r.region_id)}</bdi>
            </p>
          </div>
        )
      },
    },
    { id: 'code', header: t('fields.code'), sortKey: 'code', wideOnly: true, cell: (r) => r.code || '—' },
    { id: 'rate', header: t('fields.rate'), sortKey: 'rate', cell: (r) => formatRate(r.rate, i18n.language) },
    { id: 'region', header: t('fields.region'), wideOnly: true, cell: (r) => regionName(r.region_id) },
  ]
  const title = t('taxes.title')
  const overridesTitle = t('taxes.overridesTitle')
  const newButton = <Button onClick={create.open}>{t('taxes.new')}</Button>
  return (
    <section className="flex flex-col gap-6" aria-label={title}>
      <SettingsHeader title={title} />
      <Section title={t('taxes.defaultsTitle')}>
        <p className="mb-3 text-sm text-gray-500">{t('taxes.defaultsHint')}</p>
        <RegionDefaults />
      </Section>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-gray-900">{overridesTitle}</h2>
          {newButton}
        </div>
        <DataTable
          label={overridesTitle}
          columns={columns}
          rows={tax_rates}
          count={count ?? 0}
          isLoading={isLoading}
          isStale={isPlaceholderData}
          error={error}
          onRetry={() => void refetch()}
          state={state}
          searchable={false}
          rowHref={(r) => taxRatePath(r.id)}
          empty={{
            title: t('taxes.emptyTitle'),
            description: t('taxes.emptyDescription'),
            action: newButton,
          }}
        />
      </div>
      {create.isOpen && <TaxRateFormModal onClose={create.close} />}
    </section>
  )
}
