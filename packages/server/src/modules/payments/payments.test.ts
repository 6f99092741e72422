import { paymentCollection } from '@mercato/db'
import { generateId } from '@mercato/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { type Call, ok, readyCart, storeClient } from '../carts/test-client'
import { insertOption, insertShopRegion, insertVariant } from '../carts/test-helpers'

// Single payments and payment collections in the back office: capture, refund within what was
// captured, mark a collection authorized, delete only unpaid collections.

let t: TestApp
let admin: Call
let adminId: string
let region: string
let order: { id: string; total: number; payments: Array<{ id: string }> }

beforeAll(async () => {
  t = await startTestApp()
  const a = await createAdmin(t)
  adminId = a.id
  admin = storeClient(t, a.headers)
  const store = storeClient(t)
  region = await insertShopRegion(t, { countries: ['us'] })
  const option = await insertOption(t, region, { amount: 500 })
  const { variantId } = await insertVariant(t, { prices: [{ amount: 1500 }] })
  const cart = await readyCart(store, { region, option, items: [{ variant_id: variantId, quantity: 1 }] })
  order = (await ok(store, 'POST', `/store/carts/${cart.id}/complete`)).data
})
afterAll(() => t.close())

describe('admin payments', () => {
  it('captures one payment, which settles the order, and refunds within what was captured', async () => {
    const id = order.payments[0]!.id
    const refusedEarly = await admin('POST', `/admin/payments/${id}/refund`, { amount: 100, reason: 'other' })
    expect(refusedEarly.status).toBe(400)
    expect(refusedEarly.body.message).toMatch(/refundable amount of 0/)
    const { payment } = await ok(admin, 'POST', `/admin/payments/${id}/capture`)
    expect(payment.captured_at).not.toBeNull()
    expect((await ok(admin, 'GET', `/admin/orders/${order.id}`)).order.payment_status).toBe('captured')
    expect((await admin('POST', `/admin/payments/${id}/capture`)).body.message).toMatch(/already captured/)
    const { refund } = await ok(admin, 'POST', `/admin/payments/${id}/refund`, {
      amount: 500,
      reason: 'discount',
      note: 'Goodwill',
    })
    expect(refund).toMatchObject({ amount: 500, reason: 'discount', payment_id: id, order_id: order.id })
    const over = await admin('POST', `/admin/payments/${id}/refund`, { amount: order.total, reason: 'other' })
    expect(over.status).toBe(400)
    const after = (await ok(admin, 'GET', `/admin/orders/${order.id}`)).order
    expect(after).toMatchObject({ refunded_total: 500, payment_status: 'partially_refunded' })
    expect((await ok(admin, 'GET', `/admin/payments/${id}`)).payment.amount_refunded).toBe(500)
  })

  it('marks a payment collection authorized and deletes only unpaid ones', async () => {
    const insert = async () => {
      const id = generateId('paycol')
      await t.ctx.db
        .insert(paymentCollection)
        .values({ id, amount: 700, region_id: region, currency_code: 'usd', created_by: adminId })
      return id
    }
    const paid = await insert()
    await ok(admin, 'POST', `/admin/payment-collections/${paid}`, { description: 'Extra socks' })
    const { payment_collection } = await ok(admin, 'POST', `/admin/payment-collections/${paid}/authorize`)
    expect(payment_collection).toMatchObject({
      status: 'authorized',
      authorized_amount: 700,
      description: 'Extra socks',
    })
    expect((await admin('DELETE', `/admin/payment-collections/${paid}`)).status).toBe(400)
    const unpaid = await insert()
    expect(await ok(admin, 'DELETE', `/admin/payment-collections/${unpaid}`)).toEqual({
      id: unpaid,
      object: 'payment_collection',
      deleted: true,
    })
    expect((await admin('GET', `/admin/payment-collections/${unpaid}`)).status).toBe(404)
  })
})
