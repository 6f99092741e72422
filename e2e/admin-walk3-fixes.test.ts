import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoCatalog } from '../packages/server/src/modules/catalog/seed'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import { adminApi, dashboardStrings, type E2E, SCREENSHOTS, signIn, startE2E } from './harness'

// Defects of a walk-through: the inventory item page wider than a phone, the region dialog offering
// countries another region already holds, and codes reordered on right-to-left pages.

const EMAIL = 'walk3@example.com'
const PASSWORD = 'walk3-password-1'
const PHONE = { width: 390, height: 844 }

// biome-ignore lint/suspicious/noExplicitAny: API answers read loosely in set-up
type Json = Record<string, any>

let e: E2E
let itemId: string
let sku: string
let categoryId: string
beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E()
  await seedDemoCatalog(e.ctx)
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  const { call } = await adminApi(e)
  const { inventory_items } = await call<Json>(
    'GET',
    '/admin/inventory-items?limit=50&expand=location_levels',
  )
  const item = inventory_items.find((i: Json) => i.sku && i.location_levels?.length)
  itemId = item.id
  sku = item.sku
  // A reservation with a description: the second table the phone has to fit.
  await call('POST', '/admin/reservations', {
    inventory_item_id: itemId,
    location_id: item.location_levels[0].location_id,
    quantity: 1,
    description: 'Held for a wholesale customer',
  })
  const { product_category } = await call<Json>('POST', '/admin/product-categories', {
    name: 'Knitwear',
    handle: 'knitwear',
  })
  categoryId = product_category.id
}, 240_000)
afterAll(() => e?.close())

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage })

async function signedIn(lng: string) {
  const { page, context } = await e.newPage()
  await signIn(page, EMAIL, PASSWORD, lng)
  return { page, context }
}

describe.skipIf(!hasChromium)('walk-through fixes (3) in Chromium', () => {
  for (const lng of ['en', 'ar']) {
    it(`fits the inventory item page into a phone's width (${lng})`, async () => {
      const inventory = dashboardStrings(lng, 'inventory')
      const { page, context } = await signedIn(lng)
      await page.setViewportSize(PHONE)
      await page.goto(`/app/a/inventory/${itemId}?lng=${lng}`)
      await page.getByRole('table', { name: inventory.reservations as unknown as string }).waitFor()
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
      // The tables scroll in their own box instead, their buttons reached there.
      for (const name of [inventory.levels, inventory.reservations] as unknown as string[]) {
        const scroller = page.getByRole('table', { name }).locator('xpath=..')
        expect(await scroller.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto')
      }
      await shot(page, `walk3-invitem-phone-${lng}`, true)

      // The code keeps its order, and the label's colon sits between the label and the code: right of
      // the code on a right-to-left page.
      const code = page.locator('bdi', { hasText: sku })
      const drawn = await code.evaluate((el) => {
        const text = el.firstChild as Text
        const before = el.previousSibling as Text
        const box = (node: Text, at: number, length = 1) => {
          const range = document.createRange()
          range.setStart(node, at)
          range.setEnd(node, at + length)
          return range.getBoundingClientRect()
        }
        const whole = box(text, 0, text.data.length)
        return {
          first: box(text, 0).left,
          last: box(text, text.data.length - 1).left,
          codeLeft: whole.left,
          codeRight: whole.right,
          colon: box(before, before.data.lastIndexOf(':')).left,
        }
      })
      expect(drawn.first).toBeLessThan(drawn.last)
      if (lng === 'ar') expect(drawn.colon).toBeGreaterThanOrEqual(drawn.codeRight)
      else expect(drawn.colon).toBeLessThan(drawn.codeLeft)
      await context.close()
    })

    it(`draws a category's handle with its slash first (${lng})`, async () => {
      const { page, context } = await signedIn(lng)
      await page.goto(`/app/a/product-categories/${categoryId}?lng=${lng}`)
      const handle = page.locator('bdi', { hasText: '/knitwear' })
      await handle.waitFor()
      // The slash and the handle are separate text nodes: compare the first drawn character of each.
      const [slash, k] = await handle.evaluate((el) => {
        const texts = [...el.childNodes].filter((n): n is Text => n.nodeType === Node.TEXT_NODE)
        const whole = texts.map((t) => t.data).join('')
        const left = (at: number) => {
          let offset = at
          const node = texts.find((t) => {
            if (offset < t.data.length) return true
            offset -= t.data.length
            return false
          })!
          const range = document.createRange()
          range.setStart(node, offset)
          range.setEnd(node, offset + 1)
          return range.getBoundingClientRect().left
        }
        return [left(whole.indexOf('/')), left(whole.indexOf('k'))]
      })
      expect(slash).toBeLessThan(k!)
      await shot(page, `walk3-category-${lng}`)
      await context.close()
    })
  }

  it('shows countries of another region locked, with its name, and the own region’s free (ar)', async () => {
    const settings = dashboardStrings('ar', 'settings')
    const taken = (country: string, region: string) =>
      settings.regions!.countryTaken!.replace('{{country}}', country).replace('{{region}}', region)
    const germany = new Intl.DisplayNames(['ar'], { type: 'region' }).of('DE')!
    const { page, context } = await signedIn('ar')
    await page.goto('/app/a/settings/regions?new=1&lng=ar')
    const dialog = page.getByRole('dialog')
    const locked = dialog.getByRole('checkbox', { name: taken(germany, 'Europe'), exact: true })
    await locked.waitFor()
    expect(await locked.isDisabled()).toBe(true)
    await shot(page, 'walk3-region-new-ar')
    await context.close()

    // Editing Europe itself, Germany is its own and stays chosen and free.
    const { call } = await adminApi(e)
    const { regions } = await call<Json>('GET', '/admin/regions')
    const europe = regions.find((r: Json) => r.name === 'Europe')
    const again = await signedIn('en')
    await again.page.goto(`/app/a/settings/regions/${europe.id}?lng=en`)
    await again.page.getByRole('button', { name: 'Edit', exact: true }).first().click()
    const edit = again.page.getByRole('dialog')
    const own = edit.getByRole('checkbox', { name: 'Germany', exact: true })
    await own.waitFor()
    expect(await own.isDisabled()).toBe(false)
    expect(await own.isChecked()).toBe(true)
    expect(await edit.getByRole('checkbox', { name: 'Japan — in Japan', exact: true }).isDisabled()).toBe(
      true,
    )
    await shot(again.page, 'walk3-region-edit-en')
    await again.context.close()
  })
})
