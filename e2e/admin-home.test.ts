import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import {
  type AdminCall,
  type E2E,
  SCREENSHOTS,
  adminApi,
  dashboardStrings,
  signIn,
  startE2E,
} from './harness'

const EMAIL = 'home-owner@example.com'
const PASSWORD = 'home-owner-password-1'

let e: E2E
let call: AdminCall
const placed: Array<{ id: string; display_id: number; total: number; currency_code: string }> = []

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies, asserted by the test
type Json = any

async function store(method: string, path: string, key: string, body?: unknown): Promise<Json> {
  const res = await fetch(`${e.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-publishable-api-key': key },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const json = await res.json()
  expect(res.status, `${method} ${path}: ${JSON.stringify(json)}`).toBe(200)
  return json
}

/** A guest checkout of `quantity` tees to Paris through the Store API, paid manually. */
async function placeOrder(key: string, variantId: string, quantity: number) {
  const { regions } = await store('GET', '/store/regions', key)
  const europe = regions.find((r: Json) => r.name === 'Europe')
  const { cart } = await store('POST', '/store/carts', key, { region_id: europe.id })
  await store('POST', `/store/carts/${cart.id}/line-items`, key, { variant_id: variantId, quantity })
  await store('POST', `/store/carts/${cart.id}`, key, {
    email: `buyer${quantity}@example.com`,
    shipping_address: {
      first_name: 'Émilie',
      last_name: 'Du Châtelet',
      address_1: '5 Rue Saint-Honoré',
      city: 'Paris',
      country_code: 'fr',
      postal_code: '75001',
    },
  })
  const { shipping_options } = await store('GET', `/store/shipping-options/${cart.id}`, key)
  await store('POST', `/store/carts/${cart.id}/shipping-methods`, key, { option_id: shipping_options[0].id })
  await store('POST', `/store/carts/${cart.id}/payment-sessions`, key)
  await store('POST', `/store/carts/${cart.id}/payment-session`, key, { provider_id: 'manual' })
  const done = await store('POST', `/store/carts/${cart.id}/complete`, key)
  expect(done.type).toBe('order')
  return done.data.id as string
}

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E({ demo: true })
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  call = (await adminApi(e)).call
  const { publishableKey } = e
  const tee = (await call<Json>('GET', '/admin/products?handle=classic-tee')).products[0]
  for (const quantity of [1, 3]) {
    const id = await placeOrder(publishableKey!, tee.variants[0].id, quantity)
    placed.push((await call<Json>('GET', `/admin/orders/${id}`)).order)
  }
  // One variant the orders did not touch is nearly sold out: 2 left, under the home's threshold of 5.
  const { inventory_items } = await call<Json>(
    'GET',
    `/admin/inventory-items?sku=${encodeURIComponent(tee.variants[1].sku)}&expand=location_levels`,
  )
  const [item] = inventory_items
  await call(
    'POST',
    `/admin/inventory-items/${item.id}/location-levels/${item.location_levels[0].location_id}`,
    {
      stocked_quantity: 2,
    },
  )
})
afterAll(() => e?.close())

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })

const money = (amount: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100)

describe.skipIf(!hasChromium)('home page in Chromium', () => {
  it("shows today's orders and revenue as the Admin API counts them, in English and Arabic", async () => {
    const en = dashboardStrings('en', 'home')
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.setViewportSize({ width: 1280, height: 1100 })
    await page.goto('/app/a')
    await page.getByRole('heading', { name: en.title as unknown as string, level: 1 }).waitFor()

    // The To do section leads the page: both orders wait to be fulfilled, and the link opens the list
    // filtered the same way, showing those orders.
    const todo = page.getByRole('region', { name: en.todo!.title! })
    const toFulfil = todo.getByRole('link', { name: '2 orders to fulfil' })
    await toFulfil.waitFor()
    expect(await todo.getByRole('link', { name: '2 payments to capture' }).count()).toBe(1)
    await toFulfil.click()
    await page.waitForURL(/\/app\/a\/orders\?status=pending&fulfillment_status=not_fulfilled/)
    for (const order of placed)
      await page
        .getByRole('row')
        .filter({ hasText: `#${order.display_id}` })
        .first()
        .waitFor()
    await page.goto('/app/a')
    await page.getByRole('heading', { name: en.title as unknown as string, level: 1 }).waitFor()

    const tz = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
    const { overview } = await call<Json>('GET', `/admin/mercato/overview?tz=${encodeURIComponent(tz)}`)
    // The low-stock row counts what the Low stock card lists, by the same threshold, and leads to it.
    expect(overview.todo).toMatchObject({ orders_to_fulfil: 2, payments_to_capture: 2, low_stock: 1 })
    expect(overview.low_stock_variants).toHaveLength(1)
    await todo.getByRole('link', { name: '1 item low on stock' }).click()
    await page.waitForURL(/\/app\/a#low-stock$/)
    const lowStock = page.getByRole('region', { name: en.lowStock!.title! })
    await lowStock.getByRole('link', { name: 'Classic Tee' }).waitFor()
    expect(await lowStock.getByRole('listitem').count()).toBe(1)
    // Back to the top, so the full-page screenshot shows the fixed header in its place.
    await page.evaluate(() => window.scrollTo(0, 0))
    const eur = overview.currencies.find((c: Json) => c.currency_code === 'eur')
    // The API's revenue is the sum of the orders' totals.
    const total = placed.reduce((n, o) => n + o.total, 0)
    expect(eur.today).toMatchObject({ orders: 2, revenue: total })

    const figure = (label: string) =>
      page.getByRole('region', { name: label, exact: true }).getByRole('definition')
    await page.getByRole('button', { name: en.period!.today! }).click()
    await page.waitForURL(/[?&]period=today/)
    // The URL changes first; the pressed button and its figures follow on the next render.
    await expect
      .poll(() => page.getByRole('button', { name: en.period!.today! }).getAttribute('aria-pressed'))
      .toBe('true')
    await expect.poll(() => figure(en.figures!.orders!).textContent()).toBe('2')
    await expect.poll(() => figure(en.figures!.revenue!).textContent()).toBe(money(total, 'eur', 'en'))
    await expect
      .poll(() => figure(en.figures!.averageOrderValue!).textContent())
      .toBe(money(total / 2, 'eur', 'en'))

    // The chart's figures are also a table for screen readers; today is its last row.
    const chart = page.getByRole('table', { name: /Orders and revenue per day/ })
    const lastRow = chart.getByRole('row').last()
    expect(await lastRow.getByRole('cell').allTextContents()).toEqual(['2', money(total, 'eur', 'en')])

    const top = page.getByRole('region', { name: en.topProducts!.title! })
    const tee = top.getByRole('link', { name: 'Classic Tee' })
    expect(await top.getByRole('listitem').first().textContent()).toContain('4 sold')
    await shot(page, 'home-en')
    await tee.click()
    await page.waitForURL(new RegExp(`/app/a/products/${overview.top_products[0].product_id}$`))

    const ar = dashboardStrings('ar', 'home')
    await page.goto('/app/a?period=today&lng=ar')
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await page.getByRole('heading', { name: ar.title as unknown as string, level: 1 }).waitFor()
    await expect
      .poll(() => figure(ar.figures!.orders!).textContent())
      .toBe(new Intl.NumberFormat('ar').format(2))
    // In a left-to-right isolate, so the sign and symbol keep their places in the right-to-left page.
    await expect
      .poll(() => figure(ar.figures!.revenue!).textContent())
      .toBe(`\u2066${money(total, 'eur', 'ar')}\u2069`)
    await page.getByRole('region', { name: ar.todo!.title! }).getByRole('link').first().waitFor()
    await shot(page, 'home-ar')
    await page.goto('/app/a?lng=en')
    await context.close()
  })

  it('lists a return to receive in To do, leading to the orders waiting for one', async () => {
    const en = dashboardStrings('en', 'home')
    // The first order is fulfilled, and one of its tees is coming back.
    const [first, second] = placed
    const { order } = await call<Json>('GET', `/admin/orders/${first!.id}`)
    const item = order.items[0]
    await call('POST', `/admin/orders/${first!.id}/fulfillment`, {
      items: [{ item_id: item.id, quantity: item.quantity }],
    })
    await call('POST', `/admin/orders/${first!.id}/return`, { items: [{ item_id: item.id, quantity: 1 }] })
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a')
    const todo = page.getByRole('region', { name: en.todo!.title! })
    await todo.getByRole('link', { name: '1 order to fulfil' }).waitFor()
    await todo.getByRole('link', { name: '1 order with a return to receive' }).click()
    await page.waitForURL(/\/app\/a\/orders\?awaiting=return$/)
    await page
      .getByRole('row')
      .filter({ hasText: `#${first!.display_id}` })
      .first()
      .waitFor()
    await expect
      .poll(() =>
        page
          .getByRole('row')
          .filter({ hasText: `#${second!.display_id}` })
          .count(),
      )
      .toBe(0)
    // The filter is a chip of the list, kept on reload.
    await page.reload()
    await page
      .getByRole('row')
      .filter({ hasText: `#${first!.display_id}` })
      .first()
      .waitFor()
    const { orders } = await call<Json>('GET', '/admin/orders?awaiting=return&fields=id')
    expect(orders.map((o: Json) => o.id)).toEqual([first!.id])
    await shot(page, 'orders-awaiting-return-en')
    await context.close()
  })
})
