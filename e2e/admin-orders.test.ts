import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../packages/server/src/seed'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import { adminHeaders, type E2E, SCREENSHOTS, signIn as signInAs, startE2E } from './harness'
import { type ApiCall, type Json, apiCaller, placeOrder as placeGuestOrder } from './order-desk'

const EMAIL = 'orders-desk@example.com'
const PASSWORD = 'orders-desk-password-1'
const BUYER = 'marguerite.e2e@example.com'
// A second order, for the stale-page check.
const OTHER_BUYER = 'irene.stale@example.com'

let e: E2E
let headers: Record<string, string>
let orderId = ''
let staleOrderId = ''
let annexId = ''
let shopKey = ''
let call: ApiCall
const placeOrder = (key: string, email: string) => placeGuestOrder(call, headers, key, email)

const adminOrder = async (): Promise<Json> => (await call('GET', `/admin/orders/${orderId}`, headers)).order

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E()
  call = apiCaller(e)
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  headers = await adminHeaders(e)
  // Listed before the demo's warehouse, and keeping none of its goods: not where a fulfilment leaves from.
  annexId = (await call('POST', '/admin/stock-locations', headers, { name: 'Annex' })).stock_location.id
  shopKey = (await seedDemo(e.ctx)).publishableKey!
  orderId = (await placeOrder(shopKey, BUYER)).id
  staleOrderId = (await placeOrder(shopKey, OTHER_BUYER)).id
})
afterAll(() => e?.close())

const signIn = (page: Page) => signInAs(page, EMAIL, PASSWORD)

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

    // The number as the desk writes it ("#4") finds the order too.
    const number = `#${(await adminOrder()).display_id}`
    await page.getByRole('searchbox', { name: 'Search' }).fill(number)
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter')
    await page.waitForURL(new RegExp(`[?&]q=${encodeURIComponent(number)}`))
    await expect.poll(() => table.getByRole('row').filter({ hasText: BUYER }).count()).toBe(1)
    await expect.poll(() => table.getByRole('row').count()).toBe(2)

    await row.click()
    await page.waitForURL(new RegExp(`/app/a/orders/${orderId}$`))
    const payment = page.getByRole('region', { name: 'Payment' })
    await payment.getByRole('button', { name: 'Capture payment' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Capture payment' }).click()
    await toast(page, 'Payment captured')
    expect((await adminOrder()).payment_status).toBe('captured')

    // Captured: capturing again is not offered.
    expect(await payment.getByRole('button', { name: 'Capture payment' }).count()).toBe(0)

    // Two of the three tees from where they are reserved, shipped with a tracking number.
    const fulfillment = page.getByRole('region', { name: 'Fulfillment' })
    await fulfillment.getByRole('button', { name: 'Create fulfillment' }).click()
    let create = page.getByRole('dialog', { name: 'Create a fulfillment' })
    const [reserved] = (
      await call('GET', `/admin/reservations?line_item_id=${(await adminOrder()).items[0].id}`, headers)
    ).reservations
    await expect.poll(() => create.getByLabel('Stock location').inputValue()).toBe(reserved.location_id)
    const locationId = reserved.location_id
    expect(locationId).not.toBe(annexId)
    await create.getByLabel('Quantity of Classic Tee').fill('2')
    await create.getByRole('button', { name: 'Create fulfillment' }).click()
    await toast(page, 'Fulfillment created')
    const partly = await adminOrder()
    expect(partly.fulfillment_status).toBe('partially_fulfilled')
    expect(partly.fulfillments.map((f: Json) => [f.location_id, f.items[0].quantity])).toEqual([
      [locationId, 2],
    ])

    const first = fulfillment.getByRole('listitem', { name: 'Fulfillment 1' })
    await first.getByRole('button', { name: 'Mark shipped' }).click()
    let ship = page.getByRole('dialog', { name: 'Mark as shipped' })
    await ship.getByLabel('Tracking numbers').fill('FR-TRACK-4411')
    // With a carrier, the number links to the carrier's tracking page.
    await ship.getByLabel('Carrier').selectOption({ label: 'Colissimo / La Poste' })
    await shot(page, 'order-ship-carrier-en')
    await ship.getByRole('button', { name: 'Mark shipped' }).click()
    await toast(page, 'Marked as shipped')
    const partlyShipped = await adminOrder()
    expect(partlyShipped.fulfillment_status).toBe('partially_shipped')
    expect(partlyShipped.items[0].shipped_quantity).toBe(2)
    const trackingPage = 'https://www.laposte.fr/outils/suivre-vos-envois?code=FR-TRACK-4411'
    expect(partlyShipped.fulfillments[0].tracking_links).toMatchObject([
      { tracking_number: 'FR-TRACK-4411', url: trackingPage },
    ])
    expect(await first.getByRole('link', { name: 'FR-TRACK-4411' }).getAttribute('href')).toBe(trackingPage)
    // The first parcel's packing slip lists what is in it: two of the three tees.
    await first.getByRole('link', { name: 'Packing slip' }).click()
    const slip = page.getByRole('article', { name: `Packing slip for order #${partlyShipped.display_id}` })
    await expect.poll(() => slip.count()).toBe(1)
    expect(await slip.getByText('Fulfillment 1').count()).toBe(1)
    const slipRows = slip.getByRole('table').getByRole('row')
    expect(await slipRows.count()).toBe(2)
    expect(await slipRows.nth(1).getByRole('cell').last().textContent()).toBe('2')
    await shot(page, 'order-fulfillment-slip-en')
    await page.goBack()
    // A shipped fulfillment cannot be shipped or canceled again.
    await expect.poll(() => first.getByRole('button').count()).toBe(0)

    // The rest: the one remaining tee.
    await fulfillment.getByRole('button', { name: 'Create fulfillment' }).click()
    create = page.getByRole('dialog', { name: 'Create a fulfillment' })
    expect(await create.getByLabel('Quantity of Classic Tee').inputValue()).toBe('1')
    await create.getByRole('button', { name: 'Create fulfillment' }).click()
    await toast(page, 'Fulfillment created')
    // The first fulfilment's toast may still be showing: wait for the order itself.
    await expect.poll(async () => (await adminOrder()).items[0].fulfilled_quantity).toBe(3)
    const allFulfilled = await adminOrder()
    expect(allFulfilled.fulfillment_status).toBe('partially_shipped')
    expect(allFulfilled.items[0].fulfilled_quantity).toBe(3)
    // Everything is fulfilled: no further fulfillment is offered.
    await expect.poll(() => fulfillment.getByRole('button', { name: 'Create fulfillment' }).count()).toBe(0)

    await fulfillment
      .getByRole('listitem', { name: 'Fulfillment 2' })
      .getByRole('button', { name: 'Mark shipped' })
      .click()
    ship = page.getByRole('dialog', { name: 'Mark as shipped' })
    // The carrier chosen last is chosen again.
    expect(await ship.getByLabel('Carrier').inputValue()).toBe('colissimo')
    // A carrier not listed: its tracking page, typed with {number}, links the number.
    await ship.getByLabel('Carrier').selectOption({ label: 'Another carrier…' })
    await ship.getByLabel('Tracking numbers').fill('FR-TRACK-4412')
    await ship.getByLabel("Carrier's tracking page").fill('http://parcels.example.com/track')
    await ship.getByRole('button', { name: 'Mark shipped' }).click()
    await expect.poll(() => ship.getByText('Enter an https address that contains {number}.').count()).toBe(1)
    await ship.getByLabel("Carrier's tracking page").fill('https://parcels.example.com/track/{number}')
    await shot(page, 'order-ship-other-carrier-en')
    await ship.getByRole('button', { name: 'Mark shipped' }).click()
    await toast(page, 'Marked as shipped')
    await expect.poll(async () => (await adminOrder()).items[0].shipped_quantity).toBe(3)
    const shipped = await adminOrder()
    expect(shipped.fulfillment_status).toBe('shipped')
    expect(shipped.items[0].shipped_quantity).toBe(3)
    expect(shipped.fulfillments[1].tracking_links).toMatchObject([
      { tracking_number: 'FR-TRACK-4412', url: 'https://parcels.example.com/track/FR-TRACK-4412' },
    ])

    // Complete; afterwards the menu offers only archiving.
    await page.getByRole('button', { name: 'Actions' }).click()
    await page.getByRole('menuitem', { name: 'Complete order' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Complete order' }).click()
    await toast(page, `Order #${shipped.display_id} completed`)
    expect((await adminOrder()).status).toBe('completed')
    await page.getByRole('button', { name: 'Actions' }).click()
    await expect.poll(() => page.getByRole('menuitem').allTextContents()).toEqual(['Archive order'])
    await page.keyboard.press('Escape')

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
    await expect.poll(async () => (await events.allTextContents()).at(-1)).toContain('gift receipt')
    // Oldest first: placed, captured, two fulfillments each shipped, the refund with its note, the note.
    // Notifications are listed among them, depending on when the mailer got to them; without an
    // e-mail server they say they were only stored.
    const texts = (await events.allTextContents()).filter(
      (text) => !text.startsWith('Sent:') && !text.startsWith('Stored, not sent'),
    )
    const expected = [
      'Order placed',
      'captured',
      'fulfilled',
      'FR-TRACK-4411',
      'fulfilled',
      'FR-TRACK-4412',
      'Box arrived dented',
      'gift receipt',
    ]
    expect(texts, JSON.stringify(texts)).toHaveLength(expected.length)
    for (const [i, part] of expected.entries()) expect(texts[i]).toContain(part)

    // A note typed but not added is asked about before the page is left.
    await timeline.getByLabel('Note').fill('Call back on Monday')
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Products' })
      .click()
    const question = page.getByRole('alertdialog', { name: 'Discard changes?' })
    await question.getByRole('button', { name: 'Keep editing' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/app/a/orders/${orderId}`)
    await expect.poll(() => timeline.getByLabel('Note').inputValue()).toBe('Call back on Monday')
    await context.close()
  })

  it('edits the e-mail and the shipping address of the order', async () => {
    const { page, context } = await e.newPage()
    await signIn(page)
    await page.goto(`/app/a/orders/${orderId}`)
    const customer = page.getByRole('region', { name: 'Customer' })
    // The buyer's name leads to their customer page.
    const order = await adminOrder()
    const buyer = customer.getByRole('link', { name: /Perey/ })
    await expect.poll(() => buyer.getAttribute('href')).toBe(`/app/a/customers/${order.customer_id}`)
    await customer.getByRole('button', { name: 'Edit e-mail' }).click()
    const emailForm = page.getByRole('dialog', { name: 'Edit e-mail' })
    await emailForm.getByLabel('E-mail').fill('not an address')
    await emailForm.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => emailForm.getByText('Not valid', { exact: true }).count()).toBe(1)
    await emailForm.getByLabel('E-mail').fill('m.perey@example.com')
    await emailForm.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Customer details saved')
    expect((await adminOrder()).email).toBe('m.perey@example.com')

    await customer.getByRole('button', { name: 'Edit shipping address' }).click()
    const form = page.getByRole('dialog', { name: 'Edit shipping address' })
    // The form starts from the current address.
    expect(await form.getByLabel('City').inputValue()).toBe('Paris')
    // Only where the order's region (Europe) ships is offered: its prices and taxes are the region's.
    const region = (await call('GET', `/admin/regions/${(await adminOrder()).region_id}`, headers)).region
    const offered = (await form
      .getByLabel(/^Country/)
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean))) as string[]
    expect(offered.sort()).toEqual(region.countries.map((c: Json) => c.iso_2).sort())
    expect(offered).not.toContain('us')
    await form.getByLabel(/^Address\*?$/).fill('')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => form.getByText('Required', { exact: true }).count()).toBe(1)
    await form.getByLabel(/^Address\*?$/).fill('5 Rue Pierre et Marie Curie')
    await form.getByLabel('Postal code').fill('75231')
    await form.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Customer details saved')
    await expect
      .poll(async () => (await adminOrder()).shipping_address.address_1)
      .toBe('5 Rue Pierre et Marie Curie')
    const moved = await adminOrder()
    expect([moved.shipping_address.address_1, moved.shipping_address.postal_code]).toEqual([
      '5 Rue Pierre et Marie Curie',
      '75231',
    ])
    expect(moved.shipping_address.city).toBe('Paris')
    await expect.poll(() => customer.getByText('5 Rue Pierre et Marie Curie').count()).toBe(1)
    const timeline = page.getByRole('region', { name: 'Timeline' })
    await expect.poll(() => timeline.getByText('Shipping address changed', { exact: true }).count()).toBe(1)
    await context.close()
  })

  it('says why when a stale page offers an action that is no longer allowed', async () => {
    const { page, context } = await e.newPage()
    await signIn(page)
    await page.goto(`/app/a/orders/${staleOrderId}`)
    const payment = page.getByRole('region', { name: 'Payment' })
    await payment.getByRole('button', { name: 'Capture payment' }).waitFor()
    // Someone else captures the payment meanwhile; this page still offers it.
    await call('POST', `/admin/orders/${staleOrderId}/capture`, headers)
    await payment.getByRole('button', { name: 'Capture payment' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Capture payment' }).click()
    await toast(page, 'The payment is already captured.')
    await context.close()
  })

  it('cancels a captured order: the dialog says the money goes back, and the refund is recorded', async () => {
    const { page, context } = await e.newPage()
    await signIn(page)
    const before = (await call('GET', `/admin/orders/${staleOrderId}`, headers)).order
    expect(before.payment_status).toBe('captured')
    await page.goto(`/app/a/orders/${staleOrderId}`)
    await page.getByRole('button', { name: 'Actions' }).click()
    await page.getByRole('menuitem', { name: 'Cancel order' }).click()
    const dialog = page.getByRole('alertdialog')
    const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: before.currency_code })
    await dialog
      .getByText(`${amount.format(before.total / 100)} was captured: canceling refunds it to the customer`, {
        exact: false,
      })
      .waitFor()
    // The way back says what it keeps: no "Cancel" beside "Cancel order".
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Keep order', 'Cancel order'])
    await dialog.getByRole('button', { name: 'Keep order' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect((await call('GET', `/admin/orders/${staleOrderId}`, headers)).order.status).toBe('pending')
    await page.getByRole('button', { name: 'Actions' }).click()
    await page.getByRole('menuitem', { name: 'Cancel order' }).click()
    await dialog.getByRole('button', { name: 'Cancel order' }).click()
    await toast(page, `Order #${before.display_id} canceled`)
    const after = (await call('GET', `/admin/orders/${staleOrderId}`, headers)).order
    expect(after).toMatchObject({
      status: 'canceled',
      payment_status: 'refunded',
      refunded_total: before.total,
    })
    // Each status in the header says what it is about.
    const statuses = async () => {
      const terms = await page.getByRole('term').allTextContents()
      const values = await page.getByRole('definition').allTextContents()
      return terms.slice(0, 3).map((term, n) => `${term}: ${values[n]}`)
    }
    await expect.poll(statuses).toEqual(['Order: Canceled', 'Payment: Refunded', 'Fulfillment: Canceled'])
    await shot(page, 'order-canceled-refunded')
    await context.close()
  })

  it('requests a return of one tee with a refund, then receives it', async () => {
    const { page, context } = await e.newPage()
    await signIn(page)
    await page.goto(`/app/a/orders/${orderId}`)
    const returns = page.getByRole('region', { name: 'Returns' })
    await returns.getByRole('button', { name: 'Request return' }).click()
    const request = page.getByRole('dialog', { name: 'Request a return' })
    // Before confirming, the refund field shows what the return will refund: the tee's price with
    // tax, less the return shipping once one is chosen.
    const before = await adminOrder()
    const tee = before.items[0]
    const { shipping_options } = await call(
      'GET',
      `/admin/shipping-options?region_id=${before.region_id}&is_return=true`,
      headers,
    )
    const refundField = request.getByLabel('Refund amount')
    const shown = (minor: number) => (Math.max(minor, 0) / 100).toFixed(2)
    await expect.poll(() => refundField.inputValue()).toBe('0.00')
    await request.getByLabel('Quantity of Classic Tee').fill('1')
    const teeValue = Math.round(tee.total / tee.quantity)
    await expect.poll(() => refundField.inputValue()).toBe(shown(teeValue))
    // Each return option shows its price, as the swap and claim dialogs list it.
    const price = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: before.currency_code.toUpperCase(),
    })
    expect(await request.getByLabel('Return shipping').locator('option').nth(1).textContent()).toBe(
      `${shipping_options[0].name} — ${price.format(shipping_options[0].amount / 100)}`,
    )
    await request.getByLabel('Return shipping').selectOption({ index: 1 })
    await expect.poll(() => refundField.inputValue()).toBe(shown(teeValue - shipping_options[0].amount))
    await refundField.fill('10.00')
    await request.getByRole('button', { name: 'Request return' }).click()
    await toast(page, 'Return requested')
    const requested = (await adminOrder()).returns
    expect(requested.map((r: Json) => [r.status, r.refund_amount, r.items[0].quantity])).toEqual([
      ['requested', 1000, 1],
    ])
    expect(requested[0].shipping_method).not.toBeNull()

    await returns.getByRole('button', { name: 'Receive return' }).click()
    // Receiving pays the customer back at once, and the dialog says how much.
    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: before.currency_code })
    await page
      .getByRole('alertdialog')
      .getByText(`Receiving this return refunds ${money.format(10)}.`)
      .waitFor()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Receive return' }).click()
    await toast(page, 'Return received')
    const received = await adminOrder()
    expect(received.returns[0].status).toBe('received')
    expect(received.fulfillment_status).toBe('partially_returned')
    expect(received.items[0].returned_quantity).toBe(1)
    await expect.poll(() => returns.getByText('Received', { exact: true }).count()).toBe(1)
    // The items table counts what was ordered, fulfilled, shipped and returned, and names the SKU.
    const line = page.getByRole('table', { name: 'Items' }).getByRole('row').nth(1)
    await expect
      .poll(async () => (await line.getByRole('cell').allTextContents()).slice(1, 5))
      .toEqual(['3', '3', '3', '1'])
    expect(await line.getByText(received.items[0].variant.sku).count()).toBe(1)
    // Its amount is quantity × unit price, untaxed like the unit price shown under it.
    const { unit_price, quantity } = received.items[0]
    const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: received.currency_code })
    expect(await line.getByRole('cell').last().textContent()).toContain(
      amount.format((unit_price * quantity) / 100),
    )
    // The return's refund counts with the partial one in the totals.
    expect(received.refunded_total).toBe(1500)
    const totals = page.getByRole('region', { name: 'Summary' })
    await expect.poll(() => totals.getByText(/15[.,]00/).count()).toBeGreaterThan(0)

    // A return asked for with a reason and a note in the shopper's language: its card shows both, the
    // note quoted and isolated from the dashboard's language.
    const { return_reasons } = await call('GET', '/admin/return-reasons', headers)
    const damaged = return_reasons.find((r: Json) => r.label === 'Arrived damaged')
    await call('POST', `/admin/orders/${orderId}/return`, headers, {
      items: [{ item_id: tee.id, quantity: 1, reason_id: damaged.id, note: 'Glas gesprungen' }],
      refund: 0,
    })
    await page.reload()
    const second = returns.getByRole('listitem', { name: 'Return 2' })
    await second.getByText('Arrived damaged').waitFor()
    const note = second.locator('bdi[dir="auto"]')
    expect(await note.textContent()).toBe('Glas gesprungen')
    expect(await note.locator('xpath=..').textContent()).toBe('“Glas gesprungen”')

    // An order with returns and refunds, then the list, in English and in Arabic. Toasts gone and the
    // window as tall as the page, so the fixed sidebar and header sit where they belong.
    await expect
      .poll(() => page.getByText('Return received', { exact: true }).count(), { timeout: 10_000 })
      .toBe(0)
    await page.setViewportSize({ width: 1280, height: 2200 })
    await shot(page, 'order-detail-en')
    await returns.screenshot({ path: join(SCREENSHOTS, 'return-reason-note-en.png') })
    await page.goto(`/app/a/orders/${orderId}?lng=ar`)
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await expect.poll(() => page.getByRole('region', { name: 'الدفع' }).count()).toBe(1)
    await shot(page, 'order-detail-ar')
    const arNote = page.locator('bdi[dir="auto"]', { hasText: 'Glas gesprungen' })
    expect(await arNote.locator('xpath=..').textContent()).toBe('«Glas gesprungen»')
    await page
      .getByRole('region')
      .filter({ has: arNote })
      .last()
      .screenshot({ path: join(SCREENSHOTS, 'return-reason-note-ar.png') })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/app/a/orders')
    await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(3)
    await shot(page, 'orders-list-ar')
    // Leave the language as it was for other tests signing in with this browser.
    await page.goto('/app/a/orders?lng=en')
    await context.close()
  })

  it('says an edit lowering an authorized order charges less at capture, not a refund', async () => {
    const placed = await placeOrder(shopKey, 'authorized.edit@example.com')
    const { order_edit: started } = await call('POST', '/admin/order-edits', headers, { order_id: placed.id })
    const item = started.items[0]
    const { order_edit: edit } = await call(
      'POST',
      `/admin/order-edits/${started.id}/items/${item.id}`,
      headers,
      { quantity: item.quantity - 1 },
    )
    expect(edit.difference_due).toBeLessThan(0)
    const { page, context } = await e.newPage()
    await signIn(page)
    await page.goto(`/app/a/orders/${placed.id}`)
    const panel = page.getByRole('region', { name: 'Edit in progress' })
    const less = new Intl.NumberFormat('en-US', { style: 'currency', currency: placed.currency_code }).format(
      -edit.difference_due / 100,
    )
    await expect
      .poll(() =>
        panel.getByText(`The customer will be charged \u2068${less}\u2069 less when you capture`).count(),
      )
      .toBe(1)
    expect(await panel.getByText('To refund to the customer').count()).toBe(0)
    await context.close()
  })
})
