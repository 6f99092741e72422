import { join } from 'node:path'
import { lineItem } from '@mercato/db'
import { eq } from 'drizzle-orm'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import {
  type AdminCall,
  adminApi,
  adminHeaders,
  dashboardStrings,
  type E2E,
  SCREENSHOTS,
  signIn,
  startE2E,
} from './harness'
import { apiCaller, type Json, placeOrder } from './order-desk'

const EMAIL = 'phone-owner@example.com'
const PASSWORD = 'phone-owner-password-1'
const PHONE = { width: 390, height: 844 }

let e: E2E
let groupId = ''
let orderId = ''
let giftCardId = ''
/** The longest names an order's item and a gift card's recipient get in a shop. */
const LONG_ITEM = 'Hand-thrown Ceramic Tea Set with Six Cups, Bamboo Tray and Linen Wrap'
const LONG_RECIPIENT = 'maximiliana.vandersteenhoven.gifts@example-long-domain-name.com'

/** A row for each list the demo data leaves empty, with long names: the widest rows those lists get. */
async function seedListRows(call: AdminCall) {
  const { regions } = await call<Json>('GET', '/admin/regions')
  const europe = regions.find((r: Json) => r.name === 'Europe')
  const { customer } = await call<Json>('POST', '/admin/customers', {
    email: 'maximiliana.vandersteenhoven@example.com',
    first_name: 'Maximiliana',
    last_name: 'van der Steenhoven',
    password: 'long-name-password-1',
  })
  const { customer_group } = await call<Json>('POST', '/admin/customer-groups', {
    name: 'Wholesale partners',
  })
  groupId = customer_group.id
  await call<Json>('POST', `/admin/customer-groups/${groupId}/customers/batch`, {
    customer_ids: [{ id: customer.id }],
  })
  await call<Json>('POST', '/admin/discounts', {
    code: 'SUMMERWEEKEND25',
    rule: { type: 'percentage', value: 25, allocation: 'total' },
    regions: [europe.id],
    usage_limit: 1000,
    ends_at: '2030-08-31T00:00:00.000Z',
  })
  await call<Json>('POST', '/admin/gift-cards', { value: 250000, region_id: europe.id })
  const { shipping_options } = await call<Json>('GET', `/admin/shipping-options?region_id=${europe.id}`)
  await call<Json>('POST', '/admin/draft-orders', {
    email: customer.email,
    region_id: europe.id,
    items: [{ title: 'Made-to-measure coat', unit_price: 125000, quantity: 1 }],
    shipping_methods: [{ option_id: shipping_options.find((o: Json) => !o.is_return).id }],
  })
  const tee = (await call<Json>('GET', '/admin/products?handle=classic-tee')).products[0]
  await call<Json>('POST', '/admin/price-lists', {
    name: 'Wholesale summer prices',
    description: 'Trade prices for the summer',
    type: 'sale',
    status: 'active',
    starts_at: '2030-06-01T00:00:00.000Z',
    ends_at: '2030-08-31T00:00:00.000Z',
    customer_groups: [{ id: groupId }],
    prices: [{ variant_id: tee.variants[0].id, currency_code: 'eur', amount: 1000 }],
  })
  await call<Json>('POST', '/admin/invites', {
    user: 'evangelina.warehouse-lead@example.com',
    role: 'member',
  })
  await call<Json>('POST', '/admin/stock-locations', {
    name: 'Hamburg harbour warehouse',
    address: { address_1: '1 Dock Road', city: 'Hamburg', country_code: 'DE', postal_code: '20457' },
  })
}

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E({ demo: true })
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  const { publishableKey } = e
  const headers = await adminHeaders(e)
  // An order with a long e-mail address, the widest a row of the orders list gets.
  const order = await placeOrder(apiCaller(e), headers, publishableKey!, 'bartholomew.longname@example.com')
  orderId = order.id
  // Item titles are copied into the order when it is placed; a long one is set as a shop could have had.
  await e.ctx.db.update(lineItem).set({ title: LONG_ITEM }).where(eq(lineItem.order_id, orderId))
  const { call } = await adminApi(e)
  await seedListRows(call)
  const { regions } = await call<Json>('GET', '/admin/regions')
  const { gift_card } = await call<Json>('POST', '/admin/gift-cards', {
    value: 5000,
    region_id: regions.find((r: Json) => r.name === 'Europe').id,
    metadata: { recipient: { email: LONG_RECIPIENT, locale: 'en' } },
  })
  giftCardId = gift_card.id
})
afterAll(() => e?.close())

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })

const nav = (lng: string) => dashboardStrings(lng, 'translation').nav!

/** Wider than the phone means the whole page scrolls sideways. */
const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement)

const focusIsInside = (locator: Locator) => locator.evaluate((el) => el.contains(document.activeElement))

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow)

/** Signs in at phone size in `lng` and answers the menu button and its drawer. */
async function openPhoneDashboard(lng: string) {
  const { page, context } = await e.newPage()
  await page.setViewportSize(PHONE)
  await signIn(page, EMAIL, PASSWORD, lng)
  await page.goto(`/app/a/customers?lng=${lng}`)
  await page.getByRole('table').first().waitFor()
  const strings = nav(lng)
  const menu = page.getByRole('button', { name: strings.openMenu!, exact: true })
  const drawer = page.getByRole('dialog', { name: strings.menu!, exact: true })
  return { page, context, strings, menu, drawer }
}

describe.skipIf(!hasChromium)('dashboard at phone width in Chromium', () => {
  it('hides the sidebar behind a menu button whose drawer navigates and closes', async () => {
    const { page, context, strings, menu, drawer } = await openPhoneDashboard('en')
    const mainNav = page.getByRole('navigation', { name: strings.label!, exact: true })
    expect(await mainNav.count()).toBe(0)
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width)
    await shot(page, 'mobile-customers-en')

    await menu.click()
    await drawer.waitFor()
    expect(await focusIsInside(drawer)).toBe(true)
    expect(await bodyOverflow(page)).toBe('hidden')
    // Slides in from the left edge.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0)
    await shot(page, 'mobile-nav-en')

    await page.keyboard.press('Escape')
    await expect.poll(() => drawer.count()).toBe(0)
    await expect.poll(() => hasFocus(menu)).toBe(true)

    // A tap on the backdrop, beside the drawer, closes it too.
    await menu.click()
    await drawer.waitFor()
    const box = (await drawer.boundingBox())!
    await page.mouse.click((box.x + box.width + PHONE.width) / 2, PHONE.height / 2)
    await expect.poll(() => drawer.count()).toBe(0)
    await expect.poll(() => hasFocus(menu)).toBe(true)

    await menu.click()
    await drawer.getByRole('link', { name: strings.orders!, exact: true }).click()
    await page.waitForURL(/\/app\/a\/orders$/)
    await expect.poll(() => drawer.count()).toBe(0)
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden')
    await page.waitForLoadState('networkidle')
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width)

    for (const list of ['inventory', 'products']) {
      await page.goto(`/app/a/${list}`)
      await page.waitForLoadState('networkidle')
      expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width)
    }
    await shot(page, 'mobile-products-en')
    await context.close()
  })

  it('keeps the orders and products lists to the columns that fit a phone, in English and Arabic', async () => {
    for (const lng of ['en', 'ar']) {
      const { page, context } = await openPhoneDashboard(lng)
      for (const list of ['orders', 'products']) {
        await page.goto(`/app/a/${list}?lng=${lng}`)
        const table = page.getByRole('table').first()
        await table.getByRole('row').nth(1).waitFor()
        await shot(page, `mobile-${list}-list-${lng}`)
        // The table fits its card: nothing to scroll sideways to.
        const overflow = await table.evaluate((el) => el.scrollWidth - (el.parentElement?.clientWidth ?? 0))
        expect(overflow, `${list} in ${lng}`).toBeLessThanOrEqual(0)
      }
      await context.close()
    }
  })

  // Thirty pages, each waited on until the network is quiet: more time than a one-page test needs.
  it('keeps every other list to its card on a phone, in English and Arabic', async () => {
    const lists = [
      'customers',
      'customers/groups',
      `customers/groups/${groupId}`,
      'discounts',
      'gift-cards',
      'draft-orders',
      'collections',
      'inventory',
      'pricing',
      'settings/regions',
      'settings/taxes',
      'settings/locations',
      'settings/sales-channels',
      'settings/emails',
      'settings/team',
    ]
    const pictured = ['customers', 'discounts', 'gift-cards', 'settings/regions']
    for (const lng of ['en', 'ar']) {
      const { page, context } = await openPhoneDashboard(lng)
      const channels = dashboardStrings(lng, 'settings').channels!
      for (const list of lists) {
        await page.goto(`/app/a/${list}?lng=${lng}`)
        const tables = page.getByRole('table')
        await tables.first().getByRole('row').nth(1).waitFor()
        await page.waitForLoadState('networkidle')
        if (pictured.includes(list)) await shot(page, `mobile-${list.replace('settings/', '')}-list-${lng}`)
        // Every table of the page fits its card, and the page fits the phone.
        const overflows = await tables.evaluateAll((els) =>
          els.map((el) => el.scrollWidth - (el.parentElement?.clientWidth ?? 0)),
        )
        for (const overflow of overflows) expect.soft(overflow, `${list} in ${lng}`).toBeLessThanOrEqual(0)
        expect.soft(await documentWidth(page), `${list} in ${lng}`).toBeLessThanOrEqual(PHONE.width)
        if (list === 'settings/sales-channels') {
          // A row's own buttons stay in view.
          const edit = page.getByRole('button', {
            name: channels.editLabel!.replace('{{name}}', 'Web Store'),
          })
          const box = (await edit.boundingBox())!
          expect.soft(box.x >= 0 && box.x + box.width <= PHONE.width, `channel actions in ${lng}`).toBe(true)
        }
      }
      // A row still opens its page.
      await page.goto(`/app/a/customers?lng=${lng}`)
      await page.getByRole('table').getByRole('row').nth(1).click()
      await page.waitForURL(/\/customers\/cus_/)
      await context.close()
    }
  }, 150_000)

  it('fits an order and a gift card to a phone, in English and Arabic', async () => {
    for (const lng of ['en', 'ar']) {
      const { page, context } = await openPhoneDashboard(lng)
      const orders = dashboardStrings(lng, 'orders') as Json
      await page.goto(`/app/a/orders/${orderId}?lng=${lng}`)
      const items = page.getByRole('table', { name: orders.items.title })
      // The whole name, the quantity and the total, with the progress under the name.
      await items.getByText(LONG_ITEM).waitFor()
      const headers = await items.getByRole('columnheader').allTextContents()
      expect(headers).toEqual([orders.items.product, orders.items.ordered, orders.items.total])
      const name = await items.getByText(LONG_ITEM).evaluate((el) => el.scrollWidth <= el.clientWidth)
      expect(name, `item name in ${lng}`).toBe(true)
      await page.waitForLoadState('networkidle')
      await shot(page, `mobile-order-detail-${lng}`)
      const overflow = await items.evaluate((el) => el.scrollWidth - (el.parentElement?.clientWidth ?? 0))
      expect.soft(overflow, `order items in ${lng}`).toBeLessThanOrEqual(0)
      expect.soft(await documentWidth(page), `order in ${lng}`).toBeLessThanOrEqual(PHONE.width)

      await page.goto(`/app/a/gift-cards/${giftCardId}?lng=${lng}`)
      const recipient = page.getByText(LONG_RECIPIENT)
      await recipient.waitFor()
      await page.waitForLoadState('networkidle')
      await shot(page, `mobile-gift-card-${lng}`)
      const box = (await recipient.boundingBox())!
      expect.soft(box.x >= 0 && box.x + box.width <= PHONE.width, `recipient in ${lng}`).toBe(true)
      expect.soft(await documentWidth(page), `gift card in ${lng}`).toBeLessThanOrEqual(PHONE.width)
      await context.close()
    }
  })

  it('opens the drawer from the right in Arabic', async () => {
    const { page, context, strings, menu, drawer } = await openPhoneDashboard('ar')
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width)
    await shot(page, 'mobile-customers-ar')

    await menu.click()
    await drawer.waitFor()
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox()
        return box && Math.round(box.x + box.width)
      })
      .toBe(PHONE.width)
    expect((await drawer.boundingBox())!.x).toBeGreaterThan(0)
    await shot(page, 'mobile-nav-ar')

    await drawer.getByRole('link', { name: strings.orders!, exact: true }).click()
    await page.waitForURL(/\/app\/a\/orders$/)
    await expect.poll(() => drawer.count()).toBe(0)
    await page.waitForLoadState('networkidle')
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width)
    await shot(page, 'mobile-orders-ar')
    await context.close()
  })
})
