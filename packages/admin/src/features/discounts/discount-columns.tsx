import type { Discount } from '@mercato/client'
import type { TFunction } from 'i18next'
import type { DataTableColumn } from '../../components/ui/data-table'
import { formatDate } from '../../lib/format'
import { DiscountStatusBadge } from './discount-badges'
import { discountUsageText } from './discount-value'
import { DiscountValue } from './template-regions'

const muted = <span className="text-gray-400">—</span>

/**
 * The discounts list's columns. `narrow`: a phone's list, which keeps the code and status; the value goes
 * under the code, and the usage and end date under the status, each named by its column's header.
 */
export function discountColumns(t: TFunction, locale: string, narrow = false): DataTableColumn<Discount>[] {
  return [
    {
      id: 'code',
      header: t('fields.code'),
      sortKey: 'code',
      cell: (d) => {
        const code = (
          <span className="font-medium text-gray-900" dir="ltr">
            {d.code}
          </span>
        )
        if (!narrow) return code
        return (
          // A long code breaks rather than pushing the status out of view.
          <div className="break-all">
            {code}
            <p className="text-xs text-gray-500">
              <DiscountValue discount={d} />
            </p>
          </div>
        )
      },
    },
    {
      id: 'type',
      header: t('fields.type'),
      wideOnly: true,
      cell: (d) => (d.rule ? t(`type.${d.rule.type}`) : muted),
    },
    {
      id: 'value',
      header: t('fields.value'),
      wideOnly: true,
      // Free shipping has no amount; its Type column already says what it gives.
      cell: (d) => (d.rule?.type === 'free_shipping' ? muted : <DiscountValue discount={d} />),
    },
    {
      id: 'status',
      header: t('fields.status'),
      cell: (d) =>
        narrow ? (
          <div className="flex flex-col items-start gap-1 text-xs text-gray-500">
            <DiscountStatusBadge discount={d} />
            <span>{`${t('fields.usage')} ${discountUsageText(d, t, locale)}`}</span>
            {d.ends_at && <span>{`${t('fields.endsAt')} ${formatDate(d.ends_at, locale)}`}</span>}
          </div>
        ) : (
          <DiscountStatusBadge discount={d} />
        ),
    },
    {
      id: 'usage',
      header: t('fields.usage'),
      sortKey: 'usage_count',
      className: 'text-end',
      wideOnly: true,
      cell: (d) => discountUsageText(d, t, locale),
    },
    {
      id: 'starts_at',
      header: t('fields.startsAt'),
      sortKey: 'starts_at',
      wideOnly: true,
      cell: (d) => formatDate(d.starts_at, locale),
    },
    {
      id: 'ends_at',
      header: t('fields.endsAt'),
      sortKey: 'ends_at',
      wideOnly: true,
      cell: (d) => (d.ends_at ? formatDate(d.ends_at, locale) : muted),
    },
  ]
}
