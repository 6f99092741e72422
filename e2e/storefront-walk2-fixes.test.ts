import type { PricedProduct } from '@mercato/client'
import { join } from 'node:path'
import { formatMoney } from '@mercato/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import { SCREENSHOTS } from './harness'
import {
  DISCOUNT_CODE,
  type Shop,
  homeProductInStock,
  registerShopper,
  shoot,
  startShop,
  storefrontWords,
} from './storefront-shop'

// Found by a third walk-through: a second code pushed the first off the cart, an override price list
// read as a reduction, and a gift card's denominations showed without their currency.

let shop: Shop
beforeAll(async () => {
  if (hasChromium) shop = await startShop()
})
afterAll(() => shop?.e.close())

const languages = ['en', 'ar'] as const

async function createDiscount(code: string, rule: Record<string, unknown>) {
  await shop.api('/admin/discounts', {
    method: 'POST',
    headers: shop.admin,
    body: { code, rule: { allocation: 'total', ...rule }, regions: [shop.region.id] },
  })
}

describe.skipIf(!hasChromium)('storefront fixes from the third walk-through', () => {
  it('keeps a code on the cart when a free-shipping code joins it, and says which code a second one replaced', async () => {
    await createDiscount('FREESHIP', { type: 'free_shipping', value: 0 })
    await createDiscount('SHOP20', { type: 'percentage', value: 20 })
    const product = await homeProductInStock(shop.api, shop.region)
    for (const locale of languages) {
      const t = storefrontWords(locale)
      const { page, context } = await shop.e.newPage({ locale })
      await page.goto(`/products/${product.handle}`)
      await page.getByRole('button', { name: t('catalogue.product.addToCart') }).click()
      await page.getByRole('link', { name: t('cart.goToCheckout') }).click()
      const apply = async (code: string) => {
        await page.getByLabel(t('checkout.discount.label')).fill(code)
        await page.getByRole('button', { name: t('checkout.discount.apply') }).click()
      }
      const applied = (code: string) => page.getByText(t('checkout.discount.codeApplied', { code }))
      await apply(DISCOUNT_CODE)
      await applied(DISCOUNT_CODE).waitFor()
      await apply('freeship')
      await applied('FREESHIP').waitFor()
      expect(await applied(DISCOUNT_CODE).count()).toBe(1)
      await shoot(page, `walk2-two-codes-${locale}`)

      // The cart takes one other code: the new one replaces the first, and the shopper is told.
      await apply('SHOP20')
      await page
        .getByRole('status')
        .filter({
          hasText: t('checkout.discount.codeReplaced', { code: 'SHOP20', replaced: DISCOUNT_CODE }),
        })
        .waitFor()
      await applied('SHOP20').waitFor()
      expect(await applied(DISCOUNT_CODE).count()).toBe(0)
      expect(await applied('FREESHIP').count()).toBe(1)
      await shoot(page, `walk2-code-replaced-${locale}`)

      const cartId = await page.evaluate(() => localStorage.getItem('mercato_cart_id'))
      const { cart } = await shop.api<{ cart: { discounts: { code: string }[] } }>(`/store/carts/${cartId}`)
      expect(cart.discounts.map((d) => d.code).sort()).toEqual(['FREESHIP', 'SHOP20'])
      await context.close()
    }
  }, 120_000)

  it('shows an override price list’s price alone, without a crossed-out original', async () => {
    const { api, admin, region } = shop
    const product = await homeProductInStock(api, region)
    const original = product.variants[0]!.calculated_price!
    const override = Math.round(original * 0.8)
    await api('/admin/price-lists', {
      method: 'POST',
      headers: admin,
      body: {
        name: 'Everyday prices',
        description: 'Set prices',
        type: 'override',
        status: 'active',
        prices: product.variants.map((v) => ({
          variant_id: v.id,
          currency_code: region.currency_code,
          amount: override,
        })),
      },
    })
    const { products } = await api<{ products: PricedProduct[] }>(
      `/store/products?handle=${product.handle}&region_id=${region.id}`,
    )
    expect(products[0]!.variants[0]).toMatchObject({
      calculated_price: override,
      calculated_price_type: 'override',
      original_price: original,
    })
    for (const locale of languages) {
      const { page, context } = await shop.e.newPage({ locale })
      await page.goto(`/products/${product.handle}`)
      await page.getByRole('heading', { level: 1, name: product.title }).waitFor()
      const price = page.getByTestId('price')
      expect(await price.textContent()).toBe(formatMoney(override, region.currency_code))
      expect(await price.locator('s').count()).toBe(0)
      await shoot(page, `walk2-override-price-${locale}`)
      await context.close()
    }
  }, 120_000)

  it('names a gift card’s denominations as money in the shopper’s currency', async () => {
    const { api, admin, region } = shop
    const amounts = [2500, 5000]
    await api('/admin/products', {
      method: 'POST',
      headers: admin,
      body: {
        title: 'Store Gift Card',
        handle: 'store-gift-card',
        is_giftcard: true,
        discountable: false,
        status: 'published',
        options: [{ title: 'Denomination' }],
        variants: amounts.map((amount) => ({
          title: (amount / 100).toFixed(2),
          prices: [{ currency_code: region.currency_code, amount }],
          options: [{ value: (amount / 100).toFixed(2) }],
          manage_inventory: false,
        })),
      },
    })
    for (const locale of languages) {
      const { page, context } = await shop.e.newPage({ locale })
      await page.goto('/products/store-gift-card')
      await page.getByRole('heading', { level: 1, name: 'Store Gift Card' }).waitFor()
      const group = page.getByRole('group', { name: 'Denomination' })
      const labels = await group.locator('label').allTextContents()
      expect(labels).toEqual(amounts.map((a) => formatMoney(a, region.currency_code)))
      await group.getByLabel(formatMoney(5000, region.currency_code)).check({ force: true })
      expect(await page.getByTestId('price').textContent()).toBe(formatMoney(5000, region.currency_code))
      await shoot(page, `walk2-gift-card-${locale}`)
      await context.close()
    }
  }, 120_000)

  it('words the state field by the address’s country, the same in the account as at checkout', async () => {
    const t = storefrontWords('en')
    const { page, context } = await shop.e.newPage()
    const who = {
      first: 'Léa',
      last: 'Martin',
      email: `lea-${Date.now()}@example.com`,
      password: 'lea-password-1',
    }
    await registerShopper(page, who)
    await page.getByRole('button', { name: t('account.addresses.add') }).click()
    const form = page.getByRole('form', { name: t('account.addresses.addTitle') })
    const country = form.locator('#checkout-country_code')
    const state = () => form.locator('label[for="checkout-province"]').textContent()
    // A US address needs its state; elsewhere the field is optional and says so, as checkout says it.
    await country.selectOption('us')
    expect(await state()).toBe(t('common.address.state'))
    await country.selectOption('fr')
    expect(await state()).toBe(t('common.address.provinceOptional'))

    const product = await homeProductInStock(shop.api, shop.region)
    await page.goto(`/products/${product.handle}`)
    await page.getByRole('button', { name: t('catalogue.product.addToCart') }).click()
    await page.getByRole('link', { name: t('cart.goToCheckout') }).click()
    const checkoutCountry = page.locator('#checkout-country_code')
    for (const [code, words] of [
      ['us', 'common.address.state'],
      ['fr', 'common.address.provinceOptional'],
    ] as const) {
      if ((await checkoutCountry.locator(`option[value="${code}"]`).count()) === 0) continue
      await checkoutCountry.selectOption(code)
      expect(await page.locator('label[for="checkout-province"]').textContent()).toBe(t(words))
    }
    await context.close()
  }, 120_000)

  it('lets a phone scroll the header’s collection links sideways, with a fade at the end edge', async () => {
    for (const locale of ['de', 'ar', 'en'] as const) {
      const t = storefrontWords(locale)
      const { page, context } = await shop.e.newPage({ locale })
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(`/?lng=${locale}`)
      const nav = page.getByRole('navigation', { name: t('common.header.collections') })
      const links = nav.getByRole('link')
      await links.first().waitFor()
      const box = await nav.evaluate((el) => ({
        overflows: el.scrollWidth > el.clientWidth,
        mask: getComputedStyle(el).maskImage || getComputedStyle(el).webkitMaskImage,
      }))
      // The links do not fit a phone: the end edge (the left one in Arabic) fades out.
      expect(box.overflows).toBe(true)
      expect(box.mask).toContain(locale === 'ar' ? 'to left' : 'to right')
      await page.screenshot({ path: join(SCREENSHOTS, `storefront-header-nav-${locale}-390-start.png`) })
      // Reached with Tab, the last link scrolls fully into view, clear of the fade.
      await page.keyboard.press('Tab')
      for (let i = 0; i < 20 && !(await links.last().evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab')
      expect(await links.last().evaluate((el) => el === document.activeElement)).toBe(true)
      await expect
        .poll(() =>
          links.last().evaluate((el) => {
            const link = el.getBoundingClientRect()
            const edge = el.closest('nav')!.getBoundingClientRect()
            const fade = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) * 2
            return document.dir === 'rtl'
              ? link.left >= edge.left + fade - 1
              : link.right <= edge.right - fade + 1
          }),
        )
        .toBe(true)
      await page.screenshot({ path: join(SCREENSHOTS, `storefront-header-nav-${locale}-390-end.png`) })
      await context.close()
    }
  }, 120_000)
})
