import type { DraftOrder } from '@mercato/client'
import type { TFunction } from 'i18next'
import { Link } from 'react-router'
import type { DataTableColumn } from '../../../components/ui/data-table'
import { formatDate, formatMoney } from '../../../lib/format'
import { DraftStatusBadge } from '../draft-status-badge'
import { orderPath } from '../urls'

const muted = <span className="text-gray-400">—</span>

/** The draft orders list's columns; number, date and status can be sorted by the API. */
export function draftColumns(t: TFunction<'draft-orders'>, locale: string): DataTableColumn<DraftOrder>[] {
  return [
    {
      id: 'display_id',
      header: t('columns.draft'),
      sortKey: 'display_id',
      cell: (draft) => <span className="font-medium text-gray-900">#{draft.display_id}</span>,
    },
    {
      id: 'created_at',
      header: t('columns.date'),
      sortKey: 'created_at',
      cell: (draft) => formatDate(draft.created_at, locale),
    },
    {
      id: 'email',
      header: t('columns.customer'),
      cell: (draft) => <span className="truncate">{draft.cart?.email ?? '—'}</span>,
    },
    {
      id: 'status',
      header: t('columns.status'),
      sortKey: 'status',
      cell: (draft) => <DraftStatusBadge status={draft.status} />,
    },
    {
      id: 'order',
      header: t('columns.order'),
      cell: (draft) =>
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
        ) : (
          muted
        ),
    },
    {
      id: 'total',
      header: t('columns.total'),
      className: 'text-end tabular-nums',
      cell: (draft) =>
        draft.cart?.region
          ? formatMoney(draft.cart.total ?? 0, draft.cart.region.currency_code, locale)
          : muted,
    },
  ]
}
