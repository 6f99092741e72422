import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublishableKey } from '../packages/server/src/modules/sales-channels/publishable-keys.service'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import { type E2E, SCREENSHOTS, startE2E } from './harness'

const EMAIL = 'owner@example.com'
const PASSWORD = 'owner-password-1'

let e: E2E
beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E()
  await createUser(e.ctx, {
    email: EMAIL,
    password: PASSWORD,
    role: 'admin',
    first_name: 'Olive',
    last_name: 'Owner',
  })
})
afterAll(() => e?.close())

async function signIn(page: Page, email = EMAIL, password = PASSWORD) {
  await page.goto('/app/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Continue' }).click()
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })

describe.skipIf(!hasChromium)('admin dashboard in Chromium', () => {
  it('refuses a wrong password, then signs in and lands in the signed-in area', async () => {
    const { page, context } = await e.newPage()
    await page.goto('/app/login')
    await shot(page, 'login-en')
    await signIn(page, EMAIL, 'not-the-password')
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('The email or password is not correct.')
    expect(page.url()).toContain('/app/login')
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(/\/app\/a(\/|$|\?)/)
    await page.waitForLoadState('networkidle')
    await shot(page, 'landing-en')
    const cookies = await context.cookies()
    expect(cookies.find((c) => c.name === 'mercato_admin_sid')?.httpOnly).toBe(true)
    await context.close()
  })

  it('shows the not-found page for an unknown path', async () => {
    const { page, context } = await e.newPage()
    await page.goto('/app/no/such/page')
    await expect.poll(() => page.getByText('Page not found').count()).toBe(1)
    expect(await page.getByText('404').count()).toBeGreaterThan(0)
    await context.close()
  })

  it('preferences: opt-out disables anonymize and email, bad email is refused, success and error toasts', async () => {
    const { page, context } = await e.newPage()
    await signIn(page)
    await page.waitForURL(/\/app\/a(\/|$|\?)/)
    await page.goto('/app/a/settings/analytics')
    await page.getByRole('heading', { name: 'Help us get better' }).first().waitFor()
    await shot(page, 'preferences-en')
    // On a first sign-in the same form opens as a dialog over the page; answer it there.
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    const email = dialog.getByLabel('Your email')
    const anonymize = dialog.getByRole('switch', { name: 'Anonymize my usage data' })
    const optOut = dialog.getByRole('switch', { name: 'Opt out of sharing my usage data' })
    // Anonymized by default; sharing the e-mail is the person's own choice.
    expect(await anonymize.getAttribute('aria-checked')).toBe('true')
    expect(await email.isDisabled()).toBe(true)
    await anonymize.click()
    await email.fill('not-an-email')
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => page.getByText('Please enter a valid email').count()).toBe(1)
    await optOut.click()
    expect(await anonymize.isDisabled()).toBe(true)
    expect(await email.isDisabled()).toBe(true)
    await optOut.click()
    await email.fill('owner@example.com')
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => page.getByText('Your preferences were successfully updated').count()).toBe(1)
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    const stored = await page.request.get('/admin/analytics-configs')
    expect((await stored.json()).analytics_config).toMatchObject({ opt_out: false, anonymize: false })

    // A failing server: its message reaches an 'Error' toast.
    await page.route('**/admin/analytics-configs**', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: '{"type":"invalid_data","message":"Preferences are locked"}',
          })
        : route.continue(),
    )
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => page.getByText('Preferences are locked').count()).toBe(1)
    expect(await page.getByText('Error', { exact: true }).count()).toBeGreaterThan(0)
    await context.close()
  })

  it('switches to German and to Arabic, which lays out right to left', async () => {
    const { page, context } = await e.newPage()
    await page.goto('/app/login?lng=de')
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de')
    await expect.poll(() => page.getByRole('button', { name: 'Weiter' }).count()).toBe(1)
    await page.goto('/app/login?lng=ar')
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await shot(page, 'login-ar')
    await page.getByLabel('البريد الإلكتروني').fill(EMAIL)
    await page.locator('input[type=password]').fill(PASSWORD)
    await page.locator('button[type=submit]').click()
    await page.waitForURL(/\/app\/a(\/|$|\?)/)
    await page.waitForLoadState('networkidle')
    await shot(page, 'landing-ar')
    await page.goto('/app/a/settings/analytics')
    await page.locator('form').first().waitFor()
    await shot(page, 'preferences-ar')
    await context.close()
  })

  it('accepts an invitation and signs in as the new user', async () => {
    const seen: Array<{ token: string }> = []
    e.ctx.events.subscribe('invite.created', (d) => void seen.push(d as { token: string }))
    const { page, context } = await e.newPage()
    await signIn(page)
    await page.waitForURL(/\/app\/a(\/|$|\?)/)
    const res = await page.request.post('/admin/invites', {
      data: { user: 'newbie@example.com', role: 'member' },
    })
    expect(res.status()).toBe(200)
    await e.ctx.events.idle()
    await context.clearCookies()
    await page.goto(`/app/invite?token=${encodeURIComponent(seen[0]!.token)}`)
    await page.getByLabel('First name').fill('New')
    await page.getByLabel('Last name').fill('Bie')
    await page.getByLabel('Password').fill('newbie-password-1')
    await page.locator('button[type=submit]').click()
    await page.waitForURL(/\/app\/a(\/|$|\?)/)
    const me = await page.request.get('/admin/auth')
    expect((await me.json()).user.email).toBe('newbie@example.com')

    // A member runs the shop and may look at its settings, whose actions are disabled and say why.
    await page.request.post('/admin/analytics-configs', { data: { opt_out: true, anonymize: false } })
    await page.goto('/app/a/settings/regions')
    const readOnly = "You can look at the store's settings. Only an admin or a developer can change them."
    await page.getByRole('note').filter({ hasText: readOnly }).waitFor()
    expect(await page.getByRole('button', { name: 'New region' }).first().isDisabled()).toBe(true)
    // Looking is not changing: the list can still be searched, and a key's token copied.
    expect(await page.getByRole('searchbox').first().isEnabled()).toBe(true)
    await shot(page, 'settings-member-en')
    await page.goto('/app/a/settings/regions?lng=ar')
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await page.getByRole('note').waitFor()
    await shot(page, 'settings-member-ar')
    await createPublishableKey(e.ctx, 'Shop front', undefined)
    await page.goto('/app/a/settings/publishable-api-keys?lng=en')
    const keyRow = page.getByRole('row').filter({ hasText: 'Shop front' })
    await keyRow.getByRole('button', { name: 'Copy the token of Shop front' }).click()
    await page.getByText('Token copied').waitFor()
    expect(await keyRow.getByRole('button', { name: 'Revoke Shop front' }).isDisabled()).toBe(true)
    await page.goto('/app/a/settings/publishable-api-keys?lng=ar')
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Shop front' }).count()).toBe(1)
    await shot(page, 'api-keys-member-ar')
    await page.goto('/app/a/products?lng=en')
    await expect.poll(() => page.getByRole('button', { name: 'New product' }).first().isEnabled()).toBe(true)
    expect(await page.getByRole('note').filter({ hasText: readOnly }).count()).toBe(0)
    await context.close()
  })

  it('resets a password from the emailed link', async () => {
    await createUser(e.ctx, { email: 'forgetful@example.com', password: 'old-password-1', role: 'member' })
    const seen: Array<{ token: string }> = []
    e.ctx.events.subscribe('user.password_reset', (d) => void seen.push(d as { token: string }))
    const { page, context } = await e.newPage()
    await page.goto('/app/login')
    await page.getByRole('button', { name: 'Forgot your password?' }).click()
    await page.getByLabel('Email').fill('forgetful@example.com')
    await page.locator('button[type=submit]').click()
    await expect.poll(() => page.getByText('If an account exists for this email').count()).toBe(1)
    await e.ctx.events.idle()
    await page.goto(`/app/reset-password?token=${encodeURIComponent(seen[0]!.token)}`)
    await page.getByLabel('New password').fill('fresh-password-1')
    await page.getByLabel('Repeat password').fill('fresh-password-1')
    await page.locator('button[type=submit]').click()
    await page.waitForURL(/\/app\/login/)
    await signIn(page, 'forgetful@example.com', 'fresh-password-1')
    await page.waitForURL(/\/app\/a(\/|$|\?)/)
    await context.close()
  })

  it('tells the operator when a product import finishes', async () => {
    const { page, context } = await e.newPage()
    await signIn(page)
    await page.waitForURL(/\/app\/a(\/|$|\?)/)
    const csv =
      'Product Handle;Product Title;Product Status;Variant Title;Variant SKU;Price USD\r\nmug;Mug;published;Default;MUG-1;12.50\r\n'
    const upload = await page.request.post('/admin/uploads/protected', {
      multipart: { files: { name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
    })
    expect(upload.status()).toBe(200)
    const fileKey = (await upload.json()).uploads[0].key
    const job = await page.request.post('/admin/batch-jobs', {
      data: { type: 'product-import', context: { fileKey } },
    })
    expect(job.status()).toBe(201)
    // The dashboard polls batch jobs at 2, 5, 10, 15, 30 and 60 s intervals (SPEC §9), so on a busy machine
    // a job that finishes after the third poll is only seen 32 s after the page loaded.
    await expect
      .poll(() => page.getByText('product import batch job completed').count(), { timeout: 75_000 })
      .toBeGreaterThan(0)
    await context.close()
  }, 120_000)
})
