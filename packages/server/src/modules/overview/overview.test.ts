import { generateId } from '@mercato/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { insertShopRegion, insertVariant, stockVariant } from '../carts/test-helpers'
import { type CurrencyOverview, storeOverview } from './service'

let t: TestApp
let admin: AdminCredentials
let other: AdminCredentials
let region: string
let customer: string
const variants: Record<string, { id: string; product: string }> = {}

interface SeedOrder {
  at: Date
  currency: string
  status?: 'pending' | 'completed' | 'canceled' | 'archived'
  payments?: Array<[amount: number, refunded: number]>
  items?: Array<[variant: string, quantity: number]>
}

async function insertOrder(o: SeedOrder) {
  const id = generateId('order')
  await t.database.query(
    `INSERT INTO "order" (id, status, customer_id, email, region_id, currency_code, created_at, updated_at)
     VALUES ($1, $2, $3, 'shopper@example.com', $4, $5, $6, $6)`,
    [id, o.status ?? 'pending', customer, region, o.currency, o.at.toISOString()],
  )
  for (const [amount, refunded] of o.payments ?? [])
    await t.database.query(
      `INSERT INTO payment (id, order_id, amount, amount_refunded, currency_code, provider_id)
       VALUES ($1, $2, $3, $4, $5, 'manual')`,
      [generateId('pay'), id, amount, refunded, o.currency],
    )
  for (const [variant, quantity] of o.items ?? [])
    await t.database.query(
      `INSERT INTO line_item (id, order_id, title, unit_price, variant_id, quantity)
       VALUES ($1, $2, 'Item', 1000, $3, $4)`,
      [generateId('item'), id, variants[variant]!.id, quantity],
    )
  return id
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000)

beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  other = await createAdmin(t)
  region = await insertShopRegion(t, { providers: ['manual'] })
  customer = generateId('cus')
  await t.database.query(`INSERT INTO customer (id, email) VALUES ($1, 'shopper@example.com')`, [customer])
  for (const [name, qty, managed] of [
    ['Alpha', 2, true],
    ['Bravo', 100, true],
    ['Charlie', 0, false],
    ['Delta', 100, true],
  ] as const) {
    const v = await insertVariant(t, { title: name, inventory_quantity: qty, manage_inventory: managed })
    const [row] = await t.database.query<{ product_id: string }>(
      'SELECT product_id FROM product_variant WHERE id = $1',
      [v.variantId],
    )
    variants[name] = { id: v.variantId, product: row!.product_id }
  }
  // Delta's own counter says 100, but its inventory item has only 10 − 7 = 3 free units.
  const { item } = await stockVariant(t, variants.Delta!.id, 10)
  await t.database.query('UPDATE inventory_level SET reserved_quantity = 7 WHERE inventory_item_id = $1', [
    item,
  ])

  // Orders across 40 days, two currencies, every status, refunds and split payments.
  for (let i = 0; i < 48; i++) {
    await insertOrder({
      at: hoursAgo(i * 20 + 1),
      currency: i % 3 === 0 ? 'eur' : 'usd',
      status: (['pending', 'completed', 'canceled', 'archived'] as const)[i % 4],
      payments:
        i % 5 === 0
          ? []
          : i % 7 === 0
            ? [
                [1500, 0],
                [999, 0],
              ]
            : [[1000 + i * 37, i % 6 === 0 ? 250 : 0]],
      items: [
        ['Alpha', 1 + (i % 2)],
        [(['Bravo', 'Charlie', 'Delta'] as const)[i % 3]!, 1 + (i % 4)],
      ],
    })
  }
})
afterAll(() => t?.close())

const get = (url: string, who = admin) => t.app.inject({ method: 'GET', url, headers: who.headers })

/** The same figures, computed another way: by comparing local calendar dates. */
async function expectedFigures(tz: string, days: number) {
  return t.database.query<{ currency_code: string; orders: number; revenue: number }>(
    `SELECT o.currency_code, count(*)::int AS orders,
            sum(coalesce((SELECT sum(p.amount) - sum(p.amount_refunded) FROM payment p WHERE p.order_id = o.id), 0))::int AS revenue
       FROM "order" o
      WHERE o.status <> 'canceled'
        AND (o.created_at AT TIME ZONE $1)::date BETWEEN (now() AT TIME ZONE $1)::date - ($2::int - 1) AND (now() AT TIME ZONE $1)::date
      GROUP BY o.currency_code`,
    [tz, days],
  )
}

describe('GET /admin/mercato/overview', () => {
  for (const tz of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
    it(`equals a SQL computation over the same orders (${tz})`, async () => {
      const res = await get(`/admin/mercato/overview?tz=${encodeURIComponent(tz)}`)
      expect(res.statusCode, res.body).toBe(200)
      const { overview } = res.json()
      expect(overview.has_orders).toBe(true)
      const byCode = new Map<string, CurrencyOverview>(
        overview.currencies.map((c: CurrencyOverview) => [c.currency_code, c]),
      )
      // The store's default currency (usd) leads; currencies are never added together.
      expect(overview.currencies.map((c: CurrencyOverview) => c.currency_code)).toEqual(['usd', 'eur'])
      for (const [period, days] of [
        ['today', 1],
        ['last_7_days', 7],
        ['last_30_days', 30],
      ] as const) {
        const expected = await expectedFigures(tz, days)
        for (const code of ['usd', 'eur']) {
          const want = expected.find((e) => e.currency_code === code) ?? { orders: 0, revenue: 0 }
          const got = byCode.get(code)![period]
          expect({ period, code, orders: got.orders, revenue: got.revenue }).toEqual({
            period,
            code,
            orders: want.orders,
            revenue: want.revenue,
          })
          expect(got.average_order_value).toBe(want.orders ? Math.round(want.revenue / want.orders) : 0)
        }
      }
      for (const code of ['usd', 'eur']) {
        const series = byCode.get(code)!.days
        expect(series).toHaveLength(30)
        expect(series.at(-1)!.date).toBe(overview.today)
        const perDay = await t.database.query<{ day: string; orders: number }>(
          `SELECT to_char(created_at AT TIME ZONE $1, 'YYYY-MM-DD') AS day, count(*)::int AS orders
             FROM "order" WHERE status <> 'canceled' AND currency_code = $2 GROUP BY 1`,
          [tz, code],
        )
        for (const d of series)
          expect([d.date, d.orders]).toEqual([d.date, perDay.find((p) => p.day === d.date)?.orders ?? 0])
      }
    })
  }

  it('lists the top products by units ordered in 30 days, from SQL', async () => {
    const { overview } = (await get('/admin/mercato/overview')).json()
    const expected = await t.database.query<{ product_id: string; units: number }>(
      `SELECT v.product_id, sum(li.quantity)::int AS units
         FROM line_item li JOIN "order" o ON o.id = li.order_id JOIN product_variant v ON v.id = li.variant_id
         JOIN product p ON p.id = v.product_id
        WHERE o.status <> 'canceled'
          AND (o.created_at AT TIME ZONE 'UTC')::date >= (now() AT TIME ZONE 'UTC')::date - 29
        GROUP BY v.product_id, p.title ORDER BY units DESC, p.title`,
    )
    expect(
      overview.top_products.map((p: { product_id: string; units: number }) => [p.product_id, p.units]),
    ).toEqual(expected.slice(0, 5).map((e) => [e.product_id, e.units]))
    expect(overview.top_products[0].product_id).toBe(variants.Alpha!.product)
  })

  it('lists managed variants below the threshold by what can be sold', async () => {
    const { overview } = (await get('/admin/mercato/overview')).json()
    expect(overview.low_stock_threshold).toBe(5)
    const low = overview.low_stock_variants.map((v: { variant_id: string; available: number }) => [
      v.variant_id,
      v.available,
    ])
    // Charlie (0, unmanaged) and Bravo (100) are left out; Delta counts its inventory item.
    expect(low).toEqual([
      [variants.Alpha!.id, 2],
      [variants.Delta!.id, 3],
    ])
    const higher = (await get('/admin/mercato/overview?low_stock_threshold=3')).json().overview
    expect(higher.low_stock_variants.map((v: { variant_id: string }) => v.variant_id)).toEqual([
      variants.Alpha!.id,
    ])
  })

  it("shows the caller's five most recent batch jobs only", async () => {
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/admin/batch-jobs',
        headers: admin.headers,
        payload: { type: 'product-export', context: {}, dry_run: true },
      })
      expect(res.statusCode, res.body).toBe(201)
    }
    const mine = (await get('/admin/mercato/overview')).json().overview.recent_batch_jobs
    expect(mine).toHaveLength(5)
    expect(mine[0]).toMatchObject({ type: 'product-export', status: expect.any(String) })
    const [newest] = await t.database.query<{ id: string }>(
      'SELECT id FROM batch_job WHERE created_by = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
      [admin.id],
    )
    expect(mine[0].id).toBe(newest!.id)
    expect((await get('/admin/mercato/overview', other)).json().overview.recent_batch_jobs).toEqual([])
  })

  it('refuses a bad time zone or threshold with 400 in the error shape', async () => {
    for (const q of [
      'tz=Mars/Olympus',
      'tz=%2B01:00',
      'low_stock_threshold=0',
      'low_stock_threshold=x',
      'x=1',
    ]) {
      const res = await get(`/admin/mercato/overview?${q}`)
      expect(res.statusCode, q).toBe(400)
      expect(res.json().type, q).toBe('invalid_data')
    }
  })
})

describe('time-zone boundaries', () => {
  // 01:00 UTC on 10 March 2026 is 10:00 in Tokyo and 18:00 on 9 March in Los Angeles.
  const now = new Date('2026-03-10T01:00:00Z')
  let late: string

  beforeAll(async () => {
    // 15:30 UTC on 9 March: already 10 March (00:30) in Tokyo, still 9 March in UTC and Los Angeles.
    late = await insertOrder({ at: new Date('2026-03-09T15:30:00Z'), currency: 'jpy', payments: [[5000, 0]] })
    // 00:30 UTC on 10 March: today in UTC and Tokyo, yesterday evening (9 March) in Los Angeles.
    await insertOrder({ at: new Date('2026-03-10T00:30:00Z'), currency: 'jpy', payments: [[700, 0]] })
    // After `now`: not counted anywhere.
    await insertOrder({ at: new Date('2026-03-10T02:00:00Z'), currency: 'jpy', payments: [[1, 0]] })
  })

  const jpy = async (timeZone: string) => {
    const o = await storeOverview(t.ctx, { timeZone, lowStockThreshold: 5, userId: admin.id, now })
    return { today: o.today, figures: o.currencies.find((c) => c.currency_code === 'jpy')! }
  }

  it('counts an order in the day it was placed in the requested zone', async () => {
    expect(late).toBeTruthy()
    const tokyo = await jpy('Asia/Tokyo')
    expect(tokyo.today).toBe('2026-03-10')
    expect(tokyo.figures.today).toEqual({ orders: 2, revenue: 5700, average_order_value: 2850 })
    const utc = await jpy('UTC')
    expect(utc.today).toBe('2026-03-10')
    expect(utc.figures.today).toEqual({ orders: 1, revenue: 700, average_order_value: 700 })
    expect(utc.figures.days.at(-2)).toEqual({ date: '2026-03-09', orders: 1, revenue: 5000 })
    const la = await jpy('America/Los_Angeles')
    expect(la.today).toBe('2026-03-09')
    expect(la.figures.today).toEqual({ orders: 2, revenue: 5700, average_order_value: 2850 })
    expect(la.figures.last_7_days.orders).toBe(2)
  })
})
