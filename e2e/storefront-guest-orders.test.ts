import type { Region } from '@mercato/client'
import { formatMoney } from '@mercato/domain'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import { type E2E, adminHeaders, startE2E } from './harness'
import {
  type ShopApi,
  addToCartAndCheckout,
  fillCheckoutAddress,
  homeProductInStock,
  registerShopper,
  shoot,
  shopApi,
  storefrontWords,
} from './storefront-shop'

// Orders placed as a guest: found again by e-mail and number, and added to an account made later.

let e: E2E
let admin: Record<string, string>
let publishableKey: string
let region: Region
let api: ShopApi

const productInStock = () => homeProductInStock(api, region)

/** A guest checkout of one product, to the confirmation page; the order as staff see it. */
async function placeGuestOrder(
  page: Page,
  product: Awaited<ReturnType<typeof productInStock>>,
  email: string,
) {
  await addToCartAndCheckout(page, product)
  await fillCheckoutAddress(page, { first: 'Dana', last: 'Decline', street: '2 Market Street' }, email)
  await page.getByRole('button', { name: 'Place order' }).click()
  await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor()
  const orderId = page.url().split('/').pop()!
  const { order } = await api<{ order: { display_id: number; total: number } }>(`/admin/orders/${orderId}`, {
    headers: admin,
  })
  return { orderId, order }
}

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E({ demo: true })
  publishableKey = e.publishableKey
  api = shopApi(e, publishableKey)
  admin = await adminHeaders(e)
  // The region of a first visit from an en-US browser.
  region = (await api<{ regions: Region[] }>('/store/regions')).regions.find((r) =>
    r.countries.some((c) => c.iso_2 === 'us'),
  )!
})
afterAll(() => e?.close())

describe.skipIf(!hasChromium)('storefront: orders placed as a guest', () => {
  it('a guest finds an order by e-mail and order number', async () => {
    const product = await productInStock()
    const email = `gus-${Date.now()}@example.com`
    const { page, context } = await e.newPage()
    const { orderId, order } = await placeGuestOrder(page, product, email)

    // A fresh visit, as from the e-mail: the page is served at its own address.
    expect((await context.request.get('/order/lookup')).status()).toBe(200)
    await page.goto('/')
    await page.getByRole('link', { name: 'Find an order' }).click()
    await page.getByRole('heading', { name: 'Find your order' }).waitFor()
    await page.getByLabel('Email').fill('someone-else@example.com')
    await page.getByLabel('Order number').fill(String(order.display_id))
    await page.getByRole('button', { name: 'Find order' }).click()
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).not.toContain('{')
    expect(await page.getByRole('heading', { name: `Order #${order.display_id}` }).count()).toBe(0)

    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Order number').fill(`#${order.display_id}`)
    await page.getByRole('button', { name: 'Find order' }).click()
    await page.getByRole('heading', { name: `Order #${order.display_id}` }).waitFor()
    await page.getByText(`1 × ${product.title}`).waitFor()
    expect(await page.getByRole('alert').count()).toBe(0)

    // Staff take the payment and refund part of it: the look-up shows what came back and the net paid.
    await api(`/admin/orders/${orderId}/capture`, { method: 'POST', headers: admin, body: {} })
    await api(`/admin/orders/${orderId}/refund`, {
      method: 'POST',
      headers: admin,
      body: { amount: 500, reason: 'other' },
    })
    await page.goto('/order/lookup')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Order number').fill(String(order.display_id))
    await page.getByRole('button', { name: 'Find order' }).click()
    const found = page.getByRole('region', { name: `Order #${order.display_id}` })
    await found.getByText('Payment: Partly refunded', { exact: false }).waitFor()
    const money = async (label: string) =>
      found
        .locator('dl > div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd')
        .textContent()
    expect(await money('Refunded')).toBe(`−${formatMoney(500, region.currency_code)}`)
    expect(await money('Net paid')).toBe(formatMoney(order.total - 500, region.currency_code))
    await found.getByText(/^Refund of .* on /).waitFor()
    await shoot(page, 'lookup-refunded')

    // A guest's return page leads back to the shop, not to an account.
    await page.goto(`/order/${orderId}/return`)
    await page.getByRole('link', { name: 'Back to the shop' }).waitFor()
    expect(await page.getByRole('link', { name: 'Back to your account' }).count()).toBe(0)
    await context.close()
  }, 120_000)

  it('a guest order joins the account made later with the same e-mail, through the e-mailed link', async () => {
    const email = `gina-${Date.now()}@example.com`
    const { page, context } = await e.newPage()
    const { orderId, order } = await placeGuestOrder(page, await productInStock(), email)

    // Registering with the order's e-mail takes nothing over (docs/decisions.md).
    await registerShopper(page, { first: 'Gina', last: 'Guest', email, password: 'gina-password-1' })
    await page.getByText('You have not ordered anything yet.').waitFor()
    const claim = page.getByRole('region', { name: 'Placed an order as a guest? Add it to your account' })
    expect(await claim.getByLabel('Email used for the order').inputValue()).toBe(email)
    // A number that is not hers reads as on the look-up page.
    await claim.getByLabel('Order number').fill('999999')
    await claim.getByRole('button', { name: 'Send link' }).click()
    const alert = claim.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).not.toContain('{')
    await claim.getByLabel('Order number').fill(`#${order.display_id}`)
    await claim.getByRole('button', { name: 'Send link' }).click()
    await claim
      .getByRole('status')
      .filter({
        hasText: `We sent a link to ${email}. Open it within 15 minutes to add order #${order.display_id}.`,
      })
      .waitFor()
    await shoot(page, 'claim-form')

    // The e-mail, as staff see it: to the order's address, with the link.
    type Sent = { to: string; data: { link: string; display_ids: number[] } }
    const sent = async () =>
      (
        await api<{ notifications: Sent[] }>('/admin/notifications?event_name=order-update-token.created', {
          headers: admin,
        })
      ).notifications.find((n) => n.to === email)
    await expect.poll(sent).toBeTruthy()
    const mail = (await sent())!
    expect(mail.data.display_ids).toEqual([order.display_id])
    const link = new URL(mail.data.link)
    expect(link.pathname).toBe('/account/claim')

    // A forged link says so and leads back to the form.
    await page.goto('/account/claim?token=forged')
    await page
      .getByRole('alert')
      .filter({ hasText: 'The link is invalid or has expired: links are valid for 15 minutes.' })
      .waitFor()
    await page.getByRole('link', { name: 'Ask for a new link from your account' }).waitFor()

    // Opened where no one is signed in (another device): the token is enough.
    const other = await e.newPage()
    await other.page.goto(link.pathname + link.search)
    await other.page.getByRole('heading', { name: 'Order added to your account' }).waitFor()
    await other.page.getByRole('link', { name: 'Sign in to see it' }).waitFor()
    await shoot(other.page, 'claim-page')
    await other.context.close()

    await page.goto('/account')
    await page.getByRole('link', { name: `Order #${order.display_id}` }).waitFor()
    const mine = await page.request.get('/store/customers/me/orders', {
      headers: { 'x-publishable-api-key': publishableKey },
    })
    expect(((await mine.json()).orders as { id: string }[]).map((o) => o.id)).toEqual([orderId])

    // The same in Arabic: the page signed in, then the form.
    const ar = storefrontWords('ar')
    await page.goto(`${link.pathname}${link.search}&lng=ar`)
    await page.getByRole('heading', { name: ar('account.claim.doneTitle') }).waitFor()
    await page.getByRole('link', { name: ar('account.claim.seeOrders') }).waitFor()
    await shoot(page, 'claim-page-ar')
    await page.getByRole('link', { name: ar('account.claim.seeOrders') }).click()
    await page.getByRole('region', { name: ar('account.claim.title') }).waitFor()
    await shoot(page, 'claim-form-ar')
    await context.close()
  }, 150_000)
})
