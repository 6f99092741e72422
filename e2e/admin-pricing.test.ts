import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../packages/server/src/modules/users-auth'
import { seedDemo } from '../packages/server/src/seed'
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

const EMAIL = 'pricer@example.com'
const PASSWORD = 'pricer-password-1'
const SHOPPER = { email: 'wholesale@example.com', password: 'shopper-password-1' }

type Price = {
  id: string
  amount: number
  currency_code: string
  region_id: string | null
  variant_id: string
  min_quantity: number | null
  max_quantity: number | null
}
type Variant = { id: string; title: string; prices: (Price & { price_list_id: string | null })[] }
type Product = { id: string; title: string; variants: Variant[] }
type PriceList = {
  id: string
  name: string
  type: string
  status: string
  prices: Price[]
  customer_groups: { id: string }[]
}

let e: E2E
let call: AdminCall
let publishableKey: string
let groupId: string
let regionId: string
let product: Product

/** A Store API request with the demo key, as a guest or as a signed-in customer. */
async function store<T>(path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${e.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      'x-publishable-api-key': publishableKey,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const json = (await res.json()) as T
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`)
  return json
}

/** The unit price a shopper pays for the variant in North America (usd), buying `quantity` of it. */
async function unitPrice(variantId: string, token?: string, quantity = 1) {
  const { cart } = await store<{ cart: { id: string } }>('/store/carts', { region_id: regionId }, token)
  const added = await store<{ cart: { items: { unit_price: number }[] } }>(
    `/store/carts/${cart.id}/line-items`,
    { variant_id: variantId, quantity },
    token,
  )
  return added.cart.items[0]!.unit_price
}

const usdBase = (v: Variant) =>
  v.prices.find((p) => !p.price_list_id && !p.region_id && p.currency_code === 'usd')!
const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })
const toast = (page: Page, text: string) =>
  expect
    .poll(() => page.getByRole('status', { includeHidden: true }).filter({ hasText: text }).count(), {
      timeout: 5000,
    })
    .toBeGreaterThan(0)

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E()
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  ;({ call } = await adminApi(e))
  publishableKey = (await seedDemo(e.ctx)).publishableKey!
  const { regions } = await call<{ regions: { id: string; name: string }[] }>('GET', '/admin/regions')
  regionId = regions.find((r) => r.name === 'North America')!.id
  // A product with two variants that the demo's summer sale leaves alone.
  const { price_lists } = await call<{ price_lists: PriceList[] }>('GET', '/admin/price-lists')
  const onSale = new Set(price_lists.flatMap((l) => l.prices.map((p) => p.variant_id)))
  const { products } = await call<{ products: Product[] }>('GET', '/admin/products?limit=100')
  product = products.find(
    (p) => p.variants.length >= 2 && p.variants.every((v) => !onSale.has(v.id) && usdBase(v)),
  )!
  groupId = (
    await call<{ customer_group: { id: string } }>('POST', '/admin/customer-groups', { name: 'Wholesale' })
  ).customer_group.id
  await call('POST', '/admin/customer-groups', { name: 'Press' })
  const { customer } = await store<{ customer: { id: string } }>('/store/customers', {
    first_name: 'Wim',
    last_name: 'Grossist',
    ...SHOPPER,
  })
  await call('POST', `/admin/customer-groups/${groupId}/customers/batch`, {
    customer_ids: [{ id: customer.id }],
  })
}, 60_000)
afterAll(() => e?.close())

describe.skipIf(!hasChromium)('price lists in Chromium', () => {
  it("creates a group's price list, prices variants in the editor and changes only that group's cart price", async () => {
    const [first, second] = product.variants as [Variant, Variant]
    const guestBefore = await unitPrice(first.id)
    expect(guestBefore).toBe(usdBase(first).amount)

    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/pricing?status=active')
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Summer Sale' }).count()).toBe(1)
    await page.getByRole('button', { name: 'Status', exact: true }).click()
    await page.getByRole('menuitemcheckbox', { name: 'Draft' }).click()
    await page.keyboard.press('Escape')
    await page.waitForURL(/status=active&status=draft|status=draft&status=active/)

    await page.getByRole('button', { name: 'New price list' }).first().click()
    const form = page.getByRole('dialog', { name: 'Create price list' })
    await form.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => form.getByText('This field is required').count()).toBe(1)
    await byLabel(form, 'Name').fill('Wholesale prices')
    await form.getByLabel('Type').selectOption('override')
    await form.getByLabel('Status').selectOption('active')
    await form.getByRole('checkbox', { name: 'Wholesale' }).check()
    await form.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(/\/app\/a\/pricing\/pl_/)
    await toast(page, 'Price list created')
    const listId = new URL(page.url()).pathname.split('/').pop()!
    const created = (await call<{ price_list: PriceList }>('GET', `/admin/price-lists/${listId}`)).price_list
    expect(created).toMatchObject({ name: 'Wholesale prices', type: 'override', status: 'active' })
    expect(created.customer_groups.map((g) => g.id)).toEqual([groupId])

    // Add the product, fill its variants with 25 % off in bulk, then type one price by hand.
    await page.getByRole('button', { name: 'Add products' }).first().click()
    const picker = page.getByRole('dialog', { name: 'Add products' })
    await picker.getByLabel('Search products').fill(product.title)
    await picker.getByRole('checkbox', { name: product.title }).check()
    await picker.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByRole('checkbox', { name: `Select all variants of ${product.title}` }).check()
    await page.getByRole('button', { name: `Edit selected (${product.variants.length})` }).click()
    const bulk = page.getByRole('dialog', { name: 'Edit prices of the selected variants' })
    await bulk.getByRole('radio', { name: 'Percentage off the regular price' }).check()
    await byLabel(bulk, 'Percentage').fill('25')
    await bulk.getByRole('checkbox', { name: 'EUR', exact: true }).uncheck()
    await bulk.getByRole('checkbox', { name: 'JPY', exact: true }).uncheck()
    await bulk.getByRole('button', { name: 'Apply' }).click()
    const cell = (v: Variant, column: string) =>
      page.getByLabel(`Price of ${product.title} – ${v.title} in ${column}`)
    const expected = (v: Variant) => Math.round((usdBase(v).amount * 75) / 100)
    expect(await cell(second, 'USD').inputValue()).toBe((expected(second) / 100).toFixed(2))
    await cell(first, 'USD').fill('7.50')
    // Leaving with prices typed but not saved asks first; keeping them stays on the page.
    await page.getByRole('navigation').getByRole('link', { name: 'Products', exact: true }).first().click()
    const discard = page.getByRole('alertdialog')
    await discard.getByRole('button', { name: 'Keep editing' }).click()
    expect(await cell(first, 'USD').inputValue()).toBe('7.50')
    expect(page.url()).toContain(listId)
    await page.getByRole('button', { name: 'Save prices' }).click()
    await toast(page, 'Prices saved')
    await expect
      .poll(
        async () =>
          (await call<{ price_list: PriceList }>('GET', `/admin/price-lists/${listId}`)).price_list.prices
            .length,
      )
      .toBeGreaterThan(0)
    const { price_list } = await call<{ price_list: PriceList }>('GET', `/admin/price-lists/${listId}`)
    const usd = (v: Variant) =>
      price_list.prices.find((p) => p.variant_id === v.id && p.currency_code === 'usd' && !p.region_id)
    expect(usd(first)?.amount).toBe(750)
    expect(usd(second)?.amount).toBe(expected(second))

    // The group's customer pays the list price; a guest still pays the regular one.
    const { access_token } = await store<{ access_token: string }>('/store/auth/token', SHOPPER)
    expect(await unitPrice(first.id, access_token)).toBe(750)
    expect(await unitPrice(first.id)).toBe(guestBefore)

    await expect.poll(() => page.getByRole('status').count(), { timeout: 10_000 }).toBe(0)
    await shot(page, 'price-editor-en')
    // Hidden labels inside the scrolling table must not widen the page (they made it 1,492 px wide).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)

    // Removing one variant's prices asks first and leaves the other's.
    await page.getByRole('button', { name: `Remove the prices of ${product.title} – ${first.title}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
    await toast(page, 'Variant prices removed')
    await expect
      .poll(async () =>
        (await call<{ price_list: PriceList }>('GET', `/admin/price-lists/${listId}`)).price_list.prices.map(
          (p) => p.variant_id,
        ),
      )
      .not.toContain(first.id)
    expect(await unitPrice(first.id, access_token)).toBe(guestBefore)
    await context.close()

    const ar = await e.newPage({ locale: 'ar' })
    await signIn(ar.page, EMAIL, PASSWORD, 'ar')
    await ar.page.goto(`/app/a/pricing/${listId}?lng=ar`)
    await expect.poll(() => ar.page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await expect.poll(() => ar.page.getByRole('table').count()).toBe(1)
    await shot(ar.page, 'price-editor-ar')

    // Deleting the list asks first.
    await ar.page.goto(`/app/a/pricing/${listId}?lng=en`)
    await ar.page.getByRole('button', { name: 'Delete price list' }).click()
    await ar.page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await ar.page.waitForURL(/\/app\/a\/pricing$/)
    await expect
      .poll(
        async () =>
          (await fetch(`${e.baseUrl}/admin/price-lists/${listId}`, { headers: (await adminApi(e)).headers }))
            .status,
      )
      .toBe(404)
    await ar.context.close()
  }, 120_000)

  it('refuses a price that is not an amount in words, and saves once the cell is emptied', async () => {
    const [first, second] = product.variants as [Variant, Variant]
    const { price_list } = await call<{ price_list: PriceList }>('POST', '/admin/price-lists', {
      name: 'Cyber Week',
      description: 'Four days of deals',
      type: 'sale',
      status: 'active',
      prices: [{ variant_id: first.id, currency_code: 'usd', amount: 1000 }],
    })
    const listPrices = async () =>
      (await call<{ price_list: PriceList }>('GET', `/admin/price-lists/${price_list.id}`)).price_list.prices
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto(`/app/a/pricing/${price_list.id}`)
    const cell = (v: Variant, column: string) =>
      page.getByLabel(`Price of ${product.title} – ${v.title} in ${column}`, { exact: true })
    const save = page.getByRole('button', { name: 'Save prices' })
    await expect.poll(() => cell(first, 'USD').inputValue()).toBe('10.00')
    // Nothing typed yet: nothing to save.
    expect(await save.isDisabled()).toBe(true)

    await cell(second, 'USD').fill('abc')
    await cell(first, 'EUR').fill('9.50')
    await save.click()
    const refusal = page.getByRole('alert').filter({ hasText: 'Could not save' })
    await expect.poll(() => refusal.filter({ hasText: 'Some prices are not valid amounts' }).count()).toBe(1)
    expect(await refusal.filter({ hasText: 'Something went wrong' }).count()).toBe(0)
    expect(await cell(second, 'USD').getAttribute('aria-invalid')).toBe('true')
    await expect.poll(() => page.getByText('Enter an amount like 12.50').count()).toBe(1)
    // Focusing the cell again keeps what was typed, so it can be corrected or emptied.
    await cell(second, 'USD').focus()
    expect(await cell(second, 'USD').inputValue()).toBe('abc')
    expect(await listPrices()).toHaveLength(1)
    await expect.poll(() => page.getByRole('alert').count(), { timeout: 10_000 }).toBe(0)
    await shot(page, 'price-editor-invalid-en')

    // An emptied cell means "no price in this list": the mark clears and saving goes through.
    await cell(second, 'USD').fill('')
    await expect.poll(() => cell(second, 'USD').getAttribute('aria-invalid')).toBeNull()
    await save.click()
    await toast(page, 'Prices saved')
    await expect.poll(async () => (await listPrices()).length).toBe(2)
    const prices = await listPrices()
    expect(prices.find((p) => p.variant_id === first.id && p.currency_code === 'eur')?.amount).toBe(950)
    expect(prices.some((p) => p.variant_id === second.id)).toBe(false)
    // Saved: nothing is left to save.
    await expect.poll(() => save.isDisabled()).toBe(true)
    await context.close()
    await call('DELETE', `/admin/price-lists/${price_list.id}`)
  })

  it('shows a list that has not started as Scheduled and one past its end as Expired, both for everyone', async () => {
    const day = 24 * 60 * 60 * 1000
    const variants = product.variants.slice(0, 2)
    const { price_list: upcoming } = await call<{ price_list: PriceList }>('POST', '/admin/price-lists', {
      name: 'Winter Sale',
      description: 'Starts in two weeks',
      type: 'sale',
      status: 'active',
      starts_at: new Date(Date.now() + 14 * day).toISOString(),
      prices: variants.map((v) => ({ variant_id: v.id, currency_code: 'usd', amount: 900 })),
    })
    const { price_list: past } = await call<{ price_list: PriceList }>('POST', '/admin/price-lists', {
      name: 'Autumn Sale',
      description: 'Over',
      type: 'sale',
      status: 'active',
      starts_at: new Date(Date.now() - 30 * day).toISOString(),
      ends_at: new Date(Date.now() - 2 * day).toISOString(),
      prices: [],
    })
    // The storefront ignores the list until it starts.
    expect(await unitPrice(variants[0]!.id)).toBe(usdBase(variants[0]!).amount)

    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/pricing')
    const row = (name: string) => page.getByRole('row').filter({ hasText: name })
    await expect.poll(() => row('Winter Sale').filter({ hasText: 'Scheduled' }).count()).toBe(1)
    expect(await row('Winter Sale').filter({ hasText: 'Everyone' }).count()).toBe(1)
    expect(await row('Autumn Sale').filter({ hasText: 'Expired' }).count()).toBe(1)
    expect(await row('Summer Sale').filter({ hasText: 'Active' }).count()).toBe(1)
    await shot(page, 'price-lists-en')

    await page.goto(`/app/a/pricing/${upcoming.id}`)
    const title = page.getByRole('heading', { level: 1, name: 'Winter Sale' })
    await expect.poll(() => title.count()).toBe(1)
    expect(await page.getByText('Scheduled', { exact: true }).count()).toBe(1)
    expect(await page.getByText('Active', { exact: true }).count()).toBe(0)

    // Every price column can be reached at 1280 px: the grid scrolls sideways inside its card, keeping the
    // variant column in view, and the page itself does not widen.
    const { store: shop } = await call<{ store: { currencies: unknown[] } }>('GET', '/admin/store')
    const { regions } = await call<{ regions: unknown[] }>('GET', '/admin/regions')
    const priceColumns = shop.currencies.length + regions.length
    for (const lng of ['en', 'ar']) {
      const words = dashboardStrings(lng, 'pricing') as unknown as Record<string, string>
      await page.goto(`/app/a/pricing/${upcoming.id}?lng=${lng}`)
      const grid = page.getByRole('table', { name: words.editorTitle })
      await expect.poll(() => grid.count()).toBe(1)
      const headers = grid.getByRole('columnheader')
      // Select, variant, a column per currency and per region, actions.
      await expect.poll(() => headers.count()).toBe(priceColumns + 3)
      const variantHeader = headers.filter({ hasText: words.variant! })
      const lastPrice = headers.nth((await headers.count()) - 2)
      const box = async () => (await lastPrice.boundingBox())!
      const inView = async () => {
        const { x, width } = await box()
        return x >= 0 && x + width <= 1280
      }
      expect(await grid.evaluate((t) => t.parentElement!.scrollWidth > t.parentElement!.clientWidth)).toBe(
        true,
      )
      expect(await inView()).toBe(false)
      await shot(page, `price-list-scheduled-${lng}`)
      await lastPrice.scrollIntoViewIfNeeded()
      await expect.poll(inView).toBe(true)
      const variantBox = (await variantHeader.boundingBox())!
      expect(variantBox.x >= 0 && variantBox.x + variantBox.width <= 1280).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)
      await shot(page, `price-grid-scrolled-${lng}`)
    }
    await context.close()
    await call('DELETE', `/admin/price-lists/${upcoming.id}`)
    await call('DELETE', `/admin/price-lists/${past.id}`)
  })

  it('pages through a list of more products than fit on a page, keeping edits across pages', async () => {
    const { products } = await call<{ products: Product[] }>('GET', '/admin/products?limit=100')
    const priced = products.filter((p) => p.variants[0] && usdBase(p.variants[0])).slice(0, 25)
    expect(priced).toHaveLength(25)
    const { price_list } = await call<{ price_list: PriceList }>('POST', '/admin/price-lists', {
      name: 'Clearance',
      description: 'Everything must go',
      type: 'sale',
      status: 'active',
      prices: priced.map((p) => ({ variant_id: p.variants[0]!.id, currency_code: 'usd', amount: 1000 })),
    })
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto(`/app/a/pricing/${price_list.id}`)
    const pager = page.getByRole('navigation', { name: 'Pagination' })
    await expect.poll(() => pager.getByText('1–20 of 25').count()).toBe(1)
    const firstCell = page.getByLabel(/^Price of .* in USD$/).first()
    const labelOn = async () =>
      (await firstCell.getAttribute('aria-label')) ?? (await firstCell.getAttribute('id'))!
    await expect.poll(() => firstCell.count()).toBe(1)
    const onFirst = await labelOn()
    await firstCell.fill('8.00')

    await pager.getByRole('button', { name: 'Page 2' }).click()
    await page.waitForURL(/[?&]page=2/)
    await expect.poll(() => pager.getByText('21–25 of 25').count()).toBe(1)
    await expect.poll(labelOn).not.toBe(onFirst)
    const onSecond = await labelOn()
    await firstCell.fill('6.00')
    await shot(page, 'price-editor-pages-en')
    await page.getByRole('button', { name: 'Save prices' }).click()
    await toast(page, 'Prices saved')

    // Both pages' edits were saved, in one go.
    const titleOf = (label: string) => priced.find((p) => label.startsWith(`Price of ${p.title} – `))!
    const amounts = async () => {
      const { price_list: now } = await call<{ price_list: PriceList }>(
        'GET',
        `/admin/price-lists/${price_list.id}`,
      )
      return [onFirst, onSecond].map(
        (label) => now.prices.find((x) => x.variant_id === titleOf(label).variants[0]!.id)?.amount,
      )
    }
    await expect.poll(amounts).toEqual([800, 600])
    await page.goto(`/app/a/pricing/${price_list.id}?page=2&lng=ar`)
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await expect.poll(() => page.getByRole('navigation', { name: 'ترقيم الصفحات' }).count()).toBe(1)
    await shot(page, 'price-editor-pages-ar')
    await context.close()
  })

  it('sets a quantity price that applies from a quantity on, and removes it', async () => {
    const variant = product.variants[0]!
    const label = `${product.title} – ${variant.title}`
    const { price_list } = await call<{ price_list: PriceList }>('POST', '/admin/price-lists', {
      name: 'Bulk buys',
      description: 'Cheaper by the three',
      type: 'override',
      status: 'active',
      prices: [{ variant_id: variant.id, currency_code: 'usd', amount: 1000 }],
    })
    const listPrices = async () =>
      (await call<{ price_list: PriceList }>('GET', `/admin/price-lists/${price_list.id}`)).price_list.prices
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto(`/app/a/pricing/${price_list.id}`)
    await page.getByRole('button', { name: `Quantity prices of ${label}` }).click()
    const dialog = page.getByRole('dialog', { name: `Quantity prices: ${label}` })
    await expect.poll(() => dialog.getByText('No quantity prices yet', { exact: false }).count()).toBe(1)

    // Wrong rows are named and nothing is written.
    await dialog.getByRole('button', { name: 'Add a tier' }).click()
    await dialog.getByLabel('Currency or region of tier 1').selectOption({ label: 'USD' })
    await dialog.getByLabel('From quantity of tier 1').fill('3')
    await dialog.getByRole('button', { name: 'Add a tier' }).click()
    await dialog.getByLabel('From quantity of tier 2').fill('5')
    await dialog.getByLabel('Price of tier 1').fill('8.00')
    await dialog.getByLabel('Price of tier 2').fill('7.00')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect
      .poll(() =>
        dialog.getByRole('alert').filter({ hasText: 'Shares quantities with another tier' }).count(),
      )
      .toBe(1)
    expect(await listPrices()).toHaveLength(1)

    // Tier 1 from 3 to 4, tier 2 from 5 on.
    await dialog.getByLabel('Up to quantity of tier 1').fill('4')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Quantity prices saved')
    await expect.poll(async () => (await listPrices()).length).toBe(3)
    const tiers = (await listPrices()).filter((p) => p.min_quantity !== null)
    expect(
      tiers.map(({ amount, currency_code, min_quantity, max_quantity }) => ({
        amount,
        currency_code,
        min_quantity,
        max_quantity,
      })),
    ).toEqual(
      expect.arrayContaining([
        { amount: 800, currency_code: 'usd', min_quantity: 3, max_quantity: 4 },
        { amount: 700, currency_code: 'usd', min_quantity: 5, max_quantity: null },
      ]),
    )
    // A shopper pays by the quantity in the cart.
    expect(await unitPrice(variant.id, undefined, 1)).toBe(1000)
    expect(await unitPrice(variant.id, undefined, 3)).toBe(800)
    expect(await unitPrice(variant.id, undefined, 5)).toBe(700)

    const open = page.getByRole('button', { name: `Quantity prices of ${label}` })
    await expect.poll(() => open.textContent()).toBe('Quantity prices (2)')
    await open.click()
    await expect.poll(() => dialog.getByLabel('Price of tier 2').inputValue()).toBe('7.00')
    await expect.poll(() => page.getByRole('status').count(), { timeout: 10_000 }).toBe(0)
    await shot(page, 'quantity-prices-en')
    await dialog.getByRole('button', { name: 'Remove tier 2' }).click()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Quantity prices saved')
    await expect.poll(async () => (await listPrices()).length).toBe(2)
    expect(await unitPrice(variant.id, undefined, 4)).toBe(800)
    expect(await unitPrice(variant.id, undefined, 5)).toBe(1000)

    await page.goto(`/app/a/pricing/${price_list.id}?lng=ar`)
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await page.getByRole('button', { name: `أسعار الكميات لـ ${label}` }).click()
    await expect.poll(() => page.getByRole('dialog').getByLabel('من الكمية للشريحة 1').inputValue()).toBe('3')
    await expect.poll(() => page.getByRole('dialog').getByLabel('سعر الشريحة 1').count()).toBe(1)
    await shot(page, 'quantity-prices-ar')
    await context.close()
    await call('DELETE', `/admin/price-lists/${price_list.id}`)
  })
})
