import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../../seed'
import { type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { type Call, ok, storeClient } from '../carts/test-client'

let t: TestApp
let shop: Call
let admin: Call
let publishableKey: string
beforeAll(async () => {
  t = await startTestApp({ storefrontUrl: 'https://shop.example.com' })
  publishableKey = (await seedDemo(t.ctx)).publishableKey!
  shop = storeClient(t, { 'x-publishable-api-key': publishableKey })
  admin = storeClient(t, (await createAdmin(t)).headers)
})
afterAll(() => t.close())

/** A guest's order of one tee, placed by a shopper browsing in `locale`. */
async function placeGuestOrder(email: string, locale: string) {
  const { regions } = await ok(shop, 'GET', '/store/regions')
  const europe = regions.find((r: { name: string }) => r.name === 'Europe').id
  const tee = (await ok(admin, 'GET', '/admin/products?handle=classic-tee')).products[0]
  const { cart } = await ok(shop, 'POST', '/store/carts', { region_id: europe, context: { locale } })
  await ok(shop, 'POST', `/store/carts/${cart.id}/line-items`, {
    variant_id: tee.variants[0].id,
    quantity: 1,
  })
  await ok(shop, 'POST', `/store/carts/${cart.id}`, {
    email,
    shipping_address: {
      first_name: 'Gus',
      last_name: 'Guest',
      address_1: 'Hauptstraße 5',
      city: 'Berlin',
      postal_code: '10115',
      country_code: 'de',
    },
  })
  const { shipping_options } = await ok(shop, 'GET', `/store/shipping-options/${cart.id}`)
  await ok(shop, 'POST', `/store/carts/${cart.id}/shipping-methods`, { option_id: shipping_options[0].id })
  await ok(shop, 'POST', `/store/carts/${cart.id}/payment-sessions`)
  await ok(shop, 'POST', `/store/carts/${cart.id}/payment-session`, { provider_id: 'manual' })
  return (await ok(shop, 'POST', `/store/carts/${cart.id}/complete`)).data
}

/** Registers and signs in: the Store API as that customer. */
async function register(email: string) {
  const password = 'long-enough-pass'
  await ok(shop, 'POST', '/store/customers', { email, password, first_name: 'Gus', last_name: 'Guest' })
  const { access_token } = await ok(shop, 'POST', '/store/auth/token', { email, password })
  return storeClient(t, { 'x-publishable-api-key': publishableKey, authorization: `Bearer ${access_token}` })
}

async function claimMail(accountEmail: string) {
  await t.ctx.events.idle()
  const { notifications } = await ok(
    admin,
    'GET',
    '/admin/notifications?event_name=order-update-token.created',
  )
  const mine = notifications.filter(
    (n: { data: { account_email: string } }) => n.data.account_email === accountEmail,
  )
  expect(mine).toHaveLength(1)
  return mine[0]
}

describe('the e-mail that adds guest orders to an account', () => {
  it('goes to the orders’ e-mail with the link and numbers; its token moves the order to the account', async () => {
    const order = await placeGuestOrder('gus@example.com', 'xx')
    const me = await register('gus@example.com')
    // Registering with the same e-mail takes nothing over.
    expect((await ok(me, 'GET', '/store/customers/me/orders')).orders).toEqual([])
    await ok(me, 'POST', '/store/orders/batch/customer/token', { order_ids: [order.id] })

    const n = await claimMail('gus@example.com')
    expect(n).toMatchObject({ to: 'gus@example.com', resource_type: 'customer' })
    expect(n.data.display_ids).toEqual([order.display_id])
    expect(n.data.token).toBeUndefined() // the link only, as for password resets
    expect(n.data.link).toMatch(/^https:\/\/shop\.example\.com\/account\/claim\?token=[\w.-]+$/)
    const { preview } = await ok(admin, 'GET', `/admin/notifications/${n.id}/preview`)
    expect(preview.subject).toBe('Add your orders to your account')
    expect(preview.text).toContain(`Orders: #${order.display_id}`)
    expect(preview.text).toContain('as gus@example.com asked to add the orders placed with gus@example.com')
    expect(preview.text).toContain(`Add the orders to the account: ${n.data.link}`)
    expect(preview.text).toContain('valid for 15 minutes')
    expect(preview.html).toContain(`href="${n.data.link}"`)

    const token = new URL(n.data.link).searchParams.get('token')
    // No sign-in needed: the token names the account.
    await ok(shop, 'POST', '/store/orders/customer/confirm', { token })
    const { orders } = await ok(me, 'GET', '/store/customers/me/orders')
    expect(orders.map((o: { id: string }) => o.id)).toEqual([order.id])
  })

  it('is written in the language the order was placed in, naming the account that asked', async () => {
    const order = await placeGuestOrder('greta@example.com', 'de')
    const me = await register('greta.neu@example.com')
    await ok(me, 'POST', '/store/orders/batch/customer/token', { order_ids: [order.id] })
    const n = await claimMail('greta.neu@example.com')
    expect(n).toMatchObject({ to: 'greta@example.com', data: { locale: 'de' } })
    const { preview } = await ok(admin, 'GET', `/admin/notifications/${n.id}/preview`)
    expect(preview.subject).toBe('Ihre Bestellungen Ihrem Konto hinzufügen')
    expect(preview.text).toContain('als greta.neu@example.com angemeldet')
    expect(preview.text).toContain(`Bestellungen: #${order.display_id}`)
    expect(preview.html).toContain('lang="de"')
  })
})
