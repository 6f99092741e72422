import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../testing/harness'
import { importTuning } from './product-import'
import { createJob, csv, uploadCsv, waitForJob } from './test-helpers'
import { type Worker, startWorker } from './worker'

let t: TestApp
let admin: AdminCredentials
const workers: Worker[] = []
const dir = mkdtempSync(join(tmpdir(), 'mercato-worker-'))
const q = <T = Record<string, any>>(text: string, params: unknown[] = []) => t.database.query<T>(text, params)
const one = async (text: string, params: unknown[] = []) =>
  Number(Object.values((await q(text, params))[0]!)[0])

beforeAll(async () => {
  t = await startTestApp({ uploadsDir: dir })
  admin = await createAdmin(t)
})
afterEach(async () => {
  importTuning.afterBatch = undefined
  importTuning.batchRows = 1000
  await Promise.all(workers.splice(0).map((w) => w.stop()))
})
afterAll(async () => {
  await t?.close()
  rmSync(dir, { recursive: true, force: true })
})

const start = (options: Parameters<typeof startWorker>[1] = {}) => {
  const w = startWorker(t.ctx, { pollMs: 20, leaseMs: 2_000, ...options })
  workers.push(w)
  return w
}

/** `products` products of three variants each, handles and SKUs prefixed. */
function catalogue(prefix: string, products: number) {
  const rows = []
  for (let p = 0; p < products; p++)
    for (const size of ['S', 'M', 'L'])
      rows.push({
        'Product Handle': `${prefix}-${p}`,
        'Product Title': `${prefix} ${p}`,
        'Variant SKU': `${prefix}-${p}-${size}`,
        'Option 1 Name': 'Size',
        'Option 1 Value': size,
        'Price USD': '10',
      })
  return csv(
    ['Product Handle', 'Product Title', 'Variant SKU', 'Option 1 Name', 'Option 1 Value', 'Price USD'],
    rows,
  )
}

async function expectExactly(prefix: string, products: number) {
  expect(await one(`SELECT count(*)::int FROM product WHERE handle LIKE $1`, [`${prefix}-%`])).toBe(products)
  expect(await one(`SELECT count(*)::int FROM product_variant WHERE sku LIKE $1`, [`${prefix}-%`])).toBe(
    products * 3,
  )
  expect(
    await one(
      `SELECT count(*)::int FROM (SELECT sku FROM product_variant WHERE sku LIKE $1 GROUP BY sku HAVING count(*) > 1) d`,
      [`${prefix}-%`],
    ),
  ).toBe(0)
  expect(
    await one(
      `SELECT count(*)::int FROM money_amount m JOIN product_variant v ON v.id = m.variant_id WHERE v.sku LIKE $1`,
      [`${prefix}-%`],
    ),
  ).toBe(products * 3)
}

describe('batch job worker', () => {
  it('resumes a job whose lease was lost after the last committed batch, without duplicating rows', async () => {
    importTuning.batchRows = 6
    let stolen = false
    importTuning.afterBatch = async (jobId) => {
      if (stolen) return
      stolen = true
      // As if this worker had stalled past its lease and another worker had claimed the job.
      await q(
        `UPDATE batch_job SET locked_by = 'ghost', lease_expires_at = now() - interval '1 second' WHERE id = $1`,
        [jobId],
      )
    }
    const fileKey = await uploadCsv(t, admin, catalogue('lease', 20))
    start()
    const job = await createJob(t, admin, { type: 'product-import', context: { fileKey } })
    const done = await waitForJob(t, admin, job.id)
    expect(done.status).toBe('completed')
    expect(done.result.advancement_count).toBe(60)
    expect(stolen).toBe(true)
    expect(await one(`SELECT attempts FROM batch_job WHERE id = $1`, [job.id])).toBe(1)
    await expectExactly('lease', 20)
  })

  it('hands a job back when stopped, and another worker finishes it', async () => {
    importTuning.batchRows = 6
    const first = start({ workerId: 'first' })
    let stopping: Promise<void> | undefined
    importTuning.afterBatch = () => {
      stopping ??= first.stop()
    }
    const fileKey = await uploadCsv(t, admin, catalogue('handover', 10))
    const job = await createJob(t, admin, { type: 'product-import', context: { fileKey } })
    await waitForJob(t, admin, job.id, ['processing', 'completed'])
    while (!stopping) await new Promise((r) => setTimeout(r, 10))
    await stopping
    const [held] = await q(`SELECT locked_by, result FROM batch_job WHERE id = $1`, [job.id])
    expect(held!.locked_by).toBeNull()
    expect(held!.result.advancement_count).toBe(6)
    importTuning.afterBatch = undefined
    start({ workerId: 'second' })
    const done = await waitForJob(t, admin, job.id)
    expect(done.status).toBe('completed')
    await expectExactly('handover', 10)
  })

  it('stops processing a job canceled midway; committed batches stay', async () => {
    importTuning.batchRows = 6
    importTuning.afterBatch = async (jobId) => {
      importTuning.afterBatch = undefined
      const res = await t.app.inject({
        method: 'POST',
        url: `/admin/batch-jobs/${jobId}/cancel`,
        headers: admin.headers,
      })
      expect(res.json().batch_job.status).toBe('canceled')
    }
    const fileKey = await uploadCsv(t, admin, catalogue('cancel', 10))
    start()
    const job = await createJob(t, admin, { type: 'product-import', context: { fileKey } })
    const done = await waitForJob(t, admin, job.id)
    expect(done.status).toBe('canceled')
    await new Promise((r) => setTimeout(r, 100))
    expect(await one(`SELECT count(*)::int FROM product_variant WHERE sku LIKE 'cancel-%'`)).toBe(6)
    expect((await q(`SELECT locked_by FROM batch_job WHERE id = $1`, [job.id]))[0]!.locked_by).toBeNull()
  })

  it('gives up on a job that keeps losing its worker', async () => {
    await q(
      `INSERT INTO batch_job (id, type, created_by, context, locked_by, lease_expires_at, attempts)
       VALUES ('batch_POISON', 'product-export', $1, '{}', 'dead-worker', now() - interval '1 minute', 5)`,
      [admin.id],
    )
    start({ maxAttempts: 5 })
    const done = await waitForJob(t, admin, 'batch_POISON')
    expect(done.status).toBe('failed')
    const message = 'The job was interrupted 6 times (its worker died or stopped answering) and was given up'
    expect(done.result.errors).toEqual([message])
    expect(done.result.error_details).toEqual([{ code: 'job_abandoned', message }])
  })

  it('runs many jobs on several workers, each exactly once', async () => {
    const jobs = []
    for (let i = 0; i < 6; i++) jobs.push(await createJob(t, admin, { type: 'product-export', context: {} }))
    // A lease long enough that a loaded machine cannot delay a heartbeat past it: this test is about
    // several live workers sharing jobs, not about taking over a stalled one (tested above).
    for (let i = 0; i < 3; i++) start({ leaseMs: 15_000 })
    for (const j of jobs) {
      const d = await waitForJob(t, admin, j.id)
      expect(d.status, JSON.stringify(d.result)).toBe('completed')
    }
    const rows = await q(`SELECT attempts, locked_by FROM batch_job WHERE id = ANY($1)`, [
      jobs.map((j) => j.id),
    ])
    expect(rows.every((r) => r.attempts === 0 && r.locked_by === null)).toBe(true)
  })
})
