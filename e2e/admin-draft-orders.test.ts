import { join } from 'node:path'
import { address as addressTable } from '@mercato/db'
import { formatMoney, generateId } from '@mercato/domain'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import {
  type AdminCall,
  adminApi,
  byLabel,
  dashboardStrings,
  type E2E,
  SCREENSHOTS,
  signIn,
  startE2E,
} from './harness'

const EMAIL = 'drafts-desk@example.com'
const PASSWORD = 'drafts-desk-password-1'
const BUYER = 'ada.drafts@example.com'

let e: E2E
let call: AdminCall
let spareDraft = { id: '', display_id: 0 }

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies, asserted by the test
type Json = any

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E({ demo: true })
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  call = (await adminApi(e)).call
  // A customer with a saved address in France, so choosing them fills the address.
  const { customer } = await call<Json>('POST', '/admin/customers', {
    email: BUYER,
    first_name: 'Ada',
    last_name: 'Lovelace',
    password: 'ada-password-1',
  })
  await e.ctx.db.insert(addressTable).values({
    id: generateId('addr'),
    customer_id: customer.id,
    first_name: 'Ada',
    last_name: 'Lovelace',
    address_1: '1 Rue de Rivoli',
    city: 'Paris',
    postal_code: '75001',
    country_code: 'fr',
  })
  // Another open draft, to be deleted from its page.
  const { regions } = await call<Json>('GET', '/admin/regions')
  const europe = regions.find((r: Json) => r.name === 'Europe')
  const { shipping_options } = await call<Json>('GET', `/admin/shipping-options?region_id=${europe.id}`)
  const { draft_order } = await call<Json>('POST', '/admin/draft-orders', {
    email: 'spare@example.com',
    region_id: europe.id,
    items: [{ title: 'Spare part', unit_price: 1000, quantity: 1 }],
    shipping_methods: [{ option_id: shipping_options.find((o: Json) => !o.is_return).id }],
  })
  spareDraft = draft_order
})
afterAll(() => e?.close())

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })

const toast = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0)

/** Walks the wizard in `lng` up to its review step: Europe, a tee, a custom item, the first option, Ada. */
async function fillWizard(page: Page, lng: string, custom = true): Promise<Locator> {
  const s = dashboardStrings(lng, 'draft-orders')
  const common = dashboardStrings(lng, 'translation').common!
  await page.getByRole('button', { name: s.list!.new! }).first().click()
  const dialog = page.getByRole('dialog')
  const next = () => dialog.getByRole('button', { name: common.next!, exact: true }).click()

  await byLabel(dialog, s.fields!.region!).selectOption({ label: 'Europe (EUR)' })
  await next()

  await byLabel(dialog, s.items!.search!).fill('Classic Tee')
  const teeRow = dialog.getByRole('list', { name: s.items!.results! }).getByRole('listitem').first()
  await teeRow.waitFor()
  if (lng === 'en') {
    // The tee is listed at the price the shop shows in Europe, said to include VAT where it does.
    const { regions } = await call<Json>('GET', '/admin/regions')
    const europe = regions.find((r: Json) => r.name === 'Europe')
    const { variants } = await call<Json>(
      'GET',
      `/admin/variants?q=Classic%20Tee&region_id=${europe.id}&limit=6&expand=product,prices`,
    )
    const price = formatMoney(variants[0].calculated_price, 'eur', 'en')
    const each = variants[0].calculated_price_includes_tax
      ? dashboardStrings('en', 'orders').items!.eachInclTax!.replace('{{price}}', price)
      : price
    await expect.poll(() => teeRow.getByText(each, { exact: true }).count()).toBe(1)
  }
  await shot(page, `draft-orders-picker-${lng}`)
  const addTee = dialog.getByRole('button', { name: /Classic Tee/ }).first()
  await addTee.click()
  if (custom) {
    await byLabel(dialog, s.items!.customTitle!).fill('Gift wrap')
    await byLabel(dialog, s.items!.unitPrice!).fill('4.50')
    await dialog.getByRole('button', { name: s.items!.addCustom! }).click()
  }
  const chosen = dialog.getByRole('table', { name: s.items!.chosen! })
  await expect.poll(() => chosen.getByRole('row').count()).toBe(custom ? 3 : 2)
  await next()

  await dialog.getByRole('radio').first().check()
  if (custom) await byLabel(dialog, s.shipping!.customPrice!).fill('3.25')
  await next()

  await byLabel(dialog, s.customer!.find!).fill('ada.drafts')
  await dialog.getByRole('button', { name: s.customer!.choose!.replace('{{email}}', BUYER) }).click()
  const shipping = dialog.getByRole('group', { name: s.fields!.shippingAddress! })
  await expect.poll(() => byLabel(shipping, s.address!.city!).inputValue()).toBe('Paris')
  await next()
  await next()
  return dialog
}

describe.skipIf(!hasChromium)('draft orders in Chromium', () => {
  it('creates a draft with a catalogue and a custom item, edits it, marks it paid into an order', async () => {
    const s = dashboardStrings('en', 'draft-orders')
    const { page, context } = await e.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/draft-orders')
    const table = page.getByRole('table', { name: 'Draft orders' })
    await expect.poll(() => table.getByRole('row').filter({ hasText: 'spare@example.com' }).count()).toBe(1)
    await shot(page, 'draft-orders-list-en')

    const dialog = await fillWizard(page, 'en')
    // The address as the customer saved it, with the street typed anew.
    const shippingGroup = () => dialog.getByRole('group', { name: 'Shipping address' })
    await dialog.getByRole('button', { name: 'Back', exact: true }).click()
    await dialog.getByRole('button', { name: 'Back', exact: true }).click()
    await byLabel(shippingGroup(), 'Address').fill('8 Rue du Louvre')
    await byLabel(shippingGroup(), 'Phone').fill('+33 1 23 45 67 89')
    await dialog.getByRole('button', { name: 'Next', exact: true }).click()
    // An unknown code is refused when it is added, next to the field; nothing is created.
    await byLabel(dialog, 'Discount code').fill('NOPE-NOT-A-CODE')
    await dialog.getByRole('button', { name: 'Add code' }).click()
    await expect.poll(() => dialog.getByText('No discount has the code NOPE-NOT-A-CODE').count()).toBe(1)
    expect(await dialog.getByRole('button', { name: 'Remove NOPE-NOT-A-CODE' }).count()).toBe(0)
    expect((await call<Json>('GET', '/admin/draft-orders')).count).toBe(1)
    await dialog.getByRole('button', { name: 'Next', exact: true }).click()
    // Shipping and billing (the same address).
    await expect.poll(() => dialog.getByText('8 Rue du Louvre').count()).toBe(2)
    await expect.poll(() => dialog.getByText('Estimated total').count()).toBe(1)
    await shot(page, 'draft-orders-review-en')
    await dialog.getByRole('button', { name: 'Create draft order', exact: true }).click()
    await page.waitForURL(/\/app\/a\/draft-orders\/dorder_/)
    const draftId = page.url().split('/').pop()!

    const draft = async () => (await call<Json>('GET', `/admin/draft-orders/${draftId}`)).draft_order
    const created = await draft()
    expect(created.status).toBe('open')
    expect(created.cart.email).toBe(BUYER)
    expect(created.cart.customer.email).toBe(BUYER)
    expect(
      created.cart.items.map((i: Json) => [i.title.startsWith('Classic Tee'), i.quantity]).sort(),
    ).toEqual([
      [false, 1],
      [true, 1],
    ])
    expect(created.cart.items.find((i: Json) => i.title === 'Gift wrap').unit_price).toBe(450)
    expect(created.cart.shipping_methods).toHaveLength(1)
    // The shipping price typed for this order, in cents.
    expect(created.cart.shipping_methods[0].price).toBe(325)
    expect(created.cart.shipping_address).toMatchObject({
      address_1: '8 Rue du Louvre',
      city: 'Paris',
      country_code: 'fr',
      phone: '+33 1 23 45 67 89',
    })
    expect(created.cart.billing_address).toMatchObject({ address_1: '8 Rue du Louvre' })

    // A card added from the draft's page, then removed after asking.
    const items = page.getByRole('region', { name: s.items!.title! })
    await items.getByRole('button', { name: 'Add item' }).click()
    const add = page.getByRole('dialog', { name: 'Add item' })
    await byLabel(add, 'Item title').fill('Greeting card')
    await byLabel(add, 'Unit price').fill('2')
    await add.getByRole('button', { name: 'Add custom item' }).click()
    await toast(page, 'Greeting card added')
    expect((await draft()).cart.items.find((i: Json) => i.title === 'Greeting card')?.unit_price).toBe(200)
    await items.getByRole('button', { name: 'Remove Greeting card' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
    await toast(page, 'Greeting card removed')
    expect((await draft()).cart.items.map((i: Json) => i.title)).not.toContain('Greeting card')

    // The + button saves once the clicks stop: three gift wraps, then two typed.
    const wrapRow = items.getByRole('row').filter({ hasText: 'Gift wrap' })
    await wrapRow.getByRole('button', { name: 'Increase' }).click()
    await wrapRow.getByRole('button', { name: 'Increase' }).click()
    await toast(page, 'Quantity of Gift wrap changed')
    await expect
      .poll(async () => (await draft()).cart.items.find((i: Json) => i.title === 'Gift wrap').quantity)
      .toBe(3)
    await expect.poll(() => items.getByLabel('Quantity of Gift wrap').inputValue()).toBe('3')
    await expect.poll(() => items.getByLabel('Quantity of Gift wrap').isEnabled()).toBe(true)
    await items.getByLabel('Quantity of Gift wrap').fill('2')
    await items.getByLabel('Quantity of Gift wrap').press('Enter')
    await toast(page, 'Quantity of Gift wrap changed')
    // The toast of the + button may still show: wait for the typed quantity itself.
    await expect
      .poll(async () => (await draft()).cart.items.find((i: Json) => i.title === 'Gift wrap').quantity)
      .toBe(2)
    const edited = await draft()
    expect(edited.cart.items.find((i: Json) => i.title === 'Gift wrap').quantity).toBe(2)
    const summary = page.getByRole('region', { name: 'Summary' })
    await expect.poll(() => summary.textContent()).toContain(`Total€${(edited.cart.total / 100).toFixed(2)}`)
    await expect
      .poll(() => page.getByText('Quantity of Gift wrap changed', { exact: true }).count(), {
        timeout: 10_000,
      })
      .toBe(0)
    await page.setViewportSize({ width: 1280, height: 1100 })
    await shot(page, 'draft-orders-detail-en')

    await page.getByRole('region', { name: 'Payment' }).getByRole('button', { name: 'Mark as paid' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mark as paid' }).click()
    await page.waitForURL(/\/app\/a\/orders\/order_/)
    const orderId = page.url().split('/').pop()!
    const paid = await draft()
    expect(paid).toMatchObject({ status: 'completed', order_id: orderId })
    const { order } = await call<Json>('GET', `/admin/orders/${orderId}`)
    expect(order.email).toBe(BUYER)
    expect(order.total).toBe(edited.cart.total)
    expect(order.payment_status).toBe('captured')
    expect(order.items.map((i: Json) => [i.title, i.quantity]).sort()).toEqual(
      edited.cart.items.map((i: Json) => [i.title, i.quantity]).sort(),
    )
    expect(order.shipping_address.address_1).toBe('8 Rue du Louvre')

    // A completed draft offers no changes, only the way to its order.
    await page.goto(`/app/a/draft-orders/${draftId}`)
    await page
      .getByRole('link', { name: `Go to order #${order.display_id}` })
      .first()
      .waitFor()
    for (const name of ['Mark as paid', 'Delete draft', 'Add item', 'Remove Gift wrap', 'Edit email'])
      expect(await page.getByRole('button', { name }).count(), name).toBe(0)
    await page.goto('/app/a/draft-orders')
    const row = table.getByRole('row').filter({ hasText: BUYER })
    await expect.poll(() => row.getByText('Completed', { exact: true }).count()).toBe(1)
    expect(await row.getByRole('link', { name: `Order #${order.display_id}` }).count()).toBe(1)
    await context.close()
  })

  it('deletes an open draft after asking, and searches by e-mail in the URL', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/draft-orders')
    await page.getByRole('searchbox', { name: 'Search' }).fill('spare@')
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter')
    await page.waitForURL(/[?&]q=spare%40/)
    const table = page.getByRole('table', { name: 'Draft orders' })
    await expect.poll(() => table.getByRole('row').count()).toBe(2)
    await table.getByRole('row').filter({ hasText: 'spare@example.com' }).click()
    await page.waitForURL(new RegExp(`/app/a/draft-orders/${spareDraft.id}$`))
    await page.getByRole('button', { name: 'Delete draft' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete draft' }).click()
    await toast(page, `Draft #${spareDraft.display_id} deleted`)
    await page.waitForURL(/\/app\/a\/draft-orders$/)
    await expect(call('GET', `/admin/draft-orders/${spareDraft.id}`)).rejects.toThrow(/404/)
    await context.close()
  })

  it('shows the list, the review step and a draft in Arabic', async () => {
    const { page, context } = await e.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await signIn(page, EMAIL, PASSWORD, 'ar')
    await page.goto('/app/a/draft-orders?lng=ar')
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    const s = dashboardStrings('ar', 'draft-orders')
    await expect
      .poll(() => page.getByRole('table', { name: s.list!.title! }).getByRole('row').count())
      .toBe(2)
    await shot(page, 'draft-orders-list-ar')
    const dialog = await fillWizard(page, 'ar', false)
    await expect.poll(() => dialog.getByText(s.totals!.estimated!).count()).toBe(1)
    await shot(page, 'draft-orders-review-ar')
    await dialog.getByRole('button', { name: s.new!.title!, exact: true }).click()
    await page.waitForURL(/\/app\/a\/draft-orders\/dorder_/)
    await expect.poll(() => page.getByRole('region', { name: s.payment!.title! }).count()).toBe(1)
    await expect
      .poll(() => page.getByText(s.toast!.created!.replace('{{id}}', '').trim(), { exact: false }).count(), {
        timeout: 10_000,
      })
      .toBe(0)
    await page.setViewportSize({ width: 1280, height: 1100 })
    await shot(page, 'draft-orders-detail-ar')
    await page.goto('/app/a/draft-orders?lng=en')
    await context.close()
  })
})
