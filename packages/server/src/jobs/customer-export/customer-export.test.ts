import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { exportCsv } from '../test-helpers'
import { type Worker, startWorker } from '../worker'
import { CUSTOMER_EXPORT_HEADER, customerExportTuning } from '.'

let t: TestApp
let admin: AdminCredentials
let worker: Worker
const dir = mkdtempSync(join(tmpdir(), 'mercato-customer-export-'))

beforeAll(async () => {
  t = await startTestApp({ uploadsDir: dir })
  admin = await createAdmin(t)
  worker = startWorker(t.ctx, { pollMs: 20 })
  const q = (text: string) => t.database.query(text)
  // Ann: an account, in the VIP group, a billing address and two orders; Bo: a guest; 5 more guests.
  await q(`INSERT INTO address (id, company, address_1, city, postal_code, country_code)
           VALUES ('addr_ann', 'Lee; "Studio"', '1 Main St', 'Springfield', '12345', 'us')`)
  await q(`INSERT INTO customer (id, email, first_name, last_name, phone, has_account, billing_address_id, created_at)
           VALUES ('cus_ann', 'ann@example.com', 'Ann', 'Lee', '+1 555', true, 'addr_ann', '2026-03-02T00:00:00Z'),
                  ('cus_bo', 'bo@example.com', 'Bo', NULL, NULL, false, NULL, '2026-03-01T00:00:00Z')`)
  for (let n = 1; n <= 5; n++)
    await q(`INSERT INTO customer (id, email, created_at)
             VALUES ('cus_g${n}', 'guest${n}@example.com', '2026-02-0${n}T00:00:00Z')`)
  await q(`INSERT INTO customer_group (id, name) VALUES ('cgrp_vip', 'VIP'), ('cgrp_b2b', 'Wholesale')`)
  await q(`INSERT INTO customer_group_customers (customer_group_id, customer_id)
           VALUES ('cgrp_vip', 'cus_ann'), ('cgrp_b2b', 'cus_ann')`)
  await q(`INSERT INTO region (id, name, currency_code) VALUES ('reg_us', 'US', 'usd')`)
  for (const id of ['order_a', 'order_b'])
    await q(`INSERT INTO "order" (id, customer_id, email, region_id, currency_code)
             VALUES ('${id}', 'cus_ann', 'ann@example.com', 'reg_us', 'usd')`)
})
afterAll(async () => {
  await worker?.stop()
  await t?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('customer export', () => {
  it('writes every customer newest first, with groups, orders and billing address', async () => {
    customerExportTuning.pageSize = 3
    const { job, header, rows } = await exportCsv(t, admin, 'customer-export', {})
    customerExportTuning.pageSize = 500
    expect(header).toEqual(CUSTOMER_EXPORT_HEADER)
    expect(job.result).toMatchObject({ count: 7, advancement_count: 7 })
    expect(rows.map((r) => r[0])).toEqual([
      'ann@example.com',
      'bo@example.com',
      'guest5@example.com',
      'guest4@example.com',
      'guest3@example.com',
      'guest2@example.com',
      'guest1@example.com',
    ])
    expect(rows[0]).toEqual([
      'ann@example.com',
      'Ann',
      'Lee',
      '+1 555',
      'yes',
      'VIP, Wholesale',
      '2',
      'Lee; "Studio"',
      '1 Main St',
      '',
      'Springfield',
      '',
      '12345',
      'US',
      '2026-03-02T00:00:00.000Z',
    ])
    expect(rows[1]!.slice(0, 7)).toEqual(['bo@example.com', 'Bo', '', '', 'no', '', '0'])
  })

  it("exports what the list's filters select: search, accounts, groups and dates", async () => {
    const emails = async (filterable_fields: Record<string, unknown>) =>
      (await exportCsv(t, admin, 'customer-export', { filterable_fields })).rows.map((r) => r[0])
    expect(await emails({ q: 'ann' })).toEqual(['ann@example.com'])
    expect(await emails({ has_account: false, created_at: { gte: '2026-02-04T00:00:00Z' } })).toEqual([
      'bo@example.com',
      'guest5@example.com',
      'guest4@example.com',
    ])
    expect(await emails({ groups: ['cgrp_b2b'] })).toEqual(['ann@example.com'])
  })

  it('refuses a context it does not know', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/batch-jobs',
      headers: admin.headers,
      payload: { type: 'customer-export', context: { filterable_fields: { city: 'Springfield' } } },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('city')
  })
})
