import type { PricedProduct, Region } from '@mercato/client'
import { formatMoney } from '@mercato/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import type { E2E } from './harness'
import { type ShopApi, shoot, shownAmount, startShop, storefrontWords } from './storefront-shop'

// Regions and countries in the storefront: prices, currency and the cart follow the chosen country.

let e: E2E
let region: Region
let api: ShopApi
let homeProducts: () => Promise<PricedProduct[]>
let admin: Record<string, string>

beforeAll(async () => {
  if (!hasChromium) return
  ;({ e, region, api, homeProducts, admin } = await startShop())
})
afterAll(() => e?.close())

describe.skipIf(!hasChromium)('storefront regions', () => {
  it('switching country re-prices the page and moves the cart; quantity stops at the stock', async () => {
    const { regions } = await api<{ regions: Region[] }>('/store/regions')
    const other = regions.find((r) => r.currency_code !== region.currency_code)!
    const otherCountry = other.countries[0]!.iso_2
    const [product] = await homeProducts()
    const query = `/store/products?handle=${product!.handle}&region_id=${other.id}`
    const priced = (await api<{ products: PricedProduct[] }>(query)).products[0]!
    const variant = priced.variants.find((v) => v.inventory_quantity > 0)!
    const otherPrice = formatMoney(shownAmount(variant, other), other.currency_code)
    const { page, context } = await e.newPage()
    // Hydration must take over the server's HTML without errors.
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text())
    })

    await page.goto(`/products/${product!.handle}`)
    await page.getByRole('heading', { level: 1, name: product!.title }).waitFor()
    await page.getByLabel('Ship to').selectOption(otherCountry)
    await page.getByText(otherPrice, { exact: true }).waitFor()
    // The next page is rendered on the server in the chosen region.
    expect(await (await context.request.get(`/products/${product!.handle}`)).text()).toContain(otherPrice)

    const stock = variant.inventory_quantity
    await page.getByLabel('Quantity').fill(String(stock + 5))
    expect(await page.getByLabel('Quantity').inputValue()).toBe(String(stock))
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('link', { name: `Cart, ${stock} items` }).waitFor()
    await page.getByLabel('Quantity').fill('1')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    // Nothing more fits: the page says so instead of "Added".
    await page
      .getByRole('status')
      .filter({ hasText: `Your cart already holds all that is in stock (${stock}).` })
      .waitFor()
    const cartId = await page.evaluate(() => localStorage.getItem('mercato_cart_id'))
    const { cart } = await api<{
      cart: {
        region_id: string
        shipping_address: { country_code: string } | null
        items: { quantity: number; unit_price: number }[]
      }
    }>(`/store/carts/${cartId}`)
    expect(cart.region_id).toBe(other.id)
    expect(cart.shipping_address?.country_code).toBe(otherCountry)
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]!.quantity).toBe(stock)
    expect(cart.items[0]!.unit_price).toBe(variant.calculated_price)
    expect(errors).toEqual([])
    await context.close()
  }, 120_000)

  it('a first visit ships to the country of the browser language; picking a country re-prices the cart', async () => {
    const { regions } = await api<{ regions: Region[] }>('/store/regions')
    const regionOf = (code: string) => regions.find((r) => r.countries.some((c) => c.iso_2 === code))!
    const [europe, japan] = [regionOf('fr'), regionOf('jp')]
    const [product] = await homeProducts()
    const pricedIn = async (r: Region) =>
      (
        await api<{ products: PricedProduct[] }>(
          `/store/products?handle=${product!.handle}&region_id=${r.id}`,
        )
      ).products[0]!
    const shownPrice = (p: PricedProduct, r: Region) => {
      const variant = p.variants.find((v) => v.inventory_quantity > 0)!
      return formatMoney(shownAmount(variant, r), r.currency_code)
    }
    // Rendered on the server for the language's country, before any JavaScript runs.
    for (const [language, r, code] of [
      ['fr-FR,fr;q=0.9,en;q=0.5', europe, 'fr'],
      ['ja-JP', japan, 'jp'],
      ['en-US,en;q=0.9', region, 'us'],
    ] as const) {
      const res = await fetch(`${e.baseUrl}/products/${product!.handle}`, {
        headers: { 'accept-language': language },
      })
      const html = await res.text()
      expect(html).toContain(shownPrice(await pricedIn(r), r))
      expect(html).toContain(`<option value="${code}" selected="">`)
    }
    // A language naming no country: the first region in the store's default currency.
    const firstVisit = async () => {
      const res = await fetch(`${e.baseUrl}/products/${product!.handle}`, {
        headers: { 'accept-language': 'en' },
      })
      return res.text()
    }
    const setDefaultCurrency = (code: string) =>
      api('/admin/store', { method: 'POST', headers: admin, body: { default_currency_code: code } })
    await setDefaultCurrency('eur')
    try {
      const html = await firstVisit()
      expect(html).toContain(shownPrice(await pricedIn(europe), europe))
      expect(html).toContain(`<option value="${europe.countries[0]!.iso_2}" selected="">`)
    } finally {
      await setDefaultCurrency(region.currency_code)
    }
    expect(await firstVisit()).toContain(shownPrice(await pricedIn(region), region))

    const { page, context } = await e.newPage({ locale: 'fr-FR' })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text())
    })
    // The browser's French picks France; `?lng=en` keeps the page's words English for this test (the
    // language test below covers the French and Arabic pages).
    await page.goto(`/products/${product!.handle}?lng=en`)
    await page.getByText(shownPrice(await pricedIn(europe), europe), { exact: true }).waitFor()
    expect(await page.getByLabel('Ship to').inputValue()).toBe('fr')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('link', { name: 'Cart, 1 item' }).click()
    await page.getByRole('heading', { name: 'Your cart' }).waitFor()
    const cartId = await page.evaluate(() => localStorage.getItem('mercato_cart_id'))
    type CartRes = {
      cart: {
        region_id: string
        shipping_address: { country_code: string } | null
        items: { variant_id: string; unit_price: number }[]
      }
    }
    const before = (await api<CartRes>(`/store/carts/${cartId}`)).cart
    expect(before.region_id).toBe(europe.id)
    expect(before.shipping_address?.country_code).toBe('fr')

    await page.getByLabel('Ship to').selectOption('jp')
    const yen = (await pricedIn(japan)).variants.find((v) => v.id === before.items[0]!.variant_id)!
    await page.getByText(`${formatMoney(yen.calculated_price!, 'jpy')} each`).waitFor()
    const after = (await api<CartRes>(`/store/carts/${cartId}`)).cart
    expect(after.region_id).toBe(japan.id)
    expect(after.shipping_address?.country_code).toBe('jp')
    expect(after.items[0]!.unit_price).toBe(yen.calculated_price)
    // The next page is rendered on the server for the chosen country.
    const next = await (await context.request.get(`/products/${product!.handle}`)).text()
    expect(next).toContain('<option value="jp" selected="">')
    // Opened directly, the cart page hydrates its server shell, then shows the restored cart.
    await page.reload()
    await page.getByText(`${formatMoney(yen.calculated_price!, 'jpy')} each`).waitFor()
    expect(await page.getByLabel('Ship to').inputValue()).toBe('jp')
    expect(errors).toEqual([])
    await context.close()
  }, 120_000)

  it('speaks the browser’s language and the one the shopper picks; Arabic reads right to left', async () => {
    const [product] = await homeProducts()
    const de = storefrontWords('de')
    const ar = storefrontWords('ar')
    const res = await fetch(`${e.baseUrl}/`, { headers: { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' } })
    const html = await res.text()
    expect(html).toContain('<html lang="de" dir="ltr">')
    expect(html).toContain(de('catalogue.home.heading'))
    expect(res.headers.get('vary')).toContain('accept-language')

    const { page, context } = await e.newPage({ locale: 'de-DE' })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text())
    })
    await page.goto('/')
    await page.getByRole('heading', { level: 1, name: de('catalogue.home.heading') }).waitFor()
    await shoot(page, 'home-de')

    // The footer's menu: the page comes back in Arabic, and so do the pages after it.
    await page.getByLabel(de('common.language')).selectOption('ar')
    await page.getByRole('heading', { level: 1, name: ar('catalogue.home.heading') }).waitFor()
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    expect(await page.locator('html').getAttribute('lang')).toBe('ar')
    await shoot(page, 'home-ar')
    await page.goto(`/products/${product!.handle}`)
    await page.getByRole('button', { name: ar('catalogue.product.addToCart') }).click()
    await page
      .getByRole('status')
      .filter({ hasText: ar('catalogue.product.added', { title: product!.title }) })
      .waitFor()
    await shoot(page, 'product-ar')
    // The cart keeps the language, for the order's e-mails.
    const arabicCartId = await page.evaluate(() => localStorage.getItem('mercato_cart_id'))
    const { cart: arabicCart } = await api<{ cart: { context: { locale?: string } } }>(
      `/store/carts/${arabicCartId}`,
    )
    expect(arabicCart.context.locale).toBe('ar')
    await page.getByRole('link', { name: ar('common.header.cartLabel', { count: 1 }) }).click()
    await page.getByRole('heading', { level: 1, name: ar('common.pageTitle.cart') }).waitFor()
    expect(await page.title()).toContain(ar('common.pageTitle.cart'))
    await shoot(page, 'cart-ar')
    await page.getByRole('link', { name: ar('cart.goToCheckout') }).click()
    await page.getByRole('heading', { name: ar('checkout.address.title') }).waitFor()
    await shoot(page, 'checkout-ar')

    // A link with `?lng=` chooses too, for the pages after it.
    await page.goto('/?lng=en')
    await page
      .getByRole('heading', { level: 1, name: storefrontWords('en')('catalogue.home.heading') })
      .waitFor()
    await page.goto('/cart')
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor()
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr')
    expect(errors).toEqual([])
    await context.close()
  })

  it('a product without a price in the region cannot be bought there, on its page and in listings', async () => {
    const { sales_channels } = await api<{ sales_channels: { id: string }[] }>('/admin/sales-channels', {
      headers: admin,
    })
    const title = `Alpine Scarf ${Date.now()}`
    const { product } = await api<{ product: { handle: string } }>('/admin/products', {
      method: 'POST',
      headers: admin,
      body: {
        title,
        status: 'published',
        sales_channels: sales_channels.map((c) => ({ id: c.id })),
        options: [{ title: 'Size' }],
        variants: [
          {
            title: 'One size',
            inventory_quantity: 5,
            manage_inventory: true,
            prices: [{ currency_code: 'eur', amount: 3900 }],
            options: [{ value: 'One size' }],
          },
        ],
      },
    })
    // Sold in euros only: the US region has no price for it.
    const { products } = await api<{ products: PricedProduct[] }>(
      `/store/products?handle=${product.handle}&region_id=${region.id}`,
    )
    expect(products[0]!.variants[0]!.calculated_price ?? null).toBeNull()

    const { page, context } = await e.newPage()
    await page.goto(`/products/${product.handle}`)
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    await page.getByTestId('price').getByText('Price unavailable').waitFor()
    const notice = page.getByTestId('availability')
    expect(await notice.textContent()).toBe(
      `Not available in ${region.name}: this product cannot be bought there. To buy it, choose another country to ship to at the top of the page.`,
    )
    const add = page.getByRole('button', { name: 'Add to cart' })
    expect(await add.isDisabled()).toBe(true)
    await shoot(page, 'product-not-available')
    expect(await page.evaluate(() => localStorage.getItem('mercato_cart_id'))).toBeNull()

    // Its card in the listings says the same, instead of an empty price.
    await page.goto(`/search?q=${encodeURIComponent(title)}`)
    const card = page.getByRole('link', { name: title })
    await card.getByText('Not available in your region').waitFor()
    // The home page, a shop window, leaves it out.
    await page.goto('/')
    const arrivals = page.getByRole('region', { name: 'New arrivals' })
    await arrivals.getByRole('listitem').first().waitFor()
    expect(await arrivals.getByRole('link', { name: title }).count()).toBe(0)
    await shoot(page, 'home-not-available')

    // Shipping to France, where it has a price, it can be bought.
    await page.goto(`/products/${product.handle}`)
    await page.getByLabel('Ship to').selectOption('fr')
    const europe = (await api<{ regions: Region[] }>('/store/regions')).regions.find((r) =>
      r.countries.some((c) => c.iso_2 === 'fr'),
    )!
    const inEurope = await api<{ products: PricedProduct[] }>(
      `/store/products?handle=${product.handle}&region_id=${europe.id}`,
    )
    const euros = formatMoney(shownAmount(inEurope.products[0]!.variants[0]!, europe), 'eur')
    await page.getByTestId('price').getByText(euros).waitFor()
    expect(await add.isDisabled()).toBe(false)
    expect(await page.getByTestId('availability').count()).toBe(0)
    await add.click()
    await page
      .getByRole('status')
      .filter({ hasText: `Added ${title}` })
      .waitFor()
    await context.close()
  }, 120_000)

  it('home and listing pages hydrate from their own chunks, with no errors', async () => {
    const { page, context } = await e.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text())
    })
    const homeChunk = page.waitForResponse((r) => /\/assets\/home-[\w-]+\.js$/.test(r.url()))
    await page.goto('/')
    expect((await homeChunk).status()).toBe(200)
    await page.getByRole('heading', { name: 'New arrivals' }).waitFor()
    const { collections } = await api<{ collections: { title: string }[] }>('/store/collections')
    const listingChunk = page.waitForResponse((r) => /\/assets\/listing-[\w-]+\.js$/.test(r.url()))
    await page.getByRole('main').getByRole('link', { name: collections[0]!.title }).first().click()
    expect((await listingChunk).status()).toBe(200)
    await page.getByRole('heading', { level: 1, name: collections[0]!.title }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  }, 60_000)
})
