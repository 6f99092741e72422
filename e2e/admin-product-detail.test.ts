import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import type { BrowserContext, Page } from 'playwright-core'
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

const EMAIL = 'detail@example.com'
const PASSWORD = 'detail-password-1'
const TITLE = 'Harbour sweater'

const en = dashboardStrings('en', 'product-detail')
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '')

/** A solid-colour 16×16 PNG, written by hand: signature, IHDR, one IDAT, IEND. */
function solidPng(rgb: [number, number, number]): Buffer {
  const size = 16
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const out = Buffer.alloc(body.length + 8)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc32(body), body.length + 4)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  const row = Buffer.from([0, ...Array.from({ length: size }, () => rgb).flat()])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const PNGS: Record<string, [number, number, number]> = { 'red.png': [220, 38, 38], 'blue.png': [37, 99, 235] }

interface ProductJson {
  id: string
  status: string
  images: { url: string }[]
  options?: { id: string; title: string }[]
  variants: {
    id: string
    title: string
    options?: { option_id: string; value: string }[]
    prices: {
      currency_code: string
      amount: number
      price_list_id?: string | null
      min_quantity?: number | null
      max_quantity?: number | null
    }[]
  }[]
}

let e: E2E
let api: AdminCall
let product: ProductJson
let publishableKey: string
let page: Page
let context: BrowserContext

const fetchProduct = async () =>
  (await api<{ product: ProductJson }>('GET', `/admin/products/${product.id}`)).product

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E()
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  ;({ call: api } = await adminApi(e))
  // A channel with a publishable key, so the Store API answers for this product only when published.
  const { sales_channel } = await api<{ sales_channel: { id: string } }>('POST', '/admin/sales-channels', {
    name: 'Web shop',
  })
  const { publishable_api_key } = await api<{ publishable_api_key: { id: string } }>(
    'POST',
    '/admin/publishable-api-keys',
    { title: 'Web shop key' },
  )
  await api('POST', `/admin/publishable-api-keys/${publishable_api_key.id}/sales-channels/batch`, {
    sales_channel_ids: [{ id: sales_channel.id }],
  })
  publishableKey = publishable_api_key.id
  ;({ product } = await api<{ product: ProductJson }>('POST', '/admin/products', {
    title: TITLE,
    handle: 'harbour-sweater',
    status: 'draft',
    sales_channels: [{ id: sales_channel.id }],
    options: [{ title: 'Size' }],
    variants: [
      {
        title: 'Small',
        sku: 'HARBOUR-S',
        inventory_quantity: 5,
        prices: [{ currency_code: 'usd', amount: 1500 }],
        options: [{ value: 'S' }],
      },
      {
        title: 'Large',
        sku: 'HARBOUR-L',
        inventory_quantity: 3,
        prices: [{ currency_code: 'usd', amount: 1700 }],
        options: [{ value: 'L' }],
      },
    ],
  }))
  // One signed-in browser session for every test.
  ;({ page, context } = await e.newPage())
  await signIn(page, EMAIL, PASSWORD)
}, 240_000)
afterAll(async () => {
  await context?.close()
  await e?.close()
})

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })

const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).first().waitFor()

const priceOf = (p: ProductJson, variant: string) =>
  p.variants
    .find((v) => v.title === variant)
    ?.prices.find((x) => x.currency_code === 'usd' && !x.price_list_id)?.amount

describe.skipIf(!hasChromium)('product detail page in Chromium', () => {
  it('edits a variant price, uploads and reorders images, publishes, and the store lists it', async () => {
    await page.goto(`/app/a/products/${product.id}`)
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor()

    // Variant price: 15.00 → 25.00 USD.
    await page.getByRole('button', { name: fill(en.variants!.edit!, { title: 'Small' }) }).click()
    const dialog = page.getByRole('dialog', { name: en.variant!.edit_title })
    const price = dialog.getByLabel(fill(en.variant!.price_currency!, { currency: 'USD' }))
    expect(await price.inputValue()).toBe('15.00')
    await price.fill('25.00')
    await dialog.getByRole('button', { name: en.actions!.save }).click()
    await toast(page, en.toast!.variant_saved!)
    await dialog.waitFor({ state: 'detached' })
    expect(priceOf(await fetchProduct(), 'Small')).toBe(2500)
    expect(priceOf(await fetchProduct(), 'Large')).toBe(1700)

    // A text file named like an image is refused before anything is uploaded.
    const dir = mkdtempSync(join(tmpdir(), 'product-images-'))
    writeFileSync(join(dir, 'fake.png'), 'not a picture at all')
    let uploads = 0
    page.on('request', (r) => r.url().endsWith('/admin/uploads') && uploads++)
    await page.getByLabel(en.media!.upload!).setInputFiles(join(dir, 'fake.png'))
    await page
      .getByText(fill(en.media!.not_image!, { names: 'fake.png' }))
      .first()
      .waitFor()
    expect(uploads).toBe(0)
    expect((await fetchProduct()).images).toEqual([])

    // Two images, uploaded through /admin/uploads in one go.
    const files = Object.entries(PNGS).map(([name, data]) => {
      writeFileSync(join(dir, name), solidPng(data))
      return join(dir, name)
    })
    await page.getByLabel(en.media!.upload!).setInputFiles(files)
    await toast(page, en.toast!.images_uploaded!)
    const images = page.getByRole('list', { name: en.media!.list }).getByRole('img')
    await expect.poll(() => images.count()).toBe(2)
    const uploaded = (await fetchProduct()).images.map((i) => i.url)
    expect(uploaded).toHaveLength(2)
    const served = await fetch(uploaded[0]!.replace(e.ctx.config.backendUrl, e.baseUrl))
    expect(served.headers.get('content-type')).toContain('image/png')

    // The second image moves first.
    await page.getByRole('button', { name: fill(en.media!.move_earlier!, { position: '2' }) }).click()
    await toast(page, en.toast!.images_reordered!)
    await expect
      .poll(async () => (await fetchProduct()).images.map((i) => i.url))
      .toEqual([uploaded[1], uploaded[0]])
    await expect.poll(() => images.first().getAttribute('src')).toBe(uploaded[1])

    // Publish through the actions menu.
    await page.getByRole('button', { name: en.header!.actions }).click()
    await page.getByRole('menuitem', { name: en.header!.publish }).click()
    await toast(page, en.toast!.published!)
    const saved = await fetchProduct()
    expect(saved.status).toBe('published')
    expect(saved.images.map((i) => i.url)).toEqual([uploaded[1], uploaded[0]])
    expect(priceOf(saved, 'Small')).toBe(2500)

    // The Store API lists it for the channel's key, priced at the new amount.
    const store = await fetch(`${e.baseUrl}/store/products?currency_code=usd`, {
      headers: { 'x-publishable-api-key': publishableKey },
    }).then(
      (r) =>
        r.json() as Promise<{
          products: { id: string; variants: { title: string; calculated_price: number }[] }[]
        }>,
    )
    const listed = store.products.find((p) => p.id === product.id)
    expect(listed?.variants.find((v) => v.title === 'Small')?.calculated_price).toBe(2500)

    // A fresh load for the screenshot, without the toasts over the page.
    await page.reload()
    await page.getByRole('list', { name: en.media!.list }).waitFor()
    await page.screenshot({ path: join(SCREENSHOTS, 'product-detail-en.png'), fullPage: true })
  })

  it('gives a variant an image of its own, which it loses with the image', async () => {
    await page.goto(`/app/a/products/${product.id}`)
    const images = (await fetchProduct()).images.map((i) => i.url)
    expect(images).toHaveLength(2)
    const imageOf = async (title: string) =>
      (
        (await fetchProduct()).variants.find((v) => v.title === title) as {
          metadata?: Record<string, unknown>
        }
      ).metadata?.thumbnail ?? null
    await page.getByRole('button', { name: fill(en.variants!.edit!, { title: 'Large' }) }).click()
    const dialog = page.getByRole('dialog', { name: en.variant!.edit_title })
    const picker = dialog.getByRole('group', { name: en.variant!.image })
    expect(await picker.getByRole('radio', { name: en.variant!.image_none }).isChecked()).toBe(true)
    await picker
      .getByRole('radio', { name: fill(en.variant!.image_option!, { index: '2' }) })
      .check({ force: true })
    await picker.scrollIntoViewIfNeeded()
    await page.screenshot({ path: join(SCREENSHOTS, 'variant-image-en.png') })
    await dialog.getByRole('button', { name: en.actions!.save }).click()
    await toast(page, en.toast!.variant_saved!)
    await dialog.waitFor({ state: 'detached' })
    expect(await imageOf('Large')).toBe(images[1])
    const ar = dashboardStrings('ar', 'product-detail')
    await page.goto(`/app/a/products/${product.id}?lng=ar`)
    await page.getByRole('button', { name: fill(ar.variants!.edit!, { title: 'Large' }) }).click()
    const arabic = page.getByRole('group', { name: ar.variant!.image })
    await arabic.scrollIntoViewIfNeeded()
    expect(
      await arabic.getByRole('radio', { name: fill(ar.variant!.image_option!, { index: '2' }) }).isChecked(),
    ).toBe(true)
    await page.screenshot({ path: join(SCREENSHOTS, 'variant-image-ar.png') })
    await page.keyboard.press('Escape')
    await page.goto(`/app/a/products/${product.id}?lng=en`)
    expect(await imageOf('Small')).toBeNull()

    // Deleting that image takes it from the variant too.
    await page.getByRole('button', { name: fill(en.media!.delete!, { position: '2' }) }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: en.actions!.delete }).click()
    await toast(page, en.toast!.image_deleted!)
    await expect.poll(() => imageOf('Large')).toBeNull()
    expect((await fetchProduct()).images.map((i) => i.url)).toEqual([images[0]])
  })

  it("sets a variant's own quantity price and removes it, keeping its plain price", async () => {
    const pricing = dashboardStrings('en', 'pricing')
    const tiersOf = () =>
      fetchProduct().then((p) =>
        p.variants
          .find((v) => v.title === 'Small')!
          .prices.filter((x) => !x.price_list_id)
          .map(({ currency_code, amount, min_quantity, max_quantity }) => ({
            currency_code,
            amount,
            min_quantity: min_quantity ?? null,
            max_quantity: max_quantity ?? null,
          })),
      )
    const plain = (await tiersOf()).find((x) => x.min_quantity === null && x.max_quantity === null)!
    await page.goto(`/app/a/products/${product.id}`)
    const open = page.getByRole('button', { name: `Quantity prices of ${TITLE} – Small` })
    await open.click()
    const dialog = page.getByRole('dialog', { name: `Quantity prices: ${TITLE} – Small` })
    await dialog.getByRole('button', { name: pricing.tiers!.add }).click()
    await dialog.getByLabel('Currency or region of tier 1').selectOption({ label: 'USD' })
    await dialog.getByLabel('From quantity of tier 1').fill('10')
    await dialog.getByLabel('Price of tier 1').fill('12.00')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await toast(page, pricing.tiers!.saved!)
    await expect
      .poll(tiersOf)
      .toEqual([plain, { currency_code: 'usd', amount: 1200, min_quantity: 10, max_quantity: null }])
    await expect.poll(() => open.textContent()).toBe('Quantity prices (1)')

    await open.click()
    await dialog.getByRole('button', { name: 'Remove tier 1' }).click()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect.poll(tiersOf).toEqual([plain])
  })

  it('asks before deleting a variant, and keeps it when the answer is no', async () => {
    await page.goto(`/app/a/products/${product.id}`)
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor()
    await page.getByRole('button', { name: fill(en.variants!.delete!, { title: 'Large' }) }).click()
    const question = page.getByRole('alertdialog', { name: en.variants!.delete_title })
    await question.waitFor()
    await question.getByRole('button', { name: dashboardStrings('en', 'translation').common!.cancel }).click()
    await question.waitFor({ state: 'detached' })
    expect((await fetchProduct()).variants.map((v) => v.title)).toEqual(['Small', 'Large'])
  })

  it('renames an option value on its variants, and deletes a value with its variants after asking', async () => {
    const sizeId = (await fetchProduct()).options!.find((o) => o.title === 'Size')!.id
    await api('POST', `/admin/products/${product.id}/variants`, {
      title: 'Extra large',
      prices: [{ currency_code: 'usd', amount: 1900 }],
      options: [{ option_id: sizeId, value: 'XL' }],
    })
    await page.goto(`/app/a/products/${product.id}`)
    const options = page.getByRole('region', { name: en.options!.title })
    const valueMenu = (value: string) =>
      options.getByRole('button', { name: fill(en.options!.value_actions!, { title: 'Size', value }) })

    await valueMenu('S').click()
    await page.getByRole('menuitem', { name: en.options!.rename_value }).click()
    const dialog = page.getByRole('dialog', {
      name: fill(en.options!.rename_value_title!, { title: 'Size' }),
    })
    await byLabel(dialog, en.options!.value!).fill('Small size')
    await dialog.getByRole('button', { name: en.actions!.save }).click()
    await toast(page, en.toast!.value_renamed!)
    await valueMenu('Small size').waitFor()
    const sizes = async () =>
      Object.fromEntries(
        (await fetchProduct()).variants.map((v) => [
          v.title,
          v.options!.find((o) => o.option_id === sizeId)!.value,
        ]),
      )
    expect(await sizes()).toEqual({ Small: 'Small size', Large: 'L', 'Extra large': 'XL' })
    await page.reload()
    await valueMenu('XL').waitFor()
    await shot(page, 'product-option-values-en')

    await valueMenu('XL').click()
    await page.getByRole('menuitem', { name: en.options!.delete_value }).click()
    const question = page.getByRole('alertdialog', { name: en.options!.delete_value_title })
    expect(await question.textContent()).toContain('Extra large')
    await question.getByRole('button', { name: en.actions!.delete }).click()
    await toast(page, en.toast!.value_deleted!)
    await valueMenu('XL').waitFor({ state: 'detached' })
    expect(await sizes()).toEqual({ Small: 'Small size', Large: 'L' })
  })

  it('shows a not-found state for an unknown product', async () => {
    await page.goto('/app/a/products/prod_missing')
    await page.getByRole('heading', { name: en.not_found!.title }).waitFor()
  })

  it('puts the product in two categories from its page, named by their path', async () => {
    const createCategory = async (name: string, parent?: string) =>
      (
        await api<{ product_category: { id: string } }>('POST', '/admin/product-categories', {
          name,
          ...(parent ? { parent_category_id: parent } : {}),
        })
      ).product_category.id
    const clothing = await createCategory('Clothing')
    const shirts = await createCategory('Shirts', clothing)
    const gifts = await createCategory('Gifts')

    await page.goto(`/app/a/products/${product.id}`)
    const section = page.getByRole('region', { name: en.categories!.title })
    await section.getByText(en.categories!.empty!).waitFor()
    await section.getByRole('button', { name: en.categories!.edit }).click()
    const dialog = page.getByRole('dialog', { name: en.categories!.edit_title })
    await dialog.getByRole('checkbox', { name: 'Clothing › Shirts' }).check()
    await dialog.getByRole('checkbox', { name: 'Gifts' }).check()
    await dialog.getByRole('button', { name: en.actions!.save }).click()
    await toast(page, en.toast!.categories_saved!)
    await dialog.waitFor({ state: 'detached' })
    const shirtsLink = section.getByRole('link', { name: 'Clothing › Shirts' })
    await shirtsLink.waitFor()
    expect(await shirtsLink.getAttribute('href')).toBe(`/app/a/product-categories/${shirts}`)
    expect(await section.getByRole('link', { name: 'Gifts' }).getAttribute('href')).toBe(
      `/app/a/product-categories/${gifts}`,
    )

    const { product: saved } = await api<{ product: { categories: { id: string }[] } }>(
      'GET',
      `/admin/products/${product.id}?expand=categories`,
    )
    expect(saved.categories.map((c) => c.id).sort()).toEqual([shirts, gifts].sort())

    // Fresh loads for the screenshots, without the toast over the page.
    await page.reload()
    await shirtsLink.waitFor()
    await shot(page, 'product-categories-en')
    const ar = dashboardStrings('ar', 'product-detail')
    await page.goto(`/app/a/products/${product.id}?lng=ar`)
    await page
      .getByRole('region', { name: ar.categories!.title })
      .getByRole('link', { name: 'Clothing › Shirts' })
      .waitFor()
    await shot(page, 'product-categories-ar')
  })

  it('lays the page out right to left in Arabic', async () => {
    const ar = dashboardStrings('ar', 'product-detail')
    await page.goto(`/app/a/products/${product.id}?lng=ar`)
    await page.getByRole('heading', { name: ar.variants!.title }).waitFor()
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    await page.screenshot({ path: join(SCREENSHOTS, 'product-detail-ar.png'), fullPage: true })
  })

  // Last: the yen currency and the Japan region it adds show up in every variant dialog after it.
  it('says next to each price whether it includes tax, and that yen amounts have no decimals', async () => {
    // Japan's prices include tax; yen prices of their own do not (the currency's setting is off).
    await api('POST', '/admin/store/currencies/jpy')
    await api('POST', '/admin/regions', {
      name: 'Japan',
      currency_code: 'jpy',
      tax_rate: 10,
      includes_tax: true,
      countries: ['jp'],
      payment_providers: ['manual'],
      fulfillment_providers: ['manual'],
    })
    const described = (input: ReturnType<Page['getByLabel']>) =>
      input.evaluate((el) =>
        (el.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      )
    for (const lng of ['en', 'ar']) {
      const words = dashboardStrings(lng, 'product-detail')
      const { validation } = dashboardStrings(lng, 'translation')
      await page.goto(`/app/a/products/${product.id}?lng=${lng}`)
      await page.getByRole('button', { name: fill(words.variants!.edit!, { title: 'Small' }) }).click()
      const dialog = page.getByRole('dialog', { name: words.variant!.edit_title })
      const yen = dialog.getByLabel(fill(words.variant!.price_currency!, { currency: 'JPY' }), {
        exact: true,
      })
      const inJapan = dialog.getByLabel(
        fill(words.variant!.price_region!, { region: 'Japan', currency: 'JPY' }),
      )
      await expect.poll(() => described(yen)).toBe(words.variant!.excl_tax)
      expect(await described(inJapan)).toBe(words.variant!.incl_tax)
      await yen.fill('10450.5')
      await dialog.getByRole('button', { name: words.actions!.save }).click()
      const message = fill(validation!.moneyNoDecimals!, { currency: 'JPY' })
      await dialog.getByText(message).waitFor()
      expect(await described(yen)).toBe(`${message} ${words.variant!.excl_tax}`)
      // Both notes and the message in the picture: the region's field is in the row below the yen one.
      await inJapan.scrollIntoViewIfNeeded()
      await page.screenshot({ path: join(SCREENSHOTS, `variant-price-tax-${lng}.png`) })
      await dialog.getByRole('button', { name: words.actions!.cancel }).click()
      await dialog.waitFor({ state: 'detached' })
    }
    // Nothing was saved: the variant has no yen price.
    const small = (await fetchProduct()).variants.find((v) => v.title === 'Small')
    expect(small?.prices.some((p) => p.currency_code === 'jpy')).toBe(false)
  })
})
