import { useAdminOrders } from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNarrowScreen } from '../../../components/ui/narrow-screen'
import { Link } from 'react-router'
import { buttonClassName } from '../../../components/ui/button'
import { DataTable } from '../../../components/ui/data-table'
import { WidgetZone } from '../../../extensions/context'
import { DRAFT_ORDERS_PATH } from '../../draft-orders/urls'
import { orderPath, ordersQuery, useOrdersListState } from '../urls'
import { ExportOrdersButton } from './export-orders-button'
import { OrderBulkActions } from './order-bulk-actions'
import { ORDER_LIST_SELECTION, orderColumns } from './order-columns'
import { OrderFilters } from './order-filters'
import { SavedViewsBar } from './saved-views-bar'

/**
 * /a/orders: every order with status badges; filters, search and sort live in the URL, can be saved
 * as named views, and the current view exported to CSV.
 */
export default function OrdersListPage() {
  const { t, i18n } = useTranslation(['orders', 'draft-orders'])
  const locale = i18n.resolvedLanguage ?? 'en'
  const state = useOrdersListState()
  const { orders, count, isLoading, isPlaceholderData, error, refetch } = useAdminOrders(
    { ...ordersQuery(state), ...ORDER_LIST_SELECTION },
    {
      placeholderData: keepPreviousData,
    },
  )
  const narrow = useNarrowScreen()
  const columns = useMemo(() => orderColumns(t, locale, narrow, narrow), [t, locale, narrow])
  const title = t('list.title')
  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <WidgetZone name="order.list.before" />
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
        <ExportOrdersButton state={state} count={isLoading || isPlaceholderData ? undefined : (count ?? 0)} />
      </div>
      <SavedViewsBar />
      <DataTable
        label={title}
        columns={columns}
        rows={orders}
        count={count ?? 0}
        isLoading={isLoading}
        isStale={isPlaceholderData}
        error={error}
        onRetry={() => void refetch()}
        state={state}
        rowHref={(order) => orderPath(order.id)}
        rowLabel={(order) => `#${order.display_id}`}
        bulkActions={(selected, clear) => <OrderBulkActions selected={selected} clear={clear} />}
        filters={<OrderFilters state={state} />}
        searchHint={t('list.searchHint')}
        empty={{
          title: t('list.emptyTitle'),
          description: t('list.emptyDescription'),
          // Orders come from the storefront; staff can also take one down for a customer.
          action: (
            <Link to={`${DRAFT_ORDERS_PATH}?new=1`} className={buttonClassName('secondary')}>
              {t('list.new', { ns: 'draft-orders' })}
            </Link>
          ),
        }}
      />
      <WidgetZone name="order.list.after" />
    </section>
  )
}
