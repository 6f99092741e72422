import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { stockedMugs } from '../inventory-import/fixture'
import { exportCsv } from '../test-helpers'
import { type Worker, startWorker } from '../worker'
import { INVENTORY_EXPORT_HEADER, inventoryExportTuning } from '.'

let t: TestApp
let admin: AdminCredentials
let worker: Worker
let mugs: Awaited<ReturnType<typeof stockedMugs>>

beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  worker = startWorker(t.ctx, { pollMs: 20 })
  mugs = await stockedMugs(t, admin)
  // A reservation makes Reserved and Available differ.
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/reservations',
    headers: admin.headers,
    payload: { inventory_item_id: mugs.blue.id, location_id: mugs.north, quantity: 2 },
  })
  if (res.statusCode !== 200) throw new Error(res.body)
})
afterAll(async () => {
  await worker?.stop()
  await t?.close()
})

describe('inventory export', () => {
  it('writes one row per item and location, by keyset pages', async () => {
    inventoryExportTuning.pageSize = 2
    const { job, header, rows } = await exportCsv(t, admin, 'inventory-export', {})
    inventoryExportTuning.pageSize = 500
    expect(header).toEqual(INVENTORY_EXPORT_HEADER)
    expect(job.result).toMatchObject({ count: 3, advancement_count: 3 })
    const bySkuAt = (sku: string, location: string) => rows.find((r) => r[1] === sku && r[5] === location)
    expect(bySkuAt('MUG-BLUE', 'North')).toEqual([
      mugs.blue.id,
      'MUG-BLUE',
      'Mug',
      'Blue',
      mugs.north,
      'North',
      '5',
      '2',
      '3',
    ])
    expect(bySkuAt('MUG-BLUE', 'South; "Annex"')).toEqual([
      mugs.blue.id,
      'MUG-BLUE',
      'Mug',
      'Blue',
      mugs.south,
      'South; "Annex"',
      '3',
      '0',
      '3',
    ])
    expect(bySkuAt('MUG-RED', 'North')?.slice(6)).toEqual(['5', '0', '5'])
  })

  it('exports only the levels at the locations asked for', async () => {
    const { job, rows } = await exportCsv(t, admin, 'inventory-export', {
      filterable_fields: { location_id: [mugs.south] },
    })
    expect(job.result).toMatchObject({ count: 1 })
    expect(rows.map((r) => [r[1], r[4]])).toEqual([['MUG-BLUE', mugs.south]])
  })

  it('refuses a filter it does not know', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/batch-jobs',
      headers: admin.headers,
      payload: { type: 'inventory-export', context: { filterable_fields: { sku: ['MUG-RED'] } } },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('sku')
  })
})
