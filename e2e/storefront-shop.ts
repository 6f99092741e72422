import type { PricedProduct, PricedVariant, Region } from '@mercato/client'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { messagesFor } from '../packages/storefront/src/i18n/catalog'
import { createI18n } from '../packages/storefront/src/i18n/context'
import { type E2E, SCREENSHOTS, adminHeaders, startE2E } from './harness'

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
  /** The products of the home page, as the storefront shows them (key, region, first eight priced). */
  homeProducts: () => Promise<PricedProduct[]>
}

/** The Store API with the shop's key (or the given headers); throws on a non-2xx answer. */
export function shopApi(e: E2E, publishableKey: string): ShopApi {
  return async (path, init = {}) => {
    const res = await fetch(e.baseUrl + path, {
      method: init.method ?? 'GET',
      headers: init.headers ?? { 'x-publishable-api-key': publishableKey },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status} ${await res.text()}`)
    return res.json()
  }
}

/** The storefront's own words in a language, as its pages show them. */
export const storefrontWords = (locale: string) => createI18n(locale, messagesFor(locale)).t

/** Screenshots of a storefront page at desktop and phone widths. */
export async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
    await page.screenshot({ path: join(SCREENSHOTS, `storefront-${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/**
 * The products of the home page, as the storefront shows them: the newest twelve, less those without
 * a price in the region, the first eight.
 */
/**
 * What the shop shows as a variant's price: with tax in a region whose prices include tax, else
 * without (the API's tax-inclusive figure minus its tax); the raw figure where the API gives no tax.
 */
export function shownAmount(variant: PricedVariant, region: Pick<Region, 'includes_tax'>): number {
  const withTax = variant.calculated_price_incl_tax
  if (withTax == null) return variant.calculated_price!
  return region.includes_tax ? withTax : withTax - (variant.calculated_tax ?? 0)
}

export async function homePageProducts(api: ShopApi, region: Region): Promise<PricedProduct[]> {
  const { products } = await api<{ products: PricedProduct[] }>(
    `/store/products?region_id=${region.id}&limit=12&offset=0`,
  )
  return products.filter((p) => p.variants.some((v) => v.calculated_price != null)).slice(0, 8)
}

/** A product of the home page with stock, as the storefront lists them. */
export async function homeProductInStock(api: ShopApi, region: Region): Promise<PricedProduct> {
  const products = await homePageProducts(api, region)
  return products.find((p) => p.variants.some((v) => v.inventory_quantity > 1))!
}

/** From the product page to the checkout, with `quantity` of the first variant in the cart. */
export async function addToCartAndCheckout(page: Page, product: PricedProduct, quantity = 1) {
  await page.goto(`/products/${product.handle}`)
  await page.getByRole('heading', { level: 1, name: product.title }).waitFor()
  await page.getByLabel('Quantity').fill(String(quantity))
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await page.getByRole('link', { name: `Cart, ${quantity} item${quantity > 1 ? 's' : ''}` }).click()
  await page.getByRole('link', { name: 'Go to checkout' }).click()
}

/** Creates an account on /account and waits for its greeting (the new shopper is signed in). */
export async function registerShopper(
  page: Page,
  who: { first: string; last: string; email: string; password: string },
) {
  await page.goto('/account')
  const register = page.getByRole('region', { name: 'Create an account' })
  await register.getByLabel('First name').fill(who.first)
  await register.getByLabel('Last name').fill(who.last)
  await register.getByLabel('Email').fill(who.email)
  const password = register.getByLabel('Password')
  // The rule is stated, as the field's description, before it can refuse anything.
  const hint = await password.evaluate(
    (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent,
  )
  if (hint !== 'Your password must be at least 8 characters long.')
    throw new Error(`The password field describes no rule: ${hint}`)
  await password.fill(who.password)
  await register.getByRole('button', { name: 'Create account' }).click()
  await page.getByRole('heading', { name: `Hello, ${who.first}` }).waitFor()
}

/** Checkout steps 1 and 2: contact, a Springfield, IL address and the standard shipping option. */
export async function fillCheckoutAddress(
  page: Page,
  who: { first: string; last: string; street: string },
  email?: string,
) {
  if (email) await page.getByLabel('Email').fill(email)
  await page.getByLabel('First name').fill(who.first)
  await page.getByLabel('Last name').fill(who.last)
  await page.getByLabel('Address', { exact: true }).fill(who.street)
  await page.getByLabel('City').fill('Springfield')
  // The shop's region is the United States, whose addresses need a state.
  await page.getByLabel('State', { exact: true }).selectOption('IL')
  await page.getByLabel('Postal code').fill('12345')
  await page.getByRole('button', { name: 'Continue to delivery' }).click()
  await page.getByRole('radio', { name: /Standard Shipping/ }).check()
  await page.getByRole('heading', { name: '3. Payment' }).waitFor()
}

/** Starts the server with the demo data, a shipping option in the US region and a 10 % code. */
export async function startShop(): Promise<Shop> {
  const e = await startE2E({ demo: true })
  const publishableKey = e.publishableKey
  const admin = await adminHeaders(e)
  const api = shopApi(e, publishableKey)
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
  const homeProducts = () => homePageProducts(api, region)
  return { e, admin, publishableKey, region, api, homeProducts }
}

/** The lines of a totals block (label, signed amount in major units) and its total. */
export async function totalsShown(block: Locator): Promise<{ lines: [string, number][]; total: number }> {
  const pairs = await block
    .locator('dl > div')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('dt')?.textContent ?? '',
        row.querySelector('dd')?.textContent ?? '',
      ]),
    )
  const amount = (text: string) => {
    const value = Number(text.replace(/[^0-9.]/g, ''))
    return text.includes('−') ? -value : value
  }
  // Taxes inside tax-inclusive prices are said under the total, not added to it.
  const lines = pairs
    .filter(([label]) => label !== 'Total' && label !== 'Including taxes')
    .map(([l, v]) => [l, amount(v!)] as [string, number])
  const total = amount(pairs.find(([label]) => label === 'Total')![1]!)
  return { lines, total }
}
