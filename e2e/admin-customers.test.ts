import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIN_PASSWORD_LENGTH, contactFieldMessages } from '@mercato/domain'
import { CsvParser } from '../packages/server/src/jobs/csv'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import {
  type AdminCall,
  type E2E,
  SCREENSHOTS,
  adminApi,
  endsAtTheRight,
  byLabel,
  dashboardStrings,
  signIn,
  startE2E,
} from './harness'

const EMAIL = 'customer-desk@example.com'
const PASSWORD = 'customer-desk-password-1'
const BUYER_ANN = 'ann.orders.e2e@example.com'
const BUYER_BO = 'bo.orders.e2e@example.com'

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies, asserted by the test
type Json = any

let e: E2E
let call: AdminCall
let customerId = ''
let groupId = ''

/** A checkout through the Store API on the demo data: one tee to Paris, manual payment. */
async function placeOrder(publishableKey: string, email: string) {
  const shop = async (method: string, path: string, body?: unknown): Promise<Json> => {
    const res = await fetch(`${e.baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-publishable-api-key': publishableKey },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const json = await res.json()
    expect(res.status, `${method} ${path}: ${JSON.stringify(json)}`).toBe(200)
    return json
  }
  const { regions } = await shop('GET', '/store/regions')
  const europe = regions.find((r: Json) => r.name === 'Europe')
  const tee = (await call<Json>('GET', '/admin/products?handle=classic-tee')).products[0]
  const { cart } = await shop('POST', '/store/carts', { region_id: europe.id })
  await shop('POST', `/store/carts/${cart.id}/line-items`, { variant_id: tee.variants[0].id, quantity: 1 })
  await shop('POST', `/store/carts/${cart.id}`, {
    email,
    shipping_address: {
      first_name: 'Test',
      last_name: 'Buyer',
      address_1: '1 Rue de Rivoli',
      city: 'Paris',
      country_code: 'fr',
      postal_code: '75001',
    },
  })
  const { shipping_options } = await shop('GET', `/store/shipping-options/${cart.id}`)
  await shop('POST', `/store/carts/${cart.id}/shipping-methods`, { option_id: shipping_options[0].id })
  await shop('POST', `/store/carts/${cart.id}/payment-sessions`)
  await shop('POST', `/store/carts/${cart.id}/payment-session`, { provider_id: 'manual' })
  const done = await shop('POST', `/store/carts/${cart.id}/complete`)
  expect(done.type).toBe('order')
}

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E({ demo: true })
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  ;({ call } = await adminApi(e))
  const { publishableKey } = e
  await placeOrder(publishableKey!, BUYER_ANN)
  await placeOrder(publishableKey!, BUYER_BO)
  for (const [first, email] of [
    ['Bulk One', 'bulk-one@example.com'],
    ['Bulk Two', 'bulk-two@example.com'],
  ])
    await call('POST', '/admin/customers', {
      email,
      first_name: first,
      last_name: 'Buyer',
      password: 'pw-123456',
    })
})
afterAll(() => e?.close())

/** A full-page screenshot from the top (a scrolled page would draw the fixed sidebar mid-way). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })
}

const toast = (page: Page, text: string) =>
  expect
    // Hidden included: an open dialog marks everything outside it, the toasts too, aria-hidden.
    .poll(() => page.getByRole('status', { includeHidden: true }).filter({ hasText: text }).count(), {
      timeout: 5000,
    })
    .toBeGreaterThan(0)

const idFromUrl = (page: Page) => new URL(page.url()).pathname.split('/').pop()!

describe.skipIf(!hasChromium)('customers, groups and order views in Chromium', () => {
  it('creates a customer, edits the profile and adds an address', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/customers')
    const table = page.getByRole('table', { name: 'Customers' })
    await expect
      .poll(() => table.getByRole('row').filter({ hasText: 'bulk-one@example.com' }).count())
      .toBe(1)

    await page.getByRole('button', { name: 'New customer' }).first().click()
    const create = page.getByRole('dialog', { name: 'New customer' })
    await create.getByRole('button', { name: 'Create' }).click()
    // Nothing filled in: the form says what is missing and nothing is created.
    expect(await create.getByText('This field is required').count()).toBeGreaterThan(0)
    await byLabel(create, 'First name').fill('Ines')
    await byLabel(create, 'Last name').fill('Duarte')
    await byLabel(create, 'E-mail').fill('ines.duarte@example.com')
    await byLabel(create, 'Password').fill('ines-secret-1')
    await create.getByRole('button', { name: 'Create' }).click()
    await page.waitForURL(/\/app\/a\/customers\/cus_/)
    customerId = idFromUrl(page)
    await toast(page, 'Customer created')
    const created = (await call<Json>('GET', `/admin/customers/${customerId}`)).customer
    expect(created).toMatchObject({ email: 'ines.duarte@example.com', first_name: 'Ines', has_account: true })

    await page.getByRole('button', { name: 'Edit', exact: true }).first().click()
    const profile = page.getByRole('dialog', { name: 'Edit profile' })
    await byLabel(profile, 'Last name').fill('Duarte Silva')
    await byLabel(profile, 'Phone').fill('+351 912 345 678')
    await profile.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Customer saved')
    expect((await call<Json>('GET', `/admin/customers/${customerId}`)).customer).toMatchObject({
      last_name: 'Duarte Silva',
      phone: '+351 912 345 678',
    })

    const addresses = page.getByRole('region', { name: 'Addresses' })
    await addresses.getByRole('button', { name: 'Add address' }).click()
    const form = page.getByRole('dialog', { name: 'New address' })
    await byLabel(form, 'First name').fill('Ines')
    await byLabel(form, 'Last name').fill('Duarte')
    await byLabel(form, 'Address').fill('Rua Augusta 100')
    await byLabel(form, 'Postal code').fill('1100-053')
    await byLabel(form, 'City').fill('Lisboa')
    await byLabel(form, 'Country').selectOption('pt')
    await form.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Address saved')
    await expect.poll(() => addresses.getByText('Rua Augusta 100').count()).toBe(1)
    const [address] = (await call<Json>('GET', `/admin/customers/${customerId}`)).customer.shipping_addresses
    expect(address).toMatchObject({ address_1: 'Rua Augusta 100', city: 'Lisboa', country_code: 'pt' })
    await shot(page, 'customer-detail-en')

    await page.goto('/app/a/customers')
    await expect
      .poll(() => table.getByRole('row').filter({ hasText: 'ines.duarte@example.com' }).count())
      .toBe(1)
    await shot(page, 'customers-list-en')
    await context.close()
  })

  it('refuses a phone that is not one in the profile form, by the field, and saves nothing', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto(`/app/a/customers/${customerId}`)
    await page.getByRole('button', { name: 'Edit', exact: true }).first().click()
    const profile = page.getByRole('dialog', { name: 'Edit profile' })
    const phone = byLabel(profile, 'Phone')
    expect(await phone.getAttribute('type')).toBe('tel')
    expect(await phone.getAttribute('maxlength')).toBe('32')
    expect(await byLabel(profile, 'First name').getAttribute('maxlength')).toBe('100')
    await phone.fill('hello')
    await profile.getByRole('button', { name: 'Save' }).click()
    const message = contactFieldMessages.phone
    await expect.poll(() => profile.getByRole('alert').filter({ hasText: message }).count()).toBe(1)
    expect(await phone.getAttribute('aria-invalid')).toBe('true')
    expect(await profile.isVisible()).toBe(true)
    expect((await call<Json>('GET', `/admin/customers/${customerId}`)).customer.phone).toBe(
      '+351 912 345 678',
    )
    await profile.getByRole('button', { name: 'Cancel' }).click()
    await context.close()
  })

  it('says the password rule by the field of a new customer, in English and Arabic, and sends nothing', async () => {
    for (const lng of ['en', 'ar']) {
      const s = dashboardStrings(lng, 'customers') as Json
      const min = String(MIN_PASSWORD_LENGTH)
      const { page, context } = await e.newPage()
      await signIn(page, EMAIL, PASSWORD, lng)
      await page.goto(`/app/a/customers?new=1&lng=${lng}`)
      const create = page.getByRole('dialog', { name: s.createTitle })
      await expect.poll(() => create.getByText(s.passwordRule.replace('{{min}}', min)).count()).toBe(1)
      const email = `short.password.${lng}@example.com`
      await byLabel(create, s.fields.firstName).fill('Noor')
      await byLabel(create, s.fields.lastName).fill('Haddad')
      await byLabel(create, s.fields.email).fill(email)
      const password = byLabel(create, s.fields.password)
      await password.fill('short')
      await create.getByRole('button', { name: s.actions.create }).click()
      const message = s.errors.passwordTooShort.replace('{{min}}', min)
      await expect.poll(() => create.getByRole('alert').filter({ hasText: message }).count()).toBe(1)
      expect(await password.getAttribute('aria-invalid')).toBe('true')
      await shot(page, `customer-create-password-${lng}`)
      expect((await call<Json>('GET', `/admin/customers?q=${email}`)).count).toBe(0)
      await context.close()
    }
  })

  it('creates a group, adds two customers in bulk and removes one', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/customers/groups')
    await page.getByRole('button', { name: 'New group' }).first().click()
    const create = page.getByRole('dialog', { name: 'New customer group' })
    await byLabel(create, 'Name').fill('Wholesale')
    await create.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(/\/app\/a\/customers\/groups\/cgrp_/)
    groupId = idFromUrl(page)
    await toast(page, 'Customer group created')

    await page.getByRole('button', { name: 'Add customers' }).first().click()
    const picker = page.getByRole('dialog', { name: 'Add customers to the group' })
    await picker.getByRole('searchbox', { name: 'Search customers' }).fill('bulk-')
    const one = picker.getByRole('checkbox', { name: 'Bulk One Buyer (bulk-one@example.com)' })
    await expect.poll(() => one.count()).toBe(1)
    await one.check()
    await picker.getByRole('checkbox', { name: 'Bulk Two Buyer (bulk-two@example.com)' }).check()
    await picker.getByRole('button', { name: 'Add', exact: true }).click()
    await toast(page, 'Customers added: 2')
    const members = async () =>
      (await call<Json>('GET', `/admin/customer-groups/${groupId}/customers`)).customers.map(
        (c: Json) => c.email,
      )
    expect((await members()).sort()).toEqual(['bulk-one@example.com', 'bulk-two@example.com'])

    const table = page.getByRole('table', { name: 'Customers in this group' })
    const row = table.getByRole('row').filter({ hasText: 'bulk-one@example.com' })
    await expect.poll(() => row.count()).toBe(1)
    await row.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Remove from group (1)' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click()
    await toast(page, 'Customers removed: 1')
    expect(await members()).toEqual(['bulk-two@example.com'])
    await expect.poll(() => table.getByRole('row').count()).toBe(2)
    await shot(page, 'customer-group-detail-en')

    await page.getByRole('link', { name: 'Back to customer groups' }).click()
    const groups = page.getByRole('table', { name: 'Customer groups' })
    const listed = groups.getByRole('row').filter({ hasText: 'Wholesale' })
    // The member count comes from the group's own customers list.
    await expect.poll(() => listed.getByRole('cell').nth(1).textContent()).toBe('1')
    await context.close()
  })

  it('saves an orders view, re-applies it and exports it to CSV', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/orders')
    const table = page.getByRole('table', { name: 'Orders' })
    await expect.poll(() => table.getByRole('row').count()).toBe(3)
    await page.getByRole('searchbox', { name: 'Search' }).fill('ann.orders')
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter')
    await page.waitForURL(/[?&]q=ann\.orders/)
    await expect.poll(() => table.getByRole('row').count()).toBe(2)

    const views = page.getByRole('navigation', { name: 'Saved views' })
    await views.getByRole('button', { name: 'Save view' }).click()
    const save = page.getByRole('dialog', { name: 'Save the current filters as a view' })
    await byLabel(save, 'View name').fill('Ann only')
    await save.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'View Ann only saved')
    const me = (await (await page.request.get('/admin/auth')).json()) as Json
    expect(me.user.metadata.mercato_order_views).toMatchObject([{ name: 'Ann only', query: 'q=ann.orders' }])

    await views.getByRole('button', { name: 'All orders' }).click()
    await page.waitForURL((url) => !url.search.includes('q='))
    await expect.poll(() => table.getByRole('row').count()).toBe(3)
    await views.getByRole('button', { name: 'Ann only' }).click()
    await page.waitForURL(/[?&]q=ann\.orders/)
    await expect.poll(() => table.getByRole('row').count()).toBe(2)
    expect(await views.getByRole('button', { name: 'Ann only' }).getAttribute('aria-current')).toBe('true')
    await shot(page, 'orders-saved-views-en')

    // The export dialog names the view's search and counts its one order; the job runs on behind it.
    await page.getByRole('button', { name: 'Export', exact: true }).click()
    const exporting = page.getByRole('dialog', { name: 'Export orders' })
    await exporting.getByText('Orders in the export: 1').waitFor()
    await exporting.getByRole('button', { name: 'Start export' }).click()
    await exporting.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('button', { name: /^Activity/ }).click()
    const panel = page.getByRole('dialog', { name: 'Activity' })
    const done = panel
      .getByRole('listitem')
      .filter({ hasText: 'Order export' })
      .filter({ hasText: 'Completed' })
    await expect.poll(() => done.count(), { timeout: 20_000 }).toBe(1)
    expect(await done.getByRole('button', { name: 'Download CSV' }).count()).toBe(1)

    // The file through the API: only the view's order, with its amounts.
    const jobs = (await (await page.request.get('/admin/batch-jobs')).json()) as Json
    const job = jobs.batch_jobs.find((j: Json) => j.type === 'order-export')
    expect(job.context.filterable_fields).toEqual({ q: 'ann.orders' })
    const link = (await (
      await page.request.post('/admin/uploads/download-url', { data: { file_key: job.result.file_key } })
    ).json()) as Json
    const csv = await (await page.request.get(link.download_url)).text()
    const [header, ...rows] = new CsvParser().push(csv).map((r) => r.fields)
    expect(header?.slice(0, 3)).toEqual(['Order Display Id', 'Date', 'Customer Email'])
    expect(rows.map((r) => r[2])).toEqual([BUYER_ANN])
    const order = (await call<Json>('GET', `/admin/orders?email=${BUYER_ANN}`)).orders[0]
    expect(rows[0]?.[header!.indexOf('Total')]).toBe((order.total / 100).toFixed(2))

    // Built-in views: orders to fulfil, as the Admin API counts them; they need no saving.
    await page.keyboard.press('Escape')
    await views.getByRole('button', { name: 'Unfulfilled' }).click()
    await page.waitForURL(/fulfillment_status=not_fulfilled/)
    const open = await call<Json>(
      'GET',
      '/admin/orders?status[]=pending&fulfillment_status[]=not_fulfilled&fulfillment_status[]=partially_fulfilled',
    )
    expect(open.count).toBeGreaterThan(0)
    await expect.poll(() => table.getByRole('row').count()).toBe(open.count + 1)
    expect(await views.getByRole('button', { name: 'Unfulfilled' }).getAttribute('aria-current')).toBe('true')
    expect(await views.getByRole('button', { name: 'Save view' }).count()).toBe(0)
    await views.getByRole('button', { name: 'Archived' }).click()
    await page.waitForURL(/status=archived/)
    await expect.poll(() => page.getByText('Nothing matches these filters').count()).toBeGreaterThan(0)
    await context.close()
  })

  it('exports the customers the search finds to a CSV', async () => {
    const { page, context } = await e.newPage()
    await signIn(page, EMAIL, PASSWORD)
    await page.goto('/app/a/customers?q=ines.duarte')
    const table = page.getByRole('table', { name: 'Customers' })
    await expect.poll(() => table.getByRole('row').count()).toBe(2)
    await page.getByRole('button', { name: 'Export', exact: true }).click()
    await toast(page, 'Export started')
    await page.getByRole('button', { name: /^Activity/ }).click()
    const done = page
      .getByRole('dialog', { name: 'Activity' })
      .getByRole('listitem')
      .filter({ hasText: 'Customer export' })
      .filter({ hasText: 'Completed' })
    await expect.poll(() => done.count(), { timeout: 20_000 }).toBe(1)
    expect(await done.getByRole('button', { name: 'Download CSV' }).count()).toBe(1)
    // The finished job is announced by its name in the person's language.
    await toast(page, 'Customer export batch job completed')
    await shot(page, 'customers-export-en')

    const jobs = (await (await page.request.get('/admin/batch-jobs')).json()) as Json
    const job = jobs.batch_jobs.find((j: Json) => j.type === 'customer-export')
    expect(job.context.filterable_fields).toEqual({ q: 'ines.duarte' })
    const link = (await (
      await page.request.post('/admin/uploads/download-url', { data: { file_key: job.result.file_key } })
    ).json()) as Json
    const csv = await (await page.request.get(link.download_url)).text()
    const [header, ...rows] = new CsvParser().push(csv).map((r) => r.fields)
    expect(header?.slice(0, 3)).toEqual(['Email', 'First Name', 'Last Name'])
    expect(rows.map((r) => r[0])).toEqual(['ines.duarte@example.com'])
    await context.close()
  })

  it('lays the customer screens out right to left in Arabic', async () => {
    const ar = dashboardStrings('ar', 'customers') as Json
    const { page, context } = await e.newPage({ locale: 'ar' })
    await signIn(page, EMAIL, PASSWORD, 'ar')
    await page.goto('/app/a/customers')
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl')
    const table = page.getByRole('table', { name: ar.title })
    await expect
      .poll(() => table.getByRole('row').filter({ hasText: 'ines.duarte@example.com' }).count())
      .toBe(1)
    await shot(page, 'customers-list-ar')
    await page.goto(`/app/a/customers/${customerId}`)
    await expect.poll(() => page.getByRole('region', { name: ar.addresses.title }).count()).toBe(1)
    await expect.poll(() => page.getByText('Rua Augusta 100').count()).toBe(1)
    // The customer's own words keep their direction: "+351 …" and "1100-053 Lisboa" are not reversed.
    const phone = page.getByText('+351 912 345 678', { exact: true })
    const town = page.getByText('1100-053 Lisboa', { exact: true })
    for (const words of [phone, town]) expect(await words.evaluate(endsAtTheRight)).toBe(true)
    await shot(page, 'customer-detail-ar')
    // The profile form's refusal in Arabic, not the API's English.
    await page.getByRole('button', { name: ar.actions.edit, exact: true }).first().click()
    const profile = page.getByRole('dialog', { name: ar.editTitle })
    await byLabel(profile, ar.fields.phone).fill('12')
    await profile.getByRole('button', { name: ar.actions.save }).click()
    await expect.poll(() => profile.getByRole('alert').filter({ hasText: ar.errors.phone }).count()).toBe(1)
    await profile.getByRole('button', { name: ar.actions.cancel }).click()
    await page.goto(`/app/a/customers/groups/${groupId}`)
    const members = page.getByRole('table', { name: ar.members.title })
    await expect
      .poll(() => members.getByRole('row').filter({ hasText: 'bulk-two@example.com' }).count())
      .toBe(1)
    await shot(page, 'customer-group-detail-ar')
    await context.close()
  })
})
