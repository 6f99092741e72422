import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import { adminApi, byLabel, signIn } from './harness'
import {
  EMAIL,
  PASSWORD,
  type PriceList,
  type PricingDesk,
  type Product,
  SHOPPER,
  type Variant,
  shot,
  startPricingDesk,
  toast,
  usdBase,
} from './pricing-desk'

let e: PricingDesk['e']
let call: PricingDesk['call']
let groupId: string
let product: Product
let store: PricingDesk['store']
let unitPrice: PricingDesk['unitPrice']

beforeAll(async () => {
  if (!hasChromium) return
  ;({ e, call, groupId, product, store, unitPrice } = await startPricingDesk())
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
    // The button says what it does; the variant's row says whose prices.
    await page
      .getByRole('row')
      .filter({ has: page.getByText(first.title, { exact: true }) })
      .getByRole('button', { name: 'Remove prices' })
      .click()
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
