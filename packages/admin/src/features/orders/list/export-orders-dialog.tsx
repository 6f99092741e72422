import { joinList } from '@mercato/domain'
import { useAdminRegions, useAdminSalesChannels } from '@mercato/react'
import { useTranslation } from 'react-i18next'
import type { TableState } from '../../../components/ui/data-table-state'
import { ExportJobDialog, ExportScopeBox } from '../../products/import-export/export-job-dialog'
import { orderExportContext } from './export-context'

type ListState = Pick<TableState, 'q' | 'order' | 'filters'>

// The same first 100 the filter bar lists, so the names come from its cache.
const PICKER_QUERY = { limit: 100 }

/** A day of the date filter ("2026-03-01") as the reader's language writes it. */
function dayLabel(day: string, locale: string): string {
  const [y, m, d] = day.split('-').map(Number)
  if (!y || !m || !d) return day
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(y, m - 1, d))
}

/** The list's filters the export applies, one line each ("Status: Pending, Completed"). */
function useScopeLines(state: ListState): string[] {
  const { t, i18n } = useTranslation('orders')
  const locale = i18n.resolvedLanguage ?? 'en'
  const { regions } = useAdminRegions(PICKER_QUERY)
  const { sales_channels } = useAdminSalesChannels(PICKER_QUERY)
  const fields = (orderExportContext(state).filterable_fields ?? {}) as Record<string, unknown>
  const list = (values: string[]) => joinList(values, locale, 'plain')
  const line = (label: string, values: string[]) => t('export.filterLine', { label, values: list(values) })
  const ids = (key: string) => (fields[key] as string[] | undefined) ?? []
  const statuses = (key: string, kind: string) => ids(key).map((s) => t(`status.${kind}.${s}`))
  const named = (key: string, rows: { id: string; name: string }[] | undefined) =>
    ids(key).map((id) => rows?.find((r) => r.id === id)?.name ?? id)
  const from = state.filters.created_from?.[0]
  const to = state.filters.created_to?.[0]
  const created = fields.created_at as { gte?: string; lt?: string } | undefined
  return [
    typeof fields.q === 'string' && t('export.filterSearch', { q: fields.q }),
    ids('status').length && line(t('filters.status'), statuses('status', 'order')),
    ids('payment_status').length && line(t('filters.payment'), statuses('payment_status', 'payment')),
    ids('fulfillment_status').length &&
      line(t('filters.fulfillment'), statuses('fulfillment_status', 'fulfillment')),
    ids('region_id').length && line(t('filters.region'), named('region_id', regions)),
    ids('sales_channel_id').length &&
      line(t('filters.salesChannel'), named('sales_channel_id', sales_channels)),
    created?.gte && from && line(t('filters.from'), [dayLabel(from, locale)]),
    created?.lt && to && line(t('filters.to'), [dayLabel(to, locale)]),
  ].filter((l): l is string => typeof l === 'string' && l !== '')
}

/**
 * Says what an order export will contain (all orders, or those matching the list's filters) and how
 * many, and starts it; with no orders to export it says so and offers no export.
 */
export function ExportOrdersDialog({
  open,
  onClose,
  state,
  count,
}: {
  open: boolean
  onClose: () => void
  state: ListState
  /** Orders matching the list's filters; undefined while the list loads. */
  count: number | undefined
}) {
  const { t, i18n } = useTranslation('orders')
  const lines = useScopeLines(state)
  const number = (n: number) => new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en').format(n)
  const scope = (
    <ExportScopeBox>
      {lines.length === 0 ? (
        <p className="text-sm text-gray-700">{t('export.allOrders')}</p>
      ) : (
        <>
          <p className="text-sm text-gray-700">{t('export.filtered')}</p>
          <ul className="list-disc ps-5 text-sm text-gray-700">
            {lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </>
      )}
      {count === 0 ? (
        <p role="status" className="text-sm font-medium text-amber-700">
          {t('export.nothing')}
        </p>
      ) : (
        count !== undefined && (
          <p className="text-sm font-medium text-gray-900">{t('export.count', { total: number(count) })}</p>
        )
      )}
    </ExportScopeBox>
  )
  return (
    <ExportJobDialog
      open={open}
      onClose={onClose}
      type="order-export"
      context={orderExportContext(state)}
      title={t('export.title')}
      scope={scope}
      canExport={!!count}
      running={(done, total) => t('export.running', { done: number(done), total: number(total) })}
      ready={(n) => t('export.ready', { total: number(n) })}
    />
  )
}
