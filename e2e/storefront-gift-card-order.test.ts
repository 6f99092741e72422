import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import { type Shop, fillCheckoutAddress, shoot, startShop, storefrontWords } from './storefront-shop'

// A used-up gift card is refused at checkout, in the shopper's words; an order of gift cards alone
// says the cards go by e-mail instead of showing an address and "no delivery method".

let shop: Shop
beforeAll(async () => {
  if (hasChromium) shop = await startShop()
})
afterAll(() => shop?.e.close())

type Json = Record<string, any>

describe.skipIf(!hasChromium)('gift cards at checkout and on the confirmation', () => {
  it('refuses a used-up card, and confirms a gift-card-only order by e-mail', async () => {
    const { region } = shop
    const admin = <T = Json>(path: string, body?: unknown) =>
      shop.api<T>(path, { method: body ? 'POST' : 'GET', headers: shop.admin, body })
    await admin('/admin/products', {
      title: 'E-mail Gift Card',
      handle: 'email-gift-card',
      is_giftcard: true,
      discountable: false,
      status: 'published',
      options: [{ title: 'Denomination' }],
      variants: [
        {
          title: '25',
          manage_inventory: false,
          prices: [{ currency_code: region.currency_code, amount: 2500 }],
          options: [{ value: '25' }],
        },
      ],
    })
    const { gift_card: spent } = await admin<Json>('/admin/gift-cards', { region_id: region.id, value: 1000 })
    await shop.e.ctx.database.query('UPDATE gift_card SET balance = 0 WHERE id = $1', [spent.id])

    const en = storefrontWords('en')
    const email = 'gift.sender@example.com'
    const { page, context } = await shop.e.newPage()
    await page.goto('/products/email-gift-card')
    await page.getByRole('heading', { level: 1, name: 'E-mail Gift Card' }).waitFor()
    await page.getByLabel('Quantity').fill('2')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('link', { name: 'Cart, 2 items' }).click()
    await page.getByRole('link', { name: 'Go to checkout' }).click()
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('First name').fill('Gil')
    await page.getByLabel('Last name').fill('Sender')
    await page.getByLabel('Address', { exact: true }).fill('2 Card Lane')
    await page.getByLabel('City').fill('Springfield')
    await page.getByLabel('State', { exact: true }).selectOption('IL')
    await page.getByLabel('Postal code').fill('12345')
    await page.getByRole('button', { name: 'Continue to delivery' }).click()
    await page.getByRole('heading', { name: '3. Payment' }).waitFor()

    await page.getByLabel(en('checkout.discount.label')).fill(spent.code)
    await page.getByRole('button', { name: en('checkout.discount.apply') }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: en('common.errors.giftCardNoBalance') })
      .waitFor()
    expect(await page.getByText(en('checkout.discount.giftCardApplied', { code: spent.code })).count()).toBe(
      0,
    )
    await shoot(page, 'gift-card-used-up-en')

    await page.getByRole('button', { name: 'Place order' }).click()
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor()
    const orderId = page.url().split('/').pop()!
    const { order } = await admin<Json>(`/admin/orders/${orderId}`)
    expect(order.items.map((i: Json) => [i.is_giftcard, i.quantity])).toEqual([[true, 2]])
    expect(order.gift_card_total).toBe(0)
    await page.getByText(en('checkout.confirmation.giftCardsByEmail', { email })).waitFor()
    expect(await page.getByText(en('checkout.confirmation.noDeliveryMethod')).count()).toBe(0)
    expect(await page.getByRole('heading', { name: en('checkout.confirmation.shippingTo') }).count()).toBe(0)
    await shoot(page, 'gift-card-order-confirmed-en')
    await context.close()

    // The same confirmation in Arabic, and an order with other goods still shows its delivery.
    const ar = storefrontWords('ar')
    const arabic = await shop.e.newPage({ locale: 'ar' })
    await arabic.page.goto(`/order/confirmed/${orderId}`)
    await arabic.page.getByText(ar('checkout.confirmation.giftCardsByEmail', { email })).waitFor()
    expect(await arabic.page.getByText(ar('checkout.confirmation.noDeliveryMethod')).count()).toBe(0)
    await shoot(arabic.page, 'gift-card-order-confirmed-ar')
    await arabic.context.close()
  }, 180_000)

  it('keeps the address and delivery on the confirmation of an order with other goods', async () => {
    const [product] = (await shop.homeProducts()).filter((p) =>
      p.variants.some((v) => v.inventory_quantity > 0),
    )
    const en = storefrontWords('en')
    const { page, context } = await shop.e.newPage()
    await page.goto('/products/email-gift-card')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor()
    await page.goto(`/products/${product!.handle}`)
    await page.getByRole('heading', { level: 1, name: product!.title }).waitFor()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('link', { name: 'Cart, 2 items' }).click()
    await page.getByRole('link', { name: 'Go to checkout' }).click()
    await fillCheckoutAddress(
      page,
      { first: 'Mia', last: 'Mixed', street: '3 Market Street' },
      'mia@example.com',
    )
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor()
    await page.getByRole('heading', { name: en('checkout.confirmation.shippingTo') }).waitFor()
    await page.getByText(/Standard Shipping/).waitFor()
    expect(
      await page.getByText(en('checkout.confirmation.giftCardByEmail', { email: 'mia@example.com' })).count(),
    ).toBe(0)
    await context.close()
  }, 180_000)
})
