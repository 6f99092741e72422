import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../packages/server/src/modules/users-auth'
import { seedDemo } from '../packages/server/src/seed'
import { hasChromium } from './chromium'
import { type E2E, SCREENSHOTS, adminHeaders, dashboardStrings, signIn, startE2E } from './harness'
import { apiCaller, placeOrder } from './order-desk'

const EMAIL = 'phone-owner@example.com'
const PASSWORD = 'phone-owner-password-1'
const PHONE = { width: 390, height: 844 }

let e: E2E

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E()
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  const { publishableKey } = await seedDemo(e.ctx)
  // An order with a long e-mail address, the widest a row of the orders list gets.
  await placeOrder(apiCaller(e), await adminHeaders(e), publishableKey!, 'bartholomew.longname@example.com')
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
