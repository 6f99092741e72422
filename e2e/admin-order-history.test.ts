import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../packages/server/src/seed'
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
import { type ApiCall, type Json, apiCaller, placeOrder as placeGuestOrder } from './order-desk'

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
  e = await startE2E()
  call = apiCaller(e)
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  headers = await adminHeaders(e)
  shopKey = (await seedDemo(e.ctx)).publishableKey!
})
afterAll(() => e?.close())

const signIn = (page: Page) => signInAs(page, EMAIL, PASSWORD)
const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })
/** Ticks the orders' rows in the orders list (found by their numbers). */
async function selectOrders(page: Page, orders: { display_id: number }[]) {
  for (const order of orders)
    await page
      .getByRole('row')
      .filter({ hasText: `#${order.display_id}` })
      .getByRole('checkbox', { name: 'Select row' })
      .check()
}

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

  it('prints a packing slip without prices and an invoice with the totals, in English and Arabic', async () => {
    const placed = await placeOrder(shopKey, 'ada.print@example.com')
    const order = (await call('GET', `/admin/orders/${placed.id}`, headers)).order
    const item = order.items[0]
    const euros = (minor: number) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(minor / 100)
    const number = `#${order.display_id}`
    // The seller's details, as the store settings keep them for documents.
    await call('POST', '/admin/store', headers, {
      metadata: {
        business: {
          legal_name: 'Mercato Trading SAS',
          address: '5 Place Bellecour\n69002 Lyon\nFrance',
          tax_id: 'FR40123456789',
          email: 'billing@mercato.example',
          phone: '',
        },
      },
    })
    const { page, context } = await e.newPage()
    await signIn(page)
    await page.goto(`/app/a/orders/${order.id}`)
    await page.getByRole('button', { name: 'Print', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Packing slip' }).click()
    await page.waitForURL(new RegExp(`/orders/${order.id}/print/packing-slip$`))
    const slip = page.getByRole('article', { name: `Packing slip for order ${number}` })
    await expect.poll(() => slip.count()).toBe(1)
    const slipRows = slip.getByRole('table').getByRole('row')
    expect(await slipRows.nth(1).getByRole('cell').allTextContents()).toEqual([
      `${item.title}${item.description ?? ''}`,
      item.variant.sku,
      String(item.quantity),
    ])
    expect(await slip.getByRole('region', { name: 'Ship to' }).textContent()).toContain('12 Rue Cuvier')
    // Who sells, and where from; the tax number is for invoices.
    const seller = (await slip.getByRole('region', { name: 'Seller' }).textContent()) ?? ''
    for (const part of ['Mercato Trading SAS', '5 Place Bellecour', '69002 Lyon', 'billing@mercato.example'])
      expect(seller).toContain(part)
    expect(seller).not.toContain('FR40123456789')
    // A SKU is one code, on one line where the page has room.
    const skuText = slip.getByRole('cell', { name: item.variant.sku, exact: true }).locator('bdi')
    expect((await skuText.boundingBox())!.height).toBeLessThan(30)
    // What goes in the parcel carries no prices.
    expect(await slip.textContent()).not.toContain('€')
    // Printing shows the document alone.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes')
    })
    await page.getByRole('button', { name: 'Print', exact: true }).click()
    expect(await page.locator('body').getAttribute('data-printed')).toBe('yes')
    await page.emulateMedia({ media: 'print' })
    expect(await page.getByRole('navigation').first().isVisible()).toBe(false)
    expect(await page.getByRole('button', { name: 'Print', exact: true }).isVisible()).toBe(false)
    await shot(page, 'order-packing-slip-print-en')
    await page.emulateMedia({ media: 'screen' })

    await page.getByRole('link', { name: `Back to order ${number}` }).click()
    await page.getByRole('button', { name: 'Print', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Invoice' }).click()
    const invoice = page.getByRole('article', { name: `Invoice for order ${number}` })
    await expect.poll(() => invoice.count()).toBe(1)
    const line = await invoice.getByRole('table').getByRole('row').nth(1).getByRole('cell').allTextContents()
    // Each line's tax rate, and the tax by rate on what was taxed at it (goods and shipping, before tax).
    const percent = (rate: number) => new Intl.NumberFormat('en', { style: 'percent' }).format(rate / 100)
    const [vat] = item.tax_lines
    // Amounts as the shopper saw them: with tax inside where prices include it, as the subtotal row reads.
    const inclusive = [...order.items, ...order.shipping_methods].some((x: Json) => x.includes_tax)
    const amountOf = (i: Json) => (inclusive ? i.unit_price * i.quantity : i.subtotal)
    expect(line.slice(1)).toEqual([
      String(item.quantity),
      euros(item.unit_price),
      percent(vat.rate),
      euros(amountOf(item)),
    ])
    const lineSum = order.items.reduce((n: number, i: Json) => n + amountOf(i), 0)
    const subtotalLabel = order.items.some((i: Json) => i.includes_tax) ? 'Subtotal (incl. tax)' : 'Subtotal'
    expect((await invoice.textContent()) ?? '').toContain(`${subtotalLabel}${euros(lineSum)}`)
    const taxed = [...order.items, ...order.shipping_methods]
    const base = taxed.reduce((n: number, x: Json) => n + x.total - x.tax_total, 0)
    expect(order.tax_total).toBeGreaterThan(0)
    expect((await invoice.textContent()) ?? '').toContain(
      // The region's own rate, named "default" in the API, reads as the tax.
      `${vat.name === 'default' ? 'Tax' : vat.name} ${percent(vat.rate)} on ${euros(base)}${euros(order.tax_total)}`,
    )
    // (The number is isolated from the words around it for right-to-left languages.)
    const issuer = (await invoice.getByRole('region', { name: 'Seller' }).textContent()) ?? ''
    expect(issuer.replace(/[\u2066-\u2069]/g, '')).toContain('Tax number: FR40123456789')
    const text = (await invoice.textContent()) ?? ''
    expect(text).toContain(`Total${euros(order.total)}`)
    // Not captured yet: nothing paid, the whole total due.
    expect(text, text).toContain(`Paid${euros(0)}`)
    expect(text).toContain(`Balance due${euros(order.total)}`)
    await shot(page, 'order-invoice-en')
    // Captured: paid in full, nothing due.
    await call('POST', `/admin/orders/${order.id}/capture`, headers)
    await page.reload()
    await expect
      .poll(async () => (await invoice.textContent()) ?? '')
      .toContain(`Paid${euros(order.total)}Balance due${euros(0)}`)

    const ar = dashboardStrings('ar', 'orders').print!
    await page.goto(`/app/a/orders/${order.id}/print/invoice?lng=ar`)
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    const arabic = page.getByRole('article', {
      name: ar.documentTitle!.replace('{{document}}', ar.invoice!).replace('{{number}}', number),
    })
    await expect.poll(() => arabic.count()).toBe(1)
    expect(await arabic.locator('[dir="ltr"]').count()).toBeGreaterThan(5)
    // "SKU: DEMO-…" read right to left: the code whole and left to right, left of its label's colon.
    const skuOrder = await arabic.locator('p', { hasText: item.variant.sku }).evaluate((el, sku) => {
      const x = (node: Node, at: number) => {
        const range = document.createRange()
        range.setStart(node, at)
        range.setEnd(node, at + 1)
        return range.getBoundingClientRect()
      }
      const code = el.querySelector('bdi')!.firstChild!
      const label = el.firstChild!
      const colon = (label.textContent ?? '').lastIndexOf(':')
      return {
        whole: el.querySelector('bdi')!.textContent === sku,
        codeReadsLtr: x(code, 0).left < x(code, sku.length - 1).left,
        codeLeftOfColon: x(code, sku.length - 1).right <= x(label, colon).left,
        colonLeftOfLabel: x(label, colon).right <= x(label, colon - 1).left,
      }
    }, item.variant.sku as string)
    expect(skuOrder).toEqual({
      whole: true,
      codeReadsLtr: true,
      codeLeftOfColon: true,
      colonLeftOfLabel: true,
    })
    await shot(page, 'order-invoice-ar')
    await page.goto(`/app/a/orders/${order.id}/print/packing-slip?lng=ar`)
    await expect.poll(() => page.getByRole('heading', { name: ar.packingSlip }).count()).toBe(1)
    await shot(page, 'order-packing-slip-ar')
    // German's long headings on a phone: padded apart, the quantity in view, the SKU broken only at hyphens.
    const de = dashboardStrings('de', 'orders').print!
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/app/a/orders/${order.id}/print/packing-slip?lng=de`)
    await expect.poll(() => page.getByRole('heading', { name: de.packingSlip }).count()).toBe(1)
    const slipCells = page.getByRole('table').getByRole('row').nth(1).getByRole('cell')
    const qty = (await slipCells.nth(2).boundingBox())!
    expect(qty.x + qty.width).toBeLessThanOrEqual(390)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shot(page, 'order-packing-slip-de-phone')
    await page.goto(`/app/a/orders/${order.id}/print/invoice?lng=de`)
    await expect.poll(() => page.getByRole('heading', { name: de.invoice, exact: true }).count()).toBe(1)
    await shot(page, 'order-invoice-de-phone')
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`/app/a/orders/${order.id}?lng=en`)
    await context.close()
  })

  it('prints the packing slips of the orders chosen in the list, one page each', async () => {
    // The two newest orders of the tests above, with everything an order page loads.
    const newest = (await call('GET', '/admin/orders?limit=2&order=-created_at', headers)).orders
    expect(newest).toHaveLength(2)
    const orders = await Promise.all(
      newest.map(async (o: Json) => (await call('GET', `/admin/orders/${o.id}`, headers)).order),
    )
    const { page, context } = await e.newPage()
    await signIn(page)
    await page.goto('/app/a/orders')
    await selectOrders(page, orders)
    await page.getByRole('button', { name: 'Print packing slips' }).click()
    await page.waitForURL(/\/orders\/print\/packing-slip\?ids=/)
    const slips = orders.map((order) =>
      page.getByRole('article', { name: `Packing slip for order #${order.display_id}` }),
    )
    for (const slip of slips) await expect.poll(() => slip.count()).toBe(1)
    for (const slip of slips)
      expect(await slip.getByRole('region', { name: 'Ship to' }).textContent()).toContain('12 Rue Cuvier')
    expect(await slips[0]!.textContent()).toContain(orders[0].items[0].title)
    await expect.poll(() => page.getByRole('button', { name: 'Print', exact: true }).isEnabled()).toBe(true)
    // Each document starts a printed page of its own.
    const breaks = await page
      .getByRole('article')
      .evaluateAll((docs) => docs.map((doc) => getComputedStyle(doc.parentElement!).breakAfter))
    expect(breaks).toEqual(['page', 'page'])
    await page.emulateMedia({ media: 'print' })
    await shot(page, 'orders-packing-slips-print-en')
    await page.emulateMedia({ media: 'screen' })
    // An order that is not there says so in its place; the others still print.
    await page.goto(`/app/a/orders/print/invoice?ids=${orders[0].id},order_missing`)
    await page.getByRole('article', { name: `Invoice for order #${orders[0].display_id}` }).waitFor()
    await page.getByRole('alert').filter({ hasText: 'order_missing' }).waitFor()
    const ar = dashboardStrings('ar', 'orders')
    await page.goto(`/app/a/orders/print/packing-slip?ids=${orders.map((o) => o.id).join(',')}&lng=ar`)
    await page.getByRole('button', { name: ar.print!.print }).waitFor()
    await expect.poll(() => page.getByRole('article').count()).toBe(2)
    await shot(page, 'orders-packing-slips-ar')
    await page.goto('/app/a/orders?lng=en')
    await context.close()
  })

  it('captures and fulfils the chosen orders in one go, skipping those it does not apply to', async () => {
    // Stock for two more orders of the demo tee, whose earlier orders took most of it.
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
    // Captured above: its payment is skipped by the capture.
    const paid = (await call('GET', '/admin/orders?limit=10', headers)).orders.find(
      (o: Json) => o.payment_status === 'captured',
    )
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
