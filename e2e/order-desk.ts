import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { E2E } from './harness'

// The order desk's set-up through the APIs: requests that must succeed, and a guest's demo order.

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies, asserted by the tests
export type Json = any

/** The shop's HTTP API for a test: answers the JSON body, and fails the test on anything but 200. */
export function apiCaller(e: E2E) {
  return async function call(
    method: string,
    path: string,
    extra: Record<string, string>,
    body?: unknown,
  ): Promise<Json> {
    const res = await fetch(`${e.baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = await res.json()
    expect(res.status, `${method} ${path}: ${JSON.stringify(json)}`).toBe(200)
    return json
  }
}
export type ApiCall = ReturnType<typeof apiCaller>

/** A guest checkout on the demo data through the Store API: three tees to Paris, seeded shipping, manual payment. */
export async function placeOrder(
  call: ApiCall,
  headers: Record<string, string>,
  publishableKey: string,
  email: string,
): Promise<Json> {
  const shop = { 'x-publishable-api-key': publishableKey }
  const { regions } = await call('GET', '/store/regions', shop)
  const europe = regions.find((r: Json) => r.name === 'Europe')
  const tee = (await call('GET', '/admin/products?handle=classic-tee', headers)).products[0]
  const { cart } = await call('POST', '/store/carts', shop, { region_id: europe.id })
  await call('POST', `/store/carts/${cart.id}/line-items`, shop, {
    variant_id: tee.variants[0].id,
    quantity: 3,
  })
  await call('POST', `/store/carts/${cart.id}`, shop, {
    email,
    shipping_address: {
      first_name: 'Marguerite',
      last_name: 'Perey',
      address_1: '12 Rue Cuvier',
      city: 'Paris',
      country_code: 'fr',
      postal_code: '75005',
    },
  })
  const { shipping_options } = await call('GET', `/store/shipping-options/${cart.id}`, shop)
  await call('POST', `/store/carts/${cart.id}/shipping-methods`, shop, { option_id: shipping_options[0].id })
  await call('POST', `/store/carts/${cart.id}/payment-sessions`, shop)
  await call('POST', `/store/carts/${cart.id}/payment-session`, shop, { provider_id: 'manual' })
  const done = await call('POST', `/store/carts/${cart.id}/complete`, shop)
  expect(done.type).toBe('order')
  return done.data
}

/** Ticks the orders' rows in the orders list (found by their numbers). */
export async function selectOrders(page: Page, orders: { display_id: number }[]) {
  for (const order of orders)
    await page.getByRole('checkbox', { name: `Select #${order.display_id}`, exact: true }).check()
}
