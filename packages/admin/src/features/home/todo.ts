// Where each home "To do" row leads. The counts come with the overview; the orders rows link to the
// orders list's built-in views ("Unfulfilled", "To capture"), whose filters the server counts with.
// The URLs are written out here so home loads neither list's code; todo.test.ts checks that they
// stay the lists' own paths and views.
const ORDERS_PATH = '/a/orders'

export const ORDER_VIEWS = {
  unfulfilled: 'status=pending&fulfillment_status=not_fulfilled&fulfillment_status=partially_fulfilled',
  toCapture: 'status=pending&payment_status=awaiting',
} as const
export type OrderTodo = keyof typeof ORDER_VIEWS

/** The orders list's URL for the view, e.g. `/a/orders?status=pending&…`. */
export const orderTodoLink = (id: OrderTodo) => `${ORDERS_PATH}?${ORDER_VIEWS[id]}`

/**
 * After-sale work waiting on staff: the orders list's `awaiting` filter, each with the overview count
 * it shows and the row's words, e.g. `/a/orders?awaiting=return` for `orders_awaiting_return`.
 */
export const AWAITING_TODOS = [
  ['return', 'orders_awaiting_return', 'awaitingReturn'],
  ['swap', 'orders_awaiting_swap', 'awaitingSwap'],
  ['claim', 'orders_awaiting_claim', 'awaitingClaim'],
] as const
export const awaitingTodoLink = (kind: (typeof AWAITING_TODOS)[number][0]) =>
  `${ORDERS_PATH}?awaiting=${kind}`

/** Drafts still open: the draft orders list's status filter. */
export const OPEN_DRAFTS_LINK = '/a/draft-orders?status=open'
/** The draft orders list with its "new draft" form open (the first order's next step). */
export const NEW_DRAFT_LINK = '/a/draft-orders?new=1'

/**
 * The home's own low-stock card: the inventory list counts items by another threshold and cannot list
 * variants below this one, so the row points at the card built from the same rule.
 */
export const LOW_STOCK_ANCHOR = 'low-stock'
