import type { PriceList } from '@mercato/client'
import { PRICE_LIST_STANDINGS, PRICE_LIST_TYPES, joinList } from '@mercato/domain'
import { useAdminPriceLists } from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { DataTable, type DataTableColumn } from '../../components/ui/data-table'
import { MultiFilter } from '../../components/ui/data-table-filters'
import { useTableState } from '../../components/ui/data-table-state'
import { useNarrowScreen } from '../../components/ui/narrow-screen'
import { WidgetZone } from '../../extensions/context'
import { formatNumber } from '../../lib/format'
import { useNewParam } from '../collections/urls'
import { CreatePriceListModal } from './price-list-form-modal'
import { PriceListStatusBadge } from './price-list-status-badge'
import { PRICE_LIST_FILTER_KEYS, priceListPath, priceListsQuery } from './urls'

/** A list's day (its dates are whole UTC days), without the time. */
export const formatDay = (value: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value))

const muted = <span className="text-gray-400">—</span>

/**
 * The list's columns. `narrow`: a phone's list, which keeps the name and status; the type, dates and
 * customer groups go under the name.
 */
function columns(t: TFunction, locale: string, narrow: boolean): DataTableColumn<PriceList>[] {
  const day = (value: string | null | undefined) => (value ? formatDay(value, locale) : null)
  const dates = (l: PriceList) =>
    l.starts_at || l.ends_at
      ? t('dateRange', { from: day(l.starts_at) ?? '…', to: day(l.ends_at) ?? '…' })
      : ''
  // A list without groups applies to every customer, as its page says.
  const groups = (l: PriceList) =>
    l.customer_groups?.length
      ? joinList(
          l.customer_groups.map((g) => g.name),
          locale,
          'plain',
        )
      : t('everyone')
  return [
    {
      id: 'name',
      header: t('fields.name'),
      sortKey: 'name',
      cell: (l) => {
        const name = <span className="font-medium text-gray-900">{l.name}</span>
        if (!narrow) return name
        return (
          <div className="text-xs text-gray-500">
            <span className="text-sm">{name}</span>
            <p>{[t(`type.${l.type}`), dates(l)].filter(Boolean).join(' · ')}</p>
            <p>{groups(l)}</p>
          </div>
        )
      },
    },
    {
      id: 'type',
      header: t('fields.type'),
      sortKey: 'type',
      wideOnly: true,
      cell: (l) => t(`type.${l.type}`),
    },
    {
      id: 'status',
      header: t('fields.status'),
      sortKey: 'status',
      cell: (l) => <PriceListStatusBadge list={l} />,
    },
    { id: 'dates', header: t('fields.dates'), wideOnly: true, cell: (l) => dates(l) || muted },
    { id: 'groups', header: t('fields.customerGroups'), wideOnly: true, cell: groups },
    {
      id: 'prices',
      header: t('fields.prices'),
      className: 'text-end',
      wideOnly: true,
      cell: (l) => formatNumber(l.prices?.length ?? 0, locale),
    },
  ]
}

/** /a/pricing: price lists with standing (`status`) and type filters in the URL; ?new=1 opens the create form. */
export default function PriceListsListPage() {
  const { t, i18n } = useTranslation('pricing')
  const locale = i18n.resolvedLanguage ?? 'en'
  const narrow = useNarrowScreen()
  const state = useTableState(PRICE_LIST_FILTER_KEYS)
  const create = useNewParam()
  const { price_lists, count, isLoading, isPlaceholderData, error, refetch } = useAdminPriceLists(
    priceListsQuery(state),
    { placeholderData: keepPreviousData },
  )
  const title = t('title')
  const newButton = <Button onClick={create.open}>{t('new')}</Button>
  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <WidgetZone name="price_list.list.before" />
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        {newButton}
      </div>
      <DataTable
        label={title}
        columns={columns(t, locale, narrow)}
        rows={price_lists}
        count={count ?? 0}
        isLoading={isLoading}
        isStale={isPlaceholderData}
        error={error}
        onRetry={() => void refetch()}
        state={state}
        rowHref={(l) => priceListPath(l.id)}
        filters={
          <>
            <MultiFilter
              label={t('fields.status')}
              // Standings, the badge's words: what the list is doing now, not only what is stored.
              options={PRICE_LIST_STANDINGS.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              value={state.filters.status ?? []}
              onChange={(values) => state.setFilter('status', values)}
            />
            <MultiFilter
              label={t('fields.type')}
              options={PRICE_LIST_TYPES.map((s) => ({ value: s, label: t(`type.${s}`) }))}
              value={state.filters.type ?? []}
              onChange={(values) => state.setFilter('type', values)}
            />
          </>
        }
        empty={{ title: t('emptyTitle'), description: t('emptyDescription'), action: newButton }}
      />
      <WidgetZone name="price_list.list.after" />
      {create.isOpen && <CreatePriceListModal onClose={create.close} />}
    </section>
  )
}
