import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../testing/harness'
import { createJob, uploadCsv, waitForJob } from './test-helpers'
import { type Worker, startWorker } from './worker'

/** Regions in EUR and JPY beside the default one, for price columns. */
async function insertPriceRegions(t: TestApp) {
  await t.database.query(
    `INSERT INTO region (id, name, currency_code) VALUES ('reg_eu', 'Europe', 'eur'), ('reg_jp', 'Japan', 'jpy')`,
  )
}

/**
 * A server with a worker for the product import tests, started before the file's tests and stopped
 * after them; `setUp` adds what the file's imports need (by default, `insertPriceRegions`).
 */
export function importTestApp(
  setUp: (t: TestApp, admin: AdminCredentials) => Promise<void> = insertPriceRegions,
) {
  let t: TestApp
  let admin: AdminCredentials
  let worker: Worker
  const dir = mkdtempSync(join(tmpdir(), 'mercato-import-'))

  beforeAll(async () => {
    t = await startTestApp({ uploadsDir: dir })
    admin = await createAdmin(t)
    await setUp(t, admin)
    worker = startWorker(t.ctx, { pollMs: 20 })
  })
  afterAll(async () => {
    await worker?.stop()
    await t?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  // biome-ignore lint/suspicious/noExplicitAny: rows of any shape, asserted by the tests
  const q = <T = Record<string, any>>(text: string, params: unknown[] = []) =>
    t.database.query<T>(text, params)

  return {
    app: () => t,
    admin: () => admin,
    q,
    count: async (table: string) =>
      Number((await q<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n),

    async runImport(
      text: string | Buffer,
      options: { dry_run?: boolean; context?: Record<string, unknown> } = {},
    ) {
      const fileKey = await uploadCsv(t, admin, text)
      const job = await createJob(t, admin, {
        type: 'product-import',
        context: { fileKey, ...options.context },
        ...(options.dry_run ? { dry_run: true } : {}),
      })
      return waitForJob(t, admin, job.id, options.dry_run ? ['pre_processed', 'failed'] : undefined)
    },

    /** A variant's prices as `currency[@region]=amount`, in a fixed order. */
    async pricesOf(sku: string) {
      const rows = await q<{ currency_code: string; region_id: string | null; amount: string }>(
        `SELECT m.currency_code, m.region_id, m.amount FROM money_amount m JOIN product_variant v ON v.id = m.variant_id
          WHERE v.sku = $1 ORDER BY m.currency_code, m.region_id`,
        [sku],
      )
      return rows.map((r) => `${r.currency_code}${r.region_id ? `@${r.region_id}` : ''}=${Number(r.amount)}`)
    },
  }
}
