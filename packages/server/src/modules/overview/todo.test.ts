import { generateId } from '@mercato/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { insertShopRegion, insertVariant } from '../carts/test-helpers'

let t: TestApp
let admin: AdminCredentials
let region: string
let customer: string

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers })
const overview = async (query = '') => {
  const res = await get(`/admin/mercato/overview${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().overview
}
/** The `count` of an Admin API list asked for one row. */
const listCount = async (path: string) => {
  const res = await get(`${path}${path.includes('?') ? '&' : '?'}limit=1`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().count as number
}

const STATUSES = ['pending', 'completed', 'canceled', 'archived'] as const
const FULFILMENT = ['not_fulfilled', 'partially_fulfilled', 'fulfilled', 'shipped'] as const
const PAYMENT = ['not_paid', 'awaiting', 'captured', 'refunded', 'canceled'] as const

beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  region = await insertShopRegion(t, { providers: ['manual'] })
  customer = generateId('cus')
  await t.database.query(`INSERT INTO customer (id, email) VALUES ($1, 'shopper@example.com')`, [customer])
})
afterAll(() => t?.close())

describe('the overview To do counts', () => {
  it('are all zero, without products, in an empty shop', async () => {
    expect((await overview()).todo).toEqual({
      orders_to_fulfil: 0,
      payments_to_capture: 0,
      open_draft_orders: 0,
      orders_awaiting_return: 0,
      orders_awaiting_swap: 0,
      orders_awaiting_claim: 0,
      low_stock: 0,
      has_products: false,
    })
  })

  it('equal the counts of the lists they link to', async () => {
    // Every order status with every fulfilment and payment status (80 orders), some drafts.
    let i = 0
    for (const status of STATUSES)
      for (const fulfillment of FULFILMENT)
        for (const payment of PAYMENT)
          await t.database.query(
            `INSERT INTO "order" (id, status, fulfillment_status, payment_status, customer_id, email, region_id, currency_code)
             VALUES ($1, $2, $3, $4, $5, 'shopper@example.com', $6, 'usd')`,
            [generateId('order'), status, fulfillment, payment, customer, region],
          )
    for (const status of ['open', 'open', 'open', 'completed'])
      await t.database.query('INSERT INTO draft_order (id, status) VALUES ($1, $2)', [
        `dorder_${++i}`,
        status,
      ])
    await insertVariant(t, { title: 'Spare', inventory_quantity: 100, manage_inventory: true })

    const { todo } = await overview()
    const fulfil = await listCount(
      '/admin/orders?status[]=pending&fulfillment_status[]=not_fulfilled&fulfillment_status[]=partially_fulfilled',
    )
    const capture = await listCount('/admin/orders?status[]=pending&payment_status[]=awaiting')
    expect(todo.orders_to_fulfil).toBe(fulfil)
    expect(todo.payments_to_capture).toBe(capture)
    expect(todo.open_draft_orders).toBe(await listCount('/admin/draft-orders?status[]=open'))
    // Only pending orders count: 2 fulfilment states × 5 payment states, 4 fulfilment states × 1.
    expect([fulfil, capture, todo.open_draft_orders]).toEqual([10, 4, 3])
    expect(todo.has_products).toBe((await listCount('/admin/products')) > 0)
    expect(todo.has_products).toBe(true)
  })

  it('counts low stock by the threshold of the low-stock card, beyond the ten it lists', async () => {
    for (let n = 0; n < 12; n++)
      await insertVariant(t, { title: `Scarce ${n}`, inventory_quantity: n % 6, manage_inventory: true })
    await insertVariant(t, { title: 'Unmanaged', inventory_quantity: 0, manage_inventory: false })
    for (const [threshold, expected] of [
      [1, 2],
      [3, 6],
      [5, 10],
      [6, 12],
      [1000, 13],
    ] as const) {
      const o = await overview(`?low_stock_threshold=${threshold}`)
      expect([threshold, o.todo.low_stock]).toEqual([threshold, expected])
      expect(o.low_stock_variants).toHaveLength(Math.min(expected, 10))
      for (const v of o.low_stock_variants) expect(v.available).toBeLessThan(threshold)
    }
  })
})
