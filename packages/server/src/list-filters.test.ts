import { adminProductListFilters } from '@mercato/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { declaredFilters } from './http/list-query'
import { valueListQuery } from './modules/catalog/admin-taxonomy.routes'
import { collectionListQuery } from './modules/catalog/admin-taxonomy.routes'
import { customerListQuery } from './modules/customers/admin.routes'
import { listQuery as discountListQuery } from './modules/discounts/schemas'
import { reservationListQuery } from './modules/inventory/reservations.routes'
import { orderListQuery } from './modules/orders/admin.routes'
import { type DemoStore, openDemoStore } from './testing/demo-store'

// A filter a list route declares must change its result: each one, sent alone, returns fewer rows
// than the unfiltered list, and only rows that match. Every declared filter of these lists has a case,
// so a new filter without one fails here.

// biome-ignore lint/suspicious/noExplicitAny: JSON rows
type Row = any

interface FilterCase {
  /** Query string for the filter. */
  query: string
  /** What every returned row must satisfy. */
  matches: (row: Row) => boolean
  /** The filter matches nothing in the demo data (the list still shrinks). */
  none?: boolean
}

interface ListCase {
  url: string
  key: string
  declared: string[]
  cases: (d: DemoStore) => Record<string, FilterCase>
}

const ids = (rows: Row[]) => rows.map((r) => r.id)
const hasIn = (rows: Row[] | undefined, id: string) => (rows ?? []).some((r) => r.id === id)

const LISTS: ListCase[] = [
  {
    url: '/admin/products',
    key: 'products',
    declared: Object.keys(adminProductListFilters),
    cases: (d) => ({
      id: { query: `id=${d.tee.id}`, matches: (p) => p.id === d.tee.id },
      collection_id: {
        query: `collection_id=${d.tee.collection_id}`,
        matches: (p) => p.collection_id === d.tee.collection_id,
      },
      tags: { query: `tags=${d.tee.tags[0].id}`, matches: (p) => hasIn(p.tags, d.tee.tags[0].id) },
      sales_channel_id: {
        query: `sales_channel_id=${d.outletChannel}`,
        matches: (p) => p.id === d.outletProduct,
      },
      type_id: { query: `type_id=${d.tee.type_id}`, matches: (p) => p.type_id === d.tee.type_id },
      category_id: {
        query: `category_id=${d.tee.categories[0].id}`,
        matches: (p) => hasIn(p.categories, d.tee.categories[0].id),
      },
      // The tee sits in Tops, a child of Apparel: only with children does Apparel find it.
      include_category_children: {
        query: `category_id=${d.tee.categories[0].parent_category_id}&include_category_children=true`,
        matches: (p) => p.categories.length > 0,
      },
      title: { query: 'title=Classic Tee', matches: (p) => p.title === 'Classic Tee' },
      description: {
        query: `description=${encodeURIComponent(d.tee.description)}`,
        matches: (p) => p.description === d.tee.description,
      },
      handle: { query: 'handle=classic-tee', matches: (p) => p.handle === 'classic-tee' },
      is_giftcard: { query: 'is_giftcard=true', matches: (p) => p.is_giftcard, none: true },
      discount_condition_id: {
        query: `discount_condition_id=${d.discounts.teeCondition}`,
        matches: (p) => p.id === d.tee.id,
      },
      status: { query: 'status=draft', matches: (p) => p.status === 'draft' },
      price_list_id: {
        query: `price_list_id=${d.priceList.id}`,
        matches: (p) => d.priceList.productIds.includes(p.id),
      },
    }),
  },
  {
    url: '/admin/collections',
    key: 'collections',
    declared: declaredFilters(collectionListQuery),
    cases: (d) => ({
      title: { query: 'title=Trail Ready', matches: (c) => c.title === 'Trail Ready' },
      handle: { query: 'handle=cozy-home', matches: (c) => c.handle === 'cozy-home' },
      discount_condition_id: {
        query: `discount_condition_id=${d.discounts.collectionCondition}`,
        matches: (c) => c.id === d.tee.collection_id,
      },
    }),
  },
  {
    url: '/admin/product-types',
    key: 'product_types',
    declared: declaredFilters(valueListQuery(20)),
    cases: (d) => ({
      value: { query: 'value=T-Shirt', matches: (t) => t.value === 'T-Shirt' },
      id: { query: `id=${d.tee.type_id}`, matches: (t) => t.id === d.tee.type_id },
      // The demo discount has no type condition: a products condition names no types.
      discount_condition_id: {
        query: `discount_condition_id=${d.discounts.teeCondition}`,
        matches: () => false,
        none: true,
      },
    }),
  },
  {
    url: '/admin/product-tags',
    key: 'product_tags',
    declared: declaredFilters(valueListQuery(10)),
    cases: (d) => ({
      value: { query: 'value=cotton', matches: (t) => t.value === 'cotton' },
      id: { query: `id=${d.tee.tags[0].id}`, matches: (t) => t.id === d.tee.tags[0].id },
      discount_condition_id: {
        query: `discount_condition_id=${d.discounts.tagCondition}`,
        matches: (t) => t.value === 'bestseller',
      },
    }),
  },
  {
    url: '/admin/customers',
    key: 'customers',
    declared: declaredFilters(customerListQuery),
    cases: (d) => ({
      has_account: { query: 'has_account=true', matches: (c) => c.has_account === true },
      groups: { query: `groups=${d.group}`, matches: (c) => c.id === d.customers.member },
      email: { query: 'email=guest@example.com', matches: (c) => c.email === 'guest@example.com' },
    }),
  },
  {
    url: '/admin/orders',
    key: 'orders',
    declared: declaredFilters(orderListQuery),
    cases: (d) => ({
      id: { query: `id=${d.orders.guest.id}`, matches: (o) => o.id === d.orders.guest.id },
      status: { query: 'status=canceled', matches: (o) => o.status === 'canceled' },
      fulfillment_status: {
        query: 'fulfillment_status=fulfilled',
        matches: (o) => o.fulfillment_status === 'fulfilled',
      },
      payment_status: { query: 'payment_status=captured', matches: (o) => o.payment_status === 'captured' },
      display_id: {
        query: `display_id=${d.orders.member.display_id}`,
        matches: (o) => o.display_id === d.orders.member.display_id,
      },
      cart_id: { query: `cart_id=${d.orders.member.cart_id}`, matches: (o) => o.id === d.orders.member.id },
      customer_id: {
        query: `customer_id=${d.customers.member}`,
        matches: (o) => o.customer_id === d.customers.member,
      },
      email: { query: 'email=late@example.com', matches: (o) => o.email === 'late@example.com' },
      region_id: { query: `region_id=${d.regions.europe}`, matches: (o) => o.region_id === d.regions.europe },
      sales_channel_id: {
        query: `sales_channel_id=${d.orders.canceled.sales_channel_id}`,
        matches: (o) => o.sales_channel_id === d.orders.canceled.sales_channel_id,
      },
      currency_code: { query: 'currency_code=eur', matches: (o) => o.currency_code === 'eur' },
      // The legacy order tax rate (contract §3.1) is null on every order placed today.
      tax_rate: { query: 'tax_rate=20', matches: (o) => o.tax_rate === 20, none: true },
    }),
  },
  {
    url: '/admin/discounts',
    key: 'discounts',
    declared: declaredFilters(discountListQuery),
    cases: (d) => ({
      is_dynamic: { query: 'is_dynamic=true', matches: (x) => x.id === d.discounts.disabledDynamic },
      is_disabled: { query: 'is_disabled=false', matches: (x) => x.id === d.discounts.basic },
      rule: { query: 'rule[type]=fixed&rule[allocation]=total', matches: (x) => x.rule.type === 'fixed' },
    }),
  },
  {
    url: '/admin/reservations',
    key: 'reservations',
    declared: declaredFilters(reservationListQuery),
    cases: (d) => {
      const item = d.orders.member.items[0].id
      const held = d.manualReservation
      return {
        line_item_id: { query: `line_item_id=${item}`, matches: (r) => r.line_item_id === item },
        location_id: { query: 'location_id=sloc_elsewhere', matches: () => false, none: true },
        inventory_item_id: {
          query: `inventory_item_id=${held.inventory_item_id}`,
          matches: (r) => r.inventory_item_id === held.inventory_item_id,
        },
        quantity: { query: 'quantity[gt]=1', matches: (r) => r.quantity > 1 },
        description: { query: 'description[contains]=photo', matches: (r) => r.id === held.id },
      }
    },
  },
]

let demo: DemoStore
beforeAll(async () => {
  demo = await openDemoStore()
})
afterAll(() => demo.t.close())

describe('every declared filter narrows its list', () => {
  for (const list of LISTS) {
    it(list.url, async () => {
      const cases = list.cases(demo)
      expect(Object.keys(cases).sort(), 'a case for each declared filter').toEqual(
        expect.arrayContaining([...list.declared].sort()),
      )
      const all = await demo.admin('GET', `${list.url}?limit=500`)
      expect(all.status).toBe(200)
      const total = all.body.count as number
      for (const [name, c] of Object.entries(cases)) {
        const res = await demo.admin('GET', `${list.url}?limit=500&${c.query}`)
        expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200)
        const rows = res.body[list.key] as Row[]
        expect(res.body.count, name).toBe(rows.length)
        if (c.none) expect(rows, name).toEqual([])
        else expect(rows.length, `${name} finds something`).toBeGreaterThan(0)
        expect(rows.length, `${name} narrows`).toBeLessThan(total)
        expect(
          rows.filter((r) => !c.matches(r)).map((r) => r.id),
          `${name} returns only matches`,
        ).toEqual([])
      }
    })
  }

  it('ignores an empty groups filter instead of matching nobody', async () => {
    const all = (await demo.admin('GET', '/admin/customers')).body
    const empty = (await demo.admin('GET', '/admin/customers?groups=')).body
    expect(ids(empty.customers)).toEqual(ids(all.customers))
    expect(all.count).toBe(3)
  })
})
