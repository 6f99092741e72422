import { join } from 'node:path'
import type { Page } from 'playwright-core'
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

const EMAIL = 'promotions@example.com'
const PASSWORD = 'promotions-password-1'
const CODE = 'TEE10'

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies, asserted by the test
type Json = any

let e: E2E
let call: AdminCall
let shop: Record<string, string>
let tee: Json
let other: Json
let europe: Json

/** A Store API request with the demo publishable key; answers status and JSON body. */
async function store(method: string, path: string, body?: unknown): Promise<{ status: number; json: Json }> {
  const res = await fetch(`${e.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...shop },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, json: await res.json() }
}

/** A Europe cart holding one Classic Tee and one other product. */
async function cartWithTwoProducts(): Promise<string> {
  const { json } = await store('POST', '/store/carts', { region_id: europe.id })
  for (const product of [tee, other])
    await store('POST', `/store/carts/${json.cart.id}/line-items`, {
      variant_id: product.variants[0].id,
      quantity: 1,
    })
  return json.cart.id
}

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E({ demo: true })
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  ;({ call } = await adminApi(e))
  const { publishableKey } = e
  shop = { 'x-publishable-api-key': publishableKey! }
  europe = (await call<Json>('GET', '/admin/regions?limit=50')).regions.find((r: Json) => r.name === 'Europe')
  tee = (await call<Json>('GET', '/admin/products?handle=classic-tee')).products[0]
  other = (await call<Json>('GET', '/admin/products?limit=5')).products.find((p: Json) => p.id !== tee.id)
})
afterAll(() => e?.close())

/** A full-page screenshot from the top, so the fixed header and menu are drawn in place. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })
}

const toast = (page: Page, text: string) =>
  expect
    .poll(() => page.getByRole('status', { includeHidden: true }).filter({ hasText: text }).count(), {
      timeout: 5000,
    })
    .toBeGreaterThan(0)

describe.skipIf(!hasChromium)('discounts in Chromium', () => {
  it('creates a percentage discount for one product, applies it in a cart, then disables it', async () => {
    const s = dashboardStrings('en', 'discounts') as Json
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/discounts')
    await page.getByRole('button', { name: s.new }).first().click()

    const form = page.getByRole('dialog', { name: s.createTitle })
    // Nothing filled: the form names what is missing and sends nothing.
    await form.getByRole('button', { name: s.actions.create }).click()
    await expect.poll(() => form.getByText(s.errors.regions).count()).toBe(1)
    await byLabel(form, s.fields.percentage).fill('10')
    await form.getByRole('checkbox', { name: /Europe/ }).check()
    await byLabel(form, s.fields.code).fill(CODE.toLowerCase())
    await byLabel(form, s.fields.usageLimit).fill('50')

    await form.getByRole('button', { name: s.conditions.add }).click()
    const picker = page.getByRole('dialog', { name: s.conditions.addTitle })
    expect(await picker.getByLabel(s.conditions.resource).inputValue()).toBe('products')
    expect(await picker.getByLabel(s.conditions.operator).inputValue()).toBe('in')
    await picker.getByRole('searchbox', { name: s.conditions.search }).fill(tee.title)
    await picker.getByRole('checkbox', { name: tee.title, exact: true }).check()
    await picker.getByRole('button', { name: s.actions.save }).click()
    await expect.poll(() => form.getByText(tee.title).count()).toBe(1)
    await shot(page, 'discount-form-conditions-en')
    await form.getByRole('radiogroup', { name: s.fields.type }).scrollIntoViewIfNeeded()
    await shot(page, 'discount-form-en')

    await form.getByRole('button', { name: s.actions.create }).click()
    await toast(page, `Discount ${CODE} created`)
    await page.waitForURL(/\/app\/a\/discounts\/disc_/)
    const { discount } = await call<Json>('GET', `/admin/discounts/code/${CODE}`)
    expect(discount).toMatchObject({
      code: CODE,
      is_disabled: false,
      usage_limit: 50,
      rule: { type: 'percentage', value: 10, allocation: 'total' },
      regions: [{ id: europe.id }],
    })
    const [condition] = discount.rule.conditions
    const { discount_condition } = await call<Json>(
      'GET',
      `/admin/discounts/${discount.id}/conditions/${condition.id}?expand=products`,
    )
    expect(discount_condition).toMatchObject({ operator: 'in', products: [{ id: tee.id }] })
    await expect
      .poll(() => page.getByRole('region', { name: s.conditions.title }).getByText(tee.title).count())
      .toBe(1)
    await shot(page, 'discount-detail-en')

    // The Store API takes the code; only the Classic Tee line is discounted.
    const cartId = await cartWithTwoProducts()
    const applied = await store('POST', `/store/carts/${cartId}`, { discounts: [{ code: CODE }] })
    expect(applied.status).toBe(200)
    const lines = applied.json.cart.items
    const teeLine = lines.find((l: Json) => l.variant_id === tee.variants[0].id)
    const otherLine = lines.find((l: Json) => l.variant_id !== tee.variants[0].id)
    expect(teeLine.discount_total).toBe(Math.round(teeLine.subtotal * 0.1))
    expect(otherLine.discount_total).toBe(0)
    expect(applied.json.cart.discount_total).toBe(teeLine.discount_total)

    // The list shows it active with its usage limit; search and filters live in the URL.
    await page.goto('/app/a/discounts')
    const table = page.getByRole('table', { name: s.title })
    await page.getByRole('searchbox', { name: 'Search' }).fill('TEE')
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter')
    await page.waitForURL(/[?&]q=TEE/)
    const row = table.getByRole('row').filter({ hasText: CODE })
    await expect.poll(() => row.getByText(s.status.active, { exact: true }).count()).toBe(1)
    expect(await row.getByText('0 / 50').count()).toBe(1)
    await shot(page, 'discounts-list-en')

    await row.click()
    await page.waitForURL(new RegExp(`/app/a/discounts/${discount.id}$`))
    const availability = page.getByRole('region', { name: s.availability })
    await availability.getByRole('button', { name: s.actions.disable }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: s.actions.disable }).click()
    await toast(page, s.disabled)
    expect((await call<Json>('GET', `/admin/discounts/${discount.id}`)).discount.is_disabled).toBe(true)
    await expect.poll(() => availability.getByRole('button', { name: s.actions.enable }).count()).toBe(1)

    const refused = await store('POST', `/store/carts/${await cartWithTwoProducts()}`, {
      discounts: [{ code: CODE }],
    })
    expect(refused.status).toBe(400)
    expect(refused.json.message).toBe(`The discount code ${CODE} is disabled`)
    await context.close()
  })

  it("manages a dynamic template's codes and its conditions on the detail page", async () => {
    const s = dashboardStrings('en', 'discounts') as Json
    const { discount: template } = await call<Json>('POST', '/admin/discounts', {
      code: 'VIPTEMPLATE',
      is_dynamic: true,
      valid_duration: 'P30D',
      rule: { type: 'percentage', value: 5, allocation: 'total' },
      regions: [europe.id],
    })
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto(`/app/a/discounts/${template.id}`)

    const codes = page.getByRole('region', { name: s.codes.title })
    await codes.getByRole('button', { name: s.codes.add }).click()
    const create = page.getByRole('dialog', { name: s.codes.createTitle })
    await byLabel(create, s.fields.code).fill('vip-ann')
    await create.getByRole('button', { name: s.actions.create }).click()
    await toast(page, 'Code VIP-ANN created')
    const { discount: child } = await call<Json>('GET', '/admin/discounts/code/VIP-ANN')
    expect(child).toMatchObject({ parent_discount_id: template.id, usage_limit: 1, is_dynamic: true })
    await expect.poll(() => codes.getByText('VIP-ANN').count()).toBe(1)

    const conditions = page.getByRole('region', { name: s.conditions.title })
    await conditions.getByRole('button', { name: s.conditions.add }).click()
    const picker = page.getByRole('dialog', { name: s.conditions.addTitle })
    await picker.getByLabel(s.conditions.resource).selectOption('product_collections')
    await picker.getByLabel(s.conditions.operator).selectOption('not_in')
    await picker.getByRole('checkbox').first().check()
    await picker.getByRole('button', { name: s.actions.save }).click()
    await toast(page, s.conditions.saved)
    const withCondition = (await call<Json>('GET', `/admin/discounts/${template.id}`)).discount
    expect(withCondition.rule.conditions).toMatchObject([{ type: 'product_collections', operator: 'not_in' }])
    await shot(page, 'discount-dynamic-en')

    await conditions.getByRole('button', { name: s.actions.remove }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: s.actions.delete }).click()
    await toast(page, s.conditions.deleted)
    expect((await call<Json>('GET', `/admin/discounts/${template.id}`)).discount.rule.conditions).toEqual([])

    await codes.getByRole('button', { name: s.actions.delete }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: s.actions.delete }).click()
    await toast(page, s.codes.deleted)
    await expect(call('GET', '/admin/discounts/code/VIP-ANN')).rejects.toThrow(/404/)
    await context.close()
  })

  it('filters the list by status, kept in the URL', async () => {
    const s = dashboardStrings('en', 'discounts') as Json
    const rule = { type: 'fixed', value: 500, allocation: 'total' }
    const soon = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString()
    await call('POST', '/admin/discounts', { code: 'SOON20', rule, regions: [europe.id], starts_at: soon })
    await call('POST', '/admin/discounts', { code: 'NOW15', rule, regions: [europe.id] })
    await call('POST', '/admin/discounts', { code: 'OFF5', rule, regions: [europe.id], is_disabled: true })
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/discounts')
    const row = (code: string) => page.getByRole('row').filter({ hasText: code })
    await expect.poll(() => row('NOW15').count()).toBe(1)

    await page.getByRole('button', { name: s.fields.status, exact: true }).click()
    await page.getByRole('menuitemcheckbox', { name: s.status.scheduled }).click()
    await page.keyboard.press('Escape')
    await page.waitForURL(/[?&]status=scheduled/)
    await expect.poll(() => row('NOW15').count()).toBe(0)
    expect(await row('SOON20').getByText(s.status.scheduled, { exact: true }).count()).toBe(1)
    expect(await row('OFF5').count()).toBe(0)

    await page.getByRole('button', { name: s.fields.status, exact: true }).click()
    await page.getByRole('menuitemcheckbox', { name: s.status.disabled }).click()
    await page.keyboard.press('Escape')
    await expect.poll(() => row('OFF5').count()).toBe(1)
    await shot(page, 'discounts-status-filter-en')
    await page.reload()
    await expect.poll(() => row('SOON20').count()).toBe(1)
    expect(await row('OFF5').count()).toBe(1)
    expect(await row('NOW15').count()).toBe(0)
    // The API agrees with the list: the same statuses answer the same discounts.
    const listed = await call<Json>('GET', '/admin/discounts?status[]=scheduled&status[]=disabled&limit=50')
    const codes = listed.discounts.map((d: Json) => d.code)
    expect(codes).toEqual(expect.arrayContaining(['SOON20', 'OFF5']))
    expect(codes).not.toContain('NOW15')
    await context.close()
  })

  it("keeps a fixed amount typed before the region is chosen in that region's currency", async () => {
    const s = dashboardStrings('en', 'discounts') as Json
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/discounts?new=1')
    const form = page.getByRole('dialog', { name: s.createTitle })
    await form.getByRole('radio', { name: s.type.fixed }).check()
    const amount = byLabel(form, s.fields.amount)
    // No region yet: no currency is shown (the first region's JPY used to be), only where it will come from.
    await expect.poll(() => form.getByText(s.form.pickRegionFirst).count()).toBe(1)
    expect(await form.getByTestId('money-currency').count()).toBe(0)
    await shot(page, 'discount-fixed-no-region-en')

    // The failing order: the amount first, then the region. 5 stays 5, now in euros.
    await amount.fill('5')
    await form.getByRole('checkbox', { name: /Europe/ }).check()
    expect(await amount.inputValue()).toBe('5')
    expect(await form.getByTestId('money-currency').textContent()).toBe('eur')
    expect(await form.getByText(s.form.pickRegionFirst).count()).toBe(0)
    await byLabel(form, s.fields.code).fill('five-eur')
    await shot(page, 'discount-fixed-form-en')
    await form.getByRole('button', { name: s.actions.create }).click()
    await toast(page, 'Discount FIVE-EUR created')
    const { discount } = await call<Json>('GET', '/admin/discounts/code/FIVE-EUR')
    expect(discount).toMatchObject({
      rule: { type: 'fixed', value: 500, allocation: 'total' },
      regions: [{ id: europe.id, currency_code: 'eur' }],
    })

    // More decimals than euros have: the form says so and sends nothing.
    await page.goto('/app/a/discounts?new=1')
    const again = page.getByRole('dialog', { name: s.createTitle })
    await again.getByRole('radio', { name: s.type.fixed }).check()
    await byLabel(again, s.fields.amount).fill('12.345')
    await again.getByRole('checkbox', { name: /Europe/ }).check()
    await byLabel(again, s.fields.code).fill('too-precise')
    await again.getByRole('button', { name: s.actions.create }).click()
    const message = s.errors.tooManyDecimals.replace('{{currency}}', 'EUR').replace('{{decimals}}', '2')
    await expect.poll(() => again.getByText(message).count()).toBe(1)
    expect(message).toBe('Too many decimals for EUR: enter at most 2.')
    await shot(page, 'discount-fixed-decimals-en')
    await expect(call('GET', '/admin/discounts/code/TOO-PRECISE')).rejects.toThrow(/404/)
    await context.close()
  })

  it('sets a minimum purchase amount that the Store API enforces, then changes it to a number of items', async () => {
    const s = dashboardStrings('en', 'discounts') as Json
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/discounts?new=1')
    const form = page.getByRole('dialog', { name: s.createTitle })
    await byLabel(form, s.fields.percentage).fill('20')
    const requirement = form.getByRole('radiogroup', { name: s.requirement.title })
    await requirement.getByRole('radio', { name: s.requirement.subtotal }).check()
    await expect.poll(() => form.getByText(s.requirement.pickRegions).count()).toBe(1)
    await form.getByRole('checkbox', { name: /Europe/ }).check()
    const minimum = byLabel(form, s.requirement.minimumIn.replace('{{currency}}', 'EUR'))
    await byLabel(form, s.fields.code).fill('big-basket')
    await form.getByRole('button', { name: s.actions.create }).click()
    await expect.poll(() => form.getByText(s.errors.amount).count()).toBe(1)
    await minimum.fill('1000')
    await shot(page, 'discount-requirement-form-en')
    await form.getByRole('button', { name: s.actions.create }).click()
    await toast(page, 'Discount BIG-BASKET created')
    await page.waitForURL(/\/app\/a\/discounts\/disc_/)
    const { discount } = await call<Json>('GET', '/admin/discounts/code/BIG-BASKET')
    expect(discount.rule.metadata.requirement).toEqual({ type: 'subtotal', amounts: { eur: 100000 } })
    const header = page.getByRole('main')
    await expect.poll(() => header.getByText('Subtotal of at least €1,000.00').count()).toBe(1)
    await shot(page, 'discount-requirement-detail-en')

    const cartId = await cartWithTwoProducts()
    const refused = await store('POST', `/store/carts/${cartId}`, { discounts: [{ code: 'BIG-BASKET' }] })
    expect(refused.status).toBe(400)
    expect(refused.json.message).toBe('Discount BIG-BASKET requires a cart subtotal of at least 1000.00 EUR')

    // Two items are enough once the minimum is a number of items.
    await page.getByRole('button', { name: s.actions.edit }).click()
    const edit = page.getByRole('dialog', { name: s.editTitle })
    expect(await byLabel(edit, s.requirement.minimumIn.replace('{{currency}}', 'EUR')).inputValue()).toBe(
      '1000.00',
    )
    await edit.getByRole('radio', { name: s.requirement.quantity }).check()
    await byLabel(edit, s.requirement.minimumQuantity).fill('2')
    await edit.getByRole('button', { name: s.actions.save }).click()
    await toast(page, s.saved)
    const saved = (await call<Json>('GET', `/admin/discounts/${discount.id}`)).discount
    expect(saved.rule.metadata.requirement).toEqual({ type: 'quantity', quantity: 2 })
    await expect
      .poll(() => header.getByText(s.requirement.atLeastItems.replace('{{count}}', '2')).count())
      .toBe(1)
    const applied = await store('POST', `/store/carts/${cartId}`, { discounts: [{ code: 'BIG-BASKET' }] })
    expect(applied.status).toBe(200)
    expect(applied.json.cart.discount_total).toBeGreaterThan(0)

    // Counting only the items the discount applies to is stored as the requirement's scope.
    await page.getByRole('button', { name: s.actions.edit }).click()
    const scoped = page.getByRole('dialog', { name: s.editTitle })
    await scoped.getByRole('checkbox', { name: s.requirement.eligibleOnly }).check()
    await scoped.getByRole('button', { name: s.actions.save }).click()
    await expect
      .poll(async () => (await call<Json>('GET', `/admin/discounts/${discount.id}`)).discount.rule.metadata)
      .toEqual({ requirement: { type: 'quantity', quantity: 2, scope: 'eligible_items' } })
    const items = s.requirement.atLeastItems.replace('{{count}}', '2')
    await expect
      .poll(() => header.getByText(s.requirement.ofEligibleItems.replace('{{minimum}}', items)).count())
      .toBe(1)
    await context.close()
  })

  it('shows the list and the create form in Arabic', async () => {
    const s = dashboardStrings('ar', 'discounts') as Json
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD, 'ar')
    await page.goto('/app/a/discounts')
    await expect.poll(() => page.getByRole('row').filter({ hasText: CODE }).count()).toBe(1)
    expect(await page.getByText(s.status.disabled, { exact: true }).count()).toBeGreaterThan(0)
    await shot(page, 'discounts-list-ar')
    await page.getByRole('button', { name: s.fields.status, exact: true }).click()
    await expect.poll(() => page.getByRole('menuitemcheckbox', { name: s.status.scheduled }).count()).toBe(1)
    await shot(page, 'discounts-status-filter-ar')
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: s.new }).first().click()
    const form = page.getByRole('dialog', { name: s.createTitle })
    await byLabel(form, s.fields.percentage).fill('15')
    await form.getByRole('checkbox', { name: /Europe/ }).check()
    await form.getByRole('radio', { name: s.requirement.subtotal }).check()
    await byLabel(form, s.requirement.minimumIn.replace('{{currency}}', 'EUR')).fill('50')
    await shot(page, 'discount-form-ar')
    await form.getByRole('radio', { name: s.requirement.none }).check()
    // A fixed amount typed before its region: no currency yet, then the region's, the text kept.
    await form.getByRole('checkbox', { name: /Europe/ }).uncheck()
    await form.getByRole('radio', { name: s.type.fixed }).check()
    await byLabel(form, s.fields.amount).fill('12.345')
    await expect.poll(() => form.getByText(s.form.pickRegionFirst).count()).toBe(1)
    await shot(page, 'discount-fixed-no-region-ar')
    await form.getByRole('checkbox', { name: /Europe/ }).check()
    await byLabel(form, s.fields.code).fill('ar-fixed')
    await form.getByRole('button', { name: s.actions.create }).click()
    const message = s.errors.tooManyDecimals.replace('{{currency}}', 'EUR').replace('{{decimals}}', '2')
    await expect.poll(() => form.getByText(message).count()).toBe(1)
    expect(await byLabel(form, s.fields.amount).inputValue()).toBe('12.345')
    await shot(page, 'discount-fixed-form-ar')
    await context.close()
  })
})
