import { user } from '@mercato/db'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { Medusa, type MedusaClient, listenForClients } from '../../testing/medusa-js'
import { ok, readyCart, storeClient } from '../carts/test-client'
import { insertOption, insertShopRegion, insertVariant, stockVariant } from '../carts/test-helpers'

// The published admin client, unchanged, running a whole order through the back office against a
// server on a random port: list, retrieve, capture, fulfill, ship, refund, complete.

let t: TestApp
let medusa: MedusaClient
let orderId: string
let itemId: string
beforeAll(async () => {
  t = await startTestApp()
  const admin = await createAdmin(t)
  await t.ctx.db.update(user).set({ api_token: 'orders-client-token' }).where(eq(user.id, admin.id))
  const region = await insertShopRegion(t, { tax_rate: 10, countries: ['us'] })
  const option = await insertOption(t, region, { amount: 500 })
  const { variantId } = await insertVariant(t, { prices: [{ amount: 2000 }] })
  await stockVariant(t, variantId, 10)
  const call = storeClient(t)
  const cart = await readyCart(call, {
    region,
    option,
    email: 'client-order@example.com',
    items: [{ variant_id: variantId, quantity: 2 }],
  })
  const placed = (await ok(call, 'POST', `/store/carts/${cart.id}/complete`)).data
  orderId = placed.id
  itemId = placed.items[0].id
  const baseUrl = await listenForClients(t)
  medusa = new Medusa({ baseUrl, maxRetries: 0, apiKey: 'orders-client-token' })
})
afterAll(() => t.close())

describe('@medusajs/medusa-js admin orders against Mercato', () => {
  it('lists and retrieves orders with their relations', async () => {
    const { orders, count, limit } = await medusa.admin.orders.list({ q: 'client-order' })
    expect(limit).toBe(50)
    expect(count).toBe(1)
    expect(orders[0]!.id).toBe(orderId)
    const { order } = await medusa.admin.orders.retrieve(orderId)
    expect(order.email).toBe('client-order@example.com')
    expect(order.items).toHaveLength(1)
    expect(order.total).toBe(4950)
    expect(order.payment_status).toBe('awaiting')
  })

  it('captures, fulfills, ships, refunds and completes the order', async () => {
    const captured = await medusa.admin.orders.capturePayment(orderId)
    expect(captured.order.payment_status).toBe('captured')

    const fulfilled = await medusa.admin.orders.createFulfillment(orderId, {
      items: [{ item_id: itemId, quantity: 2 }],
    })
    expect(fulfilled.order.fulfillment_status).toBe('fulfilled')
    const fulfillment = fulfilled.order.fulfillments[0]!

    const shipped = await medusa.admin.orders.createShipment(orderId, {
      fulfillment_id: fulfillment.id,
      tracking_numbers: ['TRACK-1'],
    })
    expect(shipped.order.fulfillment_status).toBe('shipped')
    expect(shipped.order.fulfillments[0]!.tracking_links[0]!.tracking_number).toBe('TRACK-1')

    const refunded = await medusa.admin.orders.refundPayment(orderId, {
      amount: 900,
      reason: 'other' as never,
      note: 'Late delivery',
    })
    expect(refunded.order.payment_status).toBe('partially_refunded')
    expect(refunded.order.refunded_total).toBe(900)

    const completed = await medusa.admin.orders.complete(orderId)
    expect(completed.order.status).toBe('completed')
  })

  it('reports an illegal step as an axios error with the contract body', async () => {
    const error = await medusa.admin.orders
      .refundPayment(orderId, { amount: 1_000_000, reason: 'other' as never })
      .catch((e: { response: { status: number; data: unknown } }) => e)
    expect((error as { response: { status: number } }).response.status).toBe(400)
    expect((error as { response: { data: { type: string } } }).response.data.type).toBe('not_allowed')
    const { order } = await medusa.admin.orders.retrieve(orderId)
    expect(order.refunded_total).toBe(900)
  })
})
