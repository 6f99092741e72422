import type { PricedProduct, Region } from '@mercato/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import type { E2E } from './harness'
import { type ShopApi, shoot, startShop } from './storefront-shop'

// A product's variants on its page: option values in the variants' order, sold-out values marked, and a
// variant's own image shown when it is chosen.

let e: E2E
let admin: Record<string, string>
let region: Region
let api: ShopApi
let homeProducts: () => Promise<PricedProduct[]>

beforeAll(async () => {
  if (!hasChromium) return
  ;({ e, admin, region, api, homeProducts } = await startShop())
})
afterAll(() => e?.close())

describe.skipIf(!hasChromium)('storefront product variants', () => {
  it("lists option values in the order of the product's variants", async () => {
    // Variants made XL, S, L, M, then put in size order in the dashboard: the variants' rank changes, the
    // option values do not (the API lists them by creation, in any order within one millisecond).
    const sizes = ['XL', 'S', 'L', 'M']
    const { product: created } = await api<{ product: PricedProduct }>('/admin/products', {
      method: 'POST',
      headers: admin,
      body: {
        title: 'Ranked Tee',
        handle: `ranked-tee-${Date.now()}`,
        status: 'published',
        options: [{ title: 'Size' }],
        // XL is kept in stock and has none: its value is marked sold out.
        variants: sizes.map((size) => ({
          title: size,
          ...(size === 'XL'
            ? { manage_inventory: true, inventory_quantity: 0 }
            : { manage_inventory: false }),
          prices: [{ currency_code: region.currency_code, amount: 2500 }],
          options: [{ value: size }],
        })),
      },
    })
    const bySize = new Map(created.variants.map((v) => [v.title, v.id]))
    await api(`/admin/products/${created.id}`, {
      method: 'POST',
      headers: admin,
      body: { variants: ['S', 'M', 'L', 'XL'].map((size) => ({ id: bySize.get(size) })) },
    })
    const { products } = await api<{ products: PricedProduct[] }>(
      `/store/products?handle=${created.handle}&region_id=${region.id}`,
    )
    const product = products[0]!
    const size = product.options!.find((o) => o.title === 'Size')!
    const inVariantOrder = product.variants.map((v) => v.options!.find((o) => o.option_id === size.id)!.value)
    expect(inVariantOrder).toEqual(['S', 'M', 'L', 'XL'])

    const { page, context } = await e.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`/products/${product.handle}`)
    const radios = page.getByRole('group', { name: 'Size' }).getByRole('radio')
    await radios.first().waitFor()
    expect(await radios.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value))).toEqual(
      inVariantOrder,
    )
    // The first variant is chosen; another size can be picked.
    expect(await page.getByRole('radio', { name: 'S', exact: true }).isChecked()).toBe(true)
    expect(await page.getByRole('radio', { name: 'XL (sold out)', exact: true }).count()).toBe(1)
    expect(await page.getByRole('radio', { name: 'M', exact: true }).count()).toBe(1)
    await page.getByRole('radio', { name: 'XL' }).check({ force: true })
    await expect.poll(() => page.getByRole('radio', { name: 'XL' }).isChecked()).toBe(true)
    await page.getByText('Out of stock', { exact: true }).waitFor()
    expect(await page.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true)
    await shoot(page, 'product-sizes')
    await context.close()
  })

  it("shows a variant's own image when the shopper chooses it", async () => {
    // Two of the demo's drawn images stand for a blue and a red mug; the red variant has the second.
    const urls = (await homeProducts()).flatMap((p) => p.images?.map((i) => i.url) ?? []).slice(0, 2)
    expect(urls).toHaveLength(2)
    const colours = ['Blue', 'Red']
    const { product } = await api<{ product: PricedProduct }>('/admin/products', {
      method: 'POST',
      headers: admin,
      body: {
        title: 'Colour Mug',
        handle: `colour-mug-${Date.now()}`,
        status: 'published',
        images: urls,
        options: [{ title: 'Colour' }],
        variants: colours.map((colour) => ({
          title: colour,
          manage_inventory: false,
          prices: [{ currency_code: region.currency_code, amount: 1200 }],
          options: [{ value: colour }],
        })),
      },
    })
    const red = product.variants.find((v) => v.title === 'Red')!
    await api(`/admin/products/${product.id}/variants/${red.id}`, {
      method: 'POST',
      headers: admin,
      body: { metadata: { thumbnail: urls[1] } },
    })
    const { page, context } = await e.newPage()
    await page.goto(`/products/${product.handle}`)
    const shown = (index: number) =>
      page.getByRole('button', { name: `Show image ${index} of 2` }).getAttribute('aria-pressed')
    await page.getByRole('radio', { name: 'Blue', exact: true }).waitFor()
    // Blue has no image of its own: the first image stays.
    await expect.poll(() => shown(1)).toBe('true')
    await page.getByRole('radio', { name: 'Red', exact: true }).check({ force: true })
    await expect.poll(() => shown(2)).toBe('true')
    expect(await page.getByRole('img', { name: 'Colour Mug' }).first().getAttribute('src')).toContain(
      urls[1]!.split('/').pop(),
    )
    await shoot(page, 'product-variant-image')
    await context.close()
  })
})
