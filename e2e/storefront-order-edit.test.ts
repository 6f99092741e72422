import type { PricedProduct } from '@mercato/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import { type ApiCall, type Json, apiCaller } from './order-desk'
import { type Shop, shoot, startShop, storefrontWords } from './storefront-shop'

// After the sale: staff edit an order and ask the shopper to confirm it; the shopper opens the
// e-mail's link, sees what changes, pays the difference and accepts, or declines. And a cart of a
// gift card alone is bought: there is nothing to deliver.

const ar = storefrontWords('ar')

let shop: Shop
let call: ApiCall

const adminCall = (method: string, path: string, body?: unknown) => call(method, path, shop.admin, body)
const storeCall = (method: string, path: string, body?: unknown) =>
  call(method, path, { 'x-publishable-api-key': shop.publishableKey }, body)

/** A guest order of one unit of `product`, shipped to Springfield and paid manually. */
async function placeOrder(product: PricedProduct, email: string): Promise<Json> {
  const { cart } = await storeCall('POST', '/store/carts', { region_id: shop.region.id })
  await storeCall('POST', `/store/carts/${cart.id}/line-items`, {
    variant_id: product.variants[0]!.id,
    quantity: 1,
  })
  await storeCall('POST', `/store/carts/${cart.id}`, {
    email,
    shipping_address: {
      first_name: 'Robin',
      last_name: 'Edit',
      address_1: '9 Oak Street',
      city: 'Springfield',
      province: 'IL',
      country_code: 'us',
      postal_code: '12345',
    },
  })
  const { shipping_options } = await storeCall('GET', `/store/shipping-options/${cart.id}`)
  await storeCall('POST', `/store/carts/${cart.id}/shipping-methods`, { option_id: shipping_options[0].id })
  await storeCall('POST', `/store/carts/${cart.id}/payment-sessions`)
  await storeCall('POST', `/store/carts/${cart.id}/payment-session`, { provider_id: 'manual' })
  const { data: order } = await storeCall('POST', `/store/carts/${cart.id}/complete`)
  return order
}

/** Staff add one unit of `added` to the order and ask the shopper to confirm. */
async function requestEdit(order: Json, added: PricedProduct): Promise<Json> {
  const { order_edit: created } = await adminCall('POST', '/admin/order-edits', { order_id: order.id })
  await adminCall('POST', `/admin/order-edits/${created.id}/items`, {
    variant_id: added.variants[0]!.id,
    quantity: 1,
  })
  const { order_edit } = await adminCall('POST', `/admin/order-edits/${created.id}/request`)
  expect(order_edit.status).toBe('requested')
  return order_edit
}

/** The storefront path of the link the "order edit requested" e-mail carries. */
async function emailedPath(editId: string): Promise<string> {
  const { notifications } = await adminCall('GET', `/admin/notifications?resource_id=${editId}`)
  const mail = notifications.find((n: Json) => n.event_name === 'order-edit.requested')
  const link = new URL(mail.data.link)
  expect(link.pathname).toBe(`/order-edits/${editId}`)
  return link.pathname
}

beforeAll(async () => {
  if (!hasChromium) return
  shop = await startShop()
  call = apiCaller(shop.e)
})
afterAll(() => shop?.e.close())

describe.skipIf(!hasChromium)('storefront: order edits and gift cards alone', () => {
  it('the shopper opens the e-mailed link, pays the difference and accepts the changes', async () => {
    const inStock = (await shop.homeProducts()).filter((p) => p.variants[0]!.inventory_quantity > 2)
    const [kept, added] = [inStock[0]!, inStock[1]!]
    const order = await placeOrder(kept, 'robin.accepts@example.com')
    const edit = await requestEdit(order, added)
    expect(edit.difference_due).toBeGreaterThan(0)
    const path = await emailedPath(edit.id)

    const { page, context } = await shop.e.newPage()
    await page.goto(path)
    await page.getByRole('heading', { level: 1, name: 'Review order changes' }).waitFor()
    await page.getByText(`For order #${order.display_id}`).waitFor()
    const changes = page.getByRole('region', { name: 'What changes' })
    expect(await changes.getByRole('listitem').allTextContents()).toEqual([`Added: 1 × ${added.title}`])
    await page.getByText('Difference to pay').waitFor()
    expect(await page.getByRole('radio', { name: /Pay on delivery/ }).isChecked()).toBe(true)
    await shoot(page, 'order-edit')

    await page.getByRole('button', { name: 'Pay and accept the changes' }).click()
    await page.getByRole('heading', { level: 1, name: 'Changes accepted' }).waitFor()
    await shoot(page, 'order-edit-accepted')

    const { order_edit: after } = await adminCall('GET', `/admin/order-edits/${edit.id}`)
    expect(after.status).toBe('confirmed')
    expect(after.payment_collection).toMatchObject({ status: 'authorized', amount: edit.difference_due })
    const { order: edited } = await adminCall('GET', `/admin/orders/${order.id}`)
    expect(edited.items.map((i: Json) => i.title).sort()).toEqual([kept.title, added.title].sort())
    await context.close()
  })

  it('pays what changes the store confirmed itself added, from the link staff share', async () => {
    const inStock = (await shop.homeProducts()).filter((p) => p.variants[0]!.inventory_quantity > 2)
    const [kept, added] = [inStock[1]!, inStock[2]!]
    const order = await placeOrder(kept, 'robin.pays.later@example.com')
    const { order_edit: created } = await adminCall('POST', '/admin/order-edits', { order_id: order.id })
    const { order_edit: edit } = await adminCall('POST', `/admin/order-edits/${created.id}/items`, {
      variant_id: added.variants[0]!.id,
      quantity: 1,
    })
    const due = edit.difference_due
    const { order_edit: confirmed } = await adminCall('POST', `/admin/order-edits/${edit.id}/confirm`)
    expect(confirmed.payment_collection).toMatchObject({ status: 'not_paid', amount: due })

    const { page, context } = await shop.e.newPage()
    await page.goto(`/order-edits/${edit.id}`)
    await page.getByRole('heading', { level: 1, name: 'Pay for the changes to your order' }).waitFor()
    const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(due / 100)
    await shoot(page, 'order-edit-pay')
    await page.getByRole('button', { name: `Pay ${amount}` }).click()
    await page.getByText('Paid. Thank you: your order is settled.').waitFor()
    const { order_edit: after } = await adminCall('GET', `/admin/order-edits/${edit.id}`)
    expect(after.payment_collection).toMatchObject({ status: 'authorized', authorized_amount: due })
    // Paid: the link now says the changes are in the order.
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Changes accepted' }).waitFor()
    await context.close()
  })

  it('another shopper declines, after being asked, and the order stays as it was (Arabic too)', async () => {
    const inStock = (await shop.homeProducts()).filter((p) => p.variants[0]!.inventory_quantity > 2)
    const [kept, added] = [inStock[2]!, inStock[0]!]
    const order = await placeOrder(kept, 'robin.declines@example.com')
    const edit = await requestEdit(order, added)
    const path = await emailedPath(edit.id)

    const arabic = await shop.e.newPage({ locale: 'ar' })
    await arabic.page.goto(path)
    await arabic.page.getByRole('heading', { level: 1, name: ar('common.pageTitle.orderEdit') }).waitFor()
    expect(await arabic.page.locator('html').getAttribute('dir')).toBe('rtl')
    await arabic.page.getByRole('button', { name: ar('orderEdit.decline.button') }).click()
    await arabic.page.getByRole('group', { name: ar('orderEdit.decline.question') }).waitFor()
    await shoot(arabic.page, 'order-edit-ar')
    await arabic.context.close()

    const { page, context } = await shop.e.newPage()
    await page.goto(path)
    await page.getByRole('button', { name: 'Decline the changes' }).click()
    // Asked first: going back changes nothing.
    await page.getByRole('button', { name: 'Keep reviewing' }).click()
    await page.getByRole('button', { name: 'Decline the changes' }).click()
    await page.getByRole('button', { name: 'Yes, decline' }).click()
    await page.getByRole('heading', { level: 1, name: 'Changes declined' }).waitFor()
    await shoot(page, 'order-edit-declined')

    const { order_edit: after } = await adminCall('GET', `/admin/order-edits/${edit.id}`)
    expect(after.status).toBe('declined')
    const { order: same } = await adminCall('GET', `/admin/orders/${order.id}`)
    expect(same.items.map((i: Json) => i.title)).toEqual([kept.title])
    // A link to nothing says so.
    await page.goto('/order-edits/oe_not_an_edit')
    await page.getByRole('heading', { level: 1, name: 'Changes not available' }).waitFor()
    await context.close()
  })

  it('a gift card alone is bought: no delivery step, the order is placed without a shipping method', async () => {
    const { product } = await adminCall('POST', '/admin/products', {
      title: 'Gift Card',
      handle: 'gift-card-alone',
      is_giftcard: true,
      discountable: false,
      status: 'published',
      options: [{ title: 'Denomination' }],
      variants: [
        {
          title: '50',
          manage_inventory: false,
          prices: [{ currency_code: shop.region.currency_code, amount: 5000 }],
          options: [{ value: '50' }],
        },
      ],
    })
    const { page, context } = await shop.e.newPage()
    await page.goto(`/products/${product.handle}`)
    await page.getByRole('heading', { level: 1, name: 'Gift Card' }).waitFor()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('link', { name: 'Cart, 1 item' }).click()
    await page.getByRole('link', { name: 'Go to checkout' }).click()
    await page.getByLabel('Email').fill('gift.giver@example.com')
    await page.getByLabel('First name').fill('Gale')
    await page.getByLabel('Last name').fill('Giver')
    await page.getByLabel('Address', { exact: true }).fill('1 Card Lane')
    await page.getByLabel('City').fill('Springfield')
    await page.getByLabel('State', { exact: true }).selectOption('IL')
    await page.getByLabel('Postal code').fill('12345')
    await page.getByRole('button', { name: 'Continue to delivery' }).click()
    await page.getByText('Gift cards are sent by e-mail, so there is nothing to deliver.').waitFor()
    await page.getByRole('heading', { name: '3. Payment' }).waitFor()
    await shoot(page, 'checkout-gift-card-alone')
    await page.getByRole('button', { name: 'Place order' }).click()
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor()
    const orderId = page.url().split('/').pop()!
    const { order } = await adminCall('GET', `/admin/orders/${orderId}`)
    expect(order.items.map((i: Json) => [i.title, i.is_giftcard])).toEqual([['Gift Card', true]])
    expect(order.shipping_methods).toEqual([])
    await context.close()
  })
})
