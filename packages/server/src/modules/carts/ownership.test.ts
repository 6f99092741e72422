import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, startTestApp } from '../../testing/harness'
import { type Call, address, ok, readyCart, storeClient } from './test-client'
import { insertOption, insertShopRegion, insertVariant } from './test-helpers'

let t: TestApp
let anonymous: Call
let region: string
let variantId: string
let option: string
beforeAll(async () => {
  t = await startTestApp()
  anonymous = storeClient(t)
  region = await insertShopRegion(t, { countries: ['us'] })
  option = await insertOption(t, region)
  variantId = (await insertVariant(t)).variantId
})
afterAll(() => t.close())

/** Registers a customer and returns a client signed in with a bearer token, and the customer id. */
async function shopper(email: string): Promise<{ call: Call; id: string }> {
  const password = 'a-long-password'
  const { customer } = await ok(anonymous, 'POST', '/store/customers', { email, password })
  const { access_token } = await ok(anonymous, 'POST', '/store/auth/token', { email, password })
  return { call: storeClient(t, { authorization: `Bearer ${access_token}` }), id: customer.id }
}

describe('cart ownership', () => {
  it("keeps a customer's cart theirs: others can neither read nor change it", async () => {
    const ada = await shopper('ada@example.com')
    const bob = await shopper('bob@example.com')
    const { cart } = await ok(ada.call, 'POST', '/store/carts', { region_id: region })
    expect(cart).toMatchObject({ customer_id: ada.id, email: 'ada@example.com' })
    await ok(ada.call, 'POST', `/store/carts/${cart.id}/line-items`, { variant_id: variantId, quantity: 1 })
    const before = (await ada.call('GET', `/store/carts/${cart.id}`)).body
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `/store/carts/${cart.id}`],
      ['POST', `/store/carts/${cart.id}`, { email: 'thief@example.com' }],
      ['POST', `/store/carts/${cart.id}/line-items`, { variant_id: variantId, quantity: 1 }],
      ['DELETE', `/store/carts/${cart.id}/line-items/${before.cart.items[0].id}`],
      ['POST', `/store/carts/${cart.id}/shipping-methods`, { option_id: option }],
      ['POST', `/store/carts/${cart.id}/payment-sessions`],
      ['POST', `/store/carts/${cart.id}/complete`],
      ['GET', `/store/shipping-options/${cart.id}`],
    ]
    for (const client of [anonymous, bob.call])
      for (const [method, url, payload] of attempts) {
        const res = await client(method, url, payload)
        expect(res.status, `${method} ${url}`).toBe(404)
      }
    expect((await ada.call('GET', `/store/carts/${cart.id}`)).body).toEqual(before)
  })

  it('lets nobody attach themselves to someone else’s cart, but a shopper may claim a guest cart', async () => {
    const cy = await shopper('cy@example.com')
    const dee = await shopper('dee@example.com')
    const { cart } = await ok(anonymous, 'POST', '/store/carts', { region_id: region })
    const foreign = await cy.call('POST', `/store/carts/${cart.id}`, { customer_id: dee.id })
    expect(foreign.status).toBe(400)
    expect(foreign.body.message).toBe('A cart can only be attached to the signed-in customer')
    const anon = await anonymous('POST', `/store/carts/${cart.id}`, { customer_id: dee.id })
    expect(anon.status).toBe(400)
    const mine = await ok(cy.call, 'POST', `/store/carts/${cart.id}`, { customer_id: cy.id })
    expect(mine.cart).toMatchObject({ customer_id: cy.id, email: 'cy@example.com' })
    // Now Cy's: a second claim by Dee finds nothing.
    expect((await dee.call('POST', `/store/carts/${cart.id}`, { customer_id: dee.id })).status).toBe(404)
    // An email on an account's cart changes the contact address, not the owner.
    const changed = await ok(cy.call, 'POST', `/store/carts/${cart.id}`, { email: 'cy.work@example.com' })
    expect(changed.cart).toMatchObject({ customer_id: cy.id, email: 'cy.work@example.com' })
  })

  it("keeps a customer's orders theirs", async () => {
    const eve = await shopper('eve@example.com')
    const fay = await shopper('fay@example.com')
    const cart = await readyCart(eve.call, {
      region,
      option,
      items: [{ variant_id: variantId, quantity: 1 }],
    })
    const { data: order } = await ok(eve.call, 'POST', `/store/carts/${cart.id}/complete`)
    expect(order.customer_id).toBe(eve.id)
    expect(
      (await ok(eve.call, 'GET', '/store/customers/me/orders')).orders.map((o: { id: string }) => o.id),
    ).toEqual([order.id])
    expect((await ok(fay.call, 'GET', '/store/customers/me/orders')).count).toBe(0)
    expect((await anonymous('GET', '/store/customers/me/orders')).status).toBe(401)
    const address_ = await ok(eve.call, 'POST', '/store/customers/me/addresses', { address: address() })
    const saved = address_.customer.shipping_addresses[0].id
    // A saved address of someone else cannot be used on a cart.
    const { cart: other } = await ok(fay.call, 'POST', '/store/carts', { region_id: region })
    const stolen = await fay.call('POST', `/store/carts/${other.id}`, { shipping_address: saved })
    expect(stolen.status).toBe(404)
    const { cart: own } = await ok(eve.call, 'POST', '/store/carts', { region_id: region })
    const used = await ok(eve.call, 'POST', `/store/carts/${own.id}`, { shipping_address: saved })
    expect(used.cart.shipping_address).toMatchObject({ city: 'Springfield', customer_id: null })
    expect(used.cart.shipping_address.id).not.toBe(saved)
  })
})
