import type { DraftOrder } from '@mercato/client'
import type { TFunction } from 'i18next'
import { Link } from 'react-router'
import type { DataTableColumn } from '../../../components/ui/data-table'
import { formatDate, formatMoney } from '../../../lib/format'
import { DraftStatusBadge } from '../draft-status-badge'
import { orderPath } from '../urls'

const muted = <span className="text-gray-400">—</span>

/**
 * The draft orders list's columns; number, date and status can be sorted by the API. `narrow`: a phone's
 * list, which keeps the number, customer and total; the date and the placed order's link go under the
 * number and the status under the total.
 */
export function draftColumns(
  t: TFunction<'draft-orders'>,
  locale: string,
  narrow = false,
): DataTableColumn<DraftOrder>[] {
  const orderLink = (draft: DraftOrder) =>
    draft.order ? (
      // Its own link inside the row: stops the row's click from opening the draft instead.
      <Link
        to={orderPath(draft.order.id)}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => e.stopPropagation()}
        className="text-violet-700 hover:underline"
      >
        {t('list.orderLink', { id: draft.order.display_id })}
      </Link>
    ) : null
  return [
    {
      id: 'display_id',
      header: t('columns.draft'),
      sortKey: 'display_id',
      cell: (draft) => {
        const number = <span className="font-medium text-gray-900">#{draft.display_id}</span>
        if (!narrow) return number
        return (
          <div className="text-xs">
            <span className="text-sm">{number}</span>
            <p className="text-gray-500">{formatDate(draft.created_at, locale)}</p>
            {draft.order && <p>{orderLink(draft)}</p>}
          </div>
        )
      },
    },
    {
      id: 'created_at',
      header: t('columns.date'),
      sortKey: 'created_at',
      wideOnly: true,
      cell: (draft) => formatDate(draft.created_at, locale),
    },
    {
      id: 'email',
      header: t('columns.customer'),
      cell: (draft) =>
        narrow ? (
          // Long addresses are cut so that the total stays in view; laid out left to right, so that an
          // Arabic page cuts their end, not their start.
          <p dir="ltr" className="max-w-28 truncate rtl:text-right">
            {draft.cart?.email ?? '—'}
          </p>
        ) : (
          <span className="truncate">{draft.cart?.email ?? '—'}</span>
        ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      sortKey: 'status',
      wideOnly: true,
      cell: (draft) => <DraftStatusBadge status={draft.status} />,
    },
    {
      id: 'order',
      header: t('columns.order'),
      wideOnly: true,
      cell: (draft) => orderLink(draft) ?? muted,
    },
    {
      id: 'total',
      header: t('columns.total'),
      className: 'text-end tabular-nums',
      cell: (draft) => {
        const total = draft.cart?.region
          ? formatMoney(draft.cart.total ?? 0, draft.cart.region.currency_code, locale)
          : muted
        if (!narrow) return total
        return (
          <div className="flex flex-col items-end gap-1">
            {total}
            <DraftStatusBadge status={draft.status} />
          </div>
        )
      },
    },
  ]
}
