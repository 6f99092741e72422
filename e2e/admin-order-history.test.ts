import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import {
  adminHeaders,
  dashboardStrings,
  type E2E,
  SCREENSHOTS,
  signIn as signInAs,
  startE2E,
} from './harness'
import { type ApiCall, type Json, apiCaller, placeOrder as placeGuestOrder, selectOrders } from './order-desk'

// An order's history after it changed: what it was placed for survives an edit, a received return
// says whether money went back, and the page keeps its directions in Arabic.

const EMAIL = 'orders-history@example.com'
const PASSWORD = 'orders-history-password-1'

let e: E2E
let headers: Record<string, string>
let shopKey = ''
let call: ApiCall
const placeOrder = (key: string, email: string) => placeGuestOrder(call, headers, key, email)

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E({ demo: true })
  call = apiCaller(e)
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  headers = await adminHeaders(e)
  shopKey = e.publishableKey
})
afterAll(() => e?.close())

const signIn = (page: Page) => signInAs(page, EMAIL, PASSWORD)
const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })

const toast = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0)

describe.skipIf(!hasChromium)('order history in Chromium', () => {
  it('keeps what an edited order was placed for, and says when a received return refunded nothing', async () => {
    const id = (await placeOrder(shopKey, 'ruth.edited@example.com')).id
    const orderOf = async (): Promise<Json> => (await call('GET', `/admin/orders/${id}`, headers)).order
    const placed = await orderOf()
    const placedFor = placed.total as number
    // An edit, confirmed: three tees become four, so the order's total grows.
    const { order_edit } = await call('POST', '/admin/order-edits', headers, { order_id: id })
    await call('POST', `/admin/order-edits/${order_edit.id}/items/${order_edit.items[0].id}`, headers, {
      quantity: 4,
    })
    await call('POST', `/admin/order-edits/${order_edit.id}/confirm`, headers)
    const edited = await orderOf()
    expect(edited.items[0].quantity).toBe(4)
    expect(edited.total).toBeGreaterThan(placedFor)
    // A return with a refund while the payment is not captured: received, no money can move.
    await call('POST', `/admin/orders/${id}/return`, headers, {
      items: [{ item_id: edited.items[0].id, quantity: 1 }],
      refund: 1000,
      receive_now: true,
    })
    const returned = await orderOf()
    expect(returned.returns.map((r: Json) => r.status)).toEqual(['requires_action'])
    expect(returned.refunded_total).toBe(0)
    expect(returned.refunds).toEqual([])

    const { page, context } = await e.newPage()
    await signIn(page)
    await page.goto(`/app/a/orders/${id}`)
    const timeline = page.getByRole('region', { name: 'Timeline' })
    const events = timeline.getByRole('list', { name: 'Timeline' }).getByRole('listitem')
    // Amounts sit in left-to-right isolates inside the sentences; compare the words people read.
    const texts = async () => (await events.allTextContents()).map((t) => t.replace(/[\u2066-\u2069]/g, ''))
    const euros = (minor: number) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(minor / 100)
    await expect.poll(async () => (await texts()).some((t) => t.startsWith('Return received'))).toBe(true)
    const before = await texts()
    expect(before[0], JSON.stringify(before)).toContain(`Order placed for ${euros(placedFor)}`)
    expect(before.some((t) => t.includes('Return received; it requires action, no refund was made'))).toBe(
      true,
    )
    expect(before.filter((t) => /refunded/.test(t) && !/no refund/.test(t))).toEqual([])

    // The return says what is left to do: capture the payment, then refund the return.
    const returns = page.getByRole('region', { name: 'Returns' })
    const needs = returns.getByRole('note')
    await expect.poll(() => needs.getByText('This return requires action').count()).toBe(1)
    expect(await needs.getByText(/Capture the payment, then refund the return/).count()).toBe(1)
    const payment = page.getByRole('region', { name: 'Payment' })
    await payment.getByRole('button', { name: 'Capture payment' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Capture payment' }).click()
    await toast(page, 'Payment captured')
    await expect.poll(() => needs.getByText(/Refund the return now/).count()).toBe(1)
    await needs.getByRole('button', { name: 'Refund the return' }).click()
    const refund = page.getByRole('dialog', { name: 'Refund payment' })
    expect(await refund.getByLabel('Amount').inputValue()).toBe('10.00')
    expect(await refund.getByLabel('Reason').inputValue()).toBe('return')
    await refund.getByRole('button', { name: 'Refund' }).click()
    await toast(page, 'Refund issued')
    await expect.poll(async () => (await orderOf()).refunded_total).toBe(1000)
    expect((await orderOf()).refunds.map((r: Json) => [r.amount, r.reason])).toEqual([[1000, 'return']])
    // Settled: the return no longer offers a second refund.
    await expect.poll(() => needs.getByText(/A refund of .* for this return was made/).count()).toBe(1)
    expect(await needs.getByRole('button', { name: 'Refund the return' }).count()).toBe(0)
    // The refund is told once, as a refund; still the placement keeps its amount.
    await expect
      .poll(async () => (await texts()).some((t) => t.startsWith(`${euros(1000)} refunded`)))
      .toBe(true)
    expect((await texts())[0]).toContain(`Order placed for ${euros(placedFor)}`)
    // Arabic: shop data and money keep their own order among the right-to-left words.
    await page.goto(`/app/a/orders/${id}?lng=ar`)
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await expect.poll(() => page.getByRole('region', { name: 'الدفع' }).count()).toBe(1)
    /** Where, left to right on screen, `first` starts compared with `second` in the element holding both. */
    const leftOf = (holder: string, first: string, second: string) =>
      page.evaluate(
        ([holder, first, second]) => {
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? ''
            if (!text.includes(holder)) continue
            const x = (part: string) => {
              const range = document.createRange()
              const at = text.indexOf(part)
              range.setStart(node, at)
              range.setEnd(node, at + part.length)
              return range.getBoundingClientRect().left
            }
            return x(first) < x(second)
          }
          return null
        },
        [holder, first, second] as const,
      )
    expect(await leftOf('12 Rue Cuvier', '12', 'Rue')).toBe(true)
    expect(await leftOf('75005 Paris', '75005', 'Paris')).toBe(true)
    // The refunded amount in the summary: "-10.00 €", the sign before the digits.
    const summary = page.getByRole('region', { name: 'الملخص' })
    expect(await summary.locator('[dir="ltr"]').count()).toBeGreaterThan(3)
    expect(await leftOf('-10.00', '-', '10.00')).toBe(true)
    // The way back points the way the page reads: to the right in Arabic.
    expect(await arrowOf(page, 'العودة إلى الطلبات')).toBe('180deg')
    await page.setViewportSize({ width: 1280, height: 2200 })
    await shot(page, 'order-edited-return-ar')
    await page.goto(`/app/a/orders/${id}?lng=en`)
    await expect.poll(() => page.getByRole('region', { name: 'Payment' }).count()).toBe(1)
    expect(await arrowOf(page, 'Back to orders')).toBe('none')
    await shot(page, 'order-edited-return-en')

    // The dashboard's icon is served (no 404 on every page).
    const icons = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href))
    expect(icons.length).toBeGreaterThan(0)
    for (const href of [...icons, `${e.baseUrl}/app/favicon.ico`]) {
      const res = await page.request.get(href)
      expect(res.status(), href).toBe(200)
    }
    await context.close()
  })

  it('captures and fulfils the chosen orders in one go, skipping those it does not apply to', async () => {
    // Stock for three more orders of the demo tee, whose earlier orders took most of it.
    const { inventory_items } = await call(
      'GET',
      '/admin/inventory-items?sku=DEMO-CLASSICTEE-S-BLACK&expand=location_levels',
      headers,
    )
    const level = inventory_items[0].location_levels[0]
    await call(
      'POST',
      `/admin/inventory-items/${inventory_items[0].id}/location-levels/${level.location_id}`,
      headers,
      { stocked_quantity: level.stocked_quantity + 20 },
    )
    const fresh = [
      await placeOrder(shopKey, 'di.batch@example.com'),
      await placeOrder(shopKey, 'ed.batch@example.com'),
    ]
    // Captured beforehand: its payment is skipped by the capture.
    const paid = await placeOrder(shopKey, 'fa.batch@example.com')
    await call('POST', `/admin/orders/${paid.id}/capture`, headers)
    const chosen = [...fresh, paid]
    const { page, context } = await e.newPage()
    await signIn(page)
    await page.goto('/app/a/orders')
    await selectOrders(page, chosen)
    await page.getByRole('button', { name: 'Capture payments' }).click()
    const question = page.getByRole('alertdialog', { name: 'Capture the payments of the selected orders?' })
    expect(await question.textContent()).toContain('2 of the 3 selected orders')
    await question.getByRole('button', { name: 'Capture payments' }).click()
    await expect.poll(() => page.getByText('Done: 2. Skipped: 1.').count()).toBeGreaterThan(0)
    const statusOf = async (id: string) => (await call('GET', `/admin/orders/${id}`, headers)).order
    for (const order of fresh) expect((await statusOf(order.id)).payment_status).toBe('captured')

    await selectOrders(page, chosen)
    await page.getByRole('button', { name: 'Fulfil orders' }).click()
    await page
      .getByRole('alertdialog', { name: 'Fulfil the selected orders?' })
      .getByRole('button', { name: 'Fulfil orders' })
      .click()
    await expect.poll(() => page.getByText('Orders fulfilled').count()).toBeGreaterThan(0)
    for (const order of fresh) {
      const after = await statusOf(order.id)
      expect(after.fulfillment_status).toBe('fulfilled')
      expect(after.fulfillments[0].items.map((i: Json) => i.quantity)).toEqual(
        after.items.map((i: Json) => i.quantity),
      )
    }
    await shot(page, 'orders-bulk-en')

    // Archiving takes completed orders only.
    await call('POST', `/admin/orders/${fresh[0].id}/complete`, headers)
    await page.reload()
    await selectOrders(page, fresh)
    await page.getByRole('button', { name: 'Archive orders' }).click()
    const archiving = page.getByRole('alertdialog', { name: 'Archive the selected orders?' })
    expect(await archiving.textContent()).toContain('1 of the 2 selected orders')
    await archiving.getByRole('button', { name: 'Archive orders' }).click()
    await expect.poll(() => page.getByText('Done: 1. Skipped: 1.').count()).toBeGreaterThan(0)
    expect((await statusOf(fresh[0].id)).status).toBe('archived')
    expect((await statusOf(fresh[1].id)).status).toBe('pending')
    const ar = dashboardStrings('ar', 'orders').bulk!
    await page.goto('/app/a/orders?lng=ar')
    await page
      .getByRole('row')
      .filter({ hasText: `#${fresh[1].display_id}` })
      .getByRole('checkbox')
      .check()
    await page.getByRole('button', { name: ar.capture }).click()
    await page.getByRole('alertdialog', { name: ar.captureTitle }).waitFor()
    await shot(page, 'orders-bulk-ar')
    await page.goto('/app/a/orders?lng=en')
    await context.close()
  })
})

const arrowOf = (page: Page, label: string) =>
  page
    .getByRole('link', { name: label })
    .locator('span[aria-hidden]')
    .evaluate((el) => getComputedStyle(el).rotate)
