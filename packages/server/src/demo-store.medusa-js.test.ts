import { user } from '@mercato/db'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from './seed'
import { type TestApp, createAdmin, startTestApp } from './testing/harness'
import { Medusa, type MedusaClient, listenForClients } from './testing/medusa-js'

// The published @medusajs/medusa-js client, unchanged, against a freshly seeded demo store with no
// manual step: browse, buy, open an account, return, and run the back office.

let t: TestApp
let baseUrl: string
let publishableApiKey: string
let shop: MedusaClient
let admin: MedusaClient
beforeAll(async () => {
  t = await startTestApp()
  publishableApiKey = (await seedDemo(t.ctx)).publishableKey!
  const staff = await createAdmin(t)
  await t.ctx.db.update(user).set({ api_token: 'demo-store-token' }).where(eq(user.id, staff.id))
  baseUrl = await listenForClients(t)
  shop = new Medusa({ baseUrl, maxRetries: 0, publishableApiKey })
  admin = new Medusa({ baseUrl, maxRetries: 0, apiKey: 'demo-store-token' })
})
afterAll(() => t.close())

const berlin = {
  first_name: 'Emmy',
  last_name: 'Noether',
  address_1: 'Unter den Linden 6',
  city: 'Berlin',
  country_code: 'de',
  postal_code: '10117',
}

// biome-ignore lint/suspicious/noExplicitAny: medusa-js's own response types are loose
type Json = any

async function europe(client: MedusaClient) {
  const { regions } = await client.regions.list()
  return regions.find((r: Json) => r.name === 'Europe') as Json
}

/** Region → product → cart → address → seeded shipping option → manual payment → order. */
async function buyOnDemoData(client: MedusaClient, email?: string) {
  const region = await europe(client)
  const { products } = await client.products.list({ region_id: region.id, q: 'Classic Tee' } as never)
  const tee = products.find((p: Json) => p.handle === 'classic-tee') as Json
  const variant = tee.variants[0]
  let { cart } = await client.carts.create({ region_id: region.id })
  ;({ cart } = await client.carts.lineItems.create(cart.id, { variant_id: variant.id, quantity: 2 }))
  ;({ cart } = await client.carts.update(cart.id, {
    ...(email ? { email } : {}),
    shipping_address: berlin,
    billing_address: berlin,
  }))
  const { shipping_options } = await client.shippingOptions.listCartOptions(cart.id)
  const names = shipping_options.map((o: Json) => o.name).sort()
  expect(names).toEqual(['Express Shipping', 'Standard Shipping'])
  const standard = shipping_options.find((o: Json) => o.name === 'Standard Shipping') as Json
  ;({ cart } = await client.carts.addShippingMethod(cart.id, { option_id: standard.id }))
  // The European option's 5.00 includes VAT, as the region's prices do.
  expect(cart.shipping_total + cart.shipping_tax_total).toBe(500)
  ;({ cart } = await client.carts.createPaymentSessions(cart.id))
  ;({ cart } = await client.carts.setPaymentSession(cart.id, { provider_id: 'manual' }))
  expect(cart.total).toBeGreaterThan(cart.shipping_total)
  const completed = await client.carts.complete(cart.id)
  expect(completed.type).toBe('order')
  return completed.data as Json
}

describe('@medusajs/medusa-js on the seeded demo store', () => {
  it('browses the catalogue: regions, products, collections and categories', async () => {
    const region = await europe(shop)
    expect(region.currency_code).toBe('eur')
    const page = await shop.products.list({ region_id: region.id, limit: 12, offset: 12 })
    expect(page.products).toHaveLength(12)
    expect(typeof page.count).toBe('number')
    expect(page.count).toBeGreaterThanOrEqual(50)
    const first = page.products[0] as Json
    expect(first.variants[0].calculated_price).toBeGreaterThan(0)
    const { product } = await shop.products.retrieve(first.id)
    expect(product.handle).toBe(first.handle)
    const { variant } = await shop.products.variants.retrieve(first.variants[0].id)
    expect(variant.id).toBe(first.variants[0].id)

    const { collections, count: collectionCount } = await shop.collections.list()
    expect(collectionCount).toBe(4)
    const { collection } = await shop.collections.retrieve(collections[0]!.id)
    expect(collection.title).toBe(collections[0]!.title)

    const categories = await shop.productCategories.list({ parent_category_id: 'null' } as never)
    expect(typeof categories.count).toBe('number')
    expect(categories.product_categories.map((c: Json) => c.name)).toContain('Apparel')
    const { product_category } = await shop.productCategories.retrieve(categories.product_categories[0]!.id)
    expect(product_category.id).toBe(categories.product_categories[0]!.id)
  })

  it('checks out a guest order on the demo data and looks it up', async () => {
    const order = await buyOnDemoData(shop, 'guest@example.com')
    expect(order.shipping_methods).toHaveLength(1)
    expect(order.currency_code).toBe('eur')
    const { order: byId } = await shop.orders.retrieve(order.id)
    expect(byId.display_id).toBe(order.display_id)
    const { order: byCart } = await shop.orders.retrieveByCartId(order.cart_id)
    expect(byCart.id).toBe(order.id)
  })

  it('registers a customer who buys, lists the order and asks to return it with the seeded option', async () => {
    const email = 'emmy@example.com'
    const password = 'ring-theory-1921'
    const { customer } = await shop.customers.create({
      email,
      password,
      first_name: 'Emmy',
      last_name: 'Noether',
    })
    expect(customer.has_account).toBe(true)
    const { access_token } = await shop.auth.getToken({ email, password })
    // In Node, medusa-js stores no token between calls: send the bearer token as a header.
    const signedIn = new Medusa({
      baseUrl,
      maxRetries: 0,
      publishableApiKey,
      customHeaders: { Authorization: `Bearer ${access_token}` },
    })
    const { customer: me } = await signedIn.customers.retrieve()
    expect(me.email).toBe(email)
    await signedIn.customers.addresses.addAddress({ address: berlin })
    const order = await buyOnDemoData(signedIn)
    expect(order.email).toBe(email)
    const { orders, count } = await signedIn.customers.listOrders()
    expect(count).toBe(1)
    expect(orders[0]!.id).toBe(order.id)

    // Staff send the parcel: only what was sent can be asked back.
    await admin.admin.orders.createFulfillment(order.id, {
      items: [{ item_id: order.items[0].id, quantity: 1 }],
    })
    const { shipping_options } = await signedIn.shippingOptions.list({ is_return: 'true' } as never)
    const back = shipping_options.find((o: Json) => o.region_id === order.region_id && o.is_return) as Json
    expect(back.name).toBe('Return Shipping')
    const { return: requested } = await signedIn.returns.create({
      order_id: order.id,
      items: [{ item_id: order.items[0].id, quantity: 1 }],
      return_shipping: { option_id: back.id },
    })
    expect(requested.status).toBe('requested')
  })

  it('runs the main admin calls over the demo store', async () => {
    const { products, count } = await admin.admin.products.list({ limit: 5 })
    expect(products).toHaveLength(5)
    expect(count).toBeGreaterThanOrEqual(58)
    const { regions } = await admin.admin.regions.list()
    expect(regions).toHaveLength(3)
    const { shipping_options } = await admin.admin.shippingOptions.list()
    expect(shipping_options).toHaveLength(9)
    const categories = await admin.admin.productCategories.list()
    expect(categories.count).toBe(11)
    expect((await admin.admin.collections.list()).count).toBe(4)
    expect((await admin.admin.salesChannels.list()).count).toBe(1)
    // Shoppers sending something back have reasons to choose from.
    const { return_reasons } = await admin.admin.returnReasons.list()
    expect(return_reasons.map((r: { label: string }) => r.label)).toEqual([
      'Wrong size',
      'Arrived damaged',
      'Not as described',
      'Changed my mind',
    ])
    expect((await admin.admin.inventoryItems.list()).count).toBeGreaterThan(0)
    // The guest's e-mail and the registered shopper.
    expect((await admin.admin.customers.list()).count).toBe(2)
    expect((await admin.admin.discounts.list()).count).toBe(0)
    expect((await admin.admin.store.retrieve()).store.currencies.length).toBeGreaterThanOrEqual(3)

    const list = await admin.admin.orders.list({ limit: 10 })
    expect(list.count).toBe(2)
    const orderId = list.orders.find((o: Json) => o.fulfillment_status === 'not_fulfilled')!.id
    const { order } = await admin.admin.orders.retrieve(orderId)
    const captured = await admin.admin.orders.capturePayment(orderId)
    expect(captured.order.payment_status).toBe('captured')
    const fulfilled = await admin.admin.orders.createFulfillment(orderId, {
      items: order.items.map((i: Json) => ({ item_id: i.id, quantity: i.quantity })),
    })
    expect(fulfilled.order.fulfillment_status).toBe('fulfilled')
    const shipped = await admin.admin.orders.createShipment(orderId, {
      fulfillment_id: fulfilled.order.fulfillments[0]!.id,
    })
    expect(shipped.order.fulfillment_status).toBe('shipped')
  })
})
