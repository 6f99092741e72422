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
  type Strings,
} from './harness'
import { type Json, apiCaller, placeOrder } from './order-desk'

const ADMIN = 'owner@example.com'
const MEMBER = 'clerk@example.com'
const PASSWORD = 'staff-password-1'
const s = dashboardStrings('en', 'setup')
const en = dashboardStrings('en', 'translation')
const ar = dashboardStrings('ar', 'translation')

let e: E2E
let call: AdminCall
let memberId: string
let order: Json
let shopKey: string

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E({ demo: true })
  await createUser(e.ctx, { email: ADMIN, password: PASSWORD, role: 'admin', metadata: { locale: 'en' } })
  memberId = (
    await createUser(e.ctx, { email: MEMBER, password: PASSWORD, role: 'member', metadata: { locale: 'en' } })
  ).id
  ;({ call } = await adminApi(e))
  await createProduct(call, { title: 'Field Guide' })
  await createProduct(call, { title: 'Trail Map' })
  shopKey = e.publishableKey
  order = await placeOrder(apiCaller(e), (await adminApi(e)).headers, shopKey, 'refund.me@example.com')
})
afterAll(() => e?.close())

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })

/** The main navigation's link names. */
const navLinks = (page: Page, strings: Strings = en) =>
  page.getByRole('navigation', { name: strings.nav!.label }).getByRole('link').allTextContents()

describe.skipIf(!hasChromium)('staff limited to some areas in Chromium', () => {
  it('an admin limits a member to orders; the member sees only what that allows', async () => {
    const { page } = await e.newPage()
    await signIn(page, ADMIN, PASSWORD)
    await page.goto('/app/a/settings/team')
    const row = page.getByRole('row').filter({ hasText: MEMBER })
    await expect
      .poll(() => row.getByText(s.team!.allAreas!, { exact: true }).count(), { timeout: 20_000 })
      .toBe(1)

    await page.getByRole('button', { name: `Edit ${MEMBER}` }).click()
    const dialog = page.getByRole('dialog', { name: `Edit ${MEMBER}` })
    await dialog.getByRole('radio', { name: s.team!.chosenAreas }).check()
    const areas = dialog.getByRole('group', { name: s.team!.areas })
    await expect.poll(() => areas.getByText(s.team!.noAreasHint!).count()).toBe(1)
    await areas.getByRole('checkbox', { name: en.nav!.orders }).check()
    await shot(page, 'staff-access-edit-en')
    await dialog.getByRole('button', { name: s.actions!.save }).click()
    await expect
      .poll(() =>
        page.getByRole('status', { includeHidden: true }).filter({ hasText: s.team!.userSaved }).count(),
      )
      .toBeGreaterThan(0)
    const { user } = await call<{ user: { metadata: { areas?: unknown } } }>(
      'GET',
      `/admin/users/${memberId}`,
    )
    expect(user.metadata.areas).toEqual(['orders'])
    await expect.poll(() => row.getByText(en.nav!.orders!, { exact: true }).count()).toBe(1)
    await expect.poll(() => page.getByRole('status').count(), { timeout: 10_000 }).toBe(0)
    await shot(page, 'staff-access-team-en')

    // The member: orders in the menu, customers and discounts left out.
    const member = (await e.newPage()).page
    await signIn(member, MEMBER, PASSWORD)
    // Polled as a whole: the menu renders again once the member's areas arrive.
    const shown = (links: string[]) =>
      Object.fromEntries(
        (['orders', 'products', 'customers', 'discounts', 'giftCards'] as const).map((area) => [
          area,
          links.includes(en.nav![area]!),
        ]),
      )
    await expect
      .poll(async () => shown(await navLinks(member)), { timeout: 20_000 })
      .toEqual({ orders: true, products: true, customers: false, discounts: false, giftCards: false })

    // A private area they lack: a page saying so, and no error toast.
    await member.goto('/app/a/customers')
    await member.getByRole('heading', { name: en.access!.title }).waitFor()
    expect(await member.getByText(/Team page/).count()).toBe(1)
    expect(await member.getByRole('alert').count()).toBe(0)
    await shot(member, 'staff-access-no-access-en')

    // A readable area they lack: the list shows, its buttons are disabled, a note says why.
    await member.goto('/app/a/products')
    await member.getByText('Field Guide').first().waitFor()
    await expect.poll(() => member.getByRole('note').filter({ hasText: 'Products' }).count()).toBe(1)
    expect(await member.getByRole('button', { name: en.products!.new }).isDisabled()).toBe(true)
    await shot(member, 'staff-access-products-en')
    // The list itself can still be searched (and so filtered, sorted and paged).
    const search = member.getByRole('searchbox').first()
    expect(await search.isEnabled()).toBe(true)
    await search.fill('Trail')
    await search.press('Enter')
    await expect.poll(() => new URL(member.url()).searchParams.get('q')).toBe('Trail')
    await expect.poll(() => member.getByText('Field Guide').count()).toBe(0)
    await member.getByText('Trail Map').first().waitFor()

    // Their own area works as before.
    await member.goto('/app/a/orders')
    await member.getByRole('searchbox').first().waitFor()
    expect(await member.getByRole('heading', { name: en.access!.title }).count()).toBe(0)
    expect(await member.getByRole('note').count()).toBe(0)
  })

  it('lays the no-access and read-only pages out right to left in Arabic', async () => {
    const { page } = await e.newPage({ locale: 'ar' })
    await signIn(page, MEMBER, PASSWORD, 'ar')
    await page.goto('/app/a/discounts')
    await page.getByRole('heading', { name: ar.access!.title }).waitFor()
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    await expect
      .poll(async () => {
        const links = await navLinks(page, ar)
        return [links.includes(ar.nav!.orders!), links.includes(ar.nav!.customers!)]
      })
      .toEqual([true, false])
    await shot(page, 'staff-access-no-access-ar')
    await page.goto('/app/a/products')
    await page.getByText('Field Guide').first().waitFor()
    await expect.poll(() => page.getByRole('note').count()).toBe(1)
    await shot(page, 'staff-access-products-ar')

    const admin = (await e.newPage({ locale: 'ar' })).page
    await signIn(admin, ADMIN, PASSWORD, 'ar')
    await admin.goto('/app/a/settings/team')
    const sa = dashboardStrings('ar', 'setup')
    await admin
      .getByRole('row')
      .filter({ hasText: MEMBER })
      .getByText(ar.nav!.orders!, { exact: true })
      .waitFor()
    await admin.getByRole('row').filter({ hasText: MEMBER }).getByRole('button').first().click()
    await admin.getByRole('dialog').getByRole('group', { name: sa.team!.areas }).waitFor()
    await shot(admin, 'staff-access-edit-ar')
  })

  it('an admin withholds refunds and exports from a member, who captures but cannot refund or export', async () => {
    // Orders only, refunds given: where the earlier tests left the member or not.
    await call('POST', `/admin/users/${memberId}`, { metadata: { areas: ['orders'], withheld: null } })
    const { page: admin } = await e.newPage()
    await signIn(admin, ADMIN, PASSWORD)
    await admin.goto('/app/a/settings/team')
    await admin.getByRole('button', { name: `Edit ${MEMBER}` }).click()
    const dialog = admin.getByRole('dialog', { name: `Edit ${MEMBER}` })
    const refunds = dialog.getByRole('checkbox', { name: s.team!.refunds })
    expect(await refunds.isChecked()).toBe(true)
    await refunds.uncheck()
    await dialog.getByRole('checkbox', { name: s.team!.exports }).uncheck()
    await shot(admin, 'staff-refunds-edit-en')
    await dialog.getByRole('button', { name: s.actions!.save }).click()
    await expect
      .poll(
        async () =>
          (await call<{ user: { metadata: Json } }>('GET', `/admin/users/${memberId}`)).user.metadata,
      )
      .toMatchObject({ areas: ['orders'], withheld: ['refunds', 'exports'] })
    const names = s.team!.actionNames as unknown as Record<string, string>
    const withoutRefunds = s
      .team!.without!.replace('{{access}}', en.nav!.orders!)
      .replace('{{actions}}', `${names.refunds} and ${names.exports}`)
    await expect
      .poll(() => admin.getByRole('row').filter({ hasText: MEMBER }).getByText(withoutRefunds).count())
      .toBe(1)

    const o = dashboardStrings('en', 'orders')
    const { page: member } = await e.newPage()
    await signIn(member, MEMBER, PASSWORD)
    await member.goto(`/app/a/orders/${order.id}`)
    const payment = member.getByRole('region', { name: o.payment!.title })
    await payment.getByRole('button', { name: o.payment!.capture }).click()
    await member.getByRole('alertdialog').getByRole('button', { name: o.payment!.capture }).click()
    await expect
      .poll(
        async () => (await call<{ order: Json }>('GET', `/admin/orders/${order.id}`)).order.payment_status,
      )
      .toBe('captured')
    await payment.getByText(en.access!.refundsWithheld!).waitFor()
    expect(await payment.getByRole('button', { name: o.payment!.refund }).count()).toBe(0)
    // The server refuses the refund too, and nothing is refunded.
    const refused = await member.request.post(`/admin/orders/${order.id}/refund`, {
      data: { amount: 100, reason: 'other' },
    })
    expect(refused.status()).toBe(403)
    expect((await call<{ order: Json }>('GET', `/admin/orders/${order.id}`)).order.refunded_total).toBe(0)
    await shot(member, 'staff-refunds-order-en')

    // No export of the orders list either, and the server refuses one.
    await member.goto('/app/a/orders')
    await member
      .getByRole('row')
      .filter({ hasText: `#${order.display_id}` })
      .first()
      .waitFor()
    expect(await member.getByRole('button', { name: o.export!.button }).count()).toBe(0)
    const exporting = await member.request.post('/admin/batch-jobs', {
      data: { type: 'order-export', context: {}, dry_run: false },
    })
    expect(exporting.status()).toBe(403)

    await member.goto(`/app/a/orders/${order.id}?lng=ar`)
    const oa = dashboardStrings('ar', 'orders')
    const paymentAr = member.getByRole('region', { name: oa.payment!.title })
    await paymentAr.getByText(ar.access!.refundsWithheld!).waitFor()
    await shot(member, 'staff-refunds-order-ar')
    await member.goto(`/app/a/orders/${order.id}?lng=en`)
  })

  it('an admin withholds cancellations and deletions from a member, who edits but cannot cancel or delete', async () => {
    await call('POST', `/admin/users/${memberId}`, {
      metadata: { areas: ['orders', 'products'], withheld: null },
    })
    const productId = await createProduct(call, { title: 'Route Atlas' })
    const { page: admin } = await e.newPage()
    await signIn(admin, ADMIN, PASSWORD)
    await admin.goto('/app/a/settings/team')
    await admin.getByRole('button', { name: `Edit ${MEMBER}` }).click()
    const dialog = admin.getByRole('dialog', { name: `Edit ${MEMBER}` })
    await dialog.getByRole('checkbox', { name: s.team!.cancellations }).uncheck()
    await dialog.getByRole('checkbox', { name: s.team!.deletions }).uncheck()
    expect(await dialog.getByRole('checkbox', { name: s.team!.refunds }).isChecked()).toBe(true)
    await shot(admin, 'staff-deletions-edit-en')
    await dialog.getByRole('button', { name: s.actions!.save }).click()
    await expect
      .poll(
        async () =>
          (await call<{ user: { metadata: Json } }>('GET', `/admin/users/${memberId}`)).user.metadata,
      )
      .toMatchObject({ areas: ['orders', 'products'], withheld: ['cancellations', 'deletions'] })

    const o = dashboardStrings('en', 'orders')
    const { page: member } = await e.newPage()
    await signIn(member, MEMBER, PASSWORD)
    await member.goto(`/app/a/orders/${order.id}`)
    await member.getByRole('button', { name: o.actions!.menu }).click()
    await member.getByRole('menuitem', { name: o.actions!.complete }).waitFor()
    expect(await member.getByRole('menuitem', { name: o.actions!.cancel }).count()).toBe(0)
    await member.keyboard.press('Escape')
    const cancel = await member.request.post(`/admin/orders/${order.id}/cancel`)
    expect(cancel.status()).toBe(403)
    expect((await call<{ order: Json }>('GET', `/admin/orders/${order.id}`)).order.status).not.toBe(
      'canceled',
    )

    // The product can be edited and duplicated, not deleted; the server refuses the deletion too.
    const pd = dashboardStrings('en', 'product-detail')
    await member.goto(`/app/a/products/${productId}`)
    await member.getByRole('heading', { name: 'Route Atlas' }).waitFor()
    await member.getByRole('button', { name: pd.header!.actions }).click()
    await member.getByRole('menuitem', { name: pd.header!.duplicate }).waitFor()
    expect(await member.getByRole('menuitem', { name: pd.header!.delete }).count()).toBe(0)
    await shot(member, 'staff-deletions-product-en')
    await member.keyboard.press('Escape')
    const deleting = await member.request.delete(`/admin/products/${productId}`)
    expect(deleting.status()).toBe(403)
    expect((await call<{ product: Json }>('GET', `/admin/products/${productId}`)).product.id).toBe(productId)

    const pda = dashboardStrings('ar', 'product-detail')
    await member.goto(`/app/a/products/${productId}?lng=ar`)
    await member.getByRole('heading', { name: 'Route Atlas' }).waitFor()
    await member.getByRole('button', { name: pda.header!.actions }).click()
    await member.getByRole('menuitem', { name: pda.header!.duplicate }).waitFor()
    expect(await member.getByRole('menuitem', { name: pda.header!.delete }).count()).toBe(0)
    await shot(member, 'staff-deletions-product-ar')
    await member.keyboard.press('Escape')
    await member.goto(`/app/a/products/${productId}?lng=en`)
  })

  it('an admin withholds captures and fulfillments from a member, who sees the order but cannot capture or ship it', async () => {
    await call('POST', `/admin/users/${memberId}`, { metadata: { areas: ['orders'], withheld: null } })
    const { headers } = await adminApi(e)
    const fresh = await placeOrder(apiCaller(e), headers, shopKey, 'warehouse@example.com')
    const { page: admin } = await e.newPage()
    await signIn(admin, ADMIN, PASSWORD)
    await admin.goto('/app/a/settings/team')
    await admin.getByRole('button', { name: `Edit ${MEMBER}` }).click()
    const dialog = admin.getByRole('dialog', { name: `Edit ${MEMBER}` })
    await dialog.getByRole('checkbox', { name: s.team!.captures }).uncheck()
    await dialog.getByRole('checkbox', { name: s.team!.fulfillments }).uncheck()
    await dialog.getByRole('button', { name: s.actions!.save }).click()
    await expect
      .poll(
        async () =>
          (await call<{ user: { metadata: Json } }>('GET', `/admin/users/${memberId}`)).user.metadata,
      )
      .toMatchObject({ areas: ['orders'], withheld: ['captures', 'fulfillments'] })

    const o = dashboardStrings('en', 'orders') as unknown as Json
    const { page: member } = await e.newPage()
    await signIn(member, MEMBER, PASSWORD)
    await member.goto(`/app/a/orders/${fresh.id}`)
    await member.getByText(en.access!.capturesWithheld!).waitFor()
    await member.getByText(en.access!.fulfillmentsWithheld!).waitFor()
    expect(await member.getByRole('button', { name: o.payment.capture }).count()).toBe(0)
    expect(await member.getByRole('button', { name: o.fulfillment.create }).count()).toBe(0)
    await shot(member, 'staff-captures-order-en')
    // The server refuses both too, and the order stays as it was.
    const capture = await member.request.post(`/admin/orders/${fresh.id}/capture`)
    expect(capture.status()).toBe(403)
    const fulfil = await member.request.post(`/admin/orders/${fresh.id}/fulfillment`, {
      data: { items: [{ item_id: fresh.items[0].id, quantity: 1 }] },
    })
    expect(fulfil.status()).toBe(403)
    expect((await call<{ order: Json }>('GET', `/admin/orders/${fresh.id}`)).order).toMatchObject({
      payment_status: 'awaiting',
      fulfillment_status: 'not_fulfilled',
    })

    await member.goto(`/app/a/orders/${fresh.id}?lng=ar`)
    await member.getByText(ar.access!.capturesWithheld!).waitFor()
    await member.getByText(ar.access!.fulfillmentsWithheld!).waitFor()
    await shot(member, 'staff-captures-order-ar')
    await member.goto(`/app/a/orders/${fresh.id}?lng=en`)
  })
})
