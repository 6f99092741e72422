import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { exportCsv } from '../test-helpers'
import { type Worker, startWorker } from '../worker'
import { ORDER_EXPORT_HEADER, decimalAmount, orderExportTuning } from '.'

let t: TestApp
let admin: AdminCredentials
let worker: Worker
const dir = mkdtempSync(join(tmpdir(), 'mercato-order-export-'))

beforeAll(async () => {
  t = await startTestApp({ uploadsDir: dir })
  admin = await createAdmin(t)
  worker = startWorker(t.ctx, { pollMs: 20 })
  await seedOrders()
})
afterAll(async () => {
  await worker?.stop()
  await t?.close()
  rmSync(dir, { recursive: true, force: true })
})

/**
 * Two regions (USD with 10 % tax, JPY without), a sales channel, and orders written with SQL:
 * #1 USD 2 × 12.50 + 5.00 shipping, taxed; #2 JPY 3 × 700; #3 USD, canceled; #4..#8 USD, one item each.
 */
async function seedOrders() {
  const q = (text: string, params: unknown[] = []) => t.database.query(text, params)
  const [profile] = await q(`SELECT id FROM shipping_profile WHERE type = 'default'`)
  await q(`INSERT INTO region (id, name, currency_code, tax_rate) VALUES ('reg_us', 'US', 'usd', 10),
           ('reg_jp', 'Japan', 'jpy', 0)`)
  await q(`INSERT INTO fulfillment_provider (id) VALUES ('exp-manual') ON CONFLICT DO NOTHING`)
  await q(
    `INSERT INTO shipping_option (id, name, region_id, profile_id, provider_id, price_type, amount)
     VALUES ('so_us', 'Standard', 'reg_us', $1, 'exp-manual', 'flat_rate', 500)`,
    [profile!.id],
  )
  await q(`INSERT INTO sales_channel (id, name) VALUES ('sc_web', 'Web; "shop"')`)
  await q(`INSERT INTO customer (id, email, first_name, last_name) VALUES
           ('cus_ann', 'ann@example.com', 'Ann', 'Lee'), ('cus_bo', 'bo@example.com', 'Bo', NULL)`)
  const order = (id: string, display: number, cus: string, region: string, cur: string, extra = '') =>
    q(
      `INSERT INTO "order" (id, display_id, customer_id, email, region_id, currency_code, sales_channel_id,
         created_at ${extra ? ', status' : ''})
       VALUES ($1, $2, $3, (SELECT email FROM customer WHERE id = $3), $4, $5, 'sc_web',
         '2026-03-01T10:00:00Z'::timestamptz + make_interval(hours => $2::int) ${extra ? `, '${extra}'` : ''})`,
      [id, display, cus, region, cur],
    )
  const item = async (id: string, orderId: string, price: number, qty: number, taxRate?: number) => {
    await q(
      `INSERT INTO line_item (id, order_id, title, unit_price, quantity) VALUES ($1, $2, 'Shirt', $3, $4)`,
      [id, orderId, price, qty],
    )
    if (taxRate !== undefined)
      await q(`INSERT INTO line_item_tax_line (id, item_id, rate, name) VALUES ($1, $2, $3, 'VAT')`, [
        `${id}_tax`,
        id,
        taxRate,
      ])
  }
  await order('order_1', 1, 'cus_ann', 'reg_us', 'usd')
  await item('item_1', 'order_1', 1250, 2, 10)
  await q(
    `INSERT INTO shipping_method (id, shipping_option_id, order_id, price) VALUES ('sm_1', 'so_us', 'order_1', 500)`,
  )
  await q(
    `INSERT INTO shipping_method_tax_line (id, shipping_method_id, rate, name) VALUES ('sm_1_tax', 'sm_1', 10, 'VAT')`,
  )
  await order('order_2', 2, 'cus_bo', 'reg_jp', 'jpy')
  await item('item_2', 'order_2', 700, 3)
  await order('order_3', 3, 'cus_ann', 'reg_us', 'usd', 'canceled')
  await item('item_3', 'order_3', 100, 1)
  for (let n = 4; n <= 8; n++) {
    await order(`order_${n}`, n, 'cus_bo', 'reg_us', 'usd')
    await item(`item_${n}`, `order_${n}`, 1000 + n, 1)
  }
}

async function exportRows(context: Record<string, unknown>) {
  const { job, header, rows } = await exportCsv(t, admin, 'order-export', context)
  expect(header).toEqual(ORDER_EXPORT_HEADER)
  return { job, rows }
}

describe('order export', () => {
  it('writes one row per order, newest first, with amounts in the currency units', async () => {
    const { job, rows } = await exportRows({})
    expect(job.result).toMatchObject({ count: 8, advancement_count: 8 })
    expect(rows.map((r) => r[0])).toEqual(['8', '7', '6', '5', '4', '3', '2', '1'])
    const byId = new Map(rows.map((r) => [r[0], r]))
    expect(byId.get('1')).toEqual([
      '1',
      '2026-03-01T11:00:00.000Z',
      'ann@example.com',
      'Ann Lee',
      'pending',
      'not_paid',
      'not_fulfilled',
      'Web; "shop"',
      'USD',
      '25.00',
      '5.00',
      '0.00',
      '0.00',
      '3.00',
      '33.00',
      '0.00',
    ])
    // Zero-decimal: 3 × 700 JPY is 2100 yen, not 21.00.
    expect(byId.get('2')?.slice(2, 4)).toEqual(['bo@example.com', 'Bo'])
    expect(byId.get('2')?.slice(8)).toEqual(['JPY', '2100', '0', '0', '0', '0', '2100', '0'])
  })

  it('matches the totals the Admin API shows', async () => {
    const { rows } = await exportRows({ filterable_fields: { id: ['order_1', 'order_2'] } })
    for (const row of rows) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/admin/orders/order_${row[0]}`,
        headers: admin.headers,
      })
      const o = res.json().order
      const cells = [
        o.subtotal,
        o.shipping_total,
        o.discount_total,
        o.gift_card_total,
        o.tax_total - o.gift_card_tax_total,
        o.total,
        o.refunded_total,
      ]
      expect(row.slice(9)).toEqual(cells.map((c: number) => decimalAmount(c, o.currency_code)))
    }
  })

  it('honours the list filters: status, region, dates, search and sort', async () => {
    const ids = async (context: Record<string, unknown>) => (await exportRows(context)).rows.map((r) => r[0])
    expect(await ids({ filterable_fields: { status: ['canceled'] } })).toEqual(['3'])
    expect(await ids({ filterable_fields: { region_id: 'reg_jp' } })).toEqual(['2'])
    expect(await ids({ filterable_fields: { q: 'ann@' }, order: 'display_id' })).toEqual(['1', '3'])
    expect(
      await ids({
        filterable_fields: {
          created_at: { gte: '2026-03-01T13:00:00Z', lt: '2026-03-01T16:00:00Z' },
          status: ['pending', 'canceled'],
        },
        order: 'created_at',
      }),
    ).toEqual(['3', '4', '5'])
    // After-sale work (the list's `awaiting`): a requested return on order 2.
    await t.database.query(
      `INSERT INTO "return" (id, order_id, status) VALUES ('ret_x', 'order_2', 'requested')`,
    )
    expect(await ids({ filterable_fields: { awaiting: ['return'] } })).toEqual(['2'])
    expect(await ids({ filterable_fields: { awaiting: 'claim' } })).toEqual([])
  })

  it('pages through the selection without skipping or repeating orders', async () => {
    const before = orderExportTuning.pageSize
    orderExportTuning.pageSize = 3
    try {
      const { rows } = await exportRows({ order: 'created_at' })
      expect(rows.map((r) => r[0])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8'])
    } finally {
      orderExportTuning.pageSize = before
    }
  })

  it('refuses an unknown filter or sort', async () => {
    for (const context of [{ filterable_fields: { colour: 'red' } }, { order: 'total' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/admin/batch-jobs',
        headers: admin.headers,
        payload: { type: 'order-export', context },
      })
      expect(res.statusCode).toBe(400)
    }
  })
})

describe('decimalAmount', () => {
  it('keeps two decimals, signs and zero-decimal currencies', () => {
    expect(decimalAmount(1250, 'usd')).toBe('12.50')
    expect(decimalAmount(5, 'eur')).toBe('0.05')
    expect(decimalAmount(-1999, 'usd')).toBe('-19.99')
    expect(decimalAmount(500, 'jpy')).toBe('500')
  })

  it('says what gift cards paid and what was refunded, and its amounts add up to the total', async () => {
    const q = (text: string) => t.database.query(text)
    // A taxable card (10 %) pays 5.00 of order #1, whose goods are taxed at 10 %.
    await q(`INSERT INTO gift_card (id, code, value, balance, region_id, tax_rate)
             VALUES ('gift_1', 'AAAA-BBBB-CCCC-DDDD', 1000, 500, 'reg_us', 10)`)
    await q(`INSERT INTO order_gift_cards (order_id, gift_card_id) VALUES ('order_1', 'gift_1')`)
    await q(`INSERT INTO gift_card_transaction (id, gift_card_id, order_id, amount, is_taxable, tax_rate)
             VALUES ('gct_1', 'gift_1', 'order_1', 500, true, 10)`)
    const { rows } = await exportRows({ filterable_fields: { id: ['order_1'] } })
    const [row] = rows
    const o = (
      await t.app.inject({ method: 'GET', url: '/admin/orders/order_1', headers: admin.headers })
    ).json().order
    expect(o.gift_card_tax_total).toBeGreaterThan(0)
    const [subtotal, shipping, discounts, giftCards, tax, total, refunded] = row!.slice(9).map(Number)
    expect(giftCards).toBe(5)
    expect(tax).toBe((o.tax_total - o.gift_card_tax_total) / 100)
    expect(refunded).toBe(0)
    expect(Math.round((subtotal! + shipping! - discounts! - giftCards! + tax!) * 100)).toBe(
      Math.round(total! * 100),
    )
  })
})
