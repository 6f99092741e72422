import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import {
  type AdminCall,
  adminApi,
  byLabel,
  createProduct,
  dashboardStrings,
  type E2E,
  SCREENSHOTS,
  signIn,
  startE2E,
} from './harness'

const EMAIL = 'owner@example.com'
const PASSWORD = 'owner-password-1'
const s = dashboardStrings('en', 'setup')
const home = dashboardStrings('en', 'settings').home!

let e: E2E
let call: AdminCall
let regionId: string
let typeId: string

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E()
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  ;({ call } = await adminApi(e))
  regionId = (
    await call<{ region: { id: string } }>('POST', '/admin/regions', {
      name: 'North America',
      currency_code: 'usd',
      tax_rate: 10,
      countries: ['us'],
      payment_providers: ['manual'],
      fulfillment_providers: ['manual'],
    })
  ).region.id
  const productId = await createProduct(call, { title: 'Field Guide', type: { value: 'Books' } })
  typeId = (await call<{ product: { type_id: string } }>('GET', `/admin/products/${productId}`)).product
    .type_id
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

interface TaxRate {
  id: string
  name: string
  code: string
  rate: number
  region_id: string
  product_types: { id: string }[]
}
interface Reason {
  value: string
  label: string
  return_reason_children: { value: string; label: string }[]
}

describe.skipIf(!hasChromium)('store setup in Chromium', () => {
  it('creates a tax override, applies it to a product type, and keeps nested return reasons and profiles', async () => {
    const { page } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/settings')
    for (const key of ['taxes', 'returnReasons', 'shippingProfiles', 'locations', 'personal'])
      await expect
        .poll(() => page.getByRole('link', { name: new RegExp(`^${home[`${key}Label`]}`) }).count())
        .toBe(1)
    await shot(page, 'setup-settings-home-en')

    // Taxes: a reduced rate for books, refused first with a rate out of range.
    await page.getByRole('link', { name: new RegExp(`^${home.taxesLabel}`) }).click()
    await page.waitForURL(/\/settings\/taxes$/)
    await page.getByRole('button', { name: s.taxes!.new }).first().click()
    const dialog = page.getByRole('dialog')
    await byLabel(dialog, s.fields!.name!).fill('Books')
    await byLabel(dialog, s.fields!.code!).fill('BOOK')
    await byLabel(dialog, s.fields!.ratePercent!).fill('150')
    await byLabel(dialog, s.fields!.region!).selectOption(regionId)
    await dialog.getByRole('button', { name: s.actions!.save }).click()
    await expect.poll(() => dialog.getByText(s.taxes!.errorRate!).count()).toBe(1)
    expect((await call<{ tax_rates: unknown[] }>('GET', '/admin/tax-rates')).tax_rates).toHaveLength(0)
    await byLabel(dialog, s.fields!.ratePercent!).fill('5')
    await dialog.getByRole('button', { name: s.actions!.save }).click()
    await toast(page, s.taxes!.created!)
    await page.waitForURL(/\/settings\/taxes\/txr_/)

    await page.getByRole('button', { name: s.taxes!.productTypesAdd }).click()
    const picker = page.getByRole('dialog')
    await byLabel(picker, s.picker!.search!).fill('Boo')
    await picker.getByRole('checkbox', { name: 'Books' }).check()
    await picker.getByRole('button', { name: s.picker!.apply }).click()
    await toast(page, s.taxes!.applied!)
    const { tax_rates } = await call<{ tax_rates: TaxRate[] }>('GET', '/admin/tax-rates?expand=product_types')
    expect(tax_rates).toHaveLength(1)
    expect(tax_rates[0]).toMatchObject({ name: 'Books', code: 'BOOK', rate: 5, region_id: regionId })
    expect(tax_rates[0]!.product_types.map((t) => t.id)).toEqual([typeId])
    await expect.poll(() => page.getByText('Books', { exact: true }).count()).toBeGreaterThan(1)
    await shot(page, 'setup-tax-rate-en')
    await page.getByRole('link', { name: s.taxes!.back }).click()
    await page.waitForURL(/\/settings\/taxes$/)
    await expect.poll(() => page.getByRole('cell', { name: 'BOOK', exact: true }).count()).toBe(1)
    await shot(page, 'setup-taxes-en')

    // Return reasons: a parent and a child under it.
    await page.goto('/app/a/settings/return-reasons')
    await page.getByRole('button', { name: s.reasons!.new }).first().click()
    await byLabel(page.getByRole('dialog'), s.fields!.label!).fill('Damaged')
    await byLabel(page.getByRole('dialog'), s.fields!.value!).fill('damaged')
    await page.getByRole('dialog').getByRole('button', { name: s.actions!.save }).click()
    await toast(page, s.reasons!.created!)
    await page.getByRole('button', { name: 'Add a child reason to Damaged' }).click()
    await byLabel(page.getByRole('dialog'), s.fields!.label!).fill('Broken in transit')
    await byLabel(page.getByRole('dialog'), s.fields!.value!).fill('broken')
    await page.getByRole('dialog').getByRole('button', { name: s.actions!.save }).click()
    await expect.poll(() => page.getByText('Broken in transit').count()).toBe(1)
    const { return_reasons } = await call<{ return_reasons: Reason[] }>('GET', '/admin/return-reasons')
    expect(return_reasons).toHaveLength(1)
    expect(return_reasons[0]).toMatchObject({ value: 'damaged', label: 'Damaged' })
    expect(return_reasons[0]!.return_reason_children).toMatchObject([
      { value: 'broken', label: 'Broken in transit' },
    ])

    // Shipping profiles: a custom one next to the store's default and gift-card profiles.
    await page.goto('/app/a/settings/shipping-profiles')
    await page.getByRole('button', { name: s.profiles!.new }).click()
    await byLabel(page.getByRole('dialog'), s.fields!.name!).fill('Oversized')
    await page.getByRole('dialog').getByRole('button', { name: s.actions!.save }).click()
    await toast(page, s.profiles!.created!)
    const { shipping_profiles } = await call<{ shipping_profiles: { name: string; type: string }[] }>(
      'GET',
      '/admin/shipping-profiles',
    )
    expect(shipping_profiles).toContainEqual(expect.objectContaining({ name: 'Oversized', type: 'custom' }))

    // Its page takes a product and a shipping option from the default profile.
    const { shipping_option } = await call<{ shipping_option: { id: string; profile_id: string } }>(
      'POST',
      '/admin/shipping-options',
      {
        name: 'Freight',
        region_id: regionId,
        provider_id: 'manual',
        data: {},
        price_type: 'flat_rate',
        amount: 9000,
      },
    )
    await page.getByRole('link', { name: /Oversized/ }).click()
    await page.waitForURL(/\/shipping-profiles\/sp_/)
    const profileId = new URL(page.url()).pathname.split('/').pop()!
    expect(shipping_option.profile_id).not.toBe(profileId)
    await page.getByRole('button', { name: s.profiles!.addOptions }).click()
    const optionPicker = page.getByRole('dialog', { name: s.profiles!.addOptions })
    await optionPicker.getByRole('checkbox', { name: /Freight/ }).check()
    await optionPicker.getByRole('button', { name: s.picker!.apply }).click()
    await toast(page, s.profiles!.optionsMoved!)
    await page.getByRole('button', { name: s.profiles!.addProducts }).click()
    const products = page.getByRole('dialog', { name: s.profiles!.addProducts })
    await products.getByRole('checkbox', { name: /Field Guide/ }).check()
    await products.getByRole('button', { name: s.picker!.apply }).click()
    await toast(page, s.profiles!.productsMoved!)
    const { shipping_profile } = await call<{
      shipping_profile: { products: { title: string }[]; shipping_options: { id: string }[] }
    }>('GET', `/admin/shipping-profiles/${profileId}`)
    expect(shipping_profile.shipping_options.map((o) => o.id)).toEqual([shipping_option.id])
    expect(shipping_profile.products.map((p) => p.title)).toEqual(['Field Guide'])
    await expect.poll(() => page.getByRole('link', { name: 'Freight' }).count()).toBe(1)
    await expect.poll(() => page.getByRole('status').count(), { timeout: 10_000 }).toBe(0)
    await shot(page, 'setup-shipping-profile-en')
    await page.goto(`/app/a/settings/shipping-profiles/${profileId}?lng=ar`)
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await expect.poll(() => page.getByRole('link', { name: 'Freight' }).count()).toBe(1)
    await shot(page, 'setup-shipping-profile-ar')
    await page.goto(`/app/a/settings/shipping-profiles/${profileId}?lng=en`)
    await page.getByRole('link', { name: 'Field Guide' }).click()
    await page.waitForURL(/\/app\/a\/products\/prod_/)
  })

  it('invites a developer who accepts through the copied link, and renames the owner', async () => {
    const { page } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/settings/team')
    await page.getByRole('button', { name: s.team!.invite }).click()
    const dialog = page.getByRole('dialog')
    await byLabel(dialog, s.fields!.email!).fill('dev@example.com')
    await byLabel(dialog, s.fields!.role!).selectOption('developer')
    await dialog.getByRole('button', { name: s.team!.sendInvite }).click()
    // No e-mail server in this test: the message says the link must be passed on, not that it was sent.
    await toast(page, s.team!.invitedStored!.replace('{{email}}', 'dev@example.com'))
    const { invites } = await call<{ invites: { user_email: string; role: string }[] }>(
      'GET',
      '/admin/invites',
    )
    // The invite e-mail is in the dashboard's language unless another is chosen.
    expect(invites).toMatchObject([
      { user_email: 'dev@example.com', role: 'developer', metadata: { locale: 'en' } },
    ])
    await expect.poll(() => page.getByRole('cell', { name: 'dev@example.com', exact: true }).count()).toBe(1)
    await shot(page, 'setup-team-en')

    // An invite for a German-speaking colleague: its e-mail is written in German.
    await page.getByRole('button', { name: s.team!.invite }).click()
    const german = page.getByRole('dialog')
    await byLabel(german, s.fields!.email!).fill('kollegin@example.com')
    await byLabel(german, s.team!.inviteLanguage!).selectOption('de')
    await shot(page, 'setup-invite-language-en')
    await german.getByRole('button', { name: s.team!.sendInvite }).click()
    await toast(page, s.team!.invitedStored!.replace('{{email}}', 'kollegin@example.com'))
    const mails = await call<{ notifications: { id: string }[] }>(
      'GET',
      '/admin/notifications?to=kollegin@example.com',
    )
    const { preview } = await call<{ preview: { subject: string } }>(
      'GET',
      `/admin/notifications/${mails.notifications[0]!.id}/preview`,
    )
    expect(preview.subject).toMatch(/^Sie wurden in den Admin-Bereich von .+ eingeladen$/)
    // The dashboard records the language the owner uses, for the e-mails the server writes them.
    await expect
      .poll(async () => {
        const { users } = await call<{ users: { email: string; metadata: { locale?: string } | null }[] }>(
          'GET',
          '/admin/users',
        )
        return users.find((u) => u.email === EMAIL)?.metadata?.locale
      })
      .toBe('en')

    await page.getByRole('button', { name: 'Invite link for dev@example.com' }).click()
    const field = byLabel(page.getByRole('dialog'), s.team!.inviteLink!)
    await expect.poll(() => field.inputValue()).toMatch(/\/invite\?token=/)
    const link = new URL(await field.inputValue())
    await shot(page, 'setup-invite-link-en')

    // The invited developer accepts in a browser of their own and is signed in with that role.
    const invited = await e.newPage()
    await invited.page.goto(`${link.pathname}${link.search}`)
    const strings = dashboardStrings('en', 'translation')
    await byLabel(invited.page, strings.invite!.firstName!).fill('Dana')
    await byLabel(invited.page, strings.invite!.lastName!).fill('Dev')
    // Too short: the rule is said in words, next to the field, before anything is sent.
    await byLabel(invited.page, strings.auth!.password!).fill('abc')
    await invited.page.getByRole('button', { name: strings.invite!.submit }).click()
    await invited.page.getByText('Use at least 8 characters').waitFor()
    expect(await invited.page.getByText(/user\.password/).count()).toBe(0)
    await byLabel(invited.page, strings.auth!.password!).fill('developer-password-1')
    await invited.page.getByRole('button', { name: strings.invite!.submit }).click()
    await invited.page.waitForURL(/\/app\/a(\/|$|\?)/)
    const session = await (await invited.page.request.get('/admin/auth')).json()
    expect(session.user).toMatchObject({ email: 'dev@example.com', role: 'developer', first_name: 'Dana' })
    // Answer the first-sign-in usage-insights question now: its dialog, arriving late, hid the edit dialog.
    await invited.page.request.post('/admin/analytics-configs', { data: { opt_out: true, anonymize: false } })

    // A developer sees the team but cannot manage it: no invite, no remove, no role; their own name only.
    const dev = invited.page
    await dev.goto('/app/a/settings/team')
    // The page and the session load on their own; on a busy machine either may take a few seconds.
    await dev.getByRole('cell', { name: 'dev@example.com', exact: true }).waitFor()
    await expect
      .poll(() => dev.getByRole('note').filter({ hasText: s.team!.adminOnly! }).count(), { timeout: 20_000 })
      .toBe(1)
    expect(await dev.getByRole('button', { name: s.team!.invite }).count()).toBe(0)
    expect(await dev.getByRole('button', { name: `Remove ${EMAIL}` }).count()).toBe(0)
    expect(await dev.getByRole('button', { name: `Edit ${EMAIL}` }).count()).toBe(0)
    await dev.getByRole('button', { name: 'Edit dev@example.com' }).click()
    const own = dev.getByRole('dialog', { name: 'Edit dev@example.com' })
    expect(await own.getByLabel(s.fields!.role!).count()).toBe(0)
    await byLabel(own, s.fields!.lastName!).fill('Developer')
    await own.getByRole('button', { name: s.actions!.save }).click()
    await toast(dev, s.team!.userSaved!)
    await expect
      .poll(async () => (await (await dev.request.get('/admin/auth')).json()).user)
      .toMatchObject({ last_name: 'Developer', role: 'developer' })
    await shot(dev, 'setup-team-developer-en')

    // Personal settings: the owner's own name.
    await page.goto('/app/a/settings/personal')
    await byLabel(page, s.fields!.firstName!).fill('Olivia')
    await byLabel(page, s.fields!.lastName!).fill('Owner')
    await page.getByRole('button', { name: s.actions!.save }).click()
    await toast(page, s.personal!.saved!)
    const { users } = await call<{ users: { email: string; first_name: string; last_name: string }[] }>(
      'GET',
      '/admin/users',
    )
    expect(users.find((u) => u.email === EMAIL)).toMatchObject({ first_name: 'Olivia', last_name: 'Owner' })

    // The password rule is said up front, and a short password is refused before anything is sent.
    await expect.poll(() => page.getByText('At least 8 characters.').count()).toBe(1)
    let sent = 0
    page.on('request', (r) => r.url().includes('/me/password') && sent++)
    await byLabel(page, s.personal!.currentPassword!).fill(PASSWORD)
    await byLabel(page, s.personal!.newPassword!).fill('short')
    await byLabel(page, s.personal!.repeatPassword!).fill('short')
    await page.getByRole('button', { name: s.personal!.changePassword }).click()
    await expect.poll(() => page.getByText('Use at least 8 characters').count()).toBe(1)
    expect(sent).toBe(0)
  })

  it('lays the settings home, taxes and team out right to left in Arabic', async () => {
    const { page } = await e.newPage({ locale: 'ar' })
    await signIn(page, EMAIL, PASSWORD, 'ar')
    const ar = dashboardStrings('ar', 'setup')
    for (const [path, name, title] of [
      ['/app/a/settings', 'setup-settings-home-ar', dashboardStrings('ar', 'settings').home!.taxesLabel],
      ['/app/a/settings/taxes', 'setup-taxes-ar', ar.taxes!.overridesTitle],
      ['/app/a/settings/team', 'setup-team-ar', ar.team!.invitesTitle],
    ] as const) {
      await page.goto(path)
      await expect.poll(() => page.getByText(title!, { exact: true }).count()).toBeGreaterThan(0)
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
      await shot(page, name)
    }
    await page.getByRole('button', { name: ar.team!.invite }).click()
    await byLabel(page.getByRole('dialog'), ar.team!.inviteLanguage!).waitFor()
    await shot(page, 'setup-invite-ar')
  })
})
