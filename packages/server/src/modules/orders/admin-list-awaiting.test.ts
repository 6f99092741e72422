import { generateId } from '@mercato/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, startTestApp } from '../../testing/harness'
import { ok } from '../carts/test-client'
import { type Shop, openShop, shippedOrder } from '../claims/test-setup'

// The admin order list's `awaiting` filter (a Mercato extension): orders with a return to receive, a
// swap or a replace claim to fulfil. Each state is inserted as a row, so every condition is seen to
// count; the cache test drives a real return through the API.

let t: TestApp
let s: Shop
let customer: string
const orders: Record<string, string[]> = { return: [], swap: [], claim: [], none: [] }

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: s.admin.headers })
/** The ids (sorted) and count of the orders list for `query`. */
async function listed(query: string) {
  const res = await get(`/admin/orders?${query}&fields=id&limit=500`)
  expect(res.statusCode, res.body).toBe(200)
  const body = res.json()
  expect(body.orders).toHaveLength(body.count)
  return (body.orders as Array<{ id: string }>).map((o) => o.id).sort()
}

async function insertOrder(status = 'pending'): Promise<string> {
  const id = generateId('order')
  await t.database.query(
    `INSERT INTO "order" (id, status, fulfillment_status, payment_status, customer_id, email, region_id, currency_code)
     VALUES ($1, $2, 'shipped', 'captured', $3, 'shopper@example.com', $4, 'usd')`,
    [id, status, customer, s.region],
  )
  return id
}

/** An order with one row of `table`; `waits` says whether the filter must show it. */
async function withRow(
  kind: keyof typeof orders,
  waits: boolean,
  table: string,
  row: Record<string, unknown>,
  status?: string,
) {
  const order = await insertOrder(status)
  const cols = ['id', 'order_id', ...Object.keys(row)]
  await t.database.query(
    `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})`,
    [generateId(kind), order, ...Object.values(row)],
  )
  orders[waits ? kind : 'none']!.push(order)
  return order
}

beforeAll(async () => {
  t = await startTestApp()
  s = await openShop(t)
  customer = generateId('cus')
  await t.database.query(`INSERT INTO customer (id, email) VALUES ($1, 'shopper@example.com')`, [customer])
  orders.none!.push(await insertOrder())
  // Returns: only a requested one, and not on a canceled order.
  for (const order of ['pending', 'completed', 'canceled'])
    for (const status of ['requested', 'received', 'requires_action', 'canceled'])
      await withRow('return', status === 'requested' && order !== 'canceled', '"return"', { status }, order)
  // Two requested returns on one order: listed once.
  const twice = await withRow('return', true, '"return"', { status: 'requested' })
  await t.database.query(`INSERT INTO "return" (id, order_id, status) VALUES ($1, $2, 'requested')`, [
    generateId('ret'),
    twice,
  ])
  // Swaps: confirmed by the customer (what fulfilling one asks for, whatever is still to capture), not
  // fulfilled, not canceled.
  for (const confirmed of [null, new Date()])
    for (const fulfillment of ['not_fulfilled', 'fulfilled', 'shipped'])
      for (const canceled of [null, new Date()])
        await withRow('swap', !!confirmed && fulfillment === 'not_fulfilled' && !canceled, 'swap', {
          payment_status: confirmed ? 'awaiting' : 'not_paid',
          fulfillment_status: fulfillment,
          confirmed_at: confirmed,
          canceled_at: canceled,
        })
  // Claims: replace ones, not fulfilled, not canceled.
  for (const type of ['replace', 'refund'])
    for (const fulfillment of ['not_fulfilled', 'fulfilled', 'shipped'])
      for (const canceled of [null, new Date()])
        await withRow(
          'claim',
          type === 'replace' && fulfillment === 'not_fulfilled' && !canceled,
          'claim_order',
          { type, fulfillment_status: fulfillment, canceled_at: canceled },
        )
})
afterAll(() => t?.close())

describe('GET /admin/orders?awaiting=', () => {
  it('shows exactly the orders with that kind of work waiting', async () => {
    for (const kind of ['return', 'swap', 'claim']) {
      expect(orders[kind]!.length).toBeGreaterThan(0)
      expect([kind, await listed(`awaiting=${kind}`)]).toEqual([kind, [...orders[kind]!].sort()])
    }
    // [2 order states × requested] + the order with two; 1 swap; 1 claim.
    expect([orders.return!.length, orders.swap!.length, orders.claim!.length]).toEqual([3, 1, 1])
  })

  it('takes several kinds as any of them, and combines with the other filters', async () => {
    expect(await listed('awaiting[]=return&awaiting[]=claim')).toEqual(
      [...orders.return!, ...orders.claim!].sort(),
    )
    expect(await listed('awaiting=return&awaiting=swap&awaiting=claim')).toEqual(
      [...orders.return!, ...orders.swap!, ...orders.claim!].sort(),
    )
    expect((await listed('awaiting=return&status=completed')).length).toBe(1)
  })

  it('refuses an unknown kind in the contract error shape', async () => {
    for (const query of ['awaiting=refund', 'awaiting=return&awaiting=exchange', 'awaiting=']) {
      const res = await get(`/admin/orders?${query}`)
      expect([query, res.statusCode]).toEqual([query, 400])
      expect(res.json()).toMatchObject({ type: 'invalid_data', message: expect.stringContaining('awaiting') })
    }
  })

  it('counts the same orders on the home page', async () => {
    const res = await get('/admin/mercato/overview')
    expect(res.statusCode, res.body).toBe(200)
    const { todo } = res.json().overview
    expect([todo.orders_awaiting_return, todo.orders_awaiting_swap, todo.orders_awaiting_claim]).toEqual([
      orders.return!.length,
      orders.swap!.length,
      orders.claim!.length,
    ])
  })

  it('shows a return as soon as it is requested, and drops it once received (no stale cached page)', async () => {
    const o = await shippedOrder(s, 1)
    const before = await listed('awaiting=return')
    expect(before).not.toContain(o.id)
    // The same query again is served from the cache of pages kept while nothing was written.
    expect(await listed('awaiting=return')).toEqual(before)
    const { order } = await ok(s.call, 'POST', `/admin/orders/${o.id}/return`, {
      items: [{ item_id: o.items[0].id, quantity: 1 }],
    })
    expect(await listed('awaiting=return')).toEqual([...before, o.id].sort())
    const home = (await get('/admin/mercato/overview')).json().overview.todo
    expect(home.orders_awaiting_return).toBe(before.length + 1)
    await ok(s.call, 'POST', `/admin/returns/${order.returns[0].id}/receive`, {
      items: [{ item_id: o.items[0].id, quantity: 1 }],
    })
    expect(await listed('awaiting=return')).toEqual(before)
  })
})
