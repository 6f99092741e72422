import type { PricedProduct } from '@mercato/client'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import { SCREENSHOTS } from './harness'
import { type Shop, fillCheckoutAddress, startShop, storefrontWords } from './storefront-shop'

// Found by a walk-through: unknown addresses answered the API's JSON 404, phones had no search, the
// shopper never saw tracking numbers, and lines of one product looked alike in the checkout summary.

let shop: Shop
beforeAll(async () => {
  if (hasChromium) shop = await startShop()
})
afterAll(() => shop?.e.close())

const en = storefrontWords('en')
const ar = storefrontWords('ar')

/** The phone header, as a shopper sees it on opening the page. */
const shootTop = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `storefront-fixes-${name}.png`) })

/** A product with two variants that have stock, and the option values that pick each. */
async function twoVariantProduct(): Promise<PricedProduct> {
  const products = await shop.homeProducts()
  return products.find((p) => p.variants.filter((v) => v.inventory_quantity > 3).length >= 2)!
}

async function chooseVariant(page: Page, product: PricedProduct, variant: PricedProduct['variants'][number]) {
  for (const option of product.options ?? []) {
    const value = variant.options?.find((o) => o.option_id === option.id)?.value
    if (!value) continue
    await page
      .getByRole('group', { name: option.title })
      .getByRole('radio', { name: value, exact: true })
      .check({ force: true })
  }
}

describe.skipIf(!hasChromium)('storefront fixes from the walk-through', () => {
  it("answers unknown addresses with the storefront's not-found page, and API addresses with JSON", async () => {
    const { page, context } = await shop.e.newPage()
    for (const path of ['/about', '/collections', '/foo/bar']) {
      const res = await page.goto(path)
      expect(res!.status(), path).toBe(404)
      expect(res!.headers()['content-type'], path).toContain('text/html')
      await page.getByRole('heading', { level: 1, name: en('common.notFound.title') }).waitFor()
      await page.getByRole('link', { name: en('common.notFound.back') }).waitFor()
    }
    // A page address typed with capitals goes to the page.
    const cart = await page.goto('/Cart')
    expect(new URL(page.url()).pathname).toBe('/cart')
    expect(cart!.status()).toBe(200)
    await context.close()

    const arabic = await shop.e.newPage({ locale: 'ar' })
    const res = await arabic.page.goto('/about')
    expect(res!.status()).toBe(404)
    await arabic.page.getByRole('heading', { level: 1, name: ar('common.notFound.title') }).waitFor()
    expect(await arabic.page.locator('html').getAttribute('dir')).toBe('rtl')
    await arabic.context.close()

    const api = await fetch(`${shop.e.baseUrl}/store/nothing-here`)
    expect(api.status).toBe(404)
    expect(await api.json()).toEqual({
      type: 'not_found',
      message: 'Route GET:/store/nothing-here not found',
    })
  })

  it('offers search in the phone header, leading to the results', async () => {
    const product = (await shop.homeProducts())[0]!
    const word = product.title.split(' ')[0]!
    for (const [locale, t] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const { page, context } = await shop.e.newPage({ locale })
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto('/')
      const search = page.getByRole('link', { name: t('common.header.searchLabel') })
      await search.waitFor()
      await shootTop(page, `phone-header-${locale}`)
      await search.click()
      await page.waitForURL(/\/search$/)
      const box = page.getByRole('searchbox', { name: t('common.header.searchLabel') })
      await box.fill(word)
      await box.press('Enter')
      await page.getByRole('heading', { name: t('catalogue.search.results', { q: word }) }).waitFor()
      await page.getByRole('link', { name: product.title }).first().waitFor()
      // Wide screens have the field itself; the link is for phones only.
      await page.setViewportSize({ width: 1280, height: 900 })
      await expect.poll(() => search.isVisible()).toBe(false)
      expect(await page.getByRole('searchbox', { name: t('common.header.searchLabel') }).count()).toBe(2)
      await context.close()
    }
  })

  it('tells variants apart in the checkout summary, and shows the tracking number once shipped', async () => {
    const product = await twoVariantProduct()
    const [first, second] = product.variants.filter((v) => v.inventory_quantity > 3)
    const { page, context } = await shop.e.newPage()
    await page.goto(`/products/${product.handle}`)
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor()
    await chooseVariant(page, product, first!)
    await page.getByLabel('Quantity').fill('3')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('link', { name: 'Cart, 3 items' }).waitFor()
    await chooseVariant(page, product, second!)
    await page.getByLabel('Quantity').fill('1')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('link', { name: 'Cart, 4 items' }).click()
    await page.getByRole('link', { name: 'Go to checkout' }).click()

    const summary = page.getByRole('complementary', { name: en('checkout.orderSummary') })
    const lines = summary.getByRole('listitem')
    await expect.poll(() => lines.count()).toBe(2)
    const texts = await lines.allTextContents()
    const line = (n: number) => en('common.quantityTimes', { quantity: n, title: product.title })
    expect(texts.find((l) => l.startsWith(line(3)))).toContain(first!.title)
    expect(texts.find((l) => l.startsWith(line(1)))).toContain(second!.title)

    await fillCheckoutAddress(
      page,
      { first: 'Tara', last: 'Track', street: '9 Parcel Road' },
      'tara@example.com',
    )
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor()
    const orderId = page.url().split('/').pop()!
    await context.close()

    // Sent with a carrier's tracking page, through the Admin API.
    type AdminOrder = {
      display_id: number
      items: { id: string; quantity: number }[]
      fulfillments: { id: string }[]
    }
    const adminOrder = async () =>
      (await shop.api<{ order: AdminOrder }>(`/admin/orders/${orderId}`, { headers: shop.admin })).order
    const order = await adminOrder()
    const three = order.items.find((i) => i.quantity === 3)!
    await shop.api(`/admin/orders/${orderId}/fulfillment`, {
      method: 'POST',
      headers: shop.admin,
      body: { items: [{ item_id: three.id, quantity: 3 }] },
    })
    await shop.api(`/admin/orders/${orderId}/shipment`, {
      method: 'POST',
      headers: shop.admin,
      body: {
        fulfillment_id: (await adminOrder()).fulfillments[0]!.id,
        tracking_numbers: ['TRK-55501'],
        tracking_url: 'https://track.example.com/parcel/{number}',
      },
    })

    for (const [locale, t] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const guest = await shop.e.newPage({ locale })
      const p = guest.page
      await p.goto('/order/lookup')
      await p.getByLabel(t('orders.lookup.email')).fill('tara@example.com')
      await p.getByLabel(t('orders.lookup.orderNumber')).fill(String(order.display_id))
      await p.getByRole('button', { name: t('orders.lookup.submit') }).click()
      const shipments = p.getByRole('region', { name: t('orders.detail.shipments') })
      const tracking = shipments.getByRole('link', { name: 'TRK-55501' })
      await tracking.waitFor()
      expect(await tracking.getAttribute('href')).toBe('https://track.example.com/parcel/TRK-55501')
      expect(await shipments.textContent()).toContain(first!.title)
      expect(await shipments.getByText(t('orders.detail.tracking')).count()).toBe(1)
      for (const width of [1280, 390]) {
        await p.setViewportSize({ width, height: width > 500 ? 900 : 844 })
        await p.screenshot({
          path: join(SCREENSHOTS, `storefront-fixes-order-tracking-${locale}-${width}.png`),
          fullPage: true,
        })
      }
      await guest.context.close()
    }
  })
})
