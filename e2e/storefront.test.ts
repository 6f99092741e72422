import type { PricedProduct, Region } from '@mercato/client'
import { formatMoney } from '@mercato/domain'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import type { E2E } from './harness'
import {
  DISCOUNT_CODE,
  type ShopApi,
  fillCheckoutAddress,
  registerShopper,
  shoot,
  startShop,
} from './storefront-shop'

let e: E2E
let admin: Record<string, string>
let publishableKey: string
let region: Region
let api: ShopApi
let homeProducts: () => Promise<PricedProduct[]>
/** The store's name (Settings › Store details), which the storefront shows as the shop's name. */
let storeName: string

/** Checkout steps 1 and 2: contact, address and the first-region shipping option. */
const fillAddressAndDelivery = (page: Page, email?: string) =>
  fillCheckoutAddress(page, { first: 'Grace', last: 'Guest', street: '1 Market Street' }, email)

beforeAll(async () => {
  if (!hasChromium) return
  ;({ e, admin, publishableKey, region, api, homeProducts } = await startShop())
  storeName = (await api<{ store: { name: string } }>('/admin/store', { headers: admin })).store.name
})
afterAll(() => e?.close())

describe.skipIf(!hasChromium)('storefront', () => {
  it('renders the product page on the server: title, price, description and link-preview tags', async () => {
    const [product] = await homeProducts()
    // As a browser set to American English asks for it: the page is priced for the United States.
    const res = await fetch(`${e.baseUrl}/products/${product!.handle}`, {
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    const variant = product!.variants.find((v) => v.inventory_quantity > 0) ?? product!.variants[0]!
    expect(html).toContain(`<h1 class="text-3xl font-bold"><bdi>${product!.title}</bdi></h1>`)
    expect(html).toContain(formatMoney(variant.calculated_price!, region.currency_code))
    expect(html).toContain(product!.description!)
    expect(html).toContain(`<meta property="og:title" content="${product!.title}" />`)
    expect(html).toContain(`<title>${product!.title} · ${storeName}</title>`)
    // The dehydrated query state and the key travel with the page.
    expect(html).toContain(publishableKey)

    // A product with options renders one radio group per option, the first in-stock variant chosen.
    const { products: all } = await api<{ products: PricedProduct[] }>(
      `/store/products?region_id=${region.id}&limit=100`,
    )
    const withOptions = all.find((p) => (p.options?.length ?? 0) > 1)!
    const optionsHtml = await (await fetch(`${e.baseUrl}/products/${withOptions.handle}`)).text()
    for (const option of withOptions.options!)
      expect(optionsHtml).toContain(
        `<legend class="mb-2 text-sm font-medium"><bdi>${option.title}</bdi></legend>`,
      )
    expect(optionsHtml.match(/type="radio"[^>]*checked=""/g)).toHaveLength(withOptions.options!.length)

    // Collection and category pages are rendered on the server too, with their products.
    const { collections } = await api<{ collections: { title: string; handle: string }[] }>(
      '/store/collections',
    )
    const collectionHtml = await (await fetch(`${e.baseUrl}/collections/${collections[0]!.handle}`)).text()
    expect(collectionHtml).toContain(
      `<h1 class="text-3xl font-bold"><bdi>${collections[0]!.title}</bdi></h1>`,
    )
    expect(collectionHtml).toMatch(/href="\/products\/[a-z0-9-]+"/)
    const { product_categories } = await api<{ product_categories: { name: string; handle: string }[] }>(
      '/store/product-categories',
    )
    const categoryPage = await fetch(`${e.baseUrl}/categories/${product_categories[0]!.handle}`)
    expect(categoryPage.status).toBe(200)
    expect(await categoryPage.text()).toContain(
      `<h1 class="text-3xl font-bold"><bdi>${product_categories[0]!.name}</bdi></h1>`,
    )

    const word = product!.title.split(' ')[0]!
    const searchHtml = await (await fetch(`${e.baseUrl}/search?q=${encodeURIComponent(word)}`)).text()
    expect(searchHtml).toContain(`href="/products/${product!.handle}"`)

    expect((await fetch(`${e.baseUrl}/products/no-such-product`)).status).toBe(404)

    // The cart's content is the browser's, but the server sends the page around it: title, header, footer.
    const cartHtml = await (await fetch(`${e.baseUrl}/cart`)).text()
    expect(cartHtml).toContain(`<title>Your cart · ${storeName}</title>`)
    expect(cartHtml).toContain(`href="/collections/${collections[0]!.handle}"`)
    expect(cartHtml).toMatch(/<p role="status"[^>]*>Loading…<\/p>/)

    // Pages and built assets travel compressed when the browser accepts it.
    const gzipped = await fetch(`${e.baseUrl}/`, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(await gzipped.text()).toContain('New arrivals')
    const script = html.match(/<script type="module"[^>]*src="([^"]+)"/)![1]!
    const brotli = await fetch(e.baseUrl + script, { headers: { 'accept-encoding': 'br' } })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    const plain = await fetch(e.baseUrl + script, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await brotli.text()).toBe(await plain.text())
    // The API keeps its paths and its JSON errors.
    const apiMiss = await fetch(`${e.baseUrl}/store/no-such-route`)
    expect(apiMiss.status).toBe(404)
    expect(await apiMiss.json()).toMatchObject({ type: 'not_found' })
    expect((await fetch(`${e.baseUrl}/health`)).status).toBe(200)
  })

  it('a guest buys two products with a discount code and sees the confirmation', async () => {
    const [first, second] = (await homeProducts()).filter((p) =>
      p.variants.some((v) => v.inventory_quantity > 1),
    )
    const { page, context } = await e.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })

    await page.goto('/')
    await page.getByRole('heading', { name: 'New arrivals' }).waitFor()
    await shoot(page, 'home')

    await page.getByRole('link', { name: first!.title }).first().click()
    await page.getByRole('heading', { level: 1, name: first!.title }).waitFor()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: `Added ${first!.title}` })
      .waitFor()
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor()
    await shoot(page, 'product')

    await page.getByRole('link', { name: storeName, exact: true }).click()
    await page.getByRole('link', { name: second!.title }).first().click()
    await page.getByRole('heading', { level: 1, name: second!.title }).waitFor()
    await page.getByLabel('Quantity').fill('2')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('link', { name: 'Cart, 3 items' }).waitFor()

    await page.getByRole('link', { name: 'Cart, 3 items' }).click()
    await page.getByRole('heading', { name: 'Your cart' }).waitFor()
    await shoot(page, 'cart')
    await page.getByRole('link', { name: 'Go to checkout' }).click()

    await fillAddressAndDelivery(page, 'guest@example.com')

    await page.getByLabel('Discount code').fill('NOT-A-CODE')
    await page.getByRole('button', { name: 'Apply' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: 'This code is not valid. Check it and try again.' })
      .waitFor()
    await page.getByLabel('Discount code').fill(DISCOUNT_CODE)
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByText(`Code ${DISCOUNT_CODE} applied`).waitFor()
    await page.getByRole('heading', { name: '3. Payment' }).waitFor()
    await shoot(page, 'checkout')

    await page.getByRole('button', { name: 'Place order' }).click()
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor()
    await shoot(page, 'confirmation')
    const orderId = page.url().split('/').pop()!
    const shown = await page.getByText('Your order number is').textContent()

    const { order } = await api<{
      order: {
        display_id: number
        email: string
        items: { title: string; quantity: number; unit_price: number }[]
        discounts: { code: string }[]
        subtotal: number
        discount_total: number
        shipping_total: number
        tax_total: number
        total: number
      }
    }>(`/admin/orders/${orderId}`, { headers: admin })
    expect(shown).toContain(`#${order.display_id}`)
    expect(order.email).toBe('guest@example.com')
    expect(order.items.map((i) => [i.title, i.quantity]).sort()).toEqual(
      [
        [first!.title, 1],
        [second!.title, 2],
      ].sort(),
    )
    expect(order.discounts.map((d) => d.code)).toEqual([DISCOUNT_CODE])
    const subtotal = order.items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0)
    expect(order.subtotal).toBe(subtotal)
    expect(Math.abs(order.discount_total - subtotal * 0.1)).toBeLessThanOrEqual(1)
    expect(order.shipping_total).toBeGreaterThan(0)
    expect(order.total).toBe(order.subtotal - order.discount_total + order.shipping_total + order.tax_total)
    // The confirmation e-mail is written in the language the shopper checked out in, with the order's total.
    await expect
      .poll(async () => {
        const { notifications } = await api<{ notifications: { data: Record<string, unknown> }[] }>(
          `/admin/notifications?event_name=order.placed&resource_id=${orderId}`,
          { headers: admin },
        )
        return notifications[0]?.data
      })
      .toMatchObject({ locale: 'en', summary: { total: order.total } })
    // The cart is gone from the header once it became an order.
    await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor()
    await context.close()
  }, 180_000)

  it('a registered shopper buys, finds the order in the account, and signs out', async () => {
    const [product] = (await homeProducts()).filter((p) => p.variants.some((v) => v.inventory_quantity > 0))
    const email = `rita-${Date.now()}@example.com`
    const { page, context } = await e.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await registerShopper(page, { first: 'Rita', last: 'Regular', email, password: 'rita-password-1' })
    await page.getByText('You have not ordered anything yet.').waitFor()
    await shoot(page, 'account')

    await page.getByRole('link', { name: storeName, exact: true }).click()
    await page.getByRole('link', { name: product!.title }).first().click()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('link', { name: 'Cart, 1 item' }).click()
    await page.getByRole('link', { name: 'Go to checkout' }).click()
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(email)
    await fillAddressAndDelivery(page)
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor()
    const orderId = page.url().split('/').pop()!

    await page.getByRole('link', { name: 'Account' }).click()
    const { order } = await api<{ order: { display_id: number; email: string; customer_id: string } }>(
      `/admin/orders/${orderId}`,
      { headers: admin },
    )
    await page.getByRole('link', { name: `Order #${order.display_id}` }).waitFor()
    // One item, in the singular.
    await page
      .getByRole('listitem')
      .filter({ hasText: `Order #${order.display_id}` })
      .getByText('1 item', { exact: true })
      .waitFor()
    expect(order.email).toBe(email)
    const { customers } = await api<{ customers: { id: string; email: string }[] }>(
      `/admin/customers?q=${encodeURIComponent(email)}`,
      { headers: admin },
    )
    expect(order.customer_id).toBe(customers.find((c) => c.email === email)!.id)

    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    await context.close()
  }, 120_000)

  it('shows the store name the dashboard sets: title, header and footer, rendered and hydrated alike', async () => {
    const [product] = await homeProducts()
    const { page, context } = await e.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    page.on('pageerror', (err) => errors.push(err.message))
    await page.goto(`/products/${product!.handle}`)
    await page.getByRole('heading', { level: 1, name: product!.title }).waitFor()
    expect(await page.title()).toBe(`${product!.title} · ${storeName}`)
    await page.getByRole('link', { name: storeName, exact: true }).waitFor()

    // Renamed in the dashboard (Settings › Store details): the next page shows the new name at once.
    const renamed = 'Corner Goods & Co'
    await api('/admin/store', { method: 'POST', headers: admin, body: { name: renamed } })
    try {
      expect((await api<{ store: { name: string } }>('/admin/store', { headers: admin })).store.name).toBe(
        renamed,
      )
      const html = await (await fetch(`${e.baseUrl}/products/${product!.handle}`)).text()
      expect(html).toContain(`<title>${product!.title} · Corner Goods &#38; Co</title>`)
      expect(html).toContain('<meta property="og:site_name" content="Corner Goods &#38; Co" />')

      await page.reload()
      await page.getByRole('heading', { level: 1, name: product!.title }).waitFor()
      await page.getByRole('link', { name: renamed, exact: true }).waitFor()
      await page.getByRole('contentinfo').getByText(`${renamed} · prices shown`).waitFor()
      expect(await page.title()).toBe(`${product!.title} · ${renamed}`)
      expect(await page.getByRole('link', { name: storeName, exact: true }).count()).toBe(0)
      // Client-side navigation keeps the name: the browser has it from the page, as the server rendered it.
      await page.getByRole('link', { name: renamed, exact: true }).click()
      await page.getByRole('heading', { name: 'New arrivals' }).waitFor()
      await expect.poll(() => page.title()).toBe(renamed)
      await page.getByText(`Everyday goods from ${renamed}`).waitFor()
      await page.getByRole('link', { name: 'Cart, 0 items' }).click()
      await expect.poll(() => page.title()).toBe(`Your cart · ${renamed}`)
      await shoot(page, 'renamed')
      // Server and browser rendered the same page: React reports no hydration mismatch.
      expect(errors.filter((m) => /hydrat|did not match/i.test(m))).toEqual([])
    } finally {
      await api('/admin/store', { method: 'POST', headers: admin, body: { name: storeName } })
    }
    await context.close()
  }, 120_000)

  it('serves the shop icon at /favicon.ico and links it from every page', async () => {
    for (const [path, type] of [
      ['/favicon.ico', 'image/x-icon'],
      ['/favicon.svg', 'image/svg+xml'],
    ]) {
      const res = await fetch(e.baseUrl + path)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain(type)
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100)
    }
    const ico = Buffer.from(await (await fetch(`${e.baseUrl}/favicon.ico`)).arrayBuffer())
    // An icon resource (reserved 0, type 1) with at least one image.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1])
    expect(ico.readUInt16LE(4)).toBeGreaterThan(0)
    for (const path of ['/', '/cart']) {
      const html = await (await fetch(e.baseUrl + path)).text()
      expect(html).toMatch(/<link rel="icon" href="\/favicon\.ico"/)
      expect(html).toMatch(/<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml"/)
    }
    // The browser finds no missing icon while it loads a page.
    const { page, context } = await e.newPage()
    const missing: string[] = []
    page.on('response', (r) => {
      if (r.status() >= 400) missing.push(`${r.status()} ${r.url()}`)
    })
    await page.goto('/')
    await page.getByRole('heading', { name: 'New arrivals' }).waitFor()
    expect(missing).toEqual([])
    await context.close()
  })
})
