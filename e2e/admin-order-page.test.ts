import { join } from 'node:path'
import { lineItem } from '@mercato/db'
import { eq } from 'drizzle-orm'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import { adminHeaders, byLabel, dashboardStrings, type E2E, SCREENSHOTS, signIn, startE2E } from './harness'
import { type ApiCall, type Json, apiCaller, placeOrder } from './order-desk'

// The order page: the delivery the shopper chose, the e-mails an action sends appearing on the timeline
// without a reload, and items readable on a phone; the customer's orders fitting their card.

const EMAIL = 'order-page@example.com'
const PASSWORD = 'order-page-password-1'
const BUYER = 'astrid.order-page@example.com'
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }
/** A product name of a few words, which the items table cut short before. */
const ITEM = 'Fjäll Wool Beanie with Ribbed Cuff'

let e: E2E
let headers: Record<string, string>
let call: ApiCall
let orderId = ''

const adminOrder = async (): Promise<Json> => (await call('GET', `/admin/orders/${orderId}`, headers)).order

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E({ demo: true })
  call = apiCaller(e)
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  headers = await adminHeaders(e)
  const { publishableKey } = e
  const order = await placeOrder(call, headers, publishableKey!, BUYER)
  orderId = order.id
  await e.ctx.db.update(lineItem).set({ title: ITEM }).where(eq(lineItem.order_id, orderId))
  await call('POST', `/admin/orders/${orderId}/capture`, headers)
  await call('POST', `/admin/orders/${orderId}/fulfillment`, headers, {
    items: order.items.map((i: Json) => ({ item_id: i.id, quantity: i.quantity })),
  })
})
afterAll(() => e?.close())

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })

const toast = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0)

/**
 * The words shown in a scope that the browser broke across two lines. Only breaks between words (or
 * after a hyphen) are fine; a word split in its middle is what made "Fulfille d" unreadable.
 */
const brokenWords = (scope: Locator) =>
  scope.evaluate((root) => {
    const broken: string[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (const match of text.matchAll(/[^\s\-‐]+/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
        if (lines.size > 1) broken.push(match[0])
      }
    }
    return broken
  })

/** How far a table reaches past the box it is in (positive: it scrolls sideways or is cut). */
const overflow = (table: Locator) =>
  table.evaluate((el) => el.scrollWidth - (el.parentElement?.clientWidth ?? 0))

describe.skipIf(!hasChromium)('the order page in Chromium', () => {
  it('shows the shipping method, and the shipping e-mail on the timeline once shipped', async () => {
    const order = await adminOrder()
    const method = order.shipping_methods[0]
    const methodName: string = method.shipping_option.name
    expect(methodName).toBeTruthy()

    const { page, context } = await e.newPage()
    await page.setViewportSize(DESKTOP)
    await signIn(page, EMAIL, PASSWORD)
    await page.goto(`/app/a/orders/${orderId}`)
    const summary = page.getByRole('region', { name: 'Summary' })
    const shipping = summary.getByRole('term').filter({ hasText: 'Shipping' })
    await expect.poll(() => shipping.getByRole('listitem').allTextContents()).toEqual([methodName])
    expect(await summary.textContent()).toContain(methodName)

    // At desktop width the whole product name is shown, no word of it cut or broken.
    const items = page.getByRole('table', { name: 'Items' })
    const name = items.getByText(ITEM, { exact: true })
    await name.waitFor()
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    expect(await brokenWords(items)).toEqual([])
    expect(await overflow(items)).toBeLessThanOrEqual(0)

    // The fulfilment says where it left from, by the location's name.
    const [fulfillment] = order.fulfillments
    const { stock_location } = await call('GET', `/admin/stock-locations/${fulfillment.location_id}`, headers)
    const parcel = page.getByRole('region', { name: 'Fulfillment' }).getByRole('listitem', {
      name: 'Fulfillment 1',
    })
    await expect.poll(() => parcel.getByText(`From ${stock_location.name}`).count()).toBe(1)
    await shot(page, 'order-page-summary-en')

    const timeline = page.getByRole('list', { name: 'Timeline' })
    const shippingMail = timeline.getByRole('listitem').filter({ hasText: 'Shipping confirmation' })
    expect(await shippingMail.count()).toBe(0)

    await parcel.getByRole('button', { name: 'Mark shipped' }).click()
    const ship = page.getByRole('dialog', { name: 'Mark as shipped' })
    await ship.getByLabel('Tracking numbers').fill('00370712345678901234')
    await ship.getByLabel('Carrier').selectOption({ label: 'PostNord' })
    await ship.getByRole('button', { name: 'Mark shipped' }).click()
    await toast(page, 'Marked as shipped')
    const shipped = await adminOrder()
    expect(shipped.fulfillments[0].tracking_links).toMatchObject([
      {
        tracking_number: '00370712345678901234',
        url: 'https://tracking.postnord.com/en/?id=00370712345678901234',
      },
    ])
    expect(await parcel.getByRole('link', { name: '00370712345678901234' }).getAttribute('href')).toBe(
      'https://tracking.postnord.com/en/?id=00370712345678901234',
    )

    // The e-mail is stored by the server a moment after it answered; the page shows it without a reload.
    await expect.poll(() => shippingMail.count(), { timeout: 8000 }).toBe(1)
    const { notifications } = await call(
      'GET',
      `/admin/notifications?resource_id=${orderId}&event_name=order.shipment_created`,
      headers,
    )
    expect(notifications).toHaveLength(1)
    await shot(page, 'order-page-shipped-en')
    await context.close()
  })

  it('keeps the items readable on a phone, in English and Arabic', async () => {
    for (const lng of ['en', 'ar']) {
      const orders = dashboardStrings(lng, 'orders') as Json
      const { page, context } = await e.newPage()
      await page.setViewportSize(PHONE)
      await signIn(page, EMAIL, PASSWORD, lng)
      await page.goto(`/app/a/orders/${orderId}?lng=${lng}`)
      const items = page.getByRole('table', { name: orders.items.title })
      await items.getByText(ITEM, { exact: true }).waitFor()
      // The progress under the name, each label with its number.
      const terms = await items.getByRole('term').allTextContents()
      expect(terms).toEqual([orders.items.fulfilled, orders.items.shipped, orders.items.returned])
      expect(await items.getByRole('definition').count()).toBe(terms.length)
      expect(await brokenWords(items), `broken words in ${lng}`).toEqual([])
      expect(await overflow(items), `items overflow in ${lng}`).toBeLessThanOrEqual(0)
      await page.waitForLoadState('networkidle')
      await shot(page, `order-page-phone-${lng}`)
      await context.close()
    }
  })

  it('says a stored e-mail in the same words on the timeline and in the e-mails list', async () => {
    const { page, context } = await e.newPage()
    await page.setViewportSize(DESKTOP)
    await signIn(page, EMAIL, PASSWORD)
    await page.goto(`/app/a/orders/${orderId}`)
    const stored = dashboardStrings('en', 'settings').emails!.stored!
    const timeline = page.getByRole('list', { name: 'Timeline' })
    await expect
      .poll(() => timeline.getByText(`${stored}: Order confirmation`, { exact: true }).count())
      .toBe(1)
    await page.goto('/app/a/settings/emails')
    const row = page.getByRole('table', { name: 'E-mails' }).getByRole('row').filter({ hasText: BUYER })
    await expect.poll(() => row.getByText(stored, { exact: true }).count()).toBeGreaterThan(0)
    await shot(page, 'order-page-emails-en')
    await context.close()

    // In Tamil the words are longest; on a phone the list still fits its card.
    const phone = await e.newPage()
    await phone.page.setViewportSize(PHONE)
    await signIn(phone.page, EMAIL, PASSWORD, 'ta')
    await phone.page.goto('/app/a/settings/emails?lng=ta')
    const list = phone.page.getByRole('table')
    await list.getByText(dashboardStrings('ta', 'settings').emails!.stored!).first().waitFor()
    expect(await overflow(list)).toBeLessThanOrEqual(0)
    const pageWidth = await phone.page.evaluate(() => document.documentElement.scrollWidth)
    expect(pageWidth).toBeLessThanOrEqual(PHONE.width)
    await shot(phone.page, 'order-page-emails-phone-ta')
    await phone.context.close()
  })

  it("fits the customer's orders in their card, under the customer's name as the page title", async () => {
    const order = await adminOrder()
    const { page, context } = await e.newPage()
    await page.setViewportSize(DESKTOP)
    await signIn(page, EMAIL, PASSWORD)
    await page.goto(`/app/a/customers/${order.customer_id}`)
    const title = page.getByRole('heading', { level: 1 })
    // A guest's customer record has only the e-mail, which then names them.
    const { customer } = await call('GET', `/admin/customers/${order.customer_id}`, headers)
    const name = [customer.first_name, customer.last_name].filter(Boolean).join(' ') || BUYER
    await expect.poll(() => title.textContent()).toBe(name)
    const table = page.getByRole('table', { name: 'Orders' })
    await table.getByText(`#${order.display_id}`).waitFor()
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      expect.stringContaining('Order'),
      'Fulfillment',
      'Total',
    ])
    expect(await overflow(table)).toBeLessThanOrEqual(0)
    expect(await brokenWords(table)).toEqual([])
    await shot(page, 'customer-page-orders-en')
    await context.close()
  })
  it('asks for an order opened by its link beside the session check, and after signing in', async () => {
    const order = await adminOrder()
    const { page, context } = await e.newPage()
    await context.clearCookies()
    await page.setViewportSize(DESKTOP)
    const title = page.getByRole('heading', { level: 1 }).filter({ hasText: `#${order.display_id}` })
    // Signed out, the link leads to the sign-in page, and from there to the order.
    await page.goto(`/app/a/orders/${orderId}`)
    await page.waitForURL(/\/app\/login/)
    await byLabel(page, 'Email').fill(EMAIL)
    await byLabel(page, 'Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await page.waitForURL(new RegExp(`/app/a/orders/${orderId}$`))
    await title.waitFor()

    // Signed in, the order is asked for before the session check, not after it and the page's chunk.
    const asked: string[] = []
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname
      if (path === '/admin/auth' || path === `/admin/orders/${orderId}`) asked.push(path)
    })
    await page.goto(`/app/a/orders/${orderId}`)
    await title.waitFor()
    expect(asked.slice(0, 2)).toEqual([`/admin/orders/${orderId}`, '/admin/auth'])
    // One read of the order serves the page.
    expect(asked.filter((p) => p !== '/admin/auth')).toHaveLength(1)
    await context.close()
  })

  it('finds the order by the name and postcode on its shipping address, in English and Arabic', async () => {
    const address = { first_name: 'Ingrid', last_name: 'Holmqvist', postal_code: 'HX7 2QB' }
    await call('POST', `/admin/orders/${orderId}`, headers, { shipping_address: address })
    const number = `#${(await adminOrder()).display_id}`
    for (const lng of ['en', 'ar']) {
      const words = dashboardStrings(lng, 'orders')
      const common = dashboardStrings(lng, 'translation')
      const { page, context } = await e.newPage()
      await page.setViewportSize(DESKTOP)
      await signIn(page, EMAIL, PASSWORD, lng)
      await page.goto(`/app/a/orders?lng=${lng}`)
      const search = page.getByRole('searchbox', { name: common.list!.search! })
      // The box says what it finds.
      expect(await search.getAttribute('placeholder')).toBe(words.list!.searchHint)
      await page.getByRole('table', { name: words.list!.title! }).getByRole('row').nth(1).waitFor()
      await shot(page, `orders-search-hint-${lng}`)
      const table = page.getByRole('table', { name: words.list!.title! })
      for (const q of ['ingrid holmqvist', 'HX7 2QB']) {
        await search.fill(q)
        await search.press('Enter')
        await page.waitForURL(new RegExp(`[?&]q=${encodeURIComponent(q).replace(/%20/g, '(\\+|%20)')}`))
        await expect.poll(() => table.getByRole('row').count()).toBe(2)
        expect(await table.getByRole('row').filter({ hasText: number }).count()).toBe(1)
      }
      await shot(page, `orders-search-address-${lng}`)
      await context.close()
    }
  })
})
