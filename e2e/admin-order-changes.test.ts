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
  byLabel,
  dashboardStrings,
  signIn,
  startE2E,
} from './harness'

const EMAIL = 'changes-desk@example.com'
const PASSWORD = 'changes-desk-password-1'
const BUYER = 'ottilie.changes@example.com'

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies, asserted by the test
type Json = any

let e: E2E
let call: AdminCall
let swapOrderId = ''
let editOrderId = ''
let shopKey = ''

const en = dashboardStrings('en', 'order-changes') as Json
const ar = dashboardStrings('ar', 'order-changes') as Json
const orders = dashboardStrings('en', 'orders') as Json

async function store(path: string, key: string, body?: unknown): Promise<Json> {
  const res = await fetch(`${e.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-publishable-api-key': key },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = await res.json()
  expect(res.status, `${path}: ${JSON.stringify(json)}`).toBe(200)
  return json
}

/** A guest checkout of two tees to Paris through the Store API, then captured and fulfilled by the API. */
async function placeFulfilledOrder(key: string): Promise<string> {
  const europe = (await store('/store/regions', key)).regions.find((r: Json) => r.name === 'Europe')
  const tee = (await call<Json>('GET', '/admin/products?handle=classic-tee')).products[0]
  const { cart } = await store('/store/carts', key, { region_id: europe.id })
  await store(`/store/carts/${cart.id}/line-items`, key, { variant_id: tee.variants[0].id, quantity: 2 })
  await store(`/store/carts/${cart.id}`, key, {
    email: BUYER,
    shipping_address: {
      first_name: 'Ottilie',
      last_name: 'Brun',
      address_1: '3 Quai Voltaire',
      city: 'Paris',
      country_code: 'fr',
      postal_code: '75007',
    },
  })
  const { shipping_options } = await store(`/store/shipping-options/${cart.id}`, key)
  await store(`/store/carts/${cart.id}/shipping-methods`, key, { option_id: shipping_options[0].id })
  await store(`/store/carts/${cart.id}/payment-sessions`, key, {})
  await store(`/store/carts/${cart.id}/payment-session`, key, { provider_id: 'manual' })
  const done = await store(`/store/carts/${cart.id}/complete`, key, {})
  const order = done.data
  await call('POST', `/admin/orders/${order.id}/capture`)
  await call('POST', `/admin/orders/${order.id}/fulfillment`, {
    items: order.items.map((i: Json) => ({ item_id: i.id, quantity: i.quantity })),
  })
  return order.id
}

const adminOrder = async (id: string): Promise<Json> => (await call<Json>('GET', `/admin/orders/${id}`)).order

/** Units of the first Classic Tee on the shelves, as the catalogue counts them. */
const teeStock = async (): Promise<number> =>
  (await call<Json>('GET', '/admin/products?handle=classic-tee')).products[0].variants[0].inventory_quantity

const toast = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0)

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })

/** Finds a catalogue item in the open dialog's picker and adds it. */
async function pickFromCatalogue(dialog: ReturnType<Page['getByRole']>, search: string, label: RegExp) {
  await dialog.getByLabel(en.picker.search).fill(search)
  const add = dialog.getByRole('button', { name: label }).first()
  await add.click()
}

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E({ demo: true })
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  call = (await adminApi(e)).call
  const { publishableKey } = e
  shopKey = publishableKey!
  swapOrderId = await placeFulfilledOrder(publishableKey!)
  editOrderId = await placeFulfilledOrder(publishableKey!)
})
afterAll(() => e?.close())

describe.skipIf(!hasChromium)('swaps, claims and order edits in Chromium', () => {
  it('creates, pays, fulfils and ships a swap, then a replacement claim', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto(`/app/a/orders/${swapOrderId}`)

    const swaps = page.getByRole('region', { name: en.swaps.title })
    await swaps.getByRole('button', { name: en.swaps.create }).click()
    const swapDialog = page.getByRole('dialog', { name: en.swaps.createTitle })
    await swapDialog.getByLabel('Quantity of Classic Tee').fill('1')
    await byLabel(swapDialog, en.swaps.returnShipping).selectOption({ index: 1 })
    // Nothing new chosen yet: refused on the screen before the server is asked.
    await swapDialog.getByRole('button', { name: en.swaps.create }).click()
    await expect.poll(() => swapDialog.getByText(en.errors.newItems).count()).toBe(1)
    await pickFromCatalogue(swapDialog, 'Heavyweight', /^Add Heavyweight Tee/)
    await byLabel(swapDialog, en.swaps.shipping).selectOption({ index: 1 })
    await expect.poll(() => swapDialog.getByText(en.difference.dueEstimated).count()).toBe(1)
    // The estimate counts the new items and both shippings with their tax, as the server totals the swap.
    const estimated = await swapDialog
      .getByText(en.difference.dueEstimated)
      .locator('xpath=..')
      .locator('bdi')
      .textContent()
    await page.screenshot({ path: join(SCREENSHOTS, 'order-swap-dialog-en.png') })
    await swapDialog.getByRole('button', { name: en.swaps.create }).click()
    await toast(page, en.swaps.created)

    const withSwap = await adminOrder(swapOrderId)
    expect(withSwap.swaps).toHaveLength(1)
    const swap = withSwap.swaps[0]
    expect(swap.return_order.items.map((i: Json) => i.quantity)).toEqual([1])
    expect(swap.return_order.shipping_method).not.toBeNull()
    expect(swap.additional_items.map((i: Json) => [i.title, i.quantity])).toEqual([['Heavyweight Tee', 1]])
    expect(swap.difference_due).toBeGreaterThan(0)
    const money = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: withSwap.currency_code.toUpperCase(),
    })
    expect(estimated).toBe(money.format(swap.difference_due / 100))
    const swapCard = swaps.getByRole('listitem', { name: 'Swap 1' })
    await expect.poll(() => swapCard.getByText(en.status.swap.unconfirmed, { exact: true }).count()).toBe(1)
    // Not confirmed by the customer yet: it cannot be paid or fulfilled, only canceled.
    expect(await swapCard.getByRole('button', { name: en.swaps.fulfill }).count()).toBe(0)
    expect(await swapCard.getByRole('button', { name: en.swaps.cancel }).count()).toBe(1)

    // The customer confirms the swap by paying its cart through the Store API.
    await store(`/store/carts/${swap.cart_id}/payment-sessions`, shopKey, {})
    await store(`/store/carts/${swap.cart_id}/payment-session`, shopKey, { provider_id: 'manual' })
    expect((await store(`/store/carts/${swap.cart_id}/complete`, shopKey, {})).type).toBe('swap')
    await page.reload()
    await swapCard.getByRole('button', { name: en.swaps.pay }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: en.swaps.pay }).click()
    await toast(page, en.swaps.payDone)
    await swapCard.getByRole('button', { name: en.swaps.fulfill }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: en.swaps.fulfill }).click()
    await toast(page, en.swaps.fulfillDone)
    await swapCard.getByRole('button', { name: en.fulfillments.markShipped }).click()
    const shipSwap = page.getByRole('dialog', { name: en.ship.title })
    await shipSwap.getByLabel(en.ship.tracking).fill('SWAP-TRACK-12')
    await shipSwap.getByRole('button', { name: en.ship.submit }).click()
    await toast(page, en.fulfillments.shipped)
    const settled = (await adminOrder(swapOrderId)).swaps[0]
    expect(settled.payment_status).toBe('captured')
    expect(settled.fulfillment_status).toBe('shipped')
    expect(settled.shipping_methods).toHaveLength(1)
    expect(settled.fulfillments[0].tracking_links.map((l: Json) => l.tracking_number)).toEqual([
      'SWAP-TRACK-12',
    ])
    // The tee coming back is received on the swap's card (the Returns section lists the order's own
    // returns only): restocked, and the card shows its return as received.
    expect(settled.return_order.status).toBe('requested')
    const shelfBefore = await teeStock()
    await expect
      .poll(() => swapCard.getByText(orders.status.return.requested, { exact: true }).count())
      .toBe(1)
    await swapCard.getByRole('button', { name: orders.returns.receive }).click()
    const receiveSwap = page.getByRole('alertdialog', {
      name: en.swaps.receiveTitle.replace('{{name}}', 'Swap 1'),
    })
    await receiveSwap.getByRole('button', { name: orders.returns.receive }).click()
    await toast(page, orders.returns.received)
    await expect
      .poll(async () => (await adminOrder(swapOrderId)).swaps[0].return_order.status)
      .toBe('received')
    expect(await teeStock()).toBe(shelfBefore + 1)
    const afterReturn = await adminOrder(swapOrderId)
    expect(afterReturn.refunds).toHaveLength(0)
    expect(afterReturn.items[0].returned_quantity).toBe(1)
    await expect
      .poll(() => swapCard.getByText(orders.status.return.received, { exact: true }).count())
      .toBe(1)
    // Paid, shipped and its return received: nothing is left to offer on it.
    await expect.poll(() => swapCard.getByRole('button').count()).toBe(0)

    const claims = page.getByRole('region', { name: en.claims.title })
    await claims.getByRole('button', { name: en.claims.create }).click()
    const claimDialog = page.getByRole('dialog', { name: en.claims.createTitle })
    await byLabel(claimDialog, en.claims.type).selectOption('replace')
    // One tee is already on its way back in the swap: only one can be claimed.
    expect(await claimDialog.getByText('Up to 1').count()).toBe(1)
    await claimDialog.getByLabel('Quantity of Classic Tee').fill('1')
    await byLabel(claimDialog, en.claims.reason).selectOption({ label: en.claims.reasons.production_failure })
    await byLabel(claimDialog, en.claims.note).fill('Seam came apart after one wash')
    // The claimed tee is the replacement offered first; this claim sends mugs instead.
    await claimDialog
      .getByRole('list', { name: en.picker.chosen })
      .getByRole('button', { name: /^Remove Classic Tee/ })
      .click()
    await pickFromCatalogue(claimDialog, 'Stoneware', /^Add Stoneware Mug/)
    await claimDialog.getByLabel(/^Quantity of new Stoneware Mug/).fill('2')
    await byLabel(claimDialog, en.claims.shippingOption).selectOption({ index: 1 })
    // The faulty tee is sent back: its return is received on the claim's card.
    await byLabel(claimDialog, en.claims.returnShipping).selectOption({ index: 1 })
    await claimDialog.getByRole('button', { name: en.claims.create }).click()
    await toast(page, en.claims.created)

    const withClaim = await adminOrder(swapOrderId)
    expect(withClaim.claims).toHaveLength(1)
    const claim = withClaim.claims[0]
    expect(claim.type).toBe('replace')
    expect(claim.claim_items.map((i: Json) => [i.quantity, i.reason, i.note])).toEqual([
      [1, 'production_failure', 'Seam came apart after one wash'],
    ])
    expect(claim.additional_items.map((i: Json) => [i.title, i.quantity])).toEqual([['Stoneware Mug', 2]])
    expect(claim.shipping_methods).toHaveLength(1)

    const claimCard = claims.getByRole('listitem', { name: 'Claim 1' })
    await claimCard.getByRole('button', { name: en.claims.fulfill }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: en.claims.fulfill }).click()
    await toast(page, en.claims.fulfillDone)
    await claimCard.getByRole('button', { name: en.fulfillments.markShipped }).click()
    const ship = page.getByRole('dialog', { name: en.ship.title })
    await ship.getByLabel(en.ship.tracking).fill('CLAIM-TRACK-77')
    await ship.getByRole('button', { name: en.ship.submit }).click()
    await toast(page, en.fulfillments.shipped)
    // The swap's "shipped" toast may still be showing: wait for the claim itself.
    await expect
      .poll(async () => (await adminOrder(swapOrderId)).claims[0].fulfillment_status)
      .toBe('shipped')
    const shipped = (await adminOrder(swapOrderId)).claims[0]
    expect(shipped.fulfillments[0].tracking_links.map((l: Json) => l.tracking_number)).toEqual([
      'CLAIM-TRACK-77',
    ])
    // A shipped claim cannot be canceled any more, so it is not offered.
    await expect.poll(() => claimCard.getByRole('button', { name: en.claims.cancel }).count()).toBe(0)
    expect(shipped.return_order.status).toBe('requested')
    const claimShelf = await teeStock()
    await claimCard.getByRole('button', { name: orders.returns.receive }).click()
    await page
      .getByRole('alertdialog', { name: en.claims.receiveTitle.replace('{{name}}', 'Claim 1') })
      .getByRole('button', { name: orders.returns.receive })
      .click()
    await expect
      .poll(async () => (await adminOrder(swapOrderId)).claims[0].return_order.status)
      .toBe('received')
    expect(await teeStock()).toBe(claimShelf + 1)
    expect((await adminOrder(swapOrderId)).refunds).toHaveLength(0)
    await expect
      .poll(() => claimCard.getByText(orders.status.return.received, { exact: true }).count())
      .toBe(1)
    await expect.poll(() => claimCard.getByRole('button').count()).toBe(0)

    const timeline = page.getByRole('list', { name: 'Timeline' })
    await expect.poll(() => timeline.getByText(/Swap created: 1 coming back, 1 new/).count()).toBe(1)
    await expect.poll(() => timeline.getByText(/CLAIM-TRACK-77/).count()).toBe(1)
    // The notifications sent (order placed, swap created…) are listed and can be sent again.
    const resend = timeline.getByRole('button', { name: en.notifications.resend }).first()
    await resend.click()
    await page.getByRole('alertdialog').getByRole('button', { name: en.notifications.resend }).click()
    await toast(page, en.notifications.resent)
    const { notifications } = await call<Json>('GET', `/admin/notifications?resource_id=${swapOrderId}`)
    expect(notifications.some((n: Json) => n.resends.length === 1)).toBe(true)

    await page.setViewportSize({ width: 1280, height: 2200 })
    await expect
      .poll(() => page.getByText(en.notifications.resent, { exact: true }).count(), { timeout: 10_000 })
      .toBe(0)
    await shot(page, 'order-swap-claim-en')
    await page.goto(`/app/a/orders/${swapOrderId}?lng=ar`)
    await expect.poll(() => page.getByRole('region', { name: ar.swaps.title }).count()).toBe(1)
    await expect
      .poll(() => page.getByRole('listitem', { name: ar.claims.name.replace('{{number}}', '1') }).count())
      .toBe(1)
    await shot(page, 'order-swap-claim-ar')
    await page.goto('/app/a/orders?lng=en')
    await context.close()
  })

  it('edits an order: adds an item, changes a quantity and confirms', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto(`/app/a/orders/${editOrderId}`)
    const before = await adminOrder(editOrderId)
    const edits = page.getByRole('region', { name: en.edits.title })
    await edits.getByRole('button', { name: en.edits.start }).click()
    await toast(page, en.edits.started)
    const panel = page.getByRole('region', { name: en.edits.active })

    // Someone else cancels the edit meanwhile: the stale page's request is refused with the server's words.
    const [stale] = (await call<Json>('GET', `/admin/order-edits?order_id=${editOrderId}`)).order_edits
    await call('POST', `/admin/order-edits/${stale.id}/cancel`)
    await panel.getByRole('button', { name: en.edits.cancel }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: en.edits.cancel }).click()
    await toast(page, 'Cannot cancel an order edit with status canceled')
    await expect.poll(() => page.getByText(en.errors.title, { exact: true }).count()).toBeGreaterThan(0)
    await page.reload()
    await edits.getByRole('button', { name: en.edits.start }).click()
    await toast(page, en.edits.started)

    await panel.getByRole('button', { name: en.edits.addItems }).click()
    const add = page.getByRole('dialog', { name: en.edits.addTitle })
    await pickFromCatalogue(add, 'Stoneware', /^Add Stoneware Mug/)
    await add.getByRole('button', { name: en.edits.addItems }).click()
    await toast(page, 'Items added: 1')
    const mug = panel.getByLabel(/^Quantity of Stoneware Mug/)
    await expect.poll(() => mug.count()).toBe(1)
    await mug.fill('3')
    await mug.press('Enter')
    await toast(page, en.edits.quantityChanged)
    // Fulfilled tees cannot be removed by an edit, so no Remove button is offered for them.
    expect(await panel.getByRole('button', { name: 'Remove Classic Tee' }).count()).toBe(0)

    const { order_edits } = await call<Json>('GET', `/admin/order-edits?order_id=${editOrderId}`)
    const active = order_edits.find((x: Json) => x.status === 'created')
    expect(active.difference_due).toBeGreaterThan(0)
    expect(active.total - before.total).toBe(active.difference_due)
    await expect.poll(() => panel.getByText(en.difference.due).count()).toBe(1)
    await expect.poll(() => panel.getByText(en.edits.marks.added, { exact: true }).count()).toBe(1)
    await page.setViewportSize({ width: 1280, height: 2000 })
    await expect
      .poll(() => page.getByText(en.edits.quantityChanged, { exact: true }).count(), { timeout: 10_000 })
      .toBe(0)
    await shot(page, 'order-edit-panel-en')
    await page.goto(`/app/a/orders/${editOrderId}?lng=ar`)
    await expect.poll(() => page.getByRole('region', { name: ar.edits.active }).count()).toBe(1)
    await shot(page, 'order-edit-panel-ar')
    await page.goto(`/app/a/orders/${editOrderId}?lng=en`)

    await page
      .getByRole('region', { name: en.edits.active })
      .getByRole('button', { name: en.edits.confirm })
      .click()
    await page.getByRole('alertdialog').getByRole('button', { name: en.edits.confirm }).click()
    await toast(page, en.edits.confirmDone)
    const after = await adminOrder(editOrderId)
    expect(after.items.map((i: Json) => [i.title, i.quantity]).sort()).toEqual([
      ['Classic Tee', 2],
      ['Stoneware Mug', 3],
    ])
    expect(after.total).toBe(active.total)
    const afterEdits = (await call<Json>('GET', `/admin/order-edits?order_id=${editOrderId}`)).order_edits
    expect(afterEdits.map((x: Json) => x.status).sort()).toEqual(['canceled', 'confirmed'])
    await expect
      .poll(() =>
        page.getByRole('list', { name: en.edits.history }).getByText(en.status.edit.confirmed).count(),
      )
      .toBe(1)
    await expect
      .poll(() =>
        page.getByRole('list', { name: 'Timeline' }).getByText('Order edit confirmed, changes: 1').count(),
      )
      .toBe(1)
    await context.close()
  })
})
