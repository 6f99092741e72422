import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import {
  adminHeaders,
  dashboardStrings,
  type E2E,
  SCREENSHOTS,
  signIn as signInAs,
  startE2E,
} from './harness'
import { type ApiCall, type Json, apiCaller, placeOrder } from './order-desk'

// The e-mails the shop sends, as staff read them: from an order's timeline, and in the settings' log.

const EMAIL = 'emails-desk@example.com'
const PASSWORD = 'emails-desk-password-1'

let e: E2E
let headers: Record<string, string>
let call: ApiCall
const orders: Json[] = []

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E({ demo: true })
  call = apiCaller(e)
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  headers = await adminHeaders(e)
  const shopKey = e.publishableKey
  for (const shopper of ['ida.mail@example.com', 'olaf.mail@example.com'])
    orders.push(await placeOrder(call, headers, shopKey, shopper))
})
afterAll(() => e?.close())

const signIn = (page: Page) => signInAs(page, EMAIL, PASSWORD)
const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })
const toast = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0)
const euros = (minor: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(minor / 100)

describe.skipIf(!hasChromium)('e-mails in Chromium', () => {
  it("shows an order's confirmation e-mail from its timeline, in English and Arabic", async () => {
    const [order] = orders
    const { page, context } = await e.newPage()
    await signIn(page)
    await page.goto(`/app/a/orders/${order.id}`)
    const events = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem')
    const confirmation = events.filter({ hasText: 'Order confirmation' }).first()
    await expect.poll(() => confirmation.count()).toBe(1)
    await confirmation.getByRole('button', { name: 'View e-mail' }).click()
    const mail = page.getByRole('dialog', { name: 'E-mail' })
    const subject = `Order #${order.display_id} confirmed`
    // The dialog opens before the message arrives.
    await expect.poll(() => mail.textContent()).toContain(subject)
    // As sent: the HTML part, in a sandboxed frame named by the subject.
    const sent = mail.getByTitle(subject).contentFrame()
    await expect.poll(() => sent.getByRole('cell', { name: euros(order.total) }).count()).toBeGreaterThan(0)
    expect(await sent.locator('html').getAttribute('dir')).toBe('ltr')
    await shot(page, 'order-email-preview-en')
    await mail.getByRole('button', { name: 'Plain text' }).click()
    const body = mail.getByRole('document')
    await expect.poll(() => body.count()).toBe(1)
    expect(await body.textContent()).toContain(`Total: ${euros(order.total)}`)
    await mail.getByRole('button', { name: 'Close' }).first().click()

    const ar = dashboardStrings('ar', 'translation').emailPreview!
    await page.goto(`/app/a/orders/${order.id}?lng=ar`)
    await page.getByRole('button', { name: ar.view }).first().click()
    const arabic = page.getByRole('dialog', { name: ar.title }).locator('iframe').contentFrame()
    // Written in the shopper's language, whatever the dashboard's.
    await expect.poll(() => arabic.locator('html').getAttribute('lang')).toBe('en')
    await shot(page, 'order-email-preview-ar')
    await page.goto(`/app/a/orders/${order.id}?lng=en`)
    await context.close()
  })

  it('lists the e-mails the shop sent; one opens as written and is sent again', async () => {
    const { page, context } = await e.newPage()
    await signIn(page)
    await page.goto('/app/a/settings')
    await page.getByRole('link', { name: /E-mails/ }).click()
    await page.waitForURL(/\/settings\/emails$/)
    const table = page.getByRole('table', { name: 'E-mails' })
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(2)
    // Only order confirmations, kept in the address.
    await page.getByLabel('E-mail', { exact: true }).selectOption('order.placed')
    await page.waitForURL(/event=order.placed/)
    const { notifications } = await call(
      'GET',
      '/admin/notifications?event_name=order.placed&limit=1',
      headers,
    )
    const newest = notifications[0]
    const row = table.getByRole('row').nth(1)
    await expect.poll(() => row.textContent()).toContain(newest.to)
    await shot(page, 'settings-emails-en')
    await row.click()
    await page.waitForURL(new RegExp(`/settings/emails/${newest.id}$`))
    await page.getByRole('button', { name: 'Plain text' }).click()
    const mail = page.getByRole('document', { name: `Order #${newest.data.display_id} confirmed` })
    await expect.poll(() => mail.count()).toBe(1)
    expect(await mail.textContent()).toContain(
      `Thank you for your order! We have received order #${newest.data.display_id}`,
    )
    await page.getByRole('button', { name: 'Send again' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send again' }).click()
    await toast(page, 'E-mail sent again')
    const after = await call(
      'GET',
      `/admin/notifications?event_name=order.placed&include_resends=true&to=${encodeURIComponent(newest.to)}`,
      headers,
    )
    expect(after.notifications.filter((n: Json) => n.parent_id === newest.id)).toHaveLength(1)
    await page.goto('/app/a/settings/emails?lng=ar')
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl')
    await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBeGreaterThan(2)
    await shot(page, 'settings-emails-ar')
    await page.goto('/app/a/settings/emails?lng=en')
    await context.close()
  })
})
