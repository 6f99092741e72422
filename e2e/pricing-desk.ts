import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { createUser } from '../packages/server/src/modules/users-auth'
import { type AdminCall, adminApi, type E2E, SCREENSHOTS, startE2E } from './harness'

// What the price list browser tests share: a demo shop with a pricing admin, a customer group with a
// signed-up member, a product the demo's sale leaves alone, and Store API reads of what shoppers pay.

export const EMAIL = 'pricer@example.com'
export const PASSWORD = 'pricer-password-1'
export const SHOPPER = { email: 'wholesale@example.com', password: 'shopper-password-1' }

export type Price = {
  id: string
  amount: number
  currency_code: string
  region_id: string | null
  variant_id: string
  min_quantity: number | null
  max_quantity: number | null
}
export type Variant = { id: string; title: string; prices: (Price & { price_list_id: string | null })[] }
export type Product = { id: string; title: string; variants: Variant[] }
export type PriceList = {
  id: string
  name: string
  type: string
  status: string
  prices: Price[]
  customer_groups: { id: string }[]
}

export interface PricingDesk {
  e: E2E
  call: AdminCall
  /** The "Wholesale" group, whose member is `SHOPPER`. */
  groupId: string
  /** North America (usd). */
  regionId: string
  /** Two or more variants, none on the demo's sale, each with a usd price. */
  product: Product
  /** A Store API request with the demo key, as a guest or as a signed-in customer. */
  store<T>(path: string, body?: unknown, token?: string): Promise<T>
  /** The unit price a shopper pays for the variant in North America (usd), buying `quantity` of it. */
  unitPrice(variantId: string, token?: string, quantity?: number): Promise<number>
}

export const usdBase = (v: Variant) =>
  v.prices.find((p) => !p.price_list_id && !p.region_id && p.currency_code === 'usd')!
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })
export const toast = (page: Page, text: string) =>
  expect
    .poll(() => page.getByRole('status', { includeHidden: true }).filter({ hasText: text }).count(), {
      timeout: 5000,
    })
    .toBeGreaterThan(0)

export async function startPricingDesk(): Promise<PricingDesk> {
  const e = await startE2E({ demo: true })
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  const { call } = await adminApi(e)
  const publishableKey = e.publishableKey
  const store = async <T>(path: string, body?: unknown, token?: string): Promise<T> => {
    const res = await fetch(`${e.baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        'x-publishable-api-key': publishableKey,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const json = (await res.json()) as T
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`)
    return json
  }
  const { regions } = await call<{ regions: { id: string; name: string }[] }>('GET', '/admin/regions')
  const regionId = regions.find((r) => r.name === 'North America')!.id
  const unitPrice = async (variantId: string, token?: string, quantity = 1) => {
    const { cart } = await store<{ cart: { id: string } }>('/store/carts', { region_id: regionId }, token)
    const added = await store<{ cart: { items: { unit_price: number }[] } }>(
      `/store/carts/${cart.id}/line-items`,
      { variant_id: variantId, quantity },
      token,
    )
    return added.cart.items[0]!.unit_price
  }
  // A product with two variants that the demo's summer sale leaves alone.
  const { price_lists } = await call<{ price_lists: PriceList[] }>('GET', '/admin/price-lists')
  const onSale = new Set(price_lists.flatMap((l) => l.prices.map((p) => p.variant_id)))
  const { products } = await call<{ products: Product[] }>('GET', '/admin/products?limit=100')
  const product = products.find(
    (p) => p.variants.length >= 2 && p.variants.every((v) => !onSale.has(v.id) && usdBase(v)),
  )!
  const groupId = (
    await call<{ customer_group: { id: string } }>('POST', '/admin/customer-groups', { name: 'Wholesale' })
  ).customer_group.id
  await call('POST', '/admin/customer-groups', { name: 'Press' })
  const { customer } = await store<{ customer: { id: string } }>('/store/customers', {
    first_name: 'Wim',
    last_name: 'Grossist',
    ...SHOPPER,
  })
  await call('POST', `/admin/customer-groups/${groupId}/customers/batch`, {
    customer_ids: [{ id: customer.id }],
  })
  return { e, call, groupId, regionId, product, store, unitPrice }
}
