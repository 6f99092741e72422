import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoCatalog } from '../packages/server/src/modules/catalog/seed'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import { byLabel, dashboardStrings, type E2E, SCREENSHOTS, signIn, startE2E } from './harness'

const EMAIL = 'catalog@example.com'
const PASSWORD = 'catalog-password-1'
const HANDLE = 'e2e-linen-shirt'
const TITLE = 'Linen shirt'

// A 1×1 PNG for the media step.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** The dashboard's own strings, so Arabic screens are driven by the labels people see. */
const strings = (lng: string) => ({
  app: dashboardStrings(lng, 'translation'),
  form: dashboardStrings(lng, 'product-form'),
})
const field = byLabel

let e: E2E
let publishableKey: string
beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E()
  ;({ publishableKey } = await seedDemoCatalog(e.ctx))
  await createUser(e.ctx, {
    email: EMAIL,
    password: PASSWORD,
    role: 'admin',
    first_name: 'Cat',
    last_name: 'Alog',
  })
}, 240_000)
afterAll(() => e?.close())

const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) })

/** Signs in and answers the analytics question through the API, so only the product dialog opens. */
async function openNewProduct(lng = 'en') {
  const { page, context } = await e.newPage()
  await signIn(page, EMAIL, PASSWORD, lng)
  await page.goto(`/app/a/products?new=1&lng=${lng}`)
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  return { page, context, dialog }
}

const stepText = (dialog: Locator) => dialog.getByText(/Step \d of 5/).textContent()

async function addOption(
  dialog: Locator,
  number: number,
  title: string,
  values: string[],
  s = strings('en'),
) {
  await dialog.getByRole('button', { name: s.form.options!.add, exact: true }).click()
  const group = dialog.getByRole('group', {
    name: s.form.options!.legend!.replace('{{number}}', String(number)),
  })
  await field(group, s.form.options!.title!).fill(title)
  const valuesInput = field(group, s.form.options!.values!)
  for (const value of values) {
    await valuesInput.fill(value)
    await valuesInput.press('Enter')
  }
}

describe.skipIf(!hasChromium)('new product in the dashboard', () => {
  it('creates a published product with two options, four variants, prices in two currencies and stock', async () => {
    const { page, context, dialog } = await openNewProduct()
    const next = dialog.getByRole('button', { name: 'Next' })

    await shot(page, 'new-product-general-en')
    await field(dialog, 'Title').fill(TITLE)
    await field(dialog, 'Handle').fill(HANDLE)
    await field(dialog, 'Description').fill('Breathable linen for warm days.')
    await next.click()

    expect(await stepText(dialog)).toBe('Step 2 of 5')
    await field(dialog, 'Type').fill('Shirt')
    await field(dialog, 'Collection').selectOption({ label: 'Summer Essentials' })
    await dialog.getByRole('checkbox', { name: 'Apparel › Tops' }).check()
    const tags = field(dialog, 'Tags')
    await tags.fill('summer')
    await tags.press('Enter')
    // The seeded publishable key serves the Web Store channel.
    await dialog.getByRole('checkbox', { name: 'Web Store' }).check()
    await shot(page, 'new-product-organize-en')
    await next.click()

    expect(await stepText(dialog)).toBe('Step 3 of 5')
    await addOption(dialog, 1, 'Size', ['S', 'M'])
    await addOption(dialog, 2, 'Color', ['Red', 'Blue'])
    const titles = ['S / Red', 'S / Blue', 'M / Red', 'M / Blue']
    await expect.poll(() => dialog.getByRole('group', { name: / \/ / }).count()).toBe(4)
    for (const [i, title] of titles.entries()) {
      const variant = dialog.getByRole('group', { name: title, exact: true })
      await variant
        .getByLabel('SKU', { exact: true })
        .fill(`LINEN-${title.replace(' / ', '-').toUpperCase()}`)
      await field(variant, 'Stock quantity').fill(String(10 + i))
      await field(variant, 'Price USD').fill(`${25 + i}.50`)
      await field(variant, 'Price EUR').fill(String(23 + i))
    }
    // jpy has no minor unit: 3000 stays 3000.
    await dialog
      .getByRole('group', { name: 'S / Red', exact: true })
      .getByLabel('Price JPY', { exact: true })
      .fill('3000')
    await shot(page, 'new-product-variants-en')
    await next.click()

    expect(await stepText(dialog)).toBe('Step 4 of 5')
    await dialog
      .getByLabel('Upload images')
      .setInputFiles({ name: 'shirt.png', mimeType: 'image/png', buffer: PIXEL })
    await expect
      .poll(() => dialog.getByRole('radio', { name: 'Use image 1 as thumbnail' }).isChecked())
      .toBe(true)
    await shot(page, 'new-product-media-en')
    await next.click()

    expect(await stepText(dialog)).toBe('Step 5 of 5')
    expect(await dialog.getByRole('radio', { name: /^Publish/ }).isChecked()).toBe(true)
    // The organize step's choices, by name.
    expect(await dialog.getByRole('definition').allTextContents()).toEqual(
      expect.arrayContaining(['Shirt', 'Summer Essentials', 'summer', 'Apparel › Tops', 'Web Store']),
    )
    await shot(page, 'new-product-review-en')
    await dialog.getByRole('button', { name: 'Create product' }).click()

    await page.waitForURL(/\/app\/a\/products\/prod_/)
    await expect.poll(() => page.getByText(`${TITLE} was published`).count()).toBe(1)

    // The Admin API has the product as entered.
    const admin = await page.request.get(
      `/admin/products?handle=${HANDLE}&expand=variants,variants.prices,options,images,tags,sales_channels,categories,collection,type`,
    )
    const [created] = (await admin.json()).products
    expect(page.url()).toContain(`/app/a/products/${created.id}`)
    expect(created).toMatchObject({
      title: TITLE,
      status: 'published',
      tags: [{ value: 'summer' }],
      type: { value: 'Shirt' },
      collection: { title: 'Summer Essentials' },
      categories: [{ name: 'Tops' }],
    })
    expect(created.thumbnail).toBeTruthy()
    expect(created.images).toHaveLength(1)
    expect(created.options.map((o: { title: string }) => o.title)).toEqual(['Size', 'Color'])
    expect(created.variants).toHaveLength(4)
    for (const [i, title] of titles.entries()) {
      const variant = created.variants.find((v: { title: string }) => v.title === title)
      expect(variant).toMatchObject({ inventory_quantity: 10 + i, manage_inventory: true })
      const amounts = Object.fromEntries(
        variant.prices
          .filter((p: { region_id: string | null }) => !p.region_id)
          .map((p: { currency_code: string; amount: number }) => [p.currency_code, p.amount]),
      )
      expect(amounts).toEqual({ usd: 2550 + 100 * i, eur: 2300 + 100 * i, ...(i === 0 ? { jpy: 3000 } : {}) })
    }

    // The Store API lists it for the seeded storefront key, priced in the region's currency.
    const regions = (await (await page.request.get('/admin/regions')).json()).regions
    const na = regions.find((r: { name: string }) => r.name === 'North America')
    const store = await page.request.get(`/store/products?handle=${HANDLE}&region_id=${na.id}`, {
      headers: { 'x-publishable-api-key': publishableKey },
    })
    expect(store.status()).toBe(200)
    const [listed] = (await store.json()).products
    expect(listed.title).toBe(TITLE)
    const sRed = listed.variants.find((v: { title: string }) => v.title === 'S / Red')
    expect(sRed.calculated_price).toBe(2550)
    await context.close()
  }, 180_000)

  it('refuses step one with an empty title: error display, no advance', async () => {
    const { context, dialog } = await openNewProduct()
    const title = field(dialog, 'Title')
    expect(await dialog.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true)
    await title.press('Enter')
    await expect.poll(() => dialog.getByRole('alert').first().textContent()).toBe('This field is required')
    expect(await title.getAttribute('aria-invalid')).toBe('true')
    expect(await stepText(dialog)).toBe('Step 1 of 5')
    // A valid title lets the step go on.
    await title.fill('Wool socks')
    await title.press('Enter')
    await expect.poll(() => stepText(dialog)).toBe('Step 2 of 5')
    await context.close()
  }, 120_000)

  it('lays the steps out right to left in Arabic', async () => {
    const ar = strings('ar')
    const { page, context, dialog } = await openNewProduct('ar')
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    const next = dialog.getByRole('button', { name: ar.app.common!.next!, exact: true })
    await shot(page, 'new-product-general-ar')
    await field(dialog, ar.form.general!.title!).fill('قميص كتان')
    await next.click()
    // The pickers have loaded (and the buttons finished their colour change) before the picture.
    await dialog.getByRole('checkbox', { name: 'Web Store' }).waitFor()
    await shot(page, 'new-product-organize-ar')
    await next.click()
    await addOption(dialog, 1, 'المقاس', ['S', 'M'], ar)
    await expect.poll(() => dialog.getByRole('group', { name: 'S', exact: true }).count()).toBe(1)
    await dialog
      .getByRole('group', { name: 'S', exact: true })
      .getByLabel(ar.form.variants!.inventory!, { exact: true })
      .fill('4')
    await shot(page, 'new-product-variants-ar')
    await next.click()
    await shot(page, 'new-product-media-ar')
    await next.click()
    await shot(page, 'new-product-review-ar')
    expect(
      await dialog.getByRole('radio', { name: new RegExp(`^${ar.form.review!.publish!}`) }).count(),
    ).toBe(1)
    await context.close()
  }, 120_000)
})
