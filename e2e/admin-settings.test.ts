import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import { adminHeaders, dashboardStrings, type E2E, SCREENSHOTS, startE2E } from './harness'

const EMAIL = 'owner@example.com'
const PASSWORD = 'owner-password-1'

let e: E2E
let headers: Record<string, string>

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E()
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  headers = await adminHeaders(e)
})
afterAll(() => e?.close())

async function adminGet<T>(path: string): Promise<T> {
  const res = await fetch(`${e.baseUrl}${path}`, { headers })
  expect(res.status).toBe(200)
  return (await res.json()) as T
}

async function signIn(page: Page) {
  await page.goto('/app/login')
  await page.getByLabel('Email').fill(EMAIL)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.waitForURL(/\/app\/a(\/|$|\?)/)
  // Answer the first-sign-in usage-insights question up front so its dialog stays closed.
  await page.request.post('/admin/analytics-configs', { data: { opt_out: true, anonymize: false } })
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })

const toast = (page: Page, text: string) =>
  expect
    // Hidden included: an open dialog marks everything outside it, the toasts too, aria-hidden.
    .poll(() => page.getByRole('status', { includeHidden: true }).filter({ hasText: text }).count(), {
      timeout: 5000,
    })
    .toBeGreaterThan(0)

interface Store {
  name: string
  currencies: { code: string }[]
  metadata: { business?: Record<string, string> } | null
}
interface Region {
  id: string
  name: string
  currency_code: string
  tax_rate: number
  tax_code: string | null
  countries: { iso_2: string }[]
}
interface ShippingOption {
  name: string
  price_type: string
  amount: number
  region_id: string
}

describe.skipIf(!hasChromium)('store settings in Chromium', () => {
  it('edits the store, creates a region with countries and tax, and adds a flat shipping option', async () => {
    const { page, context } = await e.newPage()
    await signIn(page)
    await page.goto('/app/a/settings')
    const cards = page.getByRole('link', {
      name: /Regions|Store details|Sales channels|Publishable API keys/,
    })
    await expect.poll(() => cards.count()).toBe(4)
    await shot(page, 'settings-home-en')

    // Store details: rename and sell in euros too.
    await page.getByRole('link', { name: /Store details/ }).click()
    await page.waitForURL(/\/settings\/details$/)
    const name = page.getByLabel('Store name')
    await name.fill('Corner Shop')
    await page.getByRole('region', { name: 'General' }).getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Store details saved')
    await page.getByLabel('Add a currency').selectOption('eur')
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await toast(page, 'EUR added')
    const { store } = await adminGet<{ store: Store }>('/admin/store')
    expect(store.name).toBe('Corner Shop')
    expect(store.currencies.map((c) => c.code).sort()).toEqual(['eur', 'usd'])

    // Business details for invoices: a bad e-mail is refused in place; saved, they are the store's
    // metadata.business, and the name above keeps what was typed meanwhile.
    const business = page.getByRole('region', { name: 'Business details' })
    await name.fill('Corner Shop (typing)')
    await business.getByLabel('Legal name').fill('Corner Shop Ltd')
    await business.getByLabel('Business address').fill('12 Rue Cuvier\n69006 Lyon\n\nFrance ')
    await business.getByLabel('Tax number (VAT ID)').fill('FR12345678901')
    await business.getByLabel('Billing email').fill('billing at corner')
    await business.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => business.getByText('Enter a valid email address').count()).toBe(1)
    await business.getByLabel('Billing email').fill('billing@corner.example')
    await business.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Business details saved')
    expect((await adminGet<{ store: Store }>('/admin/store')).store.metadata?.business).toEqual({
      legal_name: 'Corner Shop Ltd',
      address: '12 Rue Cuvier\n69006 Lyon\nFrance',
      tax_id: 'FR12345678901',
      email: 'billing@corner.example',
      phone: '',
    })
    expect(await name.inputValue()).toBe('Corner Shop (typing)')
    await name.fill('Corner Shop')
    await shot(page, 'settings-store-business-en')
    await page.goto('/app/a/settings/details?lng=ar')
    const arabic = dashboardStrings('ar', 'settings').store!.business as unknown as Record<string, string>
    await page.getByRole('region', { name: arabic.title }).waitFor()
    await shot(page, 'settings-store-business-ar')
    await page.goto('/app/a/settings/details?lng=en')

    // Leaving with an unsaved name asks: within the dashboard with our question, on reload the browser's.
    await name.fill('Corner Shop Two')
    await page.getByRole('navigation').getByRole('link', { name: 'Orders', exact: true }).click()
    const question = page.getByRole('alertdialog', { name: 'Discard changes?' })
    await question.getByRole('button', { name: 'Keep editing' }).click()
    await expect.poll(() => question.count()).toBe(0)
    expect(new URL(page.url()).pathname).toMatch(/\/settings\/details$/)
    const asked: string[] = []
    page.on('dialog', (dialog) => asked.push(dialog.type()))
    await page.reload()
    expect(asked).toEqual(['beforeunload'])
    await expect.poll(() => name.inputValue()).toBe('Corner Shop')

    // A region: two countries, 19 % VAT, in euros; bad input is refused before anything is sent.
    await page.goto('/app/a/settings/regions')
    await page.getByRole('button', { name: 'New region' }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => dialog.getByText('Choose at least one country').count()).toBe(1)
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Europe')
    await dialog.getByLabel('Currency').selectOption('eur')
    await dialog.getByLabel('Search countries').fill('germ')
    await dialog.getByRole('checkbox', { name: 'Germany' }).check()
    await dialog.getByLabel('Search countries').fill('France')
    await dialog.getByRole('checkbox', { name: 'France', exact: true }).check()
    await dialog.getByLabel('Tax rate (%)').fill('190')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => dialog.getByText('Enter a percentage between 0 and 100').count()).toBe(1)
    expect((await adminGet<{ regions: Region[] }>('/admin/regions')).regions).toHaveLength(0)
    await dialog.getByLabel('Tax rate (%)').fill('19')
    await dialog.getByLabel('Tax code').fill('VAT')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Region created')
    await page.waitForURL(/\/settings\/regions\/reg_/)
    const { regions } = await adminGet<{ regions: Region[] }>('/admin/regions')
    expect(regions).toHaveLength(1)
    const region = regions[0]!
    expect(region).toMatchObject({ name: 'Europe', currency_code: 'eur', tax_rate: 19, tax_code: 'VAT' })
    expect(region.countries.map((c) => c.iso_2).sort()).toEqual(['de', 'fr'])

    // A flat-rate shipping option of 4.95 euros, sent as 495 minor units.
    await page.getByRole('button', { name: 'Add option' }).click()
    const option = page.getByRole('dialog')
    await option.getByRole('textbox', { name: /^Name/ }).fill('Standard')
    await option.getByRole('textbox', { name: 'Price*' }).fill('4.95')
    await option.getByLabel('Minimum subtotal').fill('20')
    await option.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Shipping option added')
    const item = page.getByRole('listitem', { name: 'Standard' })
    await expect.poll(() => item.textContent()).toContain('€4.95')
    const { shipping_options } = await adminGet<{ shipping_options: ShippingOption[] }>(
      `/admin/shipping-options?region_id=${region.id}`,
    )
    expect(shipping_options).toHaveLength(1)
    expect(shipping_options[0]).toMatchObject({ name: 'Standard', price_type: 'flat_rate', amount: 495 })
    expect(await page.getByText('19%', { exact: true }).count()).toBe(1)
    // Toasts fade after a couple of seconds; the screenshot shows the page itself.
    await expect.poll(() => page.getByRole('status').count(), { timeout: 10_000 }).toBe(0)
    await shot(page, 'region-detail-en')

    await page.goto(`/app/a/settings/regions/${region.id}?lng=ar`)
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await expect.poll(() => page.getByRole('heading', { name: 'خيارات الشحن' }).count()).toBe(1)
    await shot(page, 'region-detail-ar')
    await context.close()
  })

  it('creates a sales channel and a publishable key in it, copies the token and revokes it after confirming', async () => {
    const { page, context } = await e.newPage()
    await signIn(page)
    await page.goto('/app/a/settings/sales-channels')
    await page.getByRole('button', { name: 'New channel' }).first().click()
    await page.getByRole('dialog').getByRole('textbox', { name: /^Name/ }).fill('Web')
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Sales channel created')
    const channelRow = page.getByRole('row').filter({ hasText: /^Web/ })
    await expect.poll(() => channelRow.count()).toBe(1)
    await channelRow.getByRole('button', { name: 'Disable Web' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click()
    await toast(page, 'Web disabled')
    const { sales_channels: channels } = await adminGet<{
      sales_channels: { id: string; name: string; is_disabled: boolean }[]
    }>('/admin/sales-channels?q=Web')
    const web = channels.find((c) => c.name === 'Web')!
    expect(web.is_disabled).toBe(true)

    await page.goto('/app/a/settings/publishable-api-keys')
    await page.getByRole('button', { name: 'New key' }).first().click()
    await page.getByRole('dialog').getByLabel('Title').fill('Web shop')
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Key created')
    const row = page.getByRole('row').filter({ hasText: 'Web shop' })
    await expect.poll(() => row.count()).toBe(1)
    const { publishable_api_keys: keys } = await adminGet<{
      publishable_api_keys: { id: string; title: string; revoked_at: string | null }[]
    }>('/admin/publishable-api-keys')
    expect(keys.map((k) => k.title)).toEqual(['Web shop'])
    const key = keys[0]!
    // The list says which channels a key opens: none yet, so the store's default one.
    await expect.poll(() => row.getByText("None: the store's default channel").count()).toBe(1)

    await row.getByRole('button', { name: 'Sales channels of Web shop' }).click()
    await page.getByRole('dialog').getByRole('checkbox', { name: 'Web' }).check()
    await toast(page, 'Web added')
    const linked = await adminGet<{ sales_channels: { id: string }[] }>(
      `/admin/publishable-api-keys/${key.id}/sales-channels`,
    )
    expect(linked.sales_channels.map((c) => c.id)).toEqual([web.id])
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click()
    const listed = row.getByRole('list', { name: 'Sales channels of Web shop' }).getByRole('link')
    await expect.poll(() => listed.allTextContents()).toEqual(['Web'])

    await row.getByRole('button', { name: 'Copy the token of Web shop' }).click()
    await toast(page, 'Token copied')

    // Cancelling the question leaves the key alone; confirming revokes it.
    await row.getByRole('button', { name: 'Revoke Web shop' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
    const before = await adminGet<{ publishable_api_key: { revoked_at: string | null } }>(
      `/admin/publishable-api-keys/${key.id}`,
    )
    expect(before.publishable_api_key.revoked_at).toBeNull()
    await row.getByRole('button', { name: 'Revoke Web shop' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click()
    await toast(page, 'Key revoked')
    await expect.poll(() => row.getByText('Revoked').count()).toBe(1)
    const after = await adminGet<{ publishable_api_key: { revoked_at: string | null } }>(
      `/admin/publishable-api-keys/${key.id}`,
    )
    expect(after.publishable_api_key.revoked_at).not.toBeNull()
    await context.close()
  })
})
