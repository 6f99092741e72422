import { expect } from 'vitest'
import { type Call, ok, storeClient } from '../modules/carts/test-client'
import { seedDemo } from '../seed'
import { type TestApp, createAdmin, startTestApp } from './harness'

// The seeded demo store with some history: three orders in two regions and two sales channels (one
// captured and fulfilled, one canceled), a guest and a registered customer in a group, discounts with
// conditions, and a product in a channel of its own. For tests that read lists across the API.

export interface DemoStore {
  t: TestApp
  admin: Call
  /** The store API with the demo publishable key. */
  shop: Call
  /** The store API as the registered customer. */
  member: Call
  publishableKey: string
  regions: { europe: string; northAmerica: string }
  orders: { guest: Json; member: Json; canceled: Json }
  customers: { guest: string; member: string }
  group: string
  tee: Json
  /** A discount on the tee, the Everyday Basics collection and bestsellers; another disabled, dynamic, fixed. */
  discounts: {
    teeCondition: string
    collectionCondition: string
    tagCondition: string
    basic: string
    disabledDynamic: string
  }
  outletChannel: string
  outletProduct: string
  /** The demo sale and the products it prices. */
  priceList: { id: string; productIds: string[] }
  /** Two units of another product held by hand (no line item). */
  manualReservation: Json
}

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies, asserted by the tests
type Json = any

const addressIn = (country_code: string) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  address_1: '1 Main St',
  city: 'Springfield',
  country_code,
  postal_code: '12345',
})

/** A one-item order placed through the store API, shipped to `country`. */
export async function placeOrder(
  call: Call,
  region: string,
  variantId: string,
  country: string,
  email?: string,
  salesChannelId?: string,
) {
  const { cart } = await ok(call, 'POST', '/store/carts', {
    region_id: region,
    ...(salesChannelId ? { sales_channel_id: salesChannelId } : {}),
  })
  await ok(call, 'POST', `/store/carts/${cart.id}/line-items`, { variant_id: variantId, quantity: 1 })
  await ok(call, 'POST', `/store/carts/${cart.id}`, {
    ...(email ? { email } : {}),
    shipping_address: addressIn(country),
  })
  const { shipping_options } = await ok(call, 'GET', `/store/shipping-options/${cart.id}`)
  await ok(call, 'POST', `/store/carts/${cart.id}/shipping-methods`, { option_id: shipping_options[0].id })
  await ok(call, 'POST', `/store/carts/${cart.id}/payment-sessions`)
  await ok(call, 'POST', `/store/carts/${cart.id}/payment-session`, { provider_id: 'manual' })
  const done = await ok(call, 'POST', `/store/carts/${cart.id}/complete`)
  expect(done.type).toBe('order')
  return done.data
}

export async function openDemoStore(): Promise<DemoStore> {
  const t = await startTestApp()
  const publishableKey = (await seedDemo(t.ctx)).publishableKey!
  const admin = storeClient(t, (await createAdmin(t)).headers)
  const shop = storeClient(t, { 'x-publishable-api-key': publishableKey })
  const { regions } = await ok(shop, 'GET', '/store/regions')
  const regionNamed = (name: string) => regions.find((r: { name: string }) => r.name === name).id
  const europe = regionNamed('Europe')
  const northAmerica = regionNamed('North America')
  const tee = (await ok(admin, 'GET', '/admin/products?handle=classic-tee')).products[0]

  await ok(shop, 'POST', '/store/customers', {
    email: 'member@example.com',
    password: 'member-password-1',
    first_name: 'Mem',
    last_name: 'Ber',
  })
  const { access_token } = await ok(shop, 'POST', '/store/auth/token', {
    email: 'member@example.com',
    password: 'member-password-1',
  })
  const member = storeClient(t, {
    'x-publishable-api-key': publishableKey,
    authorization: `Bearer ${access_token}`,
  })
  const guestOrder = await placeOrder(shop, europe, tee.variants[0].id, 'fr', 'guest@example.com')
  const memberOrder = await placeOrder(member, northAmerica, tee.variants[1].id, 'us')
  // No publishable key, in a channel of its own (orders taken by phone), so lists have two channels to
  // filter by: it sells the tee from the demo's warehouse.
  const { sales_channel: phone } = await ok(admin, 'POST', '/admin/sales-channels', { name: 'Phone orders' })
  await ok(admin, 'POST', `/admin/sales-channels/${phone.id}/products/batch`, {
    product_ids: [{ id: tee.id }],
  })
  const { stock_locations } = await ok(admin, 'GET', '/admin/stock-locations')
  await ok(admin, 'POST', `/admin/sales-channels/${phone.id}/stock-locations`, {
    location_id: stock_locations[0].id,
  })
  const canceledOrder = await placeOrder(
    storeClient(t),
    northAmerica,
    tee.variants[2].id,
    'ca',
    'late@example.com',
    phone.id,
  )
  await ok(admin, 'POST', `/admin/orders/${guestOrder.id}/capture`)
  await ok(admin, 'POST', `/admin/orders/${guestOrder.id}/fulfillment`, {
    items: [{ item_id: guestOrder.items[0].id, quantity: 1 }],
  })
  await ok(admin, 'POST', `/admin/orders/${canceledOrder.id}/cancel`)

  const { customer_group } = await ok(admin, 'POST', '/admin/customer-groups', { name: 'Members' })
  await ok(admin, 'POST', `/admin/customer-groups/${customer_group.id}/customers/batch`, {
    customer_ids: [{ id: memberOrder.customer_id }],
  })

  const basics = (await ok(admin, 'GET', '/admin/collections?handle=everyday-basics')).collections[0]
  const basic = (
    await ok(admin, 'POST', '/admin/discounts', {
      code: 'BASICS10',
      rule: {
        type: 'percentage',
        value: 10,
        allocation: 'item',
        conditions: [
          { operator: 'in', products: [tee.id] },
          { operator: 'in', product_collections: [basics.id] },
          {
            operator: 'in',
            product_tags: [tee.tags.find((g: { value: string }) => g.value === 'bestseller').id],
          },
        ],
      },
      regions: [europe],
    })
  ).discount
  const conditionOf = (type: string) =>
    basic.rule.conditions.find((c: { type: string }) => c.type === type).id
  const disabledDynamic = (
    await ok(admin, 'POST', '/admin/discounts', {
      code: 'WELCOME5',
      is_dynamic: true,
      is_disabled: true,
      rule: { type: 'fixed', value: 500, allocation: 'total' },
      regions: [northAmerica],
    })
  ).discount

  const { sales_channel } = await ok(admin, 'POST', '/admin/sales-channels', { name: 'Outlet' })
  const outletProduct = (await ok(admin, 'GET', '/admin/products?handle=heavyweight-tee')).products[0].id
  await ok(admin, 'POST', `/admin/sales-channels/${sales_channel.id}/products/batch`, {
    product_ids: [{ id: outletProduct }],
  })

  const sale = (await ok(admin, 'GET', '/admin/price-lists')).price_lists[0]
  const onSale = await ok(admin, 'GET', `/admin/price-lists/${sale.id}/products?limit=500`)
  const { inventory_items } = await ok(
    admin,
    'GET',
    '/admin/inventory-items?limit=1&expand=location_levels&q=DEMO-HEAVY',
  )
  const stocked = inventory_items[0]
  const { reservation: manualReservation } = await ok(admin, 'POST', '/admin/reservations', {
    inventory_item_id: stocked.id,
    location_id: stocked.location_levels[0].location_id,
    quantity: 2,
    description: 'Held for a photo shoot',
  })

  return {
    t,
    admin,
    shop,
    member,
    publishableKey,
    regions: { europe, northAmerica },
    orders: { guest: guestOrder, member: memberOrder, canceled: canceledOrder },
    customers: { guest: guestOrder.customer_id, member: memberOrder.customer_id },
    group: customer_group.id,
    tee,
    discounts: {
      teeCondition: conditionOf('products'),
      collectionCondition: conditionOf('product_collections'),
      tagCondition: conditionOf('product_tags'),
      basic: basic.id,
      disabledDynamic: disabledDynamic.id,
    },
    outletChannel: sales_channel.id,
    outletProduct,
    priceList: { id: sale.id, productIds: onSale.products.map((p: { id: string }) => p.id) },
    manualReservation,
  }
}
