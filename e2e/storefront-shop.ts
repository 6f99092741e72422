import type { PricedProduct, Region } from '@mercato/client'
import { seedDemo } from '../packages/server/src/seed'
import { type E2E, adminHeaders, startE2E } from './harness'

export const DISCOUNT_CODE = 'WELCOME10'

export type ShopApi = <T>(
  path: string,
  init?: { method?: string; body?: unknown; headers?: Record<string, string> },
) => Promise<T>

/** A demo shop for storefront tests: the server, its key, the US region (the browser is en-US). */
export interface Shop {
  e: E2E
  admin: Record<string, string>
  publishableKey: string
  region: Region
  /** The Store API with the shop's key (or the given headers); throws on a non-2xx answer. */
  api: ShopApi
  /** The products of the home page, as the storefront asks for them (key, region, first eight). */
  homeProducts: () => Promise<PricedProduct[]>
}

/** Starts the server with the demo data, a shipping option in the US region and a 10 % code. */
export async function startShop(): Promise<Shop> {
  const e = await startE2E()
  const publishableKey = (await seedDemo(e.ctx)).publishableKey!
  const admin = await adminHeaders(e)
  const api: ShopApi = async (path, init = {}) => {
    const res = await fetch(e.baseUrl + path, {
      method: init.method ?? 'GET',
      headers: init.headers ?? { 'x-publishable-api-key': publishableKey },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status} ${await res.text()}`)
    return res.json()
  }
  // The browser's language (en-US) makes a first visit ship to the United States.
  const region = (await api<{ regions: Region[] }>('/store/regions')).regions.find((r) =>
    r.countries.some((c) => c.iso_2 === 'us'),
  )!
  const { shipping_options } = await api<{ shipping_options: unknown[] }>(
    `/admin/shipping-options?region_id=${region.id}&is_return=false`,
    { headers: admin },
  )
  if (shipping_options.length === 0) {
    await api('/admin/shipping-options', {
      method: 'POST',
      headers: admin,
      body: {
        name: 'Standard Shipping',
        region_id: region.id,
        provider_id: 'manual',
        data: {},
        price_type: 'flat_rate',
        amount: 800,
      },
    })
  }
  await api('/admin/discounts', {
    method: 'POST',
    headers: admin,
    body: {
      code: DISCOUNT_CODE,
      rule: { type: 'percentage', value: 10, allocation: 'total' },
      regions: [region.id],
    },
  })
  const homeProducts = async () =>
    (await api<{ products: PricedProduct[] }>(`/store/products?region_id=${region.id}&limit=8&offset=0`))
      .products
  return { e, admin, publishableKey, region, api, homeProducts }
}
