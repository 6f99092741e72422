import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Database, connect, isPostgresUrl, migrate } from '@mercato/db'
import { ulid } from '@mercato/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MercatoApp, buildApp } from '../app'
import { loadConfig } from '../config'
import { type AdminCredentials, createAdmin } from '../testing/harness'
import { testDatabaseUrl } from '../testing/global-setup'
import { createJob, csv, uploadCsv } from './test-helpers'

// PGlite belongs to one process, so a worker in another process needs PostgreSQL.
const url = testDatabaseUrl()
const onPostgres = isPostgresUrl(url)
const CHILD = join(dirname(fileURLToPath(import.meta.url)), 'testing', 'child-worker.ts')
if (!onPostgres)
  console.warn(
    'worker.crash.test.ts skipped: the crash test runs a worker in a child process, which needs PostgreSQL (it runs in CI with DATABASE_URL=postgres://…)',
  )
const PRODUCTS = 5_000
const VARIANTS = 4

describe.skipIf(!onPostgres)(
  'worker crash (runs only on PostgreSQL: DATABASE_URL=postgres://…, as in CI)',
  () => {
    const schema = `mercato_test_${ulid().toLowerCase()}`
    const dir = mkdtempSync(join(tmpdir(), 'mercato-crash-'))
    let root: Database
    let database: Database
    let t: MercatoApp
    let admin: AdminCredentials
    const children: ChildProcess[] = []

    beforeAll(async () => {
      root = await connect(url, { poolSize: 1 })
      await root.execScript(`CREATE SCHEMA "${schema}"`)
      database = await connect(url, { schema, poolSize: 4 })
      await migrate(database)
      const config = { ...loadConfig({ NODE_ENV: 'test' }), logLevel: 'silent', uploadsDir: dir }
      t = await buildApp({ database, config, logger: false, adminDist: null })
      admin = await createAdmin(t)
    })
    afterAll(async () => {
      for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
      await t?.app.close()
      await database?.close()
      await root?.execScript(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
      await root?.close()
      rmSync(dir, { recursive: true, force: true })
    })

    const worker = (id: string, batchRows: number) => {
      const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
        env: {
          ...process.env,
          DATABASE_URL: url,
          MERCATO_TEST_SCHEMA: schema,
          UPLOADS_DIR: dir,
          WORKER_ID: id,
          LEASE_MS: '1500',
          IMPORT_BATCH_ROWS: String(batchRows),
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      })
      children.push(child)
      return child
    }
    const q = <T = Record<string, any>>(text: string, params: unknown[] = []) =>
      database.query<T>(text, params)
    const n = async (text: string, params: unknown[] = []) =>
      Number(Object.values((await q(text, params))[0]!)[0])

    it('a second worker finishes a 20k-row import whose worker was SIGKILLed midway, without duplicates', async () => {
      const rows = []
      for (let p = 0; p < PRODUCTS; p++)
        for (let v = 0; v < VARIANTS; v++)
          rows.push({
            'Product Handle': `crash-${p}`,
            'Product Title': `Crash ${p}`,
            'Variant SKU': `CRASH-${p}-${v}`,
            'Option 1 Name': 'Size',
            'Option 1 Value': `S${v}`,
            'Price USD': '19.99',
          })
      const text = csv(
        ['Product Handle', 'Product Title', 'Variant SKU', 'Option 1 Name', 'Option 1 Value', 'Price USD'],
        rows,
      )
      const fileKey = await uploadCsv(t, admin, text)
      const job = await createJob(t, admin, { type: 'product-import', context: { fileKey } })
      const total = PRODUCTS * VARIANTS

      const first = worker('crash-1', 500)
      let advanced = 0
      const deadline = Date.now() + 60_000
      while (Date.now() < deadline) {
        const [row] = await q<{ advancement_count: string | null; completed_at: Date | null }>(
          `SELECT result->>'advancement_count' AS advancement_count, completed_at FROM batch_job WHERE id = $1`,
          [job.id],
        )
        advanced = Number(row?.advancement_count ?? 0)
        if (row?.completed_at || advanced >= 4_000) break
        await new Promise((r) => setTimeout(r, 10))
      }
      first.kill('SIGKILL')
      await new Promise((r) => first.once('exit', r))
      // One statement, one snapshot: the dead worker's last COMMIT may still land after its exit, and the
      // progress cursor and its rows are committed together, so they must be read together.
      const [held] = await q(
        `SELECT locked_by, completed_at, result, (SELECT count(*)::int FROM product_variant) AS variants
         FROM batch_job WHERE id = $1`,
        [job.id],
      )
      expect(held!.completed_at, 'the first worker must die before the end').toBeNull()
      expect(held!.locked_by).toBe('crash-1')
      const committed = Number(held!.result.advancement_count)
      expect(committed).toBeGreaterThan(0)
      expect(committed).toBeLessThan(total)
      expect(held!.variants).toBe(committed)

      const second = worker('crash-2', 1000)
      const finish = Date.now() + 60_000
      let status: Record<string, any> | undefined
      while (Date.now() < finish) {
        ;[status] = await q(
          `SELECT completed_at, failed_at, attempts, locked_by, result FROM batch_job WHERE id = $1`,
          [job.id],
        )
        // The worker lets go of the job right after the transaction that completes it: wait for both.
        if (status?.failed_at || (status?.completed_at && status.locked_by === null)) break
        await new Promise((r) => setTimeout(r, 50))
      }
      second.kill('SIGTERM')
      await new Promise((r) => second.once('exit', r))
      expect(status!.failed_at, JSON.stringify(status!.result.errors)).toBeNull()
      expect(status!.completed_at).not.toBeNull()
      expect(status!.attempts).toBe(1)
      expect(status!.locked_by).toBeNull()
      expect(Number(status!.result.advancement_count)).toBe(total)
      expect(await n(`SELECT count(*) FROM product`)).toBe(PRODUCTS)
      expect(await n(`SELECT count(*) FROM product_variant`)).toBe(total)
      expect(await n(`SELECT count(*) FROM product_option_value`)).toBe(total)
      expect(await n(`SELECT count(*) FROM money_amount`)).toBe(total)
      expect(await n(`SELECT count(*) FROM product_option`)).toBe(PRODUCTS)
      expect(
        await n(`SELECT count(*) FROM (SELECT handle FROM product GROUP BY handle HAVING count(*) > 1) d`),
      ).toBe(0)
      expect(
        await n(`SELECT count(*) FROM (SELECT sku FROM product_variant GROUP BY sku HAVING count(*) > 1) d`),
      ).toBe(0)
      expect(
        await n(
          `SELECT count(*) FROM product p WHERE (SELECT count(*) FROM product_variant v WHERE v.product_id = p.id) <> $1`,
          [VARIANTS],
        ),
      ).toBe(0)
    }, 150_000)
  },
)
