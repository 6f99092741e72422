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

// Printed order documents: a packing slip without prices and an invoice with its totals, for one order
// or for the orders chosen in the list, in English, Arabic and German.

const EMAIL = 'orders-print@example.com'
const PASSWORD = 'orders-print-password-1'

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

describe.skipIf(!hasChromium)('printed order documents in Chromium', () => {
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
    // The tax by rate is all of the order's tax, under its own heading, apart from the "tax added" row.
    const byRate = invoice.getByRole('region', { name: 'Tax by rate' })
    expect((await byRate.textContent()) ?? '').toContain(
      // The region's own rate, named "default" in the API, reads as the tax.
      `${vat.name === 'default' ? 'Tax' : vat.name} ${percent(vat.rate)} on ${euros(base)}${euros(order.tax_total)}`,
    )
    expect(await byRate.getByRole('heading', { name: 'Tax by rate' }).count()).toBe(1)
    // Numbered as the order, as Medusa v1 keeps no invoice numbers; tax inside the prices said apart.
    expect((await invoice.textContent()) ?? '').toContain(`Invoice number: ${order.display_id}`)
    if (inclusive) expect((await invoice.textContent()) ?? '').toContain('Tax included in prices')
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
    // The order of the test above and one more, with everything an order page loads.
    await placeOrder(shopKey, 'bo.print@example.com')
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
})
