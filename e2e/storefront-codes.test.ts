import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import { type Shop, addToCartAndCheckout, shoot, startShop, storefrontWords } from './storefront-shop'

// Discount codes at checkout, as the shopper is told of them: a minimum the cart does not meet, a code
// lost when the cart falls below it, and a code that nothing in the cart qualifies for.

let shop: Shop

beforeAll(async () => {
  if (!hasChromium) return
  shop = await startShop()
})
afterAll(() => shop?.e.close())

describe.skipIf(!hasChromium)('storefront discount codes', () => {
  it('says when an applied code takes nothing off because no item in the cart qualifies', async () => {
    const { api, admin, region, e } = shop
    const products = await shop.homeProducts()
    const inCart = products.find((p) => p.variants[0]!.inventory_quantity > 1)!
    const other = products.find((p) => p.id !== inCart.id)!
    await api('/admin/discounts', {
      method: 'POST',
      headers: admin,
      body: {
        code: 'ONLYOTHER',
        rule: {
          type: 'percentage',
          value: 10,
          allocation: 'item',
          conditions: [{ operator: 'in', products: [other.id] }],
        },
        regions: [region.id],
      },
    })
    const { page, context } = await e.newPage()
    await addToCartAndCheckout(page, inCart)
    const t = storefrontWords('en')
    await page.getByLabel(t('checkout.discount.label')).fill('ONLYOTHER')
    await page.getByRole('button', { name: t('checkout.discount.apply') }).click()
    await page.getByText(t('checkout.discount.codeNoEffect', { code: 'ONLYOTHER' })).waitFor()
    expect(await page.getByText(t('checkout.discount.codeApplied', { code: 'ONLYOTHER' })).count()).toBe(0)
    await context.close()
  })

  it("tells the shopper a code's minimum, and that the cart lost the code when it fell below it", async () => {
    const { api, admin, region, e } = shop
    await api('/admin/discounts', {
      method: 'POST',
      headers: admin,
      body: {
        code: 'TWOMORE',
        rule: {
          type: 'percentage',
          value: 10,
          allocation: 'total',
          metadata: { requirement: { type: 'quantity', quantity: 2 } },
        },
        regions: [region.id],
      },
    })
    // The cart page offers as many as the first variant has in stock.
    const product = (await shop.homeProducts()).find((p) => p.variants[0]!.inventory_quantity > 2)!
    const { page, context } = await e.newPage()
    await addToCartAndCheckout(page, product)
    const t = storefrontWords('en')
    const apply = async () => {
      await page.getByLabel(t('checkout.discount.label')).fill('twomore')
      await page.getByRole('button', { name: t('checkout.discount.apply') }).click()
    }
    await apply()
    await page
      .getByRole('alert')
      .filter({ hasText: 'This code needs at least 2 items in your cart.' })
      .waitFor()

    await page.goto('/cart')
    const quantity = page.getByLabel(t('cart.quantityFor', { title: product.title }))
    await quantity.selectOption('2')
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor()
    await page.goto('/checkout')
    await apply()
    await page.getByText(t('checkout.discount.codeApplied', { code: 'TWOMORE' })).waitFor()

    await page.goto('/cart')
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor()
    await quantity.selectOption('1')
    await page
      .getByRole('status')
      .filter({ hasText: t('cart.codeDropped', { code: 'TWOMORE' }) })
      .waitFor()
    await shoot(page, 'cart-code-dropped')
    const cartId = await page.evaluate(() => localStorage.getItem('mercato_cart_id'))
    expect(cartId).toBeTruthy()
    const { cart } = await api<{ cart: { discounts: unknown[]; discount_total: number } }>(
      `/store/carts/${cartId}`,
    )
    expect(cart.discounts).toEqual([])
    expect(cart.discount_total).toBe(0)
    await context.close()
  }, 120_000)
})
