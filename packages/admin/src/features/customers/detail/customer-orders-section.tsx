import { useAdminOrders } from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '../../../components/ui/data-table'
import { useTableState } from '../../../components/ui/data-table-state'
import { Section } from '../../../components/ui/section'
import { useHasArea } from '../../../lib/staff-areas'
import { orderColumns } from '../../orders/list/order-columns'
import { orderPath } from '../../orders/urls'

const CARD_COLUMNS = new Set(['display_id', 'fulfillment_status', 'total'])

/** The customer's orders, newest first, paged in the URL; rows open the order. */
export function CustomerOrdersSection({ customerId }: { customerId: string }) {
  const { t } = useTranslation('customers')
  const orders = useTranslation('orders')
  const locale = orders.i18n.resolvedLanguage ?? 'en'
  const state = useTableState()
  const hasOrders = useHasArea('orders')
  const result = useAdminOrders(
    {
      customer_id: customerId,
      limit: state.limit,
      offset: state.offset,
      ...(state.order ? { order: state.order } : {}),
    },
    { placeholderData: keepPreviousData, enabled: hasOrders },
  )
  // A card beside the addresses and groups has room for three columns: the order with its date under
  // it, the fulfilment, and the total with the payment under it (as a phone's list has them). The
  // customer column would repeat the same person on every row; the sales channel is on the order.
  // On a phone the list leaves out the fulfilment too.
  const columns = useMemo(
    () => orderColumns(orders.t, locale, true).filter((c) => CARD_COLUMNS.has(c.id)),
    [orders.t, locale],
  )
  const title = t('orders.title')
  return (
    <Section title={title}>
      {hasOrders ? (
        <DataTable
          label={title}
          columns={columns}
          rows={result.orders}
          count={result.count ?? 0}
          isLoading={result.isLoading}
          isStale={result.isPlaceholderData}
          error={result.error}
          onRetry={() => void result.refetch()}
          state={state}
          searchable={false}
          rowHref={(order) => orderPath(order.id)}
          empty={{ title: t('orders.emptyTitle'), description: t('orders.emptyDescription') }}
        />
      ) : (
        <p className="text-sm text-gray-600">{t('orders.noAccess')}</p>
      )}
    </Section>
  )
}
