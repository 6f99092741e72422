import { discountStatus } from '@mercato/domain'
import type { FilterStore } from './fixtures'
import type { FilterCase, ListTable } from './cases'

// Customers, orders and what follows an order: returns, swaps, edits, drafts, reservations, notes,
// notifications, discounts and gift cards.

function customerCases(f: FilterStore): Record<string, FilterCase> {
  const { guest, member } = f.customers
  return {
    has_account: { query: 'has_account=true', matches: (c) => c.has_account === true },
    groups: { query: `groups=${f.extra.wholesale}`, matches: (c) => c.id === guest },
    email: { query: 'email=member@example.com', matches: (c) => c.id === member },
  }
}

function orderCases(f: FilterStore, store: boolean): Record<string, FilterCase> {
  const open = f.extra.openOrder
  const done = f.extra.completedOrder
  return {
    id: { query: `id=${open.id}`, matches: (o) => o.id === open.id },
    status: { query: 'status=completed', matches: (o) => o.status === 'completed' },
    fulfillment_status: {
      query: 'fulfillment_status=not_fulfilled',
      matches: (o) => o.fulfillment_status === 'not_fulfilled',
    },
    payment_status: { query: 'payment_status=awaiting', matches: (o) => o.payment_status === 'awaiting' },
    display_id: { query: `display_id=${done.display_id}`, matches: (o) => o.display_id === done.display_id },
    cart_id: { query: `cart_id=${open.cart_id}`, matches: (o) => o.id === open.id },
    email: { query: 'email=member.work@example.com', matches: (o) => o.email === 'member.work@example.com' },
    region_id: { query: `region_id=${f.regions.europe}`, matches: (o) => o.region_id === f.regions.europe },
    currency_code: { query: 'currency_code=usd', matches: (o) => o.currency_code === 'usd' },
    // The legacy order tax rate (contract §3.1) is null on every order placed today.
    tax_rate: { query: 'tax_rate=20', matches: (o) => o.tax_rate === 20, none: true },
    ...(store
      ? {}
      : {
          customer_id: {
            query: `customer_id=${f.customers.member}`,
            matches: (o) => o.customer_id === f.customers.member,
          },
          sales_channel_id: {
            query: `sales_channel_id=${f.orders.canceled.sales_channel_id}`,
            matches: (o) => o.sales_channel_id === f.orders.canceled.sales_channel_id,
          },
          // The guest's swap sends an item back: its return waits to be received (the member's
          // return was received at once).
          awaiting: { query: 'awaiting=return', matches: (o) => o.id === f.orders.guest.id },
        }),
  }
}

export const SALES_LISTS: ListTable = {
  '/admin/customers': { cases: customerCases },
  '/admin/customer-groups/:id/customers': {
    url: (f) => `/admin/customer-groups/${f.group}/customers`,
    cases: (f) => ({
      ...customerCases(f),
      groups: {
        query: `groups=${f.extra.wholesale}`,
        matches: (c) => c.id === f.customers.guest,
      },
    }),
  },
  '/admin/orders': { cases: (f) => orderCases(f, false) },
  '/store/customers/me/orders': { as: 'member', cases: (f) => orderCases(f, true) },
  '/admin/orders/:id/reservations': {
    url: (f) => `/admin/orders/${f.extra.openOrder.id}/reservations`,
    cases: () => ({}),
  },
  '/admin/reservations': {
    cases: (f) => {
      const item = f.extra.openOrder.items[0].id
      const held = f.manualReservation
      return {
        line_item_id: { query: `line_item_id=${item}`, matches: (r) => r.line_item_id === item },
        location_id: {
          query: `location_id=${f.extra.depot}`,
          matches: (r) => r.id === f.extra.depotReservation.id,
        },
        inventory_item_id: {
          query: `inventory_item_id=${held.inventory_item_id}`,
          matches: (r) => r.inventory_item_id === held.inventory_item_id,
        },
        quantity: { query: 'quantity[gt]=1', matches: (r) => r.quantity > 1 },
        description: { query: 'description[contains]=photo', matches: (r) => r.id === held.id },
      }
    },
  },
  '/admin/returns': {
    cases: (f) => ({
      order_id: {
        query: `order_id=${f.extra.completedOrder.id}`,
        matches: (r) => r.order_id === f.extra.completedOrder.id,
      },
      status: { query: 'status=received', matches: (r) => r.id === f.extra.receivedReturn.id },
    }),
  },
  '/admin/swaps': { cases: () => ({}) },
  '/admin/order-edits': {
    cases: (f) => ({
      order_id: { query: `order_id=${f.extra.openOrder.id}`, matches: (e) => e.id === f.extra.edits.open.id },
    }),
  },
  '/admin/draft-orders': {
    cases: (f) => ({
      status: { query: 'status=completed', matches: (d) => d.id === f.extra.drafts.completed.id },
    }),
  },
  '/admin/notes': {
    cases: (f) => ({
      resource_id: {
        query: `resource_id=${f.orders.guest.id}`,
        matches: (n) => n.id === f.extra.notes.order.id,
      },
    }),
  },
  '/admin/notifications': {
    cases: (f) => {
      const resent = f.extra.resentNotification
      return {
        event_name: { query: 'event_name=swap.created', matches: (n) => n.event_name === 'swap.created' },
        resource_type: { query: 'resource_type=swap', matches: (n) => n.resource_type === 'swap' },
        resource_id: {
          query: `resource_id=${f.orders.canceled.id}`,
          matches: (n) => n.resource_id === f.orders.canceled.id,
        },
        to: { query: 'to=late@example.com', matches: (n) => n.to === 'late@example.com' },
        // Resends are listed under their original unless asked for.
        include_resends: {
          query: 'include_resends=true',
          effect: (rows, plain) =>
            rows.some((n) => n.parent_id === resent.id) && !plain.some((n) => n.parent_id !== null),
        },
      }
    },
  },
  '/admin/discounts': {
    cases: (f) => ({
      is_dynamic: { query: 'is_dynamic=true', matches: (x) => x.is_dynamic === true },
      is_disabled: { query: 'is_disabled=false', matches: (x) => x.is_disabled === false },
      parent_discount_id: {
        query: `parent_discount_id=${f.discounts.disabledDynamic}`,
        matches: (x) => x.id === f.extra.dynamicCode.id,
      },
      rule: { query: 'rule[type]=fixed&rule[allocation]=total', matches: (x) => x.rule.type === 'fixed' },
      status: { query: 'status=disabled', matches: (x) => discountStatus(x) === 'disabled' },
    }),
  },
  '/admin/gift-cards': { cases: () => ({}) },
}
