import { useAdminRegions, useAdminSalesChannels } from '@mercato/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { type FilterOption, MultiFilter } from '../../../components/ui/data-table-filters'
import type { TableState } from '../../../components/ui/data-table-state'
import {
  FULFILLMENT_STATUSES,
  ORDER_AWAITING,
  ORDER_STATUSES,
  type OrderFilterKey,
  PAYMENT_STATUSES,
} from '../urls'

// Pickers list the first 100 regions and channels; a store rarely has more.
const PICKER_QUERY = { limit: 100 }

function DayFilter({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (day: string) => void
}) {
  const id = useId()
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-gray-600">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-8 rounded-lg border border-gray-300 bg-white px-2 text-xs"
      />
    </span>
  )
}

/**
 * The orders list's filter bar: order, payment and fulfillment status, after-sale work waiting on staff,
 * region, sales channel and dates.
 */
export function OrderFilters({ state }: { state: TableState }) {
  const { t } = useTranslation('orders')
  const { regions } = useAdminRegions(PICKER_QUERY)
  const { sales_channels } = useAdminSalesChannels(PICKER_QUERY)
  const statusOptions = (kind: string, values: readonly string[]): FilterOption[] =>
    values.map((value) => ({ value, label: t(`status.${kind}.${value}`) }))

  const filters: { key: OrderFilterKey; label: string; options: FilterOption[] }[] = [
    { key: 'status', label: t('filters.status'), options: statusOptions('order', ORDER_STATUSES) },
    {
      key: 'payment_status',
      label: t('filters.payment'),
      options: statusOptions('payment', PAYMENT_STATUSES),
    },
    {
      key: 'fulfillment_status',
      label: t('filters.fulfillment'),
      options: statusOptions('fulfillment', FULFILLMENT_STATUSES),
    },
    {
      key: 'awaiting',
      label: t('filters.awaiting'),
      options: ORDER_AWAITING.map((value) => ({ value, label: t(`filters.awaitingValues.${value}`) })),
    },
    {
      key: 'region_id',
      label: t('filters.region'),
      options: (regions ?? []).map((r) => ({ value: r.id, label: r.name })),
    },
    {
      key: 'sales_channel_id',
      label: t('filters.salesChannel'),
      options: (sales_channels ?? []).map((c) => ({ value: c.id, label: c.name })),
    },
  ]
  const day = (key: OrderFilterKey) => state.filters[key]?.[0] ?? ''
  const setDay = (key: OrderFilterKey) => (value: string) => state.setFilter(key, value ? [value] : [])
  return (
    <>
      {filters.map(({ key, label, options }) => (
        <MultiFilter
          key={key}
          label={label}
          options={options}
          value={state.filters[key] ?? []}
          onChange={(values) => state.setFilter(key, values)}
        />
      ))}
      <DayFilter label={t('filters.from')} value={day('created_from')} onChange={setDay('created_from')} />
      <DayFilter label={t('filters.to')} value={day('created_to')} onChange={setDay('created_to')} />
    </>
  )
}
