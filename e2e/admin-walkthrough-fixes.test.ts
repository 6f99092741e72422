import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoCatalog } from '../packages/server/src/modules/catalog/seed'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import {
  adminApi,
  byLabel,
  createProduct,
  dashboardStrings,
  type E2E,
  SCREENSHOTS,
  signIn,
  startE2E,
} from './harness'

// Three defects of a walk-through: the wizard's early option errors, the product page wider than a
// phone, and an export's finished toast without its file.

const EMAIL = 'walkthrough@example.com'
const PASSWORD = 'walkthrough-password-1'
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

const strings = (lng: string) => ({
  app: dashboardStrings(lng, 'translation'),
  form: dashboardStrings(lng, 'product-form'),
  jobs: dashboardStrings(lng, 'batch-jobs'),
})

let e: E2E
let productId: string
beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E()
  await seedDemoCatalog(e.ctx)
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  const { call } = await adminApi(e)
  // Long unbroken words and a four-variant price table: what a phone has to fit.
  productId = await createProduct(call, {
    title: 'Extraordinarilylongunbrokenproductname merino sweater',
    handle: 'extraordinarily-long-handle-that-never-breaks-on-its-own-in-a-narrow-column',
    status: 'published',
    options: [{ title: 'Size' }, { title: 'Colour' }],
    variants: ['S', 'M'].flatMap((size) =>
      ['Midnight blue', 'Sunflower yellow'].map((colour) => ({
        title: `${size} / ${colour}`,
        sku: `SWEATER-${size}-${colour.toUpperCase().replace(' ', '-')}`,
        inventory_quantity: 5,
        options: [{ value: size }, { value: colour }],
        prices: [
          { currency_code: 'usd', amount: 129_900 },
          { currency_code: 'eur', amount: 119_900 },
          { currency_code: 'jpy', amount: 18_000 },
        ],
      })),
    ),
  })
}, 240_000)
afterAll(() => e?.close())

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage })

const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

async function signedIn(lng: string) {
  const { page, context } = await e.newPage()
  await signIn(page, EMAIL, PASSWORD, lng)
  return { page, context, s: strings(lng) }
}

describe.skipIf(!hasChromium)('walk-through fixes in Chromium', () => {
  for (const lng of ['en', 'ar']) {
    it(`shows a new option's errors only once the person tries to go on (${lng})`, async () => {
      const { page, context, s } = await signedIn(lng)
      await page.goto(`/app/a/products?new=1&lng=${lng}`)
      const dialog = page.getByRole('dialog')
      await byLabel(dialog, s.form.general!.title!).fill('Linen shirt')
      const next = dialog.getByRole('button', { name: s.app.common!.next!, exact: true })
      await next.click()
      await next.click()
      const stepOf = s.app.wizard!.stepOf!.replace('{{current}}', '3').replace('{{total}}', '5')
      await expect.poll(() => dialog.getByText(stepOf).count()).toBe(1)

      await dialog.getByRole('button', { name: s.form.options!.add!, exact: true }).click()
      const option = dialog.getByRole('group', { name: s.form.options!.legend!.replace('{{number}}', '1') })
      const title = byLabel(option, s.form.options!.title!)
      await title.waitFor()
      // The field array's own check has had time to answer: still nothing marked.
      await page.waitForTimeout(300)
      expect(await option.getByRole('alert').count()).toBe(0)
      expect(await next.isDisabled()).toBe(true)
      await shot(page, `walkthrough-new-option-${lng}`)

      // Enter in a field is how the wizard is asked to go on.
      await title.press('Enter')
      await expect
        .poll(() => option.getByRole('alert').allTextContents())
        .toEqual([s.form.errors!.required, s.form.errors!.optionValues])
      expect(await dialog.getByText(stepOf).count()).toBe(1)
      await shot(page, `walkthrough-new-option-tried-${lng}`)
      await context.close()
    })

    it(`fits the product page into a phone's width (${lng})`, async () => {
      const { page, context } = await signedIn(lng)
      await page.setViewportSize(PHONE)
      await page.goto(`/app/a/products/${productId}?lng=${lng}`)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.waitForLoadState('networkidle')
      expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width)
      // The variants table fits its card (two columns on a phone), or scrolls in its own box.
      const scroller = page.getByRole('table').first().locator('xpath=..')
      expect(
        await scroller.evaluate(
          (el) =>
            el.scrollWidth <= el.clientWidth || ['auto', 'scroll'].includes(getComputedStyle(el).overflowX),
        ),
      ).toBe(true)
      await shot(page, `walkthrough-product-phone-${lng}`, true)

      // The raw JSON, opened, scrolls in its own box too.
      await page.locator('details > summary').click()
      expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width)

      await page.setViewportSize(DESKTOP)
      expect(await documentWidth(page)).toBeLessThanOrEqual(DESKTOP.width)
      await page.evaluate(() => window.scrollTo(0, 0))
      await shot(page, `walkthrough-product-desktop-${lng}`)
      await context.close()
    })

    it(`offers a finished export's CSV in its toast (${lng})`, async () => {
      const { page, context, s } = await signedIn(lng)
      await page.goto(`/app/a/products?lng=${lng}`)
      await page.getByRole('button', { name: s.jobs.actions!.export!, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: s.jobs.export!.title! })
      await dialog.getByRole('button', { name: s.jobs.export!.start!, exact: true }).click()
      // The toast is for whoever went on with other work: close the dialog and wait for it.
      await expect.poll(() => dialog.getByRole('status').count(), { timeout: 30_000 }).toBe(1)
      await dialog.getByRole('button', { name: s.jobs.actions!.close!, exact: true }).click()

      const completed = s.app.polling!.jobCompleted!.replace('{{type}}', s.jobs.type!['product-export']!)
      const toast = page.getByRole('status').filter({ hasText: completed })
      const download = toast.getByRole('link', { name: s.jobs.toast!.download!, exact: true })
      await expect.poll(() => download.count(), { timeout: 30_000 }).toBe(1)
      await shot(page, `walkthrough-export-toast-${lng}`)

      const file = await page.request.get((await download.getAttribute('href'))!)
      expect(file.status()).toBe(200)
      expect(file.headers()['content-type']).toMatch(/^text\/csv/)
      // A byte-order mark first, so that spreadsheets read the file as UTF-8.
      const text = await file.text()
      expect(text.startsWith('\uFEFF')).toBe(true)
      expect(text.slice(1).split('\r\n')[0]).toMatch(/^Product Id;Product Handle;Product Title/)
      await context.close()
    })
  }
})
