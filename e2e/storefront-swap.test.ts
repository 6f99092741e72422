import { join } from 'node:path'
import type { PricedProduct } from '@mercato/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import { SCREENSHOTS, dashboardStrings, signIn } from './harness'
import { type ApiCall, type Json, apiCaller } from './order-desk'
import { type Shop, shoot, startShop } from './storefront-shop'

// An exchange from start to end: staff create a swap on a delivered order and copy its payment link
// in the dashboard; the guest opens the link in the storefront, pays the difference and sees the
// exchange confirmed; the Admin API then shows the swap confirmed.

const STAFF = { email: 'swap-desk@example.com', password: 'swap-desk-password-1' }
const en = dashboardStrings('en', 'order-changes') as Json

let shop: Shop
let call: ApiCall

const adminCall = (method: string, path: string, body?: unknown) => call(method, path, shop.admin, body)
const storeCall = (method: string, path: string, body?: unknown) =>
  call(method, path, { 'x-publishable-api-key': shop.publishableKey }, body)

/** A guest order of one unit of `product` to Springfield, paid manually, captured and fulfilled. */
async function placeDeliveredOrder(product: PricedProduct): Promise<Json> {
  const { cart } = await storeCall('POST', '/store/carts', { region_id: shop.region.id })
  await storeCall('POST', `/store/carts/${cart.id}/line-items`, {
    variant_id: product.variants[0]!.id,
    quantity: 1,
  })
  await storeCall('POST', `/store/carts/${cart.id}`, {
    email: 'sasha.swap@example.com',
    shipping_address: {
      first_name: 'Sasha',
      last_name: 'Swap',
      address_1: '4 Elm Street',
      city: 'Springfield',
      country_code: 'us',
      postal_code: '12345',
    },
  })
  const { shipping_options } = await storeCall('GET', `/store/shipping-options/${cart.id}`)
  await storeCall('POST', `/store/carts/${cart.id}/shipping-methods`, { option_id: shipping_options[0].id })
  await storeCall('POST', `/store/carts/${cart.id}/payment-sessions`)
  await storeCall('POST', `/store/carts/${cart.id}/payment-session`, { provider_id: 'manual' })
  const { data: order } = await storeCall('POST', `/store/carts/${cart.id}/complete`)
  await adminCall('POST', `/admin/orders/${order.id}/capture`)
  await adminCall('POST', `/admin/orders/${order.id}/fulfillment`, {
    items: order.items.map((i: Json) => ({ item_id: i.id, quantity: i.quantity })),
  })
  return order
}

beforeAll(async () => {
  if (!hasChromium) return
  shop = await startShop()
  call = apiCaller(shop.e)
  await createUser(shop.e.ctx, { ...STAFF, role: 'admin' })
})
afterAll(() => shop?.e.close())

describe.skipIf(!hasChromium)('storefront: confirming an exchange', () => {
  it('staff copy the payment link; the guest pays the difference there and the swap is confirmed', async () => {
    // The cheapest product goes back, the dearest comes out, so the customer owes a difference.
    const inStock = (await shop.homeProducts()).filter((p) => p.variants[0]!.inventory_quantity > 1)
    const byPrice = [...inStock].sort(
      (a, b) => (a.variants[0]!.calculated_price ?? 0) - (b.variants[0]!.calculated_price ?? 0),
    )
    const [cheap, dear] = [byPrice[0]!, byPrice[byPrice.length - 1]!]
    const order = await placeDeliveredOrder(cheap)
    const { shipping_options } = await adminCall('GET', `/admin/shipping-options?region_id=${shop.region.id}`)
    const outbound = shipping_options.find((o: Json) => !o.is_return)
    const created = await adminCall('POST', `/admin/orders/${order.id}/swaps`, {
      return_items: [{ item_id: order.items[0].id, quantity: 1 }],
      additional_items: [{ variant_id: dear.variants[0]!.id, quantity: 1 }],
      custom_shipping_options: [{ option_id: outbound.id, price: outbound.amount }],
    })
    const swap = created.order.swaps[0]
    expect(swap.difference_due).toBeGreaterThan(0)

    // The dashboard: the swap awaits the customer, and its link goes to the clipboard.
    const desk = await shop.e.newPage()
    await desk.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.e.baseUrl })
    await signIn(desk.page, STAFF.email, STAFF.password)
    await desk.page.goto(`/app/a/orders/${order.id}`)
    const card = desk.page
      .getByRole('region', { name: en.swaps.title })
      .getByRole('listitem', { name: 'Swap 1' })
    await card.getByText(en.swaps.storefrontLink).waitFor()
    await card.getByRole('button', { name: en.swaps.copyLink }).click()
    await expect
      .poll(() => desk.page.getByText(en.swaps.linkCopied, { exact: true }).count())
      .toBeGreaterThan(0)
    await card.screenshot({ path: join(SCREENSHOTS, 'order-swap-payment-link-en.png') })
    const link = await desk.page.evaluate(() => navigator.clipboard.readText())
    expect(link).toBe(`${shop.e.baseUrl}/swap/${swap.cart_id}`)
    await desk.context.close()

    // The guest, with no session, finds the order, sees the exchange waiting and follows it to the
    // same page the link opens.
    const { page, context } = await shop.e.newPage()
    await page.goto('/order/lookup')
    await page.getByLabel('Email').fill('sasha.swap@example.com')
    await page.getByLabel('Order number').fill(String(order.display_id))
    await page.getByRole('button', { name: 'Find order' }).click()
    const found = page.getByRole('region', { name: `Order #${order.display_id}` })
    const exchange = found.getByRole('listitem').filter({ hasText: 'Exchange' })
    await expect.poll(() => exchange.textContent()).toContain('Waiting for your confirmation')
    // The exchange's return is part of the exchange, not a return of its own.
    expect(await exchange.textContent()).toContain(`Exchange of 1 × ${cheap.title}`)
    expect(await found.getByRole('listitem').filter({ hasText: 'Return of' }).count()).toBe(0)
    await shoot(page, 'order-lookup-exchange')
    await exchange.getByRole('link', { name: 'Review and confirm the exchange' }).click()
    expect(page.url()).toBe(link)
    await page.getByRole('heading', { level: 1, name: 'Confirm your exchange' }).waitFor()
    await page.getByText(`For order #${order.display_id}`).waitFor()
    const back = page.getByRole('region', { name: 'Coming back to us' })
    const out = page.getByRole('region', { name: 'Going out to you' })
    expect(await back.getByRole('listitem').first().textContent()).toContain(`1 × ${cheap.title}`)
    expect(await out.getByRole('listitem').first().textContent()).toContain(`1 × ${dear.title}`)
    await page.getByText('Amount due').waitFor()
    expect(await page.getByRole('radio', { name: /Pay on delivery/ }).isChecked()).toBe(true)
    await shoot(page, 'swap')

    await page.getByRole('button', { name: 'Confirm and pay' }).click()
    await page.getByRole('heading', { level: 1, name: 'Your exchange is confirmed' }).waitFor()
    expect(await page.getByRole('status').textContent()).toContain(`#${order.display_id}`)
    await shoot(page, 'swap-confirmed')

    const { swap: after } = await adminCall('GET', `/admin/swaps/${swap.id}`)
    expect(after.confirmed_at).not.toBeNull()
    expect(after).toMatchObject({ payment_status: 'awaiting', difference_due: swap.difference_due })
    expect(after.payment).toMatchObject({ amount: swap.difference_due, provider_id: 'manual' })

    // Opened again, the link says the exchange is done; a wrong link says it found nothing.
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Your exchange is confirmed' }).waitFor()
    await page.goto('/swap/cart_not_a_swap')
    await page.getByRole('heading', { level: 1, name: 'Exchange not available' }).waitFor()
    expect(await page.getByRole('alert').textContent()).toContain('We could not find this exchange')

    // Once the new items ship, the order look-up names them (with their variant) and their tracking, as
    // it shows the order's own shipments.
    const swapUrl = `/admin/orders/${order.id}/swaps/${swap.id}`
    await adminCall('POST', `${swapUrl}/process-payment`)
    const fulfilled = await adminCall('POST', `${swapUrl}/fulfillments`, {})
    const fulfillment = fulfilled.order.swaps.find((s: Json) => s.id === swap.id).fulfillments[0]
    await adminCall('POST', `${swapUrl}/shipments`, {
      fulfillment_id: fulfillment.id,
      tracking_numbers: ['SWAP-LOOKUP-7'],
    })
    await page.goto('/order/lookup')
    await page.getByLabel('Email').fill('sasha.swap@example.com')
    await page.getByLabel('Order number').fill(String(order.display_id))
    await page.getByRole('button', { name: 'Find order' }).click()
    const sent = page
      .getByRole('region', { name: `Order #${order.display_id}` })
      .getByRole('listitem')
      .filter({ hasText: 'New items shipped' })
    await expect.poll(() => sent.first().textContent()).toContain('Tracking: SWAP-LOOKUP-7')
    expect(await sent.first().textContent()).toContain(`1 × ${dear.title}`)
    await context.close()
  }, 180_000)
})
