import { join } from 'node:path'
import { address as addressTable } from '@mercato/db'
import { generateId } from '@mercato/domain'
import type { Locator, Page } from 'playwright-core'
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

// The order-change and draft dialogs offer only what is left and only the shipping of the items'
// profiles, with prices; the draft shows its shipping as typed; the edit dialogs say what they do.

const EMAIL = 'dialogs-desk@example.com'
const PASSWORD = 'dialogs-desk-password-1'
const BUYER = 'linnea.dialogs@example.com'
// A registered customer apart from the guest orders' buyer, so the search finds one.
const DRAFT_CUSTOMER = 'linnea.drafts@example.com'

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies, asserted by the test
type Json = any

let e: E2E
let call: AdminCall
let orderId = ''
let editOrderId = ''
let shopKey = ''

const en = dashboardStrings('en', 'order-changes') as Json
const ar = dashboardStrings('ar', 'order-changes') as Json
const drafts = dashboardStrings('en', 'draft-orders') as Json

async function store(path: string, body?: unknown): Promise<Json> {
  const res = await fetch(`${e.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-publishable-api-key': shopKey },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = await res.json()
  expect(res.status, `${path}: ${JSON.stringify(json)}`).toBe(200)
  return json
}

const variantOf = async (q: string): Promise<string> =>
  (await call<Json>('GET', `/admin/products?q=${encodeURIComponent(q)}`)).products[0].variants[0].id

/** A guest order of three tees and three mugs to Paris, captured and fulfilled through the APIs. */
async function placeFulfilledOrder(): Promise<Json> {
  const europe = (await store('/store/regions')).regions.find((r: Json) => r.name === 'Europe')
  const { cart } = await store('/store/carts', { region_id: europe.id })
  await store(`/store/carts/${cart.id}/line-items`, {
    variant_id: await variantOf('Classic Tee'),
    quantity: 3,
  })
  await store(`/store/carts/${cart.id}/line-items`, {
    variant_id: await variantOf('Stoneware Mug'),
    quantity: 3,
  })
  await store(`/store/carts/${cart.id}`, {
    email: BUYER,
    shipping_address: {
      first_name: 'Linnea',
      last_name: 'Berg',
      address_1: '5 Rue Cler',
      city: 'Paris',
      country_code: 'fr',
      postal_code: '75007',
    },
  })
  const { shipping_options } = await store(`/store/shipping-options/${cart.id}`)
  await store(`/store/carts/${cart.id}/shipping-methods`, { option_id: shipping_options[0].id })
  await store(`/store/carts/${cart.id}/payment-sessions`, {})
  await store(`/store/carts/${cart.id}/payment-session`, { provider_id: 'manual' })
  const order = (await store(`/store/carts/${cart.id}/complete`, {})).data
  await call('POST', `/admin/orders/${order.id}/capture`)
  await call('POST', `/admin/orders/${order.id}/fulfillment`, {
    items: order.items.map((i: Json) => ({ item_id: i.id, quantity: i.quantity })),
  })
  return order
}

const adminOrder = async (id: string): Promise<Json> => (await call<Json>('GET', `/admin/orders/${id}`)).order

const toast = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0)

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })

/** The labels of a select's choices. */
const choices = (select: Locator) =>
  select.locator('option').evaluateAll((options) => options.map((o) => o.textContent ?? ''))

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E({ demo: true })
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  call = (await adminApi(e)).call
  shopKey = e.publishableKey
  // The gift card profile's own option in Europe: never for parcels.
  const { shipping_profiles } = await call<Json>('GET', '/admin/shipping-profiles')
  const giftCards = shipping_profiles.find((p: Json) => p.type === 'gift_card')
  const { regions } = await call<Json>('GET', '/admin/regions')
  const europe = regions.find((r: Json) => r.name === 'Europe')
  await call('POST', '/admin/shipping-options', {
    name: 'E-mail delivery',
    region_id: europe.id,
    provider_id: 'manual',
    profile_id: giftCards.id,
    data: {},
    price_type: 'flat_rate',
    amount: 0,
  })

  // One tee returned, one mug swapped, one tee claimed: one tee and two mugs are left to take back.
  const order = await placeFulfilledOrder()
  orderId = order.id
  const tee = order.items.find((i: Json) => i.title === 'Classic Tee')
  const mug = order.items.find((i: Json) => i.title === 'Stoneware Mug')
  await call('POST', `/admin/orders/${orderId}/return`, { items: [{ item_id: tee.id, quantity: 1 }] })
  await call('POST', `/admin/orders/${orderId}/swaps`, {
    return_items: [{ item_id: mug.id, quantity: 1 }],
    additional_items: [{ variant_id: mug.variant_id, quantity: 1 }],
  })
  await call('POST', `/admin/orders/${orderId}/claims`, {
    type: 'refund',
    claim_items: [{ item_id: tee.id, quantity: 1, reason: 'production_failure' }],
  })
  editOrderId = (await placeFulfilledOrder()).id
  await call('POST', '/admin/order-edits', { order_id: editOrderId })

  // A customer with a saved address, for the draft wizard.
  const { customer } = await call<Json>('POST', '/admin/customers', {
    email: DRAFT_CUSTOMER,
    first_name: 'Linnea',
    last_name: 'Berg',
    password: 'linnea-password-1',
  })
  await e.ctx.db.insert(addressTable).values({
    id: generateId('addr'),
    customer_id: customer.id,
    first_name: 'Linnea',
    last_name: 'Berg',
    address_1: '5 Rue Cler',
    city: 'Paris',
    postal_code: '75007',
    country_code: 'fr',
  })
})
afterAll(() => e?.close())

describe.skipIf(!hasChromium)('order-change and draft dialogs after the walk-through', () => {
  it('the swap offers only what is left to take back, and priced shipping of the items’ profile', async () => {
    const { page, context } = await e.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await signIn(page, EMAIL, PASSWORD)
    await page.goto(`/app/a/orders/${orderId}`)
    await page
      .getByRole('region', { name: en.swaps.title })
      .getByRole('button', { name: en.swaps.create })
      .click()
    const swap = page.getByRole('dialog', { name: en.swaps.createTitle })
    // As the return dialog counts: three of each, less the return, the swap and the claim.
    await expect.poll(() => swap.getByText('Up to 1', { exact: true }).count()).toBe(1)
    expect(await swap.getByText('Up to 2', { exact: true }).count()).toBe(1)
    expect(await swap.getByText('Up to 3', { exact: true }).count()).toBe(0)
    await swap.getByLabel(en.picker.search).fill('Stoneware')
    await swap
      .getByRole('button', { name: /^Add Stoneware Mug/ })
      .first()
      .click()
    const outbound = byLabel(swap, en.swaps.shipping)
    await expect.poll(() => choices(outbound)).toContain('Standard Shipping — €5.00')
    expect((await choices(outbound)).join('|')).not.toContain('E-mail delivery')
    expect((await choices(byLabel(swap, en.swaps.returnShipping))).join('|')).toContain(
      'Return Shipping — €5.00',
    )
    await swap.getByLabel('Quantity of Classic Tee').fill('1')
    await outbound.selectOption({ label: 'Standard Shipping — €5.00' })
    await shot(page, 'walk2-swap-dialog-en')
    await swap.getByRole('button', { name: en.swaps.create }).click()
    await toast(page, en.swaps.created)
    const swaps = (await adminOrder(orderId)).swaps
    expect(swaps).toHaveLength(2)
    expect(swaps[1].return_order.items.map((i: Json) => i.quantity)).toEqual([1])
    await context.close()
  })

  it('a replacement claim starts with the claimed variant, shipped by its profile’s options', async () => {
    const { page, context } = await e.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await signIn(page, EMAIL, PASSWORD)
    await page.goto(`/app/a/orders/${orderId}`)
    await page
      .getByRole('region', { name: en.claims.title })
      .getByRole('button', { name: en.claims.create })
      .click()
    const claim = page.getByRole('dialog', { name: en.claims.createTitle })
    await byLabel(claim, en.claims.type).selectOption('replace')
    await claim.getByLabel('Quantity of Stoneware Mug').fill('1')
    const chosen = claim.getByRole('list', { name: en.picker.chosen })
    await expect.poll(() => chosen.getByText(/Stoneware Mug/).count()).toBe(1)
    expect(await claim.getByLabel(/^Quantity of new Stoneware Mug/).inputValue()).toBe('1')
    const shipping = byLabel(claim, en.claims.shippingOption)
    expect((await choices(shipping)).join('|')).not.toContain('E-mail delivery')
    await shipping.selectOption({ label: 'Standard Shipping — €5.00' })
    await shot(page, 'walk2-claim-replace-en')
    await claim.getByRole('button', { name: en.claims.create }).click()
    await toast(page, en.claims.created)
    const order = await adminOrder(orderId)
    const mug = order.items.find((i: Json) => i.title === 'Stoneware Mug')
    const made = order.claims.find((c: Json) => c.type === 'replace')
    expect(made.additional_items.map((i: Json) => [i.variant_id, i.quantity])).toEqual([[mug.variant_id, 1]])

    await page.goto(`/app/a/orders/${orderId}?lng=ar`)
    await page
      .getByRole('region', { name: ar.swaps.title })
      .getByRole('button', { name: ar.swaps.create })
      .click()
    const arSwap = page.getByRole('dialog', { name: ar.swaps.createTitle })
    await arSwap.getByLabel(ar.picker.search).fill('Stoneware')
    await arSwap
      .getByRole('button', { name: /Stoneware Mug/ })
      .first()
      .click()
    await expect
      .poll(async () => (await choices(byLabel(arSwap, ar.swaps.shipping))).length)
      .toBeGreaterThan(1)
    await shot(page, 'walk2-swap-dialog-ar')
    await context.close()
  })

  it('order edit: adding nothing says so; cancelling asks "Keep editing" or "Cancel edit"', async () => {
    const { page, context } = await e.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await signIn(page, EMAIL, PASSWORD)
    await page.goto(`/app/a/orders/${editOrderId}`)
    const panel = page.getByRole('region', { name: en.edits.active })
    await panel.getByRole('button', { name: en.edits.addItems }).click()
    const add = page.getByRole('dialog', { name: en.edits.addTitle })
    await add.getByRole('button', { name: en.edits.addItems }).click()
    await expect.poll(() => add.getByRole('alert').textContent()).toBe(en.edits.chooseItems)
    expect(await add.isVisible()).toBe(true)
    await add.getByRole('button', { name: 'Cancel', exact: true }).click()

    await panel.getByRole('button', { name: en.edits.cancel }).click()
    const ask = page.getByRole('alertdialog')
    await expect
      .poll(() => ask.getByRole('button').allTextContents())
      .toEqual(expect.arrayContaining([en.edits.keep, en.edits.cancel]))
    expect(await ask.getByRole('button', { name: 'Cancel', exact: true }).count()).toBe(0)
    await shot(page, 'walk2-cancel-edit-en')
    await ask.getByRole('button', { name: en.edits.keep }).click()
    const edits = (await call<Json>('GET', `/admin/order-edits?order_id=${editOrderId}`)).order_edits
    expect(edits.map((x: Json) => x.status)).toEqual(['created'])

    await page.goto(`/app/a/orders/${editOrderId}?lng=ar`)
    await page
      .getByRole('region', { name: ar.edits.active })
      .getByRole('button', { name: ar.edits.cancel })
      .click()
    await expect.poll(() => page.getByRole('alertdialog').getByText(ar.edits.keep).count()).toBe(1)
    await shot(page, 'walk2-cancel-edit-ar')
    await context.close()
  })

  it('the draft wizard offers the items’ shipping, and the draft shows the price as typed', async () => {
    const { page, context } = await e.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/draft-orders')
    await page.getByRole('button', { name: drafts.list.new }).first().click()
    const dialog = page.getByRole('dialog')
    const next = () => dialog.getByRole('button', { name: 'Next', exact: true }).click()
    await byLabel(dialog, drafts.fields.region).selectOption({ label: 'Europe (EUR)' })
    await next()
    await byLabel(dialog, drafts.items.search).fill('Classic Tee')
    await dialog
      .getByRole('button', { name: /Classic Tee/ })
      .first()
      .click()
    await next()
    const options = dialog.getByRole('group', { name: drafts.fields.shippingOption })
    await expect.poll(() => options.getByRole('radio').count()).toBe(2)
    expect(await options.textContent()).not.toContain('E-mail delivery')
    await shot(page, 'walk2-draft-shipping-en')
    await options.getByLabel(/Standard Shipping/).check()
    await byLabel(dialog, drafts.shipping.customPrice).fill('3.00')
    await next()
    await byLabel(dialog, drafts.customer.find).fill('linnea.drafts')
    await dialog
      .getByRole('button', { name: drafts.customer.choose.replace('{{email}}', DRAFT_CUSTOMER) })
      .click()
    await expect
      .poll(() =>
        byLabel(dialog.getByRole('group', { name: drafts.fields.shippingAddress }), 'City').inputValue(),
      )
      .toBe('Paris')
    await next()
    await next()
    await dialog.getByRole('button', { name: 'Create draft order', exact: true }).click()
    await page.waitForURL(/\/draft-orders\/dorder_/)
    const shipping = page.getByRole('region', { name: drafts.shipping.title })
    // Typed in a region whose prices include tax: shown as typed, not net of its tax (€2.50).
    await expect.poll(() => shipping.textContent()).toContain('€3.00')
    // The summary shows the same gross price, and the tax inside it apart, so its rows add up.
    const summary = page.getByRole('region', { name: drafts.totals.title })
    await expect.poll(() => summary.textContent()).toContain('Shipping (incl. tax)€3.00')
    const { draft_orders } = await call<Json>('GET', '/admin/draft-orders')
    expect(draft_orders[0].cart.shipping_methods[0].price).toBe(300)
    await shot(page, 'walk2-draft-created-en')
    await page.goto(`${page.url()}?lng=ar`)
    await expect.poll(() => page.getByRole('region').count()).toBeGreaterThan(1)
    await shot(page, 'walk2-draft-created-ar')
    await context.close()
  })
})
