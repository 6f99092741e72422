import { expect } from 'vitest'
import type { MercatoApp } from '../../app'

// HTTP helpers for the checkout tests: a store client and a cart made ready to complete.

export interface Reply {
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: JSON bodies of any shape, asserted by the tests
  body: any
  headers: Record<string, unknown>
}

export type Call = (
  method: string,
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => Promise<Reply>

export function storeClient(t: MercatoApp, base: Record<string, string> = {}): Call {
  return async (method, url, payload, headers = {}) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { ...base, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
    return { status: res.statusCode, body: res.body ? res.json() : null, headers: res.headers }
  }
}

export const address = (country_code = 'us') => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  address_1: '1 Main St',
  city: 'Springfield',
  country_code,
  postal_code: '12345',
})

/** POST that must succeed; returns the body. */
export async function ok(
  call: Call,
  method: string,
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) {
  const res = await call(method, url, payload, headers)
  expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(200)
  return res.body
}

export interface ReadyCartOptions {
  region: string
  items: Array<{ variant_id: string; quantity: number }>
  option?: string
  email?: string
  country?: string
  provider?: string
  discounts?: string[]
  gift_cards?: string[]
}

/** A cart with items, email, address, shipping method and a selected payment session. */
// biome-ignore lint/suspicious/noExplicitAny: the cart as JSON
export async function readyCart(call: Call, o: ReadyCartOptions): Promise<any> {
  const { cart } = await ok(call, 'POST', '/store/carts', { region_id: o.region })
  for (const item of o.items) await ok(call, 'POST', `/store/carts/${cart.id}/line-items`, item)
  await ok(call, 'POST', `/store/carts/${cart.id}`, {
    email: o.email ?? 'shopper@example.com',
    shipping_address: address(o.country),
    ...(o.discounts ? { discounts: o.discounts.map((code) => ({ code })) } : {}),
    ...(o.gift_cards ? { gift_cards: o.gift_cards.map((code) => ({ code })) } : {}),
  })
  if (o.option) await ok(call, 'POST', `/store/carts/${cart.id}/shipping-methods`, { option_id: o.option })
  await ok(call, 'POST', `/store/carts/${cart.id}/payment-sessions`)
  const body = await ok(call, 'POST', `/store/carts/${cart.id}/payment-session`, {
    provider_id: o.provider ?? 'manual',
  }).catch(async (e) => {
    // Carts with nothing to pay have no sessions to select.
    const current = await call('GET', `/store/carts/${cart.id}`)
    if (current.body.cart.total <= 0) return current.body
    throw e
  })
  return body.cart
}
