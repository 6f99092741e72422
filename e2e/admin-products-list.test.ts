import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import { type AdminCall, adminApi, createProduct, type E2E, SCREENSHOTS, signIn, startE2E } from './harness'

const EMAIL = 'catalogue@example.com'
const PASSWORD = 'catalogue-password-1'

let e: E2E
let headers: Record<string, string>
let call: AdminCall
const ids: Record<string, string> = {}

const productStatus = async (id: string) =>
  (await call<{ product: { status: string } }>('GET', `/admin/products/${id}`)).product.status

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E()
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  ;({ headers, call } = await adminApi(e))
  ids.lamp = await createProduct(call, {
    title: 'Brass Lamp',
    status: 'published',
    options: [{ title: 'Finish' }],
    variants: [
      {
        title: 'Matte',
        inventory_quantity: 7,
        prices: [{ currency_code: 'usd', amount: 4500 }],
        options: [{ value: 'Matte' }],
      },
      {
        title: 'Gloss',
        inventory_quantity: 5,
        prices: [{ currency_code: 'usd', amount: 4700 }],
        options: [{ value: 'Gloss' }],
      },
    ],
  })
  ids.rug = await createProduct(call, { title: 'Wool Rug', status: 'published' })
  ids.vase = await createProduct(call, { title: 'Clay Vase', status: 'published' })
  ids.chair = await createProduct(call, { title: 'Oak Chair', status: 'draft' })
})
afterAll(() => e?.close())

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })

const row = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title })

describe.skipIf(!hasChromium)('products list in Chromium', () => {
  it('filters by status in the URL, keeps it on reload, and bulk-unpublishes two products', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/products')
    const table = page.getByRole('table', { name: 'Products' })
    await expect.poll(() => row(page, 'Oak Chair').count()).toBe(1)
    for (const title of ['Brass Lamp', 'Wool Rug', 'Clay Vase'])
      expect(await row(page, title).count()).toBe(1)
    expect(await row(page, 'Brass Lamp').textContent()).toContain('12 in stock across 2 variants')
    expect(await table.getByText('Draft', { exact: true }).count()).toBe(1)

    await page.getByRole('button', { name: 'Status', exact: true }).click()
    await page.getByRole('menuitemcheckbox', { name: 'Published' }).click()
    await page.keyboard.press('Escape')
    await page.waitForURL(/[?&]status=published/)
    await expect.poll(() => row(page, 'Oak Chair').count()).toBe(0)
    await shot(page, 'products-list-en')

    await page.reload()
    await expect.poll(() => row(page, 'Wool Rug').count()).toBe(1)
    expect(page.url()).toContain('status=published')
    expect(await row(page, 'Oak Chair').count()).toBe(0)

    await page.getByRole('checkbox', { name: 'Select Wool Rug', exact: true }).check()
    await page.getByRole('checkbox', { name: 'Select Clay Vase', exact: true }).check()
    const bar = page.getByRole('toolbar', { name: 'Bulk actions' })
    expect(await bar.getByText('Selected: 2').count()).toBe(1)
    await bar.getByRole('button', { name: 'Unpublish' }).click()
    await expect.poll(() => page.getByText('Products unpublished: 2').count()).toBe(1)
    // The published-only list no longer has them.
    await expect.poll(() => row(page, 'Wool Rug').count()).toBe(0)

    expect(await productStatus(ids.rug!)).toBe('draft')
    expect(await productStatus(ids.vase!)).toBe('draft')
    expect(await productStatus(ids.lamp!)).toBe('published')

    // A row opens the product's page.
    await row(page, 'Brass Lamp').click()
    await page.waitForURL(new RegExp(`/app/a/products/${ids.lamp}$`))
    await context.close()
  })

  it('asks before deleting, and lays out right to left in Arabic', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/products')
    await page.getByRole('checkbox', { name: 'Select Oak Chair', exact: true }).check()
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('alertdialog')
    expect(await dialog.getByText('Selected products: 1').count()).toBe(1)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect((await fetch(`${e.baseUrl}/admin/products/${ids.chair}`, { headers })).status).toBe(200)

    await page.goto('/app/a/products?lng=ar')
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await expect.poll(() => page.getByRole('button', { name: 'منتج جديد' }).count()).toBe(1)
    await expect.poll(() => row(page, 'Brass Lamp').count()).toBe(1)
    await shot(page, 'products-list-ar')
    await context.close()
  })
})
