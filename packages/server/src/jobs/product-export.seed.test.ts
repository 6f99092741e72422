import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoCatalog } from '../modules/catalog/seed'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../testing/harness'
import { createJob, snapshot, uploadCsv, waitForJob } from './test-helpers'
import { type Worker, startWorker } from './worker'

// The demo catalogue (options, variants, prices in three currencies and per region, images, tags,
// types, collections, nested categories, two channels) out of one store and into an empty one.
let source: TestApp
let target: TestApp
let admins: [AdminCredentials, AdminCredentials]
let workers: Worker[] = []
const dir = mkdtempSync(join(tmpdir(), 'mercato-seed-export-'))

beforeAll(async () => {
  source = await startTestApp({ uploadsDir: dir })
  target = await startTestApp({ uploadsDir: dir })
  await seedDemoCatalog(source.ctx)
  // Regions are set-up, not catalogue: the empty store has the same ones, under other ids.
  for (const [name, code] of [
    ['North America', 'usd'],
    ['Europe', 'eur'],
    ['Japan', 'jpy'],
  ])
    await target.database.query(`INSERT INTO region (id, name, currency_code) VALUES ($1, $2, $3)`, [
      `reg_t_${code}`,
      name,
      code,
    ])
  // So are sales channels: an import names them but never creates them (a misspelt one is refused).
  const channels = await source.database.query<{ name: string; description: string | null }>(
    'SELECT name, description FROM sales_channel WHERE deleted_at IS NULL',
  )
  for (const [i, c] of channels.entries())
    await target.database.query(
      `INSERT INTO sales_channel (id, name, description) SELECT $1, $2, $3
        WHERE NOT EXISTS (SELECT 1 FROM sales_channel WHERE name = $2)`,
      [`sc_t_${i}`, c.name, c.description],
    )
  admins = [await createAdmin(source), await createAdmin(target)]
  workers = [startWorker(source.ctx, { pollMs: 20 }), startWorker(target.ctx, { pollMs: 20 })]
})
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()))
  await source?.close()
  await target?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('export → import of the demo catalogue', () => {
  it('gives the same products, variants, options, prices, images, tags, types, collections, channels and categories', async () => {
    const exported = await waitForJob(
      source,
      admins[0],
      (await createJob(source, admins[0], { type: 'product-export', context: {} })).id,
    )
    expect(exported.status).toBe('completed')
    const link = await source.app.inject({
      method: 'POST',
      url: '/admin/uploads/download-url',
      headers: admins[0].headers,
      payload: { file_key: exported.result.file_key },
    })
    const url = new URL(link.json().download_url)
    const text = (await source.app.inject({ method: 'GET', url: url.pathname + url.search })).body
    const fileKey = await uploadCsv(target, admins[1], text)
    const job = await createJob(target, admins[1], {
      type: 'product-import',
      context: { fileKey, unknown_ids: 'create' },
    })
    const done = await waitForJob(target, admins[1], job.id)
    expect(done.status, JSON.stringify(done.result.errors?.slice(0, 3))).toBe('completed')
    const before = await snapshot(source)
    expect(before.products.length).toBeGreaterThan(50)
    expect(await snapshot(target)).toEqual(before)
  })
})
