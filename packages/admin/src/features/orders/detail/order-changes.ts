import type { ClaimOrder, Fulfillment, LineItem, Order, OrderEdit, Swap } from '@mercato/client'
import { returnableUnits } from './returnable'

// Which steps a swap, claim or order edit can take next, mirroring the server's rules (contract §4.5),
// so the page only offers what the server would accept.

const live = (fulfillments: Fulfillment[] | undefined) => (fulfillments ?? []).filter((f) => !f.canceled_at)

/** Units of the new items not yet in a fulfillment. */
const unfulfilled = (items: LineItem[] | undefined) =>
  (items ?? []).reduce((n, i) => n + Math.max(i.quantity - (i.fulfilled_quantity ?? 0), 0), 0)

/** Fulfillments handed over but not yet shipped: each can be marked shipped. */
export const shippableFulfillments = (fulfillments: Fulfillment[] | undefined) =>
  live(fulfillments).filter((f) => !f.shipped_at)

const SWAP_SETTLED = ['captured', 'difference_refunded', 'partially_refunded', 'refunded']
const RETURN_BACK = ['received', 'requires_action']

export interface ChangeActions {
  processPayment: boolean
  fulfill: boolean
  cancel: boolean
  /** The items coming back can be received (restocked): the change's return is still requested. */
  receiveReturn: boolean
}

const NOTHING: ChangeActions = { processPayment: false, fulfill: false, cancel: false, receiveReturn: false }
const returnAwaited = (change: Swap | ClaimOrder) => change.return_order?.status === 'requested'

/**
 * A swap is fulfilled and settled only once the customer confirmed it (completed its cart); its return
 * is received then too, so goods do not come back for an exchange the customer never agreed to.
 */
export function swapActions(swap: Swap): ChangeActions {
  if (swap.canceled_at) return NOTHING
  const confirmed = !!swap.confirmed_at
  const due = swap.difference_due ?? 0
  const settled = due < 0 ? swap.payment_status === 'difference_refunded' : swap.payment_status === 'captured'
  const returned = RETURN_BACK.includes(swap.return_order?.status ?? '')
  return {
    processPayment: confirmed && due !== 0 && !settled,
    fulfill: confirmed && unfulfilled(swap.additional_items) > 0,
    cancel: live(swap.fulfillments).length === 0 && !SWAP_SETTLED.includes(swap.payment_status) && !returned,
    receiveReturn: confirmed && returnAwaited(swap),
  }
}

export function claimActions(claim: ClaimOrder, order: Pick<Order, 'status'>): ChangeActions {
  if (claim.canceled_at || order.status === 'canceled') return NOTHING
  const returned = RETURN_BACK.includes(claim.return_order?.status ?? '')
  return {
    processPayment: false,
    fulfill: claim.type === 'replace' && unfulfilled(claim.additional_items) > 0,
    cancel:
      !(claim.type === 'refund' && claim.payment_status === 'refunded') &&
      live(claim.fulfillments).length === 0 &&
      !returned,
    receiveReturn: returnAwaited(claim),
  }
}

/** A claim item as the order serialises it. */
export interface ClaimItemRow {
  item_id: string
  quantity: number
  reason?: string | null
  note?: string | null
}
export const claimItemsOf = (claim: ClaimOrder) => (claim.claim_items ?? []) as unknown as ClaimItemRow[]

/** Units of a line that can still be claimed: those still returnable, as the server counts them. */
export const claimableQuantity = (item: LineItem, order: Pick<Order, 'claims' | 'returns'>) =>
  returnableUnits(item, order)

/** What a returned or claimed unit of a line was worth, taxes and discounts included. */
export const unitValue = (item: LineItem) =>
  item.quantity > 0 && typeof item.total === 'number'
    ? Math.round(item.total / item.quantity)
    : item.unit_price

/** Value of the chosen units of the order's lines. */
export const linesValue = (items: LineItem[], lines: { item_id: string; quantity: number }[]) =>
  lines.reduce((sum, l) => {
    const item = items.find((i) => i.id === l.item_id)
    return sum + (item ? unitValue(item) * l.quantity : 0)
  }, 0)

export const ACTIVE_EDIT_STATUSES: readonly OrderEdit['status'][] = ['created', 'requested']

/** The edit under way (there is at most one), and the closed ones newest first. */
export function splitEdits(edits: OrderEdit[] | undefined) {
  const all = edits ?? []
  const active = all.find((e) => ACTIVE_EDIT_STATUSES.includes(e.status)) ?? null
  const history = all
    .filter((e) => e !== active)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
  return { active, history }
}

export function editActions(edit: OrderEdit) {
  return {
    changeItems: edit.status === 'created',
    requestConfirmation: edit.status === 'created',
    confirm: ACTIVE_EDIT_STATUSES.includes(edit.status),
    cancel: ACTIVE_EDIT_STATUSES.includes(edit.status),
  }
}

/** Orders that can be edited at all: canceled and archived ones are closed. */
export const canEditOrder = (order: Pick<Order, 'status'>) =>
  order.status !== 'canceled' && order.status !== 'archived'

/** Swaps need captured money and delivered goods. */
export const canSwapOrder = (order: Pick<Order, 'status' | 'payment_status' | 'fulfillment_status'>) =>
  order.status !== 'canceled' &&
  (order.payment_status === 'captured' || order.payment_status === 'partially_refunded') &&
  order.fulfillment_status !== 'not_fulfilled' &&
  order.fulfillment_status !== 'canceled'

/**
 * The title of an order line by id. A confirmed edit replaces the order's lines with copies that
 * point back to them, so fulfillments and returns made before it are matched through the copy.
 */
export const lineTitle = (items: LineItem[], id: string) => {
  const item = items.find((i) => i.id === id) ?? items.find((i) => i.original_item_id === id)
  return item ? itemLabel(item) : id
}

/**
 * A line as staff read it: its title with its variant, so two lines of one product read apart; a
 * variant named as its product (a product of one variant) is not said twice.
 */
export const itemLabel = (item: Pick<LineItem, 'title' | 'description'>) =>
  item.description && item.description !== item.title ? `${item.title}, ${item.description}` : item.title
