import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, startTestApp } from '../../testing/harness'
import { Medusa, type MedusaClient, listenForClients } from '../../testing/medusa-js'
import { insertOption, insertShopRegion, insertVariant } from '../carts/test-helpers'

// The published storefront client, unchanged, drives a checkout against a server on a random port.

let t: TestApp
let baseUrl: string
let medusa: MedusaClient
let region: string
beforeAll(async () => {
  t = await startTestApp()
  region = await insertShopRegion(t, { name: 'North America', tax_rate: 5, countries: ['us', 'ca'] })
  await insertOption(t, region, { amount: 800, name: 'Ground' })
  await insertVariant(t, { title: 'Client Mug', prices: [{ amount: 1200 }], inventory_quantity: 50 })
  baseUrl = await listenForClients(t)
  // Retries on: every POST carries an Idempotency-Key, as storefronts send them.
  medusa = new Medusa({ baseUrl, maxRetries: 2 })
})
afterAll(() => t.close())

const shipping = {
  first_name: 'Grace',
  last_name: 'Hopper',
  address_1: '1 Navy Way',
  city: 'Arlington',
  country_code: 'us',
  postal_code: '22202',
}

/** regions → products → cart → items → email and address → shipping → payment → complete. */
async function checkout(client: MedusaClient, email?: string) {
  const { regions } = await client.regions.list()
  const chosen = regions.find((r: { id: string }) => r.id === region)!
  const { products } = await client.products.list({ region_id: chosen.id, limit: 100 })
  const mug = products.find((p: { title: string }) => p.title === 'Client Mug')!
  expect(mug.variants[0]!.calculated_price).toBe(1200)
  let { cart } = await client.carts.create({ region_id: chosen.id })
  ;({ cart } = await client.carts.lineItems.create(cart.id, {
    variant_id: mug.variants[0]!.id!,
    quantity: 2,
  }))
  ;({ cart } = await client.carts.update(cart.id, {
    ...(email ? { email } : {}),
    shipping_address: shipping,
  }))
  const { shipping_options } = await client.shippingOptions.listCartOptions(cart.id)
  expect(shipping_options.map((o: { name: string }) => o.name)).toEqual(['Ground'])
  await client.carts.addShippingMethod(cart.id, { option_id: shipping_options[0]!.id! })
  ;({ cart } = await client.carts.createPaymentSessions(cart.id))
  ;({ cart } = await client.carts.setPaymentSession(cart.id, { provider_id: 'manual' }))
  expect(cart.total).toBe(2400 + 120 + 800 + 40)
  const completed = await client.carts.complete(cart.id)
  expect(completed.type).toBe('order')
  return completed.data as unknown as {
    id: string
    display_id: number
    email: string
    total: number
    cart_id: string
  }
}

describe('@medusajs/medusa-js checkout', () => {
  it('places a guest order and finds it again', async () => {
    const order = await checkout(medusa, 'guest@example.com')
    expect(order.total).toBe(3360)
    const byId = await medusa.orders.retrieve(order.id)
    expect(byId.order.display_id).toBe(order.display_id)
    const byCart = await medusa.orders.retrieveByCartId(order.cart_id)
    expect(byCart.order.id).toBe(order.id)
    const lookup = await medusa.orders.lookupOrder({
      display_id: order.display_id,
      email: 'guest@example.com',
      shipping_address: { postal_code: '22202' },
    } as never)
    expect(lookup.order.id).toBe(order.id)
  })

  it('registers a customer, signs in with a token, adds an address and lists their orders', async () => {
    const email = 'grace@example.com'
    const password = 'cobol-forever-1959'
    const { customer } = await medusa.customers.create({
      email,
      password,
      first_name: 'Grace',
      last_name: 'Hopper',
    })
    expect(customer.has_account).toBe(true)
    const { access_token } = await medusa.auth.getToken({ email, password })
    // In Node, medusa-js keeps no cookie jar and sends stored tokens only in browsers: pass the bearer token.
    const signedIn = new Medusa({
      baseUrl,
      maxRetries: 2,
      customHeaders: { Authorization: `Bearer ${access_token}` },
    })
    const { customer: withAddress } = await signedIn.customers.addresses.addAddress({ address: shipping })
    expect(withAddress.shipping_addresses).toHaveLength(1)
    const order = await checkout(signedIn)
    expect(order.email).toBe(email)
    const { orders, count, limit, offset } = await signedIn.customers.listOrders()
    expect({ count, limit, offset }).toEqual({ count: 1, limit: 10, offset: 0 })
    expect(orders[0]!.id).toBe(order.id)
    await expect(medusa.customers.listOrders()).rejects.toMatchObject({ response: { status: 401 } })
  })
})
