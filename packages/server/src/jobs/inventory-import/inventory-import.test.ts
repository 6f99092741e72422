import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { createJob, csv, exportCsv, uploadCsv, waitForJob } from '../test-helpers'
import { type Worker, startWorker } from '../worker'
import { countQueries } from '../../modules/catalog/query-counter'
import { setLevelsStock } from '../../modules/inventory/location-levels.service'
import { levels, stockedMugs } from './fixture'
import { inventoryImportTuning } from '.'

let t: TestApp
let admin: AdminCredentials
let worker: Worker
let mugs: Awaited<ReturnType<typeof stockedMugs>>

beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  worker = startWorker(t.ctx, { pollMs: 20 })
  mugs = await stockedMugs(t, admin)
})
afterAll(async () => {
  await worker?.stop()
  await t?.close()
})

/** Uploads the file and runs the dry run: the job as the summary shows it (or its refusal). */
async function check(text: string) {
  const fileKey = await uploadCsv(t, admin, text, 'inventory.csv')
  const job = await createJob(t, admin, { type: 'inventory-import', context: { fileKey }, dry_run: true })
  return waitForJob(t, admin, job.id, ['pre_processed', 'failed'])
}
async function confirm(id: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/admin/batch-jobs/${id}/confirm`,
    headers: admin.headers,
  })
  if (res.statusCode !== 200) throw new Error(res.body)
  return waitForJob(t, admin, id)
}
const line = (cells: string[]) =>
  cells.map((c) => (/[;"]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(';')
const storeQuantities = async () => {
  const res = await t.app.inject({ url: `/store/products/${mugs.productId}` })
  const variants = res.json().product.variants as Array<{ sku: string; inventory_quantity: number }>
  return Object.fromEntries(variants.map((v) => [v.sku, v.inventory_quantity]))
}

describe('inventory import', () => {
  it('writes a batch of levels in the same number of statements whatever its size', async () => {
    const rows = (await t.database.query(
      'SELECT inventory_item_id, location_id, stocked_quantity FROM inventory_level ORDER BY id',
    )) as unknown as Array<{ inventory_item_id: string; location_id: string; stocked_quantity: number }>
    expect(rows.length).toBeGreaterThan(2)
    const original = rows.map((r) => ({
      itemId: r.inventory_item_id,
      locationId: r.location_id,
      stocked: r.stocked_quantity,
    }))
    const counter = countQueries(t.database)
    // The events are collected, not published: subscribers reacting to them (the store cache and
    // others, which run after commit) would add their own statements to the count at their own time.
    const emitted: string[] = []
    const events = { emit: (name: string) => void emitted.push(name) }
    const statementsOf = async (changes: typeof original) => {
      await t.ctx.events.idle()
      counter.reset()
      await t.ctx.db.transaction((tx) => setLevelsStock(tx, events, changes))
      // Only the inventory's statements: this file's worker polls the job table meanwhile.
      return counter.statements.filter((q) => /\b(inventory_item|inventory_level|stock_location)\b/.test(q))
        .length
    }
    try {
      // One level changed, then the others, then all put back: one UPDATE each time, whatever the count.
      const one = await statementsOf([{ ...original[0]!, stocked: original[0]!.stocked + 1 }])
      const all = await statementsOf(original.map((c) => ({ ...c, stocked: c.stocked + 1 })))
      const back = await statementsOf(original)
      expect([all, back]).toEqual([one, one])
      expect(one).toBeLessThanOrEqual(3)
      expect(emitted.filter((n) => n === 'inventory-level.updated')).toHaveLength(2 * original.length)
    } finally {
      counter.stop()
    }
    expect(await levels(t)).toMatchObject({ 'MUG-BLUE@North': 5, 'MUG-RED@North': 5 })
  })

  it('imports an edited export: only the changed level is written, and the store sees it', async () => {
    expect(await storeQuantities()).toEqual({ 'MUG-BLUE': 5, 'MUG-RED': 5 })
    const { header, rows } = await exportCsv(t, admin, 'inventory-export', {})
    const edited = rows.map((r) =>
      r[1] === 'MUG-BLUE' && r[5] === 'North' ? [...r.slice(0, 6), '9', ...r.slice(7)] : r,
    )
    const text = [header!, ...edited].map(line).join('\r\n')
    const previous = inventoryImportTuning.batchRows
    inventoryImportTuning.batchRows = 1
    try {
      const dry = await check(text)
      expect(dry.status, JSON.stringify(dry.result)).toBe('pre_processed')
      expect(dry.result.operations).toEqual({ levels_update: 1, levels_create: 0, levels_unchanged: 2 })
      expect(dry.result.stat_descriptors[0].message).toBe(
        '1 stock levels will change, 0 will be created and 2 stay the same',
      )
      expect(dry.result.warnings).toBeUndefined()
      expect(await levels(t)).toMatchObject({ 'MUG-BLUE@North': 5 })
      const done = await confirm(dry.id)
      expect(done.status, JSON.stringify(done.result)).toBe('completed')
      expect(done.result).toMatchObject({ advancement_count: 3, processed_rows: 4 })
    } finally {
      inventoryImportTuning.batchRows = previous
    }
    expect(await levels(t)).toEqual({
      'MUG-BLUE@North': 9,
      'MUG-BLUE@South; "Annex"': 3,
      'MUG-RED@North': 5,
    })
    // The store sells from North only; its cached read was refreshed by the level events.
    expect(await storeQuantities()).toEqual({ 'MUG-BLUE': 9, 'MUG-RED': 5 })
  })

  it('creates the level at a location the item is not stocked at yet, found by SKU and name', async () => {
    const dry = await check(
      csv(
        ['SKU', 'Location', 'Stocked Quantity'],
        [{ SKU: 'MUG-RED', Location: 'South; "Annex"', 'Stocked Quantity': 11 }],
      ),
    )
    expect(dry.result.operations).toEqual({ levels_update: 0, levels_create: 1, levels_unchanged: 0 })
    expect((await confirm(dry.id)).status).toBe('completed')
    expect(await levels(t)).toMatchObject({ 'MUG-RED@South; "Annex"': 11, 'MUG-RED@North': 5 })
  })

  it('refuses a file with bad rows by row number and writes nothing', async () => {
    // Reserve 4 of blue at North: the file may not set it below that, as the Admin API may not.
    const reserved = await t.app.inject({
      method: 'POST',
      url: '/admin/reservations',
      headers: admin.headers,
      payload: { inventory_item_id: mugs.blue.id, location_id: mugs.north, quantity: 4 },
    })
    expect(reserved.statusCode, reserved.body).toBe(200)
    const before = await levels(t)
    const header = ['Inventory Item Id', 'SKU', 'Location Id', 'Location', 'Stocked Quantity', 'Colour']
    const dry = await check(
      csv(header, [
        { SKU: 'MUG-RED', Location: 'North', 'Stocked Quantity': 1 },
        { SKU: 'MUG-GREEN', Location: 'North', 'Stocked Quantity': 1 },
        { SKU: 'MUG-RED', Location: 'Attic', 'Stocked Quantity': 1 },
        { SKU: 'MUG-RED', 'Location Id': mugs.south, 'Stocked Quantity': -2 },
        { SKU: 'MUG-RED', 'Location Id': mugs.south, 'Stocked Quantity': 'ten' },
        { 'Inventory Item Id': mugs.red.id, 'Location Id': mugs.north, 'Stocked Quantity': 2 },
        { 'Inventory Item Id': mugs.blue.id, 'Location Id': mugs.north, 'Stocked Quantity': 3 },
        { 'Inventory Item Id': 'iitem_missing', 'Location Id': mugs.north, 'Stocked Quantity': 3 },
        {
          'Inventory Item Id': mugs.blue.id,
          SKU: 'MUG-RED',
          'Location Id': mugs.south,
          'Stocked Quantity': 3,
        },
      ]),
    )
    expect(dry.status).toBe('failed')
    expect(dry.result.error_details.map((e: { row: number; code: string }) => [e.row, e.code])).toEqual([
      [3, 'unknown_item'],
      [4, 'unknown_location'],
      [5, 'invalid_quantity'],
      [6, 'invalid_quantity'],
      [7, 'duplicate'],
      [8, 'below_reserved'],
      [9, 'unknown_item'],
      [10, 'sku_mismatch'],
    ])
    expect(dry.result.error_details[4].message).toBe(
      `Row 7: the stock of item ${mugs.red.id} at location ${mugs.north} is also set on row 2`,
    )
    expect(dry.result.warnings).toEqual(['Column "Colour" is not known and was ignored'])
    expect(await levels(t)).toEqual(before)
  })

  it('refuses a file without the columns it needs', async () => {
    const dry = await check('SKU;Quantity\r\nMUG-RED;4\r\n')
    expect(dry.status).toBe('failed')
    expect(dry.result.errors).toEqual([
      'Row 1: a "Location Id" or "Location" column is required',
      'Row 1: a "Stocked Quantity" column is required',
    ])
  })
})
