import type { Discount } from '@mercato/client'
import type { TFunction } from 'i18next'
import type { DataTableColumn } from '../../components/ui/data-table'
import { formatDate, formatNumber } from '../../lib/format'
import { DiscountStatusBadge } from './discount-badges'
import { discountValueText } from './discount-value'

const muted = <span className="text-gray-400">—</span>

export function discountColumns(t: TFunction, locale: string): DataTableColumn<Discount>[] {
  return [
    {
      id: 'code',
      header: t('fields.code'),
      sortKey: 'code',
      cell: (d) => (
        <span className="font-medium text-gray-900" dir="ltr">
          {d.code}
        </span>
      ),
    },
    { id: 'type', header: t('fields.type'), cell: (d) => (d.rule ? t(`type.${d.rule.type}`) : muted) },
    { id: 'value', header: t('fields.value'), cell: (d) => discountValueText(d, t, locale) },
    { id: 'status', header: t('fields.status'), cell: (d) => <DiscountStatusBadge discount={d} /> },
    {
      id: 'usage',
      header: t('fields.usage'),
      sortKey: 'usage_count',
      className: 'text-end',
      cell: (d) =>
        d.usage_limit == null
          ? formatNumber(d.usage_count, locale)
          : `${formatNumber(d.usage_count, locale)} / ${formatNumber(d.usage_limit, locale)}`,
    },
    {
      id: 'starts_at',
      header: t('fields.startsAt'),
      sortKey: 'starts_at',
      cell: (d) => formatDate(d.starts_at, locale),
    },
    {
      id: 'ends_at',
      header: t('fields.endsAt'),
      sortKey: 'ends_at',
      cell: (d) => (d.ends_at ? formatDate(d.ends_at, locale) : muted),
    },
  ]
}
