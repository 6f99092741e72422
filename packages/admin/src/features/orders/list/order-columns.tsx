import type { Order } from '@mercato/client'
import type { TFunction } from 'i18next'
import type { DataTableColumn } from '../../../components/ui/data-table'
import { formatDate, formatMoney } from '../../../lib/format'
import { OrderStatusBadge } from '../order-badges'

/**
 * What the columns read, asked of the Admin API so a page loads only that (the totals come with any
 * order): no line items, payments, fulfilments, returns, swaps or claims.
 */
export const ORDER_LIST_SELECTION = {
  fields: 'id,display_id,created_at,email,status,payment_status,fulfillment_status,currency_code',
  expand: 'customer,shipping_address,sales_channel',
} as const

/** The customer as staff know them: their name when the order has one, else the order's e-mail. */
export function customerLabel(order: Pick<Order, 'email' | 'customer' | 'shipping_address'>): string {
  const c = order.customer
  const fromCustomer = [c?.first_name, c?.last_name].filter(Boolean).join(' ')
  if (fromCustomer) return fromCustomer
  const a = order.shipping_address
  const fromAddress = [a?.first_name, a?.last_name].filter(Boolean).join(' ')
  return fromAddress || order.email
}

/**
 * The orders list's columns; the order number and date can be sorted by the API. `narrow`: a narrow
 * list (a phone's, or a card's), whose left-out columns' values go under the kept ones. `customerUnder`:
 * a phone's list of all orders, too narrow for a customer column beside the total: the customer goes
 * under the number and date.
 */
export function orderColumns(
  t: TFunction<'orders'>,
  locale: string,
  narrow = false,
  customerUnder = false,
): DataTableColumn<Order>[] {
  return [
    {
      id: 'display_id',
      header: t('columns.order'),
      sortKey: 'display_id',
      cell: (order) => (
        <div>
          <span className="font-medium text-gray-900">#{order.display_id}</span>
          {/* On a phone the date column is left out; the date goes under the number. */}
          {narrow && <p className="max-w-24 text-xs text-gray-500">{formatDate(order.created_at, locale)}</p>}
          {customerUnder && <p className="max-w-40 truncate text-gray-900">{customerLabel(order)}</p>}
        </div>
      ),
    },
    {
      id: 'created_at',
      header: t('columns.date'),
      sortKey: 'created_at',
      wideOnly: true,
      cell: (order) => formatDate(order.created_at, locale),
    },
    {
      id: 'customer',
      header: t('columns.customer'),
      wideOnly: customerUnder,
      cell: (order) => (
        // Long e-mail addresses are cut on a phone, so that the payment and total stay in view.
        <div className="max-w-28 min-w-0 sm:max-w-none">
          <p className="truncate text-gray-900">{customerLabel(order)}</p>
          <p className="truncate text-xs text-gray-500">{order.email}</p>
        </div>
      ),
    },
    {
      id: 'sales_channel',
      header: t('columns.salesChannel'),
      wideOnly: true,
      cell: (order) => order.sales_channel?.name ?? <span className="text-gray-400">—</span>,
    },
    {
      id: 'payment_status',
      header: t('columns.payment'),
      wideOnly: true,
      cell: (order) => <OrderStatusBadge kind="payment" status={order.payment_status} />,
    },
    {
      id: 'fulfillment_status',
      header: t('columns.fulfillment'),
      wideOnly: true,
      cell: (order) => <OrderStatusBadge kind="fulfillment" status={order.fulfillment_status} />,
    },
    {
      id: 'total',
      header: t('columns.total'),
      className: 'text-end tabular-nums',
      cell: (order) => (
        <div className="flex flex-col items-end gap-1">
          {formatMoney(order.total ?? 0, order.currency_code, locale)}
          {/* On a phone the payment column is left out; its status goes under the total. */}
          {narrow && <OrderStatusBadge kind="payment" status={order.payment_status} wrap />}
        </div>
      ),
    },
  ]
}
