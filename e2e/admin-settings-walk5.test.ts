import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import {
  type AdminCall,
  adminApi,
  createProduct,
  dashboardStrings,
  type E2E,
  SCREENSHOTS,
  signIn,
  startE2E,
  toastsGone,
} from './harness'

const EMAIL = 'owner@example.com'
const PASSWORD = 'owner-password-1'

let e: E2E
let call: AdminCall
let publishableKey: string
let europeId: string
let variantId: string

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E({ demo: true })
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  call = (await adminApi(e)).call
  // The demo's Europe (euros, 20 % VAT, prices include tax) holds Spain.
  publishableKey = e.publishableKey
  const { regions } = await call<{ regions: { id: string; name: string }[] }>('GET', '/admin/regions')
  europeId = regions.find((r) => r.name === 'Europe')!.id
  // An €80 price typed for the currency, as the product wizard does (no region price).
  const id = await createProduct(call, {
    title: 'Walk Five Lamp',
    status: 'published',
    variants: [{ title: 'One', manage_inventory: false, prices: [{ currency_code: 'eur', amount: 8000 }] }],
  })
  const { product } = await call<{ product: { variants: { id: string }[] } }>('GET', `/admin/products/${id}`)
  variantId = product.variants[0]!.id
})
afterAll(() => e?.close())

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })

const toast = (page: Page, text: string) =>
  expect
    .poll(() => page.getByRole('status', { includeHidden: true }).filter({ hasText: text }).count(), {
      timeout: 5000,
    })
    .toBeGreaterThan(0)

/** A guest cart in Europe with one lamp: its total and tax as the Store API answers them. */
async function europeCart(): Promise<{ total: number; tax_total: number }> {
  const store = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${e.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-publishable-api-key': publishableKey },
      body: JSON.stringify(body),
    })
    const json = (await res.json()) as T
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`)
    return json
  }
  const { cart } = await store<{ cart: { id: string } }>('/store/carts', { region_id: europeId })
  const added = await store<{ cart: { total: number; tax_total: number } }>(
    `/store/carts/${cart.id}/line-items`,
    { variant_id: variantId, quantity: 1 },
  )
  return added.cart
}

describe.skipIf(!hasChromium)('settings walk 5 in Chromium', () => {
  it('makes euro prices include tax, so a tax-inclusive region charges the entered price', async () => {
    // Before: the euro price is read without tax, and Europe adds its 20 % on top.
    expect((await europeCart()).total).toBe(9600)

    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto(`/app/a/settings/regions/${europeId}`)
    await page.getByRole('button', { name: 'Edit' }).first().click()
    const form = page.getByRole('dialog', { name: 'Edit region' })
    await expect.poll(() => form.getByText(/EUR prices are entered without tax/).count()).toBe(1)
    await expect
      .poll(() => form.getByRole('button', { name: 'Also treat EUR prices as including tax' }).count())
      .toBe(1)
    await form
      .getByRole('button', { name: 'Also treat EUR prices as including tax' })
      .scrollIntoViewIfNeeded()
    await shot(page, 'settings-walk5-region-tax-notice-en')
    await form.getByRole('button', { name: 'Cancel' }).click()

    await page.goto('/app/a/settings/details')
    const eur = page.getByRole('switch', { name: 'EUR prices include tax' })
    expect(await eur.getAttribute('aria-checked')).toBe('false')
    await expect
      .poll(() => page.getByText(/read as including tax in every region that uses it/).count())
      .toBe(1)
    await eur.click()
    await toast(page, 'EUR prices now include tax')
    await expect.poll(() => eur.getAttribute('aria-checked')).toBe('true')
    await toastsGone(page)
    await shot(page, 'settings-walk5-store-currencies-en')
    const { currencies } = await call<{ currencies: { code: string; includes_tax: boolean }[] }>(
      'GET',
      '/admin/currencies?code=eur',
    )
    expect(currencies[0]?.includes_tax).toBe(true)

    // After: the entered €80 is what the shopper pays, the VAT inside it.
    const cart = await europeCart()
    expect(cart.total).toBe(8000)
    expect(cart.tax_total).toBe(1333)

    // The region's form no longer warns.
    await page.goto(`/app/a/settings/regions/${europeId}`)
    await page.getByRole('button', { name: 'Edit' }).first().click()
    const again = page.getByRole('dialog', { name: 'Edit region' })
    await again.getByRole('textbox', { name: /^Name/ }).waitFor()
    expect(await again.getByText(/EUR prices are entered/).count()).toBe(0)
    await again.getByRole('button', { name: 'Cancel' }).click()

    const arabic = dashboardStrings('ar', 'settings').store as unknown as Record<string, string>
    await page.goto('/app/a/settings/details?lng=ar')
    await page.getByRole('switch', { name: arabic.includesTaxFor!.replace('{{code}}', 'EUR') }).waitFor()
    await shot(page, 'settings-walk5-store-currencies-ar')
    await context.close()
  })

  it("adds a shipping option whose price includes tax as its region's prices do", async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto(`/app/a/settings/regions/${europeId}`)
    await page.getByRole('button', { name: 'Add option' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add shipping option' })
    const includes = dialog.getByRole('switch', { name: 'Price includes tax' })
    expect(await includes.getAttribute('aria-checked')).toBe('true')
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Walk five post')
    await dialog.getByRole('textbox', { name: 'Price*' }).fill('4.95')
    await shot(page, 'settings-walk5-shipping-option-en')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Shipping option added')
    const { shipping_options } = await call<{
      shipping_options: { id: string; name: string; amount: number; includes_tax: boolean }[]
    }>('GET', `/admin/shipping-options?region_id=${europeId}`)
    const made = shipping_options.find((o) => o.name === 'Walk five post')!
    expect(made).toMatchObject({ amount: 495, includes_tax: true })

    // Editing shows the option's own value.
    await call('POST', `/admin/shipping-options/${made.id}`, { includes_tax: false })
    await page.reload()
    await page.getByRole('listitem', { name: 'Walk five post' }).getByRole('button', { name: /Edit/ }).click()
    const edit = page.getByRole('dialog', { name: 'Edit shipping option' })
    await expect
      .poll(() => edit.getByRole('switch', { name: 'Price includes tax' }).getAttribute('aria-checked'))
      .toBe('false')
    await context.close()
  })

  it('names the region that holds a country and links to it, where it must be removed first', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/settings/regions')
    await page.getByRole('button', { name: 'New region' }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Search countries').fill('Spain')
    const spain = dialog.getByRole('checkbox', { name: 'Spain — in Europe' })
    expect(await spain.isDisabled()).toBe(true)
    const link = dialog.getByRole('link', { name: 'Remove it from Europe first' })
    expect(await link.getAttribute('href')).toBe(`/app/a/settings/regions/${europeId}`)
    await shot(page, 'settings-walk5-country-taken-en')
    await link.click()
    await page.waitForURL(new RegExp(`/settings/regions/${europeId}$`))
    await context.close()
  })

  it('names the account-link e-mail and lets the log be filtered by it', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/settings/emails')
    const filter = page.getByLabel('E-mail', { exact: true })
    // The list's filters follow the URL once the page has loaded: choose again until the choice holds.
    await expect
      .poll(async () => {
        await filter.selectOption('order-update-token.created')
        return filter.locator('option:checked').textContent()
      })
      .toBe('Order to link to an account')
    await page.waitForURL(/order-update-token\.created/)
    expect(await page.getByText('notifications.events').count()).toBe(0)
    await context.close()
  })

  it('gives "anonymize" back on opting in again, as it was before opting out', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/settings/analytics')
    const optOut = page.getByRole('switch', { name: 'Opt out of sharing my usage data' })
    const anonymize = page.getByRole('switch', { name: 'Anonymize my usage data' })
    const email = page.getByLabel('Your email')
    await expect.poll(() => optOut.getAttribute('aria-checked')).toBe('true')
    await optOut.click()
    await anonymize.click()
    expect(await anonymize.getAttribute('aria-checked')).toBe('true')
    // Opted out: nothing is shared, anonymize is off and disabled (SPEC).
    await optOut.click()
    expect(await anonymize.getAttribute('aria-checked')).toBe('false')
    expect(await anonymize.isDisabled()).toBe(true)
    // Back in: as it was, so the e-mail is still not shared.
    await optOut.click()
    expect(await anonymize.getAttribute('aria-checked')).toBe('true')
    expect(await email.isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Continue' }).click()
    await toast(page, 'Your preferences were successfully updated')
    // The config is the signed-in person's own: read with their session.
    const saved = await page.request.get('/admin/analytics-configs')
    const { analytics_config } = (await saved.json()) as {
      analytics_config: { opt_out: boolean; anonymize: boolean }
    }
    expect(analytics_config).toMatchObject({ opt_out: false, anonymize: true })
    await context.close()
  })

  it('lists the installed plugins on a Settings page, saying how to install one', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/settings')
    await page.getByRole('link', { name: /Plugins/ }).click()
    await page.waitForURL(/\/settings\/plugins$/)
    await page.getByRole('heading', { name: 'Plugins', level: 1 }).waitFor()
    expect(await page.getByText('No plugins installed').count()).toBe(1)
    expect(await page.getByText('src/extensions/installed.ts').count()).toBe(1)
    await shot(page, 'settings-walk5-plugins-en')
    const arabic = dashboardStrings('ar', 'settings').plugins as unknown as Record<string, string>
    await page.goto('/app/a/settings/plugins?lng=ar')
    await page.getByRole('heading', { name: arabic.title, level: 1 }).waitFor()
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await shot(page, 'settings-walk5-plugins-ar')
    await context.close()
  })
})
