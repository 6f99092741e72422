import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../packages/server/src/modules/users-auth'
import { hasChromium } from './chromium'
import { adminHeaders, dashboardStrings, type E2E, SCREENSHOTS, signIn, startE2E } from './harness'
import { type ApiCall, type Json, apiCaller, placeOrder } from './order-desk'

// An order edit that raises the total leaves a difference to collect: the order page shows the balance
// due, does not call the payment captured, and marks the edit's payment collection as paid.

const EMAIL = 'order-balance@example.com'
const PASSWORD = 'order-balance-password-1'

let e: E2E
let headers: Record<string, string>
let call: ApiCall
let publishableKey = ''

beforeAll(async () => {
  if (!hasChromium) return
  e = await startE2E({ demo: true })
  call = apiCaller(e)
  await createUser(e.ctx, { email: EMAIL, password: PASSWORD, role: 'admin' })
  headers = await adminHeaders(e)
  publishableKey = e.publishableKey
})
afterAll(() => e?.close())

/** A captured order whose confirmed edit added two tees: answers the order and the edit. */
async function editedOrder(buyer: string): Promise<{ order: Json; edit: Json }> {
  const placed = await placeOrder(call, headers, publishableKey, buyer)
  await call('POST', `/admin/orders/${placed.id}/capture`, headers)
  const { order_edit: started } = await call('POST', '/admin/order-edits', headers, { order_id: placed.id })
  const tees = started.items[0]
  await call('POST', `/admin/order-edits/${started.id}/items/${tees.id}`, headers, {
    quantity: tees.quantity + 2,
  })
  const { order_edit: requested } = await call('POST', `/admin/order-edits/${started.id}/request`, headers)
  expect(requested.difference_due).toBeGreaterThan(0)
  const { order_edit: edit } = await call('POST', `/admin/order-edits/${started.id}/confirm`, headers)
  expect(edit.status).toBe('confirmed')
  expect(edit.payment_collection).toMatchObject({ status: 'not_paid', amount: requested.difference_due })
  const { order } = await call('GET', `/admin/orders/${placed.id}`, headers)
  expect(order.total - order.paid_total).toBe(requested.difference_due)
  return { order, edit: { ...edit, difference_due: requested.difference_due } }
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true })

// Intl puts a no-break space between the currency and the amount.
const plain = (text: string | null) => (text ?? '').replaceAll('\u00a0', ' ')

describe.skipIf(!hasChromium)('an order edit’s balance on the order page', () => {
  it('shows the balance due, marks it paid and lists the payment, in English and Arabic', async () => {
    for (const lng of ['en', 'ar']) {
      const orders = dashboardStrings(lng, 'orders') as Json
      const { order, edit } = await editedOrder(`balance-${lng}@example.com`)
      const { page, context } = await e.newPage()
      await page.setViewportSize({ width: 1280, height: 900 })
      await signIn(page, EMAIL, PASSWORD, lng)
      await page.goto(`/app/a/orders/${order.id}?lng=${lng}`)

      const payment = page.getByRole('region', { name: orders.payment.title })
      const due = payment.getByRole('note').filter({ hasText: orders.payment.balanceDue })
      await due.waitFor()
      const amount = (edit.difference_due / 100).toFixed(2)
      if (lng === 'en') expect(plain(await due.textContent())).toContain(`€${amount}`)
      // Money is owed, so the payment is not shown as captured, here or in the header.
      expect(await payment.getByText(orders.status.payment.captured, { exact: true }).count()).toBe(0)
      expect(await page.getByText(orders.status.payment.captured, { exact: true }).count()).toBe(0)
      expect(await payment.getByText(orders.status.payment.awaiting, { exact: true }).count()).toBe(1)
      await shot(page, `order-balance-due-${lng}`)

      // Asks first: cancelling leaves the collection unpaid.
      await due.getByRole('button', { name: orders.payment.markPaid }).click()
      const ask = page.getByRole('alertdialog')
      await ask.waitFor()
      await shot(page, `order-balance-confirm-${lng}`)
      await ask.getByRole('button', { name: orders.payment.markPaid }).click()
      await expect
        .poll(() => page.getByText(orders.payment.markedPaid, { exact: true }).count())
        .toBeGreaterThan(0)

      const collection = `/admin/payment-collections/${edit.payment_collection_id}`
      const { payment_collection } = await call('GET', collection, headers)
      expect(payment_collection).toMatchObject({
        status: 'authorized',
        authorized_amount: edit.difference_due,
      })
      await expect.poll(() => due.count()).toBe(0)
      const provider = orders.payment.provider.replace('{{provider}}', orders.payment.markedAsPaid)
      await payment.getByText(provider, { exact: true }).waitFor()
      expect(await page.getByText(orders.status.payment.captured, { exact: true }).count()).toBe(2)
      await shot(page, `order-balance-paid-${lng}`)
      await context.close()
    }
  })
})
