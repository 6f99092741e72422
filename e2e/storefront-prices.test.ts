import type { PricedProduct } from '@mercato/client'
import { formatMoney } from '@mercato/domain'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import {
  type Shop,
  addToCartAndCheckout,
  fillCheckoutAddress,
  homeProductInStock,
  shoot,
  startShop,
  storefrontWords,
  totalsShown,
} from './storefront-shop'

// Prices and totals as the shopper sees them: a customer group's price list in the catalogue, and
// order summaries whose lines add up to the total, gift card and its tax cover included.

let shop: Shop
/** Major units, as the pages show them. */
const major = (minor: number) => minor / 100

beforeAll(async () => {
  if (!hasChromium) return
  shop = await startShop()
})
afterAll(() => shop?.e.close())

describe.skipIf(!hasChromium)('storefront prices and totals', () => {
  it('shows a customer group’s sale price to its members, on the server and after signing in or out', async () => {
    const { api, admin, region, publishableKey, e } = shop
    const product = await homeProductInStock(api, region)
    const variant = product.variants.find((v) => v.inventory_quantity > 1)!
    const list = variant.calculated_price!
    const vip = Math.round(list * 0.7)
    const email = `vera-${Date.now()}@example.com`
    const { customer } = await api<{ customer: { id: string } }>('/store/customers', {
      method: 'POST',
      headers: { 'x-publishable-api-key': publishableKey, 'content-type': 'application/json' },
      body: { first_name: 'Vera', last_name: 'Vip', email, password: 'vera-password-1' },
    })
    const { customer_group: group } = await api<{ customer_group: { id: string } }>(
      '/admin/customer-groups',
      {
        method: 'POST',
        headers: admin,
        body: { name: 'VIP' },
      },
    )
    await api(`/admin/customer-groups/${group.id}/customers/batch`, {
      method: 'POST',
      headers: admin,
      body: { customer_ids: [{ id: customer.id }] },
    })
    await api('/admin/price-lists', {
      method: 'POST',
      headers: admin,
      body: {
        name: 'VIP prices',
        description: 'For our best customers',
        type: 'sale',
        status: 'active',
        customer_groups: [{ id: group.id }],
        prices: product.variants.map((v) => ({
          variant_id: v.id,
          currency_code: region.currency_code,
          amount: vip,
        })),
      },
    })
    const price = (page: Page) => page.getByTestId('price').textContent()
    const listText = formatMoney(list, region.currency_code)
    const vipText = formatMoney(vip, region.currency_code)

    const { page, context } = await e.newPage()
    await page.goto(`/products/${product.handle}`)
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor()
    expect(await price(page)).toBe(listText)

    // Signing in re-prices the catalogue without a reload.
    await page.getByRole('link', { name: 'Account' }).click()
    const signIn = page.getByRole('region', { name: 'Sign in' })
    await signIn.getByLabel('Email').fill(email)
    await signIn.getByLabel('Password').fill('vera-password-1')
    await signIn.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Hello, Vera' }).waitFor()
    await page.goBack()
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor()
    await expect.poll(() => price(page)).toBe(`${vipText}Was ${listText}`)

    // The server renders the member's price too (the session cookie goes to the in-process API).
    const html = await (await context.request.get(`/products/${product.handle}`)).text()
    expect(html).toContain(vipText)
    expect(html).toMatch(new RegExp(`<s[^>]*>.*${listText.replace(/[$.]/g, '\\$&')}`))
    await page.reload()
    expect(await price(page)).toBe(`${vipText}Was ${listText}`)
    const word = product.title.split(' ')[0]!
    await page.goto(`/search?q=${encodeURIComponent(word)}`)
    const card = page.getByRole('link', { name: new RegExp(product.title) }).first()
    await expect.poll(() => card.textContent()).toContain(vipText)
    await page.goto(`/products/${product.handle}`)
    await shoot(page, 'product-group-price')

    // Signing out goes back to the guest price.
    await page.getByRole('link', { name: 'Account' }).click()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    await page.goBack()
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor()
    await expect.poll(() => price(page)).toBe(listText)
    // The guest's server render shows the list price.
    expect(await (await fetch(`${e.baseUrl}/products/${product.handle}`)).text()).not.toContain(vipText)
    await context.close()
  }, 150_000)

  it('a checkout with a gift card: summary lines add up, the confirmation breaks them down, the state is stored', async () => {
    const { api, admin, region, e } = shop
    // A taxed region whose gift cards carry tax, so part of the tax is covered by the card.
    await api(`/admin/regions/${region.id}`, {
      method: 'POST',
      headers: admin,
      body: { tax_rate: 8, gift_cards_taxable: true },
    })
    const { gift_card: card } = await api<{ gift_card: { code: string } }>('/admin/gift-cards', {
      method: 'POST',
      headers: admin,
      body: { value: 1000, region_id: region.id },
    })
    const product: PricedProduct = await homeProductInStock(api, region)
    const { page, context } = await e.newPage()
    await addToCartAndCheckout(page, product, 2)
    await page.getByLabel('Company (optional)').fill('Acme Goods')
    await page.getByLabel('Apartment, suite (optional)').fill('Suite 4')
    // A US address needs its state: the form does not go on without one.
    const state = page.getByLabel('State', { exact: true })
    expect(await state.evaluate((el) => (el as HTMLInputElement).required)).toBe(true)
    // Springfield, IL 12345.
    await fillCheckoutAddress(
      page,
      { first: 'Gil', last: 'Giftcard', street: '4 Market Street' },
      'gil@example.com',
    )
    await page.getByLabel('Discount code or gift card').fill(card.code)
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByText(`Gift card ${card.code} applied`).waitFor()
    const summary = page.getByRole('complementary', { name: 'Order summary' })
    await summary.getByText('Gift card', { exact: true }).waitFor()

    const cartId = (await page.evaluate(() => localStorage.getItem('mercato_cart_id')))!
    const { cart } = await api<{
      cart: { total: number; tax_total: number; gift_card_total: number; gift_card_tax_total: number }
    }>(`/store/carts/${cartId}`)
    expect(cart.gift_card_tax_total).toBeGreaterThan(0)
    const shown = await totalsShown(summary)
    const sum = shown.lines.reduce((n, [, v]) => n + v, 0)
    expect(Math.round(sum * 100)).toBe(Math.round(shown.total * 100))
    expect(shown.total).toBe(major(cart.total))
    expect(Object.fromEntries(shown.lines)).toMatchObject({
      'Gift card': -major(cart.gift_card_total),
      Taxes: major(cart.tax_total - cart.gift_card_tax_total),
    })
    await shoot(page, 'checkout-gift-card')

    await page.getByRole('button', { name: 'Place order' }).click()
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor()
    const orderId = page.url().split('/').pop()!
    const confirmation = page.getByRole('region', { name: 'Thank you for your order!' })
    const confirmed = await totalsShown(confirmation)
    expect(confirmed.lines.map(([label]) => label)).toEqual(['Subtotal', 'Gift card', 'Shipping', 'Taxes'])
    const confirmedSum = confirmed.lines.reduce((n, [, v]) => n + v, 0)
    expect(Math.round(confirmedSum * 100)).toBe(Math.round(confirmed.total * 100))
    const address = confirmation.getByRole('region', { name: 'Shipping to' })
    expect(await address.locator('address span').allTextContents()).toEqual([
      'Gil Giftcard',
      'Acme Goods',
      '4 Market Street',
      'Suite 4',
      'Springfield, IL 12345',
      'United States',
    ])
    await confirmation.getByRole('region', { name: 'Delivery' }).getByText('Standard Shipping').waitFor()
    await shoot(page, 'confirmation-breakdown')

    const { order } = await api<{
      order: {
        total: number
        shipping_address: { province: string; company: string; address_2: string; city: string }
      }
    }>(`/admin/orders/${orderId}`, { headers: admin })
    expect(order.shipping_address).toMatchObject({
      province: 'IL',
      company: 'Acme Goods',
      address_2: 'Suite 4',
      city: 'Springfield',
    })
    expect(confirmed.total).toBe(major(order.total))
    await context.close()
  }, 150_000)

  it('pays part of an order with a gift card and bills a different address', async () => {
    const { gift_card: card } = await shop.api<{ gift_card: { id: string; code: string } }>(
      '/admin/gift-cards',
      {
        method: 'POST',
        headers: shop.admin,
        body: { value: 500, region_id: shop.region.id },
      },
    )
    const product = await homeProductInStock(shop.api, shop.region)
    const { page, context } = await shop.e.newPage()
    await addToCartAndCheckout(page, product)
    await page.getByLabel('Email').fill('gina@example.com')
    await page.getByLabel('First name').fill('Gina')
    await page.getByLabel('Last name').fill('Gift')
    await page.getByLabel('Address', { exact: true }).fill('3 Market Street')
    await page.getByLabel('City').fill('Springfield')
    await page.getByLabel('State', { exact: true }).selectOption('IL')
    await page.getByLabel('Postal code').fill('12345')
    await page.getByLabel('Billing address same as shipping').uncheck()
    await page.getByLabel('Billing first name').fill('Gina')
    await page.getByLabel('Billing last name').fill('Payer')
    await page.getByLabel('Billing street address').fill('9 Office Park')
    await page.getByLabel('Billing city').fill('Shelbyville')
    await page.getByLabel('Billing state', { exact: true }).selectOption('IL')
    await page.getByLabel('Billing postal code').fill('54321')
    await page.getByRole('button', { name: 'Continue to delivery' }).click()
    await page.getByRole('radio', { name: /Standard Shipping/ }).check()
    await page.getByRole('heading', { name: '3. Payment' }).waitFor()

    await page.getByLabel('Discount code or gift card').fill(card.code)
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByText(`Gift card ${card.code} applied`).waitFor()
    await page.getByText('Gift card', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor()
    const orderId = page.url().split('/').pop()!

    const { order } = await shop.api<{
      order: {
        gift_cards: { code: string }[]
        gift_card_total: number
        shipping_address: { address_1: string; last_name: string }
        billing_address: { address_1: string; city: string; postal_code: string; last_name: string }
      }
    }>(`/admin/orders/${orderId}`, { headers: shop.admin })
    expect(order.gift_cards.map((g) => g.code)).toEqual([card.code])
    expect(order.gift_card_total).toBe(500)
    expect(order.shipping_address).toMatchObject({ address_1: '3 Market Street', last_name: 'Gift' })
    expect(order.billing_address).toMatchObject({
      address_1: '9 Office Park',
      city: 'Shelbyville',
      postal_code: '54321',
      last_name: 'Payer',
    })
    const { gift_card } = await shop.api<{ gift_card: { balance: number } }>(`/admin/gift-cards/${card.id}`, {
      headers: shop.admin,
    })
    expect(gift_card.balance).toBe(0)

    // The shop's gift card page: what is left on a card, by its code typed in any case.
    const money = (amount: number) => formatMoney(amount, shop.region.currency_code)
    const check = async (code: string, lng = 'en') => {
      const t = storefrontWords(lng)
      await page.goto(`/gift-card?lng=${lng}`)
      await page.getByLabel(t('giftCard.code')).fill(code)
      await page.getByRole('button', { name: t('giftCard.check') }).click()
      return t
    }
    await check(card.code.toLowerCase())
    const balance = page.getByRole('region', { name: `Gift card ${card.code}` })
    await balance.getByText(money(0), { exact: true }).waitFor()
    await balance.getByText(`left of ${money(500)}`).waitFor()
    await balance.getByText('This gift card has been used up.').waitFor()
    await shoot(page, 'gift-card')
    await check('NOT-A-REAL-CODE')
    await page
      .getByRole('alert')
      .filter({ hasText: 'We could not find a gift card with this code' })
      .waitFor()
    const ar = await check(card.code, 'ar')
    await page.getByRole('region', { name: ar('giftCard.balanceTitle', { code: card.code }) }).waitFor()
    await shoot(page, 'gift-card-ar')
    await page.goto('/?lng=en')
    await context.close()
  }, 120_000)

  it('shows a VAT cart at the prices shown, and a gift card that pays it all leaves nothing below zero', async () => {
    const { api, admin, e, publishableKey } = shop
    const json = { 'x-publishable-api-key': publishableKey, 'content-type': 'application/json' }
    const { regions } = await api<{ regions: { id: string; name: string; includes_tax: boolean }[] }>(
      '/store/regions',
    )
    const europe = regions.find((r) => r.includes_tax)!
    const { products } = await api<{ products: PricedProduct[] }>(
      `/store/products?region_id=${europe.id}&limit=20`,
    )
    // A product priced for the region, so its price includes VAT.
    const inclusive = (v: PricedProduct['variants'][number]) =>
      v.inventory_quantity > 2 && v.calculated_price_includes_tax === true
    const product = products.find((p) => p.variants.some(inclusive))!
    const variant = product.variants.find(inclusive)!
    const { cart } = await api<{ cart: { id: string } }>('/store/carts', {
      method: 'POST',
      headers: json,
      body: { region_id: europe.id, country_code: 'fr' },
    })
    await api(`/store/carts/${cart.id}/line-items`, {
      method: 'POST',
      headers: json,
      body: { variant_id: variant.id, quantity: 2 },
    })
    const { page, context } = await e.newPage()
    await page.goto('/')
    await page.evaluate((id) => localStorage.setItem('mercato_cart_id', id), cart.id)
    await page.goto('/cart')
    const summary = page.getByRole('complementary', { name: 'Summary' })
    await summary.getByText('Including taxes').waitFor()
    const { cart: priced } = await api<{
      cart: { total: number; tax_total: number; items: { unit_price: number; subtotal: number }[] }
    }>(`/store/carts/${cart.id}`)
    const gross = priced.items[0]!.unit_price * 2
    // The line and the subtotal are the price on the product page times two, not the price without VAT.
    const lineAmount = formatMoney(gross, 'eur', 'en-US')
    await page.getByRole('listitem').filter({ hasText: product.title }).getByText(lineAmount).waitFor()
    let shown = await totalsShown(summary)
    expect(shown.lines).toEqual([['Subtotal', major(gross)]])
    expect(shown.total).toBe(major(priced.total))
    expect(priced.total).toBe(gross)

    // A gift card worth more than the cart: it pays all, tax included, and the total is zero.
    const { gift_card: card } = await api<{ gift_card: { code: string } }>('/admin/gift-cards', {
      method: 'POST',
      headers: admin,
      body: { value: gross * 2, region_id: europe.id },
    })
    await api(`/store/carts/${cart.id}`, {
      method: 'POST',
      headers: json,
      body: { gift_cards: [{ code: card.code }] },
    })
    await page.reload()
    await summary.getByText('Gift card', { exact: true }).waitFor()
    shown = await totalsShown(summary)
    expect(shown.lines).toEqual([
      ['Subtotal', major(gross)],
      ['Gift card', -major(gross)],
    ])
    expect(shown.total).toBe(0)
    const { cart: covered } = await api<{ cart: { total: number } }>(`/store/carts/${cart.id}`)
    expect(covered.total).toBe(0)
    await shoot(page, 'cart-vat-gift-card')
    // The card paid the tax inside the prices too: no "including taxes" line of zero under the total.
    expect(await summary.getByText('Including taxes').count()).toBe(0)
    await page.getByLabel('Language').selectOption('ar')
    await page.getByText(storefrontWords('ar')('common.totals.giftCard'), { exact: true }).waitFor()
    await shoot(page, 'cart-vat-gift-card-ar')

    // The card's own page says what its balance buys, with the tax it pays too.
    await page.goto('/gift-card?lng=en')
    const t = storefrontWords('en')
    await page.getByLabel(t('giftCard.code')).fill(card.code)
    await page.getByRole('button', { name: t('giftCard.check') }).click()
    const value = gross * 2
    const buys = formatMoney(value + Math.round(value * 0.2), 'eur', 'en-US')
    await page.getByText(t('giftCard.buysUpTo', { amount: buys })).waitFor()
    await context.close()
  })
})
