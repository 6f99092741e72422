import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../packages/server/src/seed'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import { adminHeaders, type E2E, SCREENSHOTS, startE2E } from './harness'

const EMAIL = 'orders-desk@example.com'
const PASSWORD = 'orders-desk-password-1'
const BUYER = 'marguerite.e2e@example.com'

let e: E2E
let headers: Record<string, string>
let orderId = ''

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies, asserted by the test
type Json = any

async function call(
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

/** A guest checkout on the demo data through the Store API: two tees to Paris, seeded shipping, manual payment. */
async function placeOrder(publishableKey: string): Promise<Json> {
  const shop = { 'x-publishable-api-key': publishableKey }
  const { regions } = await call('GET', '/store/regions', shop)
  const europe = regions.find((r: Json) => r.name === 'Europe')
  const tee = (await call('GET', '/admin/products?handle=classic-tee', headers)).products[0]
  const { cart } = await call('POST', '/store/carts', shop, { region_id: europe.id })
  await call('POST', `/store/carts/${cart.id}/line-items`, shop, {
    variant_id: tee.variants[0].id,
    quantity: 2,
  })
  await call('POST', `/store/carts/${cart.id}`, shop, {
    email: BUYER,
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

const adminOrder = async (): Promise<Json> => (await call('GET', `/admin/orders/${orderId}`, headers)).order

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E()
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  headers = await adminHeaders(e)
  const { publishableKey } = await seedDemo(e.ctx)
  orderId = (await placeOrder(publishableKey!)).id
})
afterAll(() => e?.close())

async function signIn(page: Page) {
  await page.goto('/app/login')
  await page.getByLabel('Email').fill(EMAIL)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.waitForURL(/\/app\/a\//)
  await page.request.post('/admin/analytics-configs', { data: { opt_out: true, anonymize: false } })
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })

const toast = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0)

describe.skipIf(!hasChromium)('orders in Chromium', () => {
  it('finds an order, captures, fulfils, ships, refunds part and notes it', async () => {
    const { page, context } = await e.newPage()
    await signIn(page)
    await page.goto('/app/a/orders')
    const table = page.getByRole('table', { name: 'Orders' })
    await page.getByRole('searchbox', { name: 'Search' }).fill('marguerite.e2e')
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter')
    await page.waitForURL(/[?&]q=marguerite\.e2e/)
    const row = table.getByRole('row').filter({ hasText: BUYER })
    await expect.poll(() => row.count()).toBe(1)
    await expect.poll(() => table.getByRole('row').count()).toBe(2)
    expect(await row.getByText('Awaiting', { exact: true }).count()).toBe(1)
    expect(await row.getByText('Not fulfilled', { exact: true }).count()).toBe(1)
    await shot(page, 'orders-list-en')

    await row.click()
    await page.waitForURL(new RegExp(`/app/a/orders/${orderId}$`))
    const payment = page.getByRole('region', { name: 'Payment' })
    await payment.getByRole('button', { name: 'Capture payment' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Capture payment' }).click()
    await toast(page, 'Payment captured')
    expect((await adminOrder()).payment_status).toBe('captured')

    const fulfillment = page.getByRole('region', { name: 'Fulfillment' })
    await fulfillment.getByRole('button', { name: 'Create fulfillment' }).click()
    const create = page.getByRole('dialog', { name: 'Create a fulfillment' })
    expect(await create.getByLabel('Stock location').inputValue()).not.toBe('')
    await create.getByRole('button', { name: 'Create fulfillment' }).click()
    await toast(page, 'Fulfillment created')
    expect((await adminOrder()).fulfillment_status).toBe('fulfilled')

    await fulfillment.getByRole('button', { name: 'Mark shipped' }).click()
    const ship = page.getByRole('dialog', { name: 'Mark as shipped' })
    await ship.getByLabel('Tracking numbers').fill('FR-TRACK-4411')
    await ship.getByRole('button', { name: 'Mark shipped' }).click()
    await toast(page, 'Marked as shipped')
    const shipped = await adminOrder()
    expect(shipped.fulfillment_status).toBe('shipped')
    expect(shipped.fulfillments[0].tracking_links.map((l: Json) => l.tracking_number)).toEqual([
      'FR-TRACK-4411',
    ])

    await payment.getByRole('button', { name: 'Refund' }).click()
    const refund = page.getByRole('dialog', { name: 'Refund payment' })
    // More than was captured is refused on the screen, before the server is asked.
    await refund.getByLabel('Amount').fill('99999')
    await refund.getByRole('button', { name: 'Refund' }).click()
    await expect.poll(() => refund.getByText(/At most .* can be refunded/).count()).toBe(1)
    await refund.getByLabel('Amount').fill('5.00')
    await refund.getByLabel('Reason').selectOption({ label: 'Discount' })
    await refund.getByLabel('Note').fill('Box arrived dented')
    await refund.getByRole('button', { name: 'Refund' }).click()
    await toast(page, 'Refund issued')
    const refunded = await adminOrder()
    expect(refunded.payment_status).toBe('partially_refunded')
    expect(refunded.refunds.map((r: Json) => [r.amount, r.reason, r.note])).toEqual([
      [500, 'discount', 'Box arrived dented'],
    ])

    const timeline = page.getByRole('region', { name: 'Timeline' })
    await timeline.getByLabel('Note').fill('Customer asked for a gift receipt')
    await timeline.getByRole('button', { name: 'Add note' }).click()
    await toast(page, 'Note added')
    const { notes } = await call('GET', `/admin/notes?resource_id=${orderId}`, headers)
    expect(notes.map((n: Json) => n.value)).toEqual(['Customer asked for a gift receipt'])

    const events = timeline.getByRole('list', { name: 'Timeline' }).getByRole('listitem')
    await expect.poll(() => events.count()).toBe(6)
    const texts = await events.allTextContents()
    expect(texts[0]).toContain('Order placed')
    expect(texts[1]).toContain('captured')
    expect(texts[3]).toContain('FR-TRACK-4411')
    expect(texts[4]).toContain('Box arrived dented')
    expect(texts[5]).toContain('gift receipt')
    // Toasts gone and the window as tall as the page, so the fixed sidebar and header sit where they belong.
    await expect
      .poll(() => page.getByText('Note added', { exact: true }).count(), { timeout: 10_000 })
      .toBe(0)
    await page.setViewportSize({ width: 1280, height: 1700 })
    await shot(page, 'order-detail-en')

    await page.goto(`/app/a/orders/${orderId}?lng=ar`)
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await expect.poll(() => page.getByRole('region', { name: 'الدفع' }).count()).toBe(1)
    await shot(page, 'order-detail-ar')
    // Leave the language as it was for other tests signing in with this browser.
    await page.goto('/app/a/orders?lng=en')
    await context.close()
  })

  it('requests a return of one tee with a refund, then receives it', async () => {
    const { page, context } = await e.newPage()
    await signIn(page)
    await page.goto(`/app/a/orders/${orderId}`)
    const returns = page.getByRole('region', { name: 'Returns' })
    await returns.getByRole('button', { name: 'Request return' }).click()
    const request = page.getByRole('dialog', { name: 'Request a return' })
    await request.getByLabel('Quantity of Classic Tee').fill('1')
    await request.getByLabel('Return shipping').selectOption({ index: 1 })
    await request.getByLabel('Refund amount').fill('10.00')
    await request.getByRole('button', { name: 'Request return' }).click()
    await toast(page, 'Return requested')
    const requested = (await adminOrder()).returns
    expect(requested.map((r: Json) => [r.status, r.refund_amount, r.items[0].quantity])).toEqual([
      ['requested', 1000, 1],
    ])
    expect(requested[0].shipping_method).not.toBeNull()

    await returns.getByRole('button', { name: 'Receive return' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Receive return' }).click()
    await toast(page, 'Return received')
    const received = await adminOrder()
    expect(received.returns[0].status).toBe('received')
    expect(received.fulfillment_status).toBe('partially_returned')
    expect(received.items[0].returned_quantity).toBe(1)
    await expect.poll(() => returns.getByText('Received', { exact: true }).count()).toBe(1)
    await context.close()
  })
})
