import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import { adminApi, adminHeaders, dashboardStrings, type E2E, SCREENSHOTS, signIn, startE2E } from './harness'
import { apiCaller, type Json, placeOrder } from './order-desk'

// Defects of a walk-through: a product's variants and the orders list cut on a phone, and a code made
// from a dynamic discount shown without its template's currency and regions.

const EMAIL = 'walk4@example.com'
const PASSWORD = 'walk4-password-1'
const PHONE = { width: 390, height: 844 }

let e: E2E
let productId = ''
let firstVariant = ''
let firstSku = ''
let childId = ''
beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E({ demo: true })
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  const { publishableKey } = e
  await placeOrder(apiCaller(e), await adminHeaders(e), publishableKey!, 'layla.walk4@example.com')
  const { call } = await adminApi(e)
  const tee = (await call<Json>('GET', '/admin/products?handle=classic-tee')).products[0]
  productId = tee.id
  firstVariant = tee.variants[0].title
  firstSku = tee.variants[0].sku
  const { regions } = await call<Json>('GET', '/admin/regions')
  const europe = regions.find((r: Json) => r.name === 'Europe')
  const { discount: template } = await call<Json>('POST', '/admin/discounts', {
    code: 'HERBST',
    is_dynamic: true,
    valid_duration: 'P14D',
    rule: { type: 'fixed', value: 1000, allocation: 'total' },
    regions: [europe.id],
  })
  const { discount: child } = await call<Json>('POST', `/admin/discounts/${template.id}/dynamic-codes`, {
    code: 'herbst-greta',
  })
  childId = child.id
}, 240_000)
afterAll(() => e?.close())

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage })

async function onPhone(lng: string) {
  const { page, context } = await e.newPage()
  await signIn(page, EMAIL, PASSWORD, lng)
  await page.setViewportSize(PHONE)
  return { page, context }
}

const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

describe.skipIf(!hasChromium)('walk-through fixes (4) in Chromium', () => {
  for (const lng of ['en', 'ar', 'de']) {
    it(`keeps a product's variants and their buttons in view on a phone (${lng})`, async () => {
      const words = dashboardStrings(lng, 'product-detail') as Json
      const { page, context } = await onPhone(lng)
      await page.goto(`/app/a/products/${productId}?lng=${lng}`)
      const section = page.getByRole('region', { name: words.variants.title, exact: true })
      const edit = section.getByRole('button', {
        name: words.variants.edit.replace('{{title}}', firstVariant),
        exact: true,
      })
      await edit.waitFor()
      await page.waitForLoadState('networkidle')
      expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width)
      // Nothing of the table is beyond its card, and the row's buttons are on screen once scrolled to.
      const table = section.getByRole('table')
      const overflow = await table.evaluate((el) => el.scrollWidth - (el.parentElement?.clientWidth ?? 0))
      expect(overflow).toBeLessThanOrEqual(0)
      await edit.scrollIntoViewIfNeeded()
      const box = (await edit.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
      // A SKU wraps only after a hyphen: the character before each new line is one.
      const sku = section.locator('p[dir="ltr"]', { hasText: firstSku })
      const tops = await sku.evaluate((el) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
        const chars: [string, number][] = []
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? ''
          for (let i = 0; i < text.length; i++) {
            const range = document.createRange()
            range.setStart(node, i)
            range.setEnd(node, i + 1)
            chars.push([text[i]!, range.getBoundingClientRect().top])
          }
        }
        return chars
      })
      expect(tops.map(([c]) => c).join('')).toBe(firstSku)
      const breaks = tops.flatMap(([, top], i) =>
        i > 0 && top > tops[i - 1]![1] + 2 ? [tops[i - 1]![0]] : [],
      )
      expect(
        breaks.every((c) => c === '-'),
        `${firstSku} broke after ${breaks.join(' ')}`,
      ).toBe(true)
      await section.screenshot({ path: join(SCREENSHOTS, `walk4-variants-phone-${lng}.png`) })
      await context.close()
    })

    it(`shows each order's total and payment on a phone (${lng})`, async () => {
      const { page, context } = await onPhone(lng)
      await page.goto(`/app/a/orders?lng=${lng}`)
      const table = page.getByRole('table').first()
      await table.getByRole('row').nth(1).waitFor()
      await page.waitForLoadState('networkidle')
      expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width)
      const overflow = await table.evaluate((el) => el.scrollWidth - (el.parentElement?.clientWidth ?? 0))
      expect(overflow).toBeLessThanOrEqual(0)
      // The customer moved under the order number, rather than pushing the total out.
      await table.getByText('Marguerite Perey').waitFor()
      await shot(page, `walk4-orders-phone-${lng}`)
      await context.close()
    })
  }

  it("shows a dynamic code's amount and regions from its template (de)", async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD, 'de')
    const words = dashboardStrings('de', 'discounts') as Json
    await page.goto(`/app/a/discounts/${childId}?lng=de`)
    const facts = page.locator('dl').first()
    await facts.getByText('10,00\u00a0€', { exact: true }).waitFor()
    await facts.getByText('Europe', { exact: true }).waitFor()
    await facts.getByRole('link', { name: 'HERBST', exact: true }).waitFor()
    expect(await facts.getByText(words.fields.template, { exact: true }).count()).toBe(1)
    await shot(page, 'walk4-discount-code-de')
    await page.goto('/app/a/discounts?lng=de')
    const row = page.getByRole('row').filter({ hasText: 'HERBST-GRETA' })
    await row.getByText('10,00\u00a0€', { exact: true }).waitFor()
    await shot(page, 'walk4-discounts-de')
    await context.close()
  })
})
