import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import { type AdminCall, adminApi, byLabel, type E2E, SCREENSHOTS, signIn, startE2E } from './harness'

// A new owner sets up a store from an empty database with the dashboard alone, then a storefront
// checks out with the key the owner made.

const EMAIL = 'owner@example.com'
const PASSWORD = 'owner-password-1'
const CHANNEL = 'Web EU'
const KEY_TITLE = 'EU storefront'
const LOCATION = 'Lyon warehouse'
const PRODUCT = 'Canvas tote'

let e: E2E
let call: AdminCall
beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E()
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  ;({ call } = await adminApi(e))
}, 120_000)
afterAll(() => e?.close())

// The window, not the full page: the sticky sidebar and header would be drawn mid-page.
const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) })

const toast = (page: Page, text: string) =>
  expect
    // An open dialog marks everything outside it, the toasts too, aria-hidden.
    .poll(() => page.getByRole('status', { includeHidden: true }).filter({ hasText: text }).count(), {
      timeout: 5000,
    })
    .toBeGreaterThan(0)

/** Waits for the toasts to fade, so screenshots show the page itself. */
const toastsGone = (page: Page) =>
  expect.poll(() => page.getByRole('status').count(), { timeout: 10_000 }).toBe(0)

const save = (scope: Page | Locator) => scope.getByRole('button', { name: 'Save' }).click()

/** One Store API request with the storefront's key; answers the JSON body or throws. */
async function storeCall<T>(key: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${e.baseUrl}${path}`, {
    method,
    headers: { 'x-publishable-api-key': key, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const json = (await res.json()) as T
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`)
  return json
}

interface Order {
  status: string
  currency_code: string
  subtotal: number
  shipping_total: number
  tax_total: number
  total: number
  sales_channel_id: string
  items: { variant_id: string; quantity: number }[]
}

describe.skipIf(!hasChromium)('store setup from an empty database', () => {
  it('sets up currencies, a region, shipping, stock, a channel, a key and a product, then sells it', async () => {
    const { page, context } = await e.newPage()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.setViewportSize({ width: 1280, height: 1000 })
    await signIn(page, EMAIL, PASSWORD)

    // Currencies: sell in euros, by default.
    await page.goto('/app/a/settings/details')
    await page.getByLabel('Add a currency').selectOption('eur')
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await toast(page, 'EUR added')
    await page.getByLabel('Default currency').selectOption('eur')
    await save(page.getByRole('region', { name: 'General' }))
    await toast(page, 'Store details saved')
    const { store } = await call<{
      store: { default_currency_code: string; currencies: { code: string }[] }
    }>('GET', '/admin/store')
    expect(store.default_currency_code).toBe('eur')
    expect(store.currencies.map((c) => c.code)).toContain('eur')
    await toastsGone(page)
    await shot(page, 'onboarding-store-en')

    // Region "Europe": France and Germany, 20 % tax, the manual providers.
    await page.goto('/app/a/settings/regions')
    await page.getByRole('button', { name: 'New region' }).first().click()
    const region = page.getByRole('dialog')
    await region.getByRole('textbox', { name: /^Name/ }).fill('Europe')
    expect(await region.getByLabel('Currency').inputValue()).toBe('eur')
    await region.getByLabel('Search countries').fill('France')
    await region.getByRole('checkbox', { name: 'France', exact: true }).check()
    await region.getByLabel('Search countries').fill('Germany')
    await region.getByRole('checkbox', { name: 'Germany', exact: true }).check()
    // The search hides France from the list; the summary still names it.
    expect(await region.getByText('Chosen: 2 · France and Germany').count()).toBe(1)
    await region.getByLabel('Tax rate (%)').fill('20')
    const payment = region.getByRole('group', { name: 'Payment providers' })
    const fulfillment = region.getByRole('group', { name: 'Fulfillment providers' })
    await payment.getByRole('checkbox', { name: 'Manual' }).check()
    // Test servers also install a "test" payment provider; this store takes manual payments only.
    const testProvider = payment.getByRole('checkbox', { name: 'test' })
    if (await testProvider.count()) await testProvider.uncheck()
    await fulfillment.getByRole('checkbox', { name: 'Manual' }).check()
    await shot(page, 'onboarding-region-form-en')
    await save(region)
    await toast(page, 'Region created')
    await page.waitForURL(/\/settings\/regions\/reg_/)
    const regionId = page.url().split('/').pop()!.split('?')[0]!
    const { region: created } = await call<{
      region: {
        tax_rate: number
        includes_tax: boolean
        currency_code: string
        countries: { iso_2: string }[]
        payment_providers: { id: string }[]
        fulfillment_providers: { id: string }[]
      }
    }>('GET', `/admin/regions/${regionId}`)
    expect(created).toMatchObject({ tax_rate: 20, currency_code: 'eur' })
    expect(created.countries.map((c) => c.iso_2).sort()).toEqual(['de', 'fr'])
    expect(created.payment_providers.map((p) => p.id)).toEqual(['manual'])
    expect(created.fulfillment_providers.map((p) => p.id)).toEqual(['manual'])

    // A flat-rate shipping option of 8.00 euros.
    await page.getByRole('button', { name: 'Add option' }).first().click()
    const option = page.getByRole('dialog')
    await option.getByRole('textbox', { name: /^Name/ }).fill('Standard')
    await byLabel(option, 'Price').fill('8.00')
    await save(option)
    await toast(page, 'Shipping option added')
    await expect.poll(() => page.getByRole('listitem', { name: 'Standard' }).textContent()).toContain('€8.00')
    const { shipping_options } = await call<{ shipping_options: { amount: number; price_type: string }[] }>(
      'GET',
      `/admin/shipping-options?region_id=${regionId}`,
    )
    expect(shipping_options).toMatchObject([{ amount: 800, price_type: 'flat_rate' }])
    await toastsGone(page)
    await shot(page, 'onboarding-region-detail-en')
    await page.goto(`/app/a/settings/regions/${regionId}?lng=ar`)
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await expect.poll(() => page.getByRole('heading', { name: 'خيارات الشحن' }).count()).toBe(1)
    await shot(page, 'onboarding-region-detail-ar')

    // A sales channel for the web shop.
    await page.goto('/app/a/settings/sales-channels?lng=en')
    await page.getByRole('button', { name: 'New channel' }).first().click()
    await page.getByRole('dialog').getByRole('textbox', { name: /^Name/ }).fill(CHANNEL)
    await save(page.getByRole('dialog'))
    await toast(page, 'Sales channel created')
    await expect.poll(() => page.getByRole('row').filter({ hasText: CHANNEL }).count()).toBe(1)
    const { sales_channels } = await call<{ sales_channels: { id: string; name: string }[] }>(
      'GET',
      `/admin/sales-channels?q=${encodeURIComponent(CHANNEL)}`,
    )
    const channel = sales_channels.find((c) => c.name === CHANNEL)!
    expect(channel).toBeDefined()

    // A stock location with an address, selling in that channel.
    await page.goto('/app/a/settings/locations')
    await page.getByRole('button', { name: 'New location' }).first().click()
    const location = page.getByRole('dialog')
    await byLabel(location, 'Name').fill(LOCATION)
    await byLabel(location, 'Street address').fill('12 rue de la Soie')
    await byLabel(location, 'Postal code').fill('69001')
    await byLabel(location, 'City').fill('Lyon')
    await byLabel(location, 'Country').selectOption('fr')
    await save(location)
    await toast(page, 'Stock location created')
    await page.waitForURL(/\/settings\/locations\/sloc_/)
    const locationId = page.url().split('/').pop()!.split('?')[0]!
    await page.getByLabel('Add a sales channel').selectOption({ label: CHANNEL })
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await toast(page, 'Sales channel added')
    const { stock_location } = await call<{
      stock_location: { address: { city: string; country_code: string }; sales_channels: { id: string }[] }
    }>('GET', `/admin/stock-locations/${locationId}?expand=address,sales_channels`)
    expect(stock_location.address).toMatchObject({ city: 'Lyon', country_code: 'fr' })
    expect(stock_location.sales_channels.map((c) => c.id)).toEqual([channel.id])
    await toastsGone(page)
    await shot(page, 'onboarding-location-en')

    // A publishable key serving that channel; the token comes from the copy button.
    await page.goto('/app/a/settings/publishable-api-keys')
    await page.getByRole('button', { name: 'New key' }).first().click()
    await page.getByRole('dialog').getByLabel('Title').fill(KEY_TITLE)
    await save(page.getByRole('dialog'))
    await toast(page, 'Key created')
    const keyRow = page.getByRole('row').filter({ hasText: KEY_TITLE })
    await keyRow.getByRole('button', { name: `Sales channels of ${KEY_TITLE}` }).click()
    await page.getByRole('dialog').getByRole('checkbox', { name: CHANNEL }).check()
    await toast(page, `${CHANNEL} added`)
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click()
    await keyRow.getByRole('button', { name: `Copy the token of ${KEY_TITLE}` }).click()
    await toast(page, 'Token copied')
    const token = await page.evaluate(() => navigator.clipboard.readText())
    expect(token).toMatch(/^pk_/)
    const linked = await call<{ sales_channels: { id: string }[] }>(
      'GET',
      `/admin/publishable-api-keys/${token}/sales-channels`,
    )
    expect(linked.sales_channels.map((c) => c.id)).toEqual([channel.id])
    await toastsGone(page)
    await shot(page, 'onboarding-keys-en')

    // The product: one variant at 25.00 euros, ten in stock, published in the channel.
    await page.goto('/app/a/products?new=1')
    const wizard = page.getByRole('dialog')
    const next = wizard.getByRole('button', { name: 'Next' })
    await byLabel(wizard, 'Title').fill(PRODUCT)
    await next.click()
    await wizard.getByRole('checkbox', { name: CHANNEL }).check()
    await next.click()
    const variant = wizard.getByRole('group', { name: 'Default variant' })
    await byLabel(variant, 'Stock quantity').fill('10')
    await byLabel(variant, 'Price EUR').fill('25.00')
    await shot(page, 'onboarding-product-variant-en')
    await next.click()
    await next.click()
    expect(await wizard.getByRole('radio', { name: /^Publish/ }).isChecked()).toBe(true)
    await wizard.getByRole('button', { name: 'Create product' }).click()
    await page.waitForURL(/\/app\/a\/products\/prod_/)
    await toast(page, `${PRODUCT} was published`)
    const productId = page.url().split('/').pop()!.split('?')[0]!
    const { product } = await call<{
      product: { status: string; sales_channels: { id: string }[]; variants: { id: string }[] }
    }>('GET', `/admin/products/${productId}?expand=variants,sales_channels`)
    expect(product.status).toBe('published')
    expect(product.sales_channels.map((c) => c.id)).toEqual([channel.id])
    const variantId = product.variants[0]!.id

    // Its ten units are kept at the warehouse, the location selling in its channel, so the channel's
    // orders reserve them there: no step of its own.
    await expect.poll(() => page.getByText(`${LOCATION}: 10`).count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Stock Default variant at a location' }).count()).toBe(0)
    const levels = async () => {
      const { variant } = await call<{
        variant: {
          inventory: {
            location_levels: { location_id: string; stocked_quantity: number; reserved_quantity: number }[]
          }[]
        }
      }>('GET', `/admin/variants/${variantId}/inventory`)
      return variant.inventory.flatMap((item) => item.location_levels)
    }
    expect(await levels()).toMatchObject([
      { location_id: locationId, stocked_quantity: 10, reserved_quantity: 0 },
    ])
    await toastsGone(page)
    await shot(page, 'onboarding-product-en')
    await context.close()

    // The storefront: only the Store API and the key.
    const { cart } = await storeCall<{ cart: { id: string; sales_channel_id: string } }>(
      token,
      'POST',
      '/store/carts',
      { region_id: regionId },
    )
    expect(cart.sales_channel_id).toBe(channel.id)
    await storeCall(token, 'POST', `/store/carts/${cart.id}/line-items`, {
      variant_id: variantId,
      quantity: 2,
    })
    await storeCall(token, 'POST', `/store/carts/${cart.id}`, {
      email: 'buyer@example.com',
      shipping_address: {
        first_name: 'Camille',
        last_name: 'Durand',
        address_1: '3 place Bellecour',
        city: 'Lyon',
        postal_code: '69002',
        country_code: 'fr',
      },
    })
    const options = await storeCall<{ shipping_options: { id: string; amount: number }[] }>(
      token,
      'GET',
      `/store/shipping-options/${cart.id}`,
    )
    expect(options.shipping_options).toHaveLength(1)
    await storeCall(token, 'POST', `/store/carts/${cart.id}/shipping-methods`, {
      option_id: options.shipping_options[0]!.id,
    })
    await storeCall(token, 'POST', `/store/carts/${cart.id}/payment-sessions`)
    await storeCall(token, 'POST', `/store/carts/${cart.id}/payment-session`, { provider_id: 'manual' })
    const done = await storeCall<{ type: string; data: Order }>(
      token,
      'POST',
      `/store/carts/${cart.id}/complete`,
    )
    expect(done.type).toBe('order')

    // Prices here exclude tax (the region left "Prices include tax" off), so 20 % is added on top
    // of the goods and of the shipping.
    expect(created.includes_tax).toBe(false)
    const subtotal = 2 * 2500
    const shipping = 800
    const tax = Math.round((subtotal + shipping) * 0.2)
    expect(done.data).toMatchObject({
      status: 'pending',
      currency_code: 'eur',
      sales_channel_id: channel.id,
      subtotal,
      shipping_total: shipping,
      tax_total: tax,
      total: subtotal + shipping + tax,
    })
    expect(tax).toBe(1160)
    expect(done.data.items).toMatchObject([{ variant_id: variantId, quantity: 2 }])
    // The two units are held at the channel's warehouse until they ship.
    expect(await levels()).toMatchObject([
      { location_id: locationId, stocked_quantity: 10, reserved_quantity: 2 },
    ])
  }, 150_000)
})
