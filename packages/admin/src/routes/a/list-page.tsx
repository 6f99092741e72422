import { useTranslation } from 'react-i18next'
import { DataTable, type DataTableColumn } from '../../components/ui/data-table'
import { useTableState } from '../../components/ui/data-table-state'
import { StatusBadge } from '../../components/ui/status-badge'
import { WidgetZone } from '../../extensions/context'
import { formatDate, formatMoney, formatNumber } from '../../lib/format'
import type { Area, Column, Row } from './areas'

function Cell({ row, column, locale }: { row: Row; column: Column; locale: string }) {
  const { t } = useTranslation()
  const value = row[column.field]
  if (value === null || value === undefined || value === '') return <span className="text-gray-400">—</span>
  switch (column.format) {
    case 'date':
      return <>{formatDate(value as string, locale)}</>
    case 'number':
      return <>{typeof value === 'number' ? formatNumber(value, locale) : String(value)}</>
    case 'boolean':
      return <>{value ? t('common.yes') : t('common.no')}</>
    case 'status':
      return <StatusBadge kind={column.statusKind ?? 'generic'} status={String(value)} />
    case 'money': {
      const currency = String(row[column.currencyField ?? 'currency_code'] ?? '')
      return (
        <>{typeof value === 'number' && currency ? formatMoney(value, currency, locale) : String(value)}</>
      )
    }
    default:
      return <>{String(value)}</>
  }
}

/** A paginated, searchable list of one admin resource on the shared data table; its rows open nothing yet. */
export default function ListPage({ area }: { area: Area & { list: NonNullable<Area['list']> } }) {
  const { t, i18n } = useTranslation()
  const state = useTableState()
  const locale = i18n.resolvedLanguage ?? 'en'
  const { rows, count, isLoading, isPlaceholderData, error, refetch } = area.list.useList({
    limit: state.limit,
    offset: state.offset,
    ...(state.q ? { q: state.q } : {}),
    ...(state.order ? { order: state.order } : {}),
  })
  const title = t(area.labelKey)
  const columns: DataTableColumn<Row>[] = area.list.columns.map((column) => ({
    id: column.field,
    header: t(column.labelKey),
    sortKey: column.sortable ? column.field : undefined,
    cell: (row) => <Cell row={row} column={column} locale={locale} />,
  }))

  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <WidgetZone name={`${area.zone}.list.before`} />
      <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
      <DataTable
        label={title}
        columns={columns}
        rows={rows}
        count={count}
        isLoading={isLoading}
        isStale={isPlaceholderData}
        error={error}
        onRetry={refetch}
        state={state}
        empty={{ title: t('list.empty'), description: t('table.emptyLater') }}
      />
      <WidgetZone name={`${area.zone}.list.after`} />
    </section>
  )
}
