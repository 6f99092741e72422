import type { AdminGetOrdersParams } from '@mercato/client'
import { FULFILLMENT_STATUSES, ORDER_AWAITING, ORDER_STATUSES, PAYMENT_STATUSES } from '@mercato/domain'
import { type TableState, useTableState } from '../../components/ui/data-table-state'

/** Where the orders list and one order live, under the router's /app basename. */
export const ORDERS_PATH = '/a/orders'
export const orderPath = (id: string) => `${ORDERS_PATH}/${id}`

/** The printable documents of an order. */
export const ORDER_DOCUMENTS = ['packing-slip', 'invoice'] as const
export type OrderDocumentKind = (typeof ORDER_DOCUMENTS)[number]
export const orderDocumentPath = (id: string, kind: OrderDocumentKind) => `${orderPath(id)}/print/${kind}`
/** The packing slip of one fulfillment: only what goes in that parcel. */
export const fulfillmentSlipPath = (orderId: string, fulfillmentId: string) =>
  `${orderDocumentPath(orderId, 'packing-slip')}?${new URLSearchParams({ fulfillment: fulfillmentId })}`

/** The most orders one print page holds: a list page's worth. */
export const MAX_PRINTED_ORDERS = 100

/** The packing slips or invoices of several orders, one page each, in one print. */
export const ordersDocumentsPath = (kind: OrderDocumentKind, ids: string[]) =>
  `${ORDERS_PATH}/print/${kind}?${new URLSearchParams({ ids: ids.join(',') })}`

/** The order ids of a print page's `?ids=`, at most MAX_PRINTED_ORDERS, each once. */
export const printedOrderIds = (search: string) =>
  [...new Set((new URLSearchParams(search).get('ids') ?? '').split(',').filter(Boolean))].slice(
    0,
    MAX_PRINTED_ORDERS,
  )

export { FULFILLMENT_STATUSES, ORDER_AWAITING, ORDER_STATUSES, PAYMENT_STATUSES }

/**
 * The list's URL filters. The first six are Admin API filters of the same name (`awaiting` is
 * Mercato's: returns, swaps and claims waiting on staff); the dates are days (YYYY-MM-DD).
 */
export const ORDER_FILTER_KEYS = [
  'status',
  'payment_status',
  'fulfillment_status',
  'awaiting',
  'region_id',
  'sales_channel_id',
  'created_from',
  'created_to',
] as const
export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number]

export const useOrdersListState = () => useTableState(ORDER_FILTER_KEYS)

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The start of a local calendar day as an ISO instant; null for anything that is not a real day. */
function startOfDay(day: string | undefined, plusDays = 0): string | null {
  if (!day || !DAY.test(day)) return null
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const date = new Date(y, m - 1, d + plusDays)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

const known = <T extends string>(values: string[] | undefined, allowed: readonly T[]) =>
  (values ?? []).filter((v): v is T => allowed.includes(v as T))

/**
 * The Admin API query for a table state. Unknown status values in a hand-edited URL are dropped; the
 * date range covers whole local days, the end day included.
 */
export function ordersQuery(
  state: Pick<TableState, 'limit' | 'offset' | 'q' | 'order' | 'filters'>,
): AdminGetOrdersParams {
  const query: AdminGetOrdersParams = { limit: state.limit, offset: state.offset }
  if (state.q) query.q = state.q
  if (state.order) query.order = state.order
  const { filters } = state
  const status = known(filters.status, ORDER_STATUSES)
  const payment = known(filters.payment_status, PAYMENT_STATUSES)
  const fulfillment = known(filters.fulfillment_status, FULFILLMENT_STATUSES)
  if (status.length) query.status = status
  if (payment.length) query.payment_status = payment
  if (fulfillment.length) query.fulfillment_status = fulfillment
  const awaiting = known(filters.awaiting, ORDER_AWAITING)
  if (awaiting.length) query.awaiting = awaiting
  if (filters.region_id?.length) query.region_id = filters.region_id
  if (filters.sales_channel_id?.length) query.sales_channel_id = filters.sales_channel_id
  const from = startOfDay(filters.created_from?.[0])
  const to = startOfDay(filters.created_to?.[0], 1)
  if (from || to) query.created_at = { ...(from ? { gte: from } : {}), ...(to ? { lt: to } : {}) }
  return query
}
