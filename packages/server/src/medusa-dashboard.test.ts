import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Call, ok, readyCart, storeClient } from './modules/carts/test-client'
import { seedDemo } from './seed'
import { type TestApp, createAdmin, startTestApp } from './testing/harness'

// The Medusa v1 dashboard (@medusajs/admin 7.1) is a client too: its list and detail queries, replayed
// against the seeded demo store, answer 200 with the fields its screens read.

// The order page's relation list, as the dashboard sends it (with order editing on).
const ORDER_PAGE_EXPAND = [
  'customer',
  'billing_address',
  'shipping_address',
  'discounts',
  'discounts.rule',
  'shipping_methods',
  'shipping_methods.shipping_option',
  'payments',
  'items',
  'fulfillments',
  'fulfillments.tracking_links',
  'returns',
  'returns.shipping_method',
  'returns.shipping_method.shipping_option',
  'returns.shipping_method.tax_lines',
  'refunds',
  'claims.claim_items.item',
  'claims.fulfillments',
  'claims.return_order',
  'claims.additional_items.variant.product.profiles',
  'swaps.return_order',
  'swaps.additional_items.variant.product.profiles',
  'swaps.fulfillments',
  'returnable_items',
  'edits',
].join(',')

let t: TestApp
let admin: Call
let orderId: string
let teeId: string
beforeAll(async () => {
  t = await startTestApp()
  const { publishableKey } = await seedDemo(t.ctx)
  admin = storeClient(t, (await createAdmin(t)).headers)
  const shop = storeClient(t, { 'x-publishable-api-key': publishableKey! })
  const { regions } = await ok(shop, 'GET', '/store/regions')
  const europe = regions.find((r: { name: string }) => r.name === 'Europe')
  const { products } = await ok(shop, 'GET', `/store/products?handle=classic-tee&region_id=${europe.id}`)
  teeId = products[0].id
  const items = [{ variant_id: products[0].variants[0].id, quantity: 2 }]
  const { cart } = await ok(shop, 'POST', '/store/carts', { region_id: europe.id })
  await ok(shop, 'POST', `/store/carts/${cart.id}/line-items`, items[0])
  await ok(shop, 'POST', `/store/carts/${cart.id}`, {
    shipping_address: {
      first_name: 'A',
      last_name: 'B',
      address_1: 'x',
      city: 'Paris',
      country_code: 'fr',
      postal_code: '75001',
    },
  })
  const { shipping_options } = await ok(shop, 'GET', `/store/shipping-options/${cart.id}`)
  const ready = await readyCart(shop, {
    region: europe.id,
    items,
    country: 'fr',
    email: 'dashboard-buyer@example.com',
    option: shipping_options[0].id,
  })
  orderId = (await ok(shop, 'POST', `/store/carts/${ready.id}/complete`)).data.id
  // A return through the seeded return option, so the order page has one to show.
  const returnOptions = await ok(
    admin,
    'GET',
    `/admin/shipping-options?is_return=true&region_id=${europe.id}`,
  )
  const order = (await ok(admin, 'GET', `/admin/orders/${orderId}`)).order
  await ok(admin, 'POST', `/admin/orders/${orderId}/return`, {
    items: [{ item_id: order.items[0].id, quantity: 1 }],
    return_shipping: { option_id: returnOptions.shipping_options[0].id },
    // The dashboard sends null for optional fields it leaves empty.
    note: null,
    no_notification: null,
  })
})
afterAll(() => t.close())

describe('the Medusa v1 dashboard against Mercato', () => {
  it('opens an order page with its whole relation list', async () => {
    const { order } = await ok(admin, 'GET', `/admin/orders/${orderId}?expand=${ORDER_PAGE_EXPAND}`)
    expect(order.returns).toHaveLength(1)
    expect(order.returns[0].shipping_method.shipping_option.name).toBe('Return Shipping')
    expect(order.claims).toEqual([])
    expect(order.swaps).toEqual([])
    expect(order.edits).toEqual([])
    expect(order.returnable_items.length).toBeGreaterThan(0)
    expect(order.shipping_methods[0].shipping_option.name).toMatch(/Shipping$/)
  })

  it('refuses an unknown relation before anything is written', async () => {
    const before = (await ok(admin, 'GET', `/admin/orders/${orderId}`)).order
    const res = await admin('POST', `/admin/orders/${orderId}/capture?expand=returns.bogus`)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      type: 'invalid_data',
      message: expect.stringContaining('returns.bogus'),
    })
    const after = (await ok(admin, 'GET', `/admin/orders/${orderId}`)).order
    expect(after.payment_status).toBe(before.payment_status)
  })

  it('captures and refunds with the nulls the dashboard sends for optional fields', async () => {
    await ok(admin, 'POST', `/admin/orders/${orderId}/capture`)
    const { order } = await ok(admin, 'POST', `/admin/orders/${orderId}/refund`, {
      amount: 100,
      reason: 'other',
      note: null,
      no_notification: null,
    })
    expect(order.refunded_total).toBe(100)
    expect(
      (await admin('POST', `/admin/orders/${orderId}/refund`, { amount: null, reason: 'other' })).status,
    ).toBe(400)
  })

  it('lists customers with their orders, ignoring an empty groups filter', async () => {
    const list = await ok(admin, 'GET', '/admin/customers?expand=orders&groups=&limit=15&offset=0')
    expect(list.count).toBe(1)
    expect(list.customers[0].orders.map((o: { id: string }) => o.id)).toEqual([orderId])
    const { customer } = await ok(admin, 'GET', `/admin/customers/${list.customers[0].id}`)
    expect(customer.orders).toHaveLength(1)
    expect(customer.shipping_addresses).toEqual([])
  })

  it('lists discounts with the products of their conditions', async () => {
    const { discount } = await ok(admin, 'POST', '/admin/discounts', {
      code: 'TEES10',
      rule: {
        type: 'percentage',
        value: 10,
        allocation: 'item',
        conditions: [{ operator: 'in', products: [teeId] }],
      },
      regions: [],
    })
    const list = await ok(
      admin,
      'GET',
      '/admin/discounts?expand=rule,rule.conditions,rule.conditions.products',
    )
    const found = list.discounts.find((d: { id: string }) => d.id === discount.id)
    expect(found.rule.conditions[0].products.map((p: { id: string }) => p.id)).toEqual([teeId])
  })

  it("shows a price list's products with their collection", async () => {
    const { price_lists } = await ok(admin, 'GET', '/admin/price-lists')
    const { products } = await ok(
      admin,
      'GET',
      `/admin/price-lists/${price_lists[0].id}/products?expand=variants,collection`,
    )
    const tee = products.find((p: { id: string }) => p.id === teeId)
    expect(tee.collection.title).toBe('Everyday Basics')
    expect(tee.variants[0].prices[0].price_list_id).toBe(price_lists[0].id)
  })

  it('shows stock levels with what is available, and reservations with their line item', async () => {
    const { reservations } = await ok(admin, 'GET', '/admin/reservations?expand=line_item')
    expect(reservations.length).toBeGreaterThan(0)
    const held = reservations[0]
    expect(held.line_item.id).toBe(held.line_item_id)
    const { inventory_item } = await ok(
      admin,
      'GET',
      `/admin/inventory-items/${held.inventory_item_id}/location-levels`,
    )
    const level = inventory_item.location_levels[0]
    expect(level.reserved_quantity).toBeGreaterThan(0)
    expect(level.available_quantity).toBe(level.stocked_quantity - level.reserved_quantity)
  })

  it('lists products whose options carry their values', async () => {
    const { products } = await ok(admin, 'GET', '/admin/products?expand=variants,options&handle=classic-tee')
    expect(products[0].options.map((o: { values: unknown[] }) => o.values.length)).toEqual([8, 8])
  })
})
