import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import {
  type Shop,
  homeProductInStock,
  registerShopper,
  shoot,
  startShop,
  storefrontWords,
} from './storefront-shop'

// Keyboard focus stays where the shopper is after each action, and Latin text typed on a
// right-to-left page keeps its order.

let shop: Shop
beforeAll(async () => {
  if (hasChromium) shop = await startShop()
})
afterAll(() => shop?.e.close())

const activeElement = (page: import('playwright-core').Page) =>
  page.evaluate(() => ({
    id: document.activeElement?.id ?? '',
    tag: document.activeElement?.tagName ?? '',
    text: (document.activeElement?.textContent ?? '').slice(0, 80),
  }))

describe.skipIf(!hasChromium)('storefront keyboard focus', () => {
  it('keeps the focus on Add to cart, then moves it to the delivery step; fields keep Latin order', async () => {
    const product = await homeProductInStock(shop.api, shop.region)
    for (const locale of ['en', 'ar'] as const) {
      const t = storefrontWords(locale)
      const { page, context } = await shop.e.newPage({ locale })
      await page.goto(`/products/${product.handle}`)
      const add = page.getByRole('button', { name: t('catalogue.product.addToCart') })
      await add.focus()
      await page.keyboard.press('Enter')
      await page
        .getByRole('status')
        .filter({ hasText: t('catalogue.product.added', { title: product.title }) })
        .waitFor()
      expect((await activeElement(page)).text).toBe(t('catalogue.product.addToCart'))
      await page.getByRole('link', { name: t('cart.goToCheckout') }).click()

      const field = (key: string) => page.getByLabel(t(`checkout.address.field.${key}`), { exact: true })
      await page.getByLabel(t('checkout.address.email')).fill(`focus-${locale}@example.com`)
      await field('firstName').fill('Layla')
      await field('lastName').fill('Haddad')
      await field('address1').fill('100 Main St')
      await field('city').fill('Austin')
      // A US state is picked from the list by name, and its code is what the form sends.
      await field('country').selectOption('us')
      const state = page.getByLabel(t('common.address.state'), { exact: true })
      expect(await state.evaluate((el) => el.tagName)).toBe('SELECT')
      await state.selectOption({ label: 'Texas' })
      expect(await state.inputValue()).toBe('TX')
      await field('postalCode').fill('78701')
      await shoot(page, `focus-state-list-${locale}`)
      expect(await field('address1').getAttribute('dir')).toBe('auto')
      expect(await page.getByLabel(t('checkout.address.email')).getAttribute('dir')).toBe('ltr')
      await page.getByRole('button', { name: t('checkout.address.continue') }).press('Enter')
      await page.getByRole('heading', { name: t('checkout.delivery.title') }).waitFor()
      await expect.poll(async () => (await activeElement(page)).id).toBe('delivery-heading')
      await shoot(page, `focus-delivery-${locale}`)

      // The confirmation keeps the e-mail whole and left to right inside its sentence.
      await page.getByRole('radio', { name: /Standard Shipping/ }).check()
      await page.getByRole('button', { name: t('checkout.payment.submit') }).click()
      await page.getByRole('heading', { name: t('checkout.confirmation.title') }).waitFor()
      const email = page.locator('bdi', { hasText: `focus-${locale}@example.com` }).first()
      expect(await email.getAttribute('dir')).toBe('ltr')
      await shoot(page, `focus-confirmation-${locale}`)
      await context.close()
    }
  }, 120_000)

  it('moves the focus to the add button once an address is deleted', async () => {
    const t = storefrontWords('en')
    const { page, context } = await shop.e.newPage()
    await registerShopper(page, {
      first: 'Nour',
      last: 'Saleh',
      email: 'focus-book@example.com',
      password: 'secret-pass',
    })
    await page.getByRole('button', { name: t('account.addresses.add') }).click()
    const field = (key: string) => page.getByLabel(t(`checkout.address.field.${key}`), { exact: true })
    await field('address1').fill('100 Main St')
    await field('city').fill('Austin')
    await page.locator('#checkout-province').selectOption('TX')
    await field('postalCode').fill('78701')
    await page.getByRole('button', { name: t('account.addresses.save') }).click()
    await page
      .getByRole('status')
      .filter({ hasText: t('account.addresses.added') })
      .waitFor()
    // "Delete this address?" is answered yes.
    await page.evaluate(() => {
      window.confirm = () => true
    })
    await page
      .getByRole('button', { name: t('account.addresses.deleteLabel', { address: '100 Main St' }) })
      .press('Enter')
    await page
      .getByRole('status')
      .filter({ hasText: t('account.addresses.deleted') })
      .waitFor()
    expect((await activeElement(page)).text).toBe(t('account.addresses.add'))
    await context.close()
  }, 60_000)

  it('says on the account’s order page that an order of gift cards alone goes by e-mail', async () => {
    await shop.api('/admin/products', {
      method: 'POST',
      headers: shop.admin,
      body: {
        title: 'Focus Gift Card',
        handle: 'focus-gift-card',
        is_giftcard: true,
        discountable: false,
        status: 'published',
        options: [{ title: 'Denomination' }],
        variants: [
          {
            title: '25',
            manage_inventory: false,
            prices: [{ currency_code: shop.region.currency_code, amount: 2500 }],
            options: [{ value: '25' }],
          },
        ],
      },
    })
    const t = storefrontWords('en')
    const email = 'focus-gift@example.com'
    const { page, context } = await shop.e.newPage()
    await registerShopper(page, { first: 'Gil', last: 'Sender', email, password: 'secret-pass' })
    await page.goto('/products/focus-gift-card')
    await page.getByRole('button', { name: t('catalogue.product.addToCart') }).click()
    await page.getByRole('link', { name: t('cart.goToCheckout') }).click()
    const field = (key: string) => page.getByLabel(t(`checkout.address.field.${key}`), { exact: true })
    await field('address1').fill('2 Card Lane')
    await field('city').fill('Austin')
    await page.locator('#checkout-province').selectOption('TX')
    await field('postalCode').fill('78701')
    await page.getByRole('button', { name: t('checkout.address.continue') }).click()
    await page.getByRole('button', { name: t('checkout.payment.submit') }).click()
    await page.getByRole('heading', { name: t('checkout.confirmation.title') }).waitFor()
    const orderId = page.url().split('/').pop()!
    await page.goto(`/account?order=${orderId}`)
    const delivery = page
      .locator('dd')
      .filter({ hasText: t('checkout.confirmation.giftCardByEmail', { email }) })
    await delivery.waitFor()
    expect(await delivery.locator('bdi').getAttribute('dir')).toBe('ltr')
    // Nothing ships and nothing is taken back: no shipments, no promise of a return later.
    await page.getByText(t('orders.detail.giftCardsNotReturned')).waitFor()
    expect(await page.getByRole('heading', { name: t('orders.detail.shipments') }).count()).toBe(0)
    expect(await page.getByText(t('orders.detail.nothingShipped')).count()).toBe(0)
    expect(await page.getByText(t('common.returnBlocker.notSent.long')).count()).toBe(0)
    expect(await page.getByRole('link', { name: t('orders.requestReturn') }).count()).toBe(0)
    await shoot(page, 'focus-gift-card-order')
    await context.close()
  }, 60_000)
})
