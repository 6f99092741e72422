import { type Database, connect, isPostgresUrl } from '@mercato/db'
import { ulid } from '@mercato/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MercatoApp, buildApp } from './app'
import { loadConfig } from './config'
import { createAdmin } from './testing/harness'

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || ''
const onPostgres = isPostgresUrl(url)

if (!onPostgres) {
  console.warn('database-restart.test.ts: skipped, it needs DATABASE_URL=postgres://… (PGlite has no pool)')
}

/**
 * Losing the database's connections must not crash the server. A test cannot restart the PostgreSQL
 * service here, so it does what a restart does to the server's side: every backend of the server's own
 * database is terminated with pg_terminate_backend while requests keep coming.
 */
describe.skipIf(!onPostgres)('database connections lost under load (PostgreSQL)', () => {
  const dbName = `mercato_restart_${ulid().toLowerCase()}`
  let admin: Database
  let database: Database
  let t: MercatoApp
  let headers: { authorization: string }
  const lost: Error[] = []

  beforeAll(async () => {
    admin = await connect(url, { poolSize: 1 })
    await admin.execScript(`CREATE DATABASE ${dbName}`)
    const own = new URL(url)
    own.pathname = `/${dbName}`
    database = await connect(own.toString(), { poolSize: 5, onConnectionError: (e) => lost.push(e) })
    const config = { ...loadConfig({ NODE_ENV: 'test' }), logLevel: 'silent' }
    t = await buildApp({ database, config, logger: false, adminDist: null })
    headers = (await createAdmin(t)).headers
  })

  afterAll(async () => {
    await t?.app.close()
    await database?.close()
    await admin?.execScript(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
    await admin?.close()
  })

  const terminateBackends = () =>
    admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [dbName])

  it('answers 503 in the error shape while connections drop, then 200 again by itself', async () => {
    const answers: Array<{ status: number; body: any; at: number }> = []
    let stop = false
    const worker = async () => {
      while (!stop) {
        const res = await t.app.inject({ method: 'GET', url: '/admin/products?limit=5', headers })
        answers.push({ status: res.statusCode, body: res.json(), at: Date.now() })
      }
    }
    const workers = Array.from({ length: 4 }, worker)
    await new Promise((r) => setTimeout(r, 200))
    for (let i = 0; i < 5; i++) {
      await terminateBackends()
      await new Promise((r) => setTimeout(r, 150))
    }
    const lastKill = Date.now()
    // Recovery: some request after the last termination must succeed within 5 s.
    while (Date.now() - lastKill < 5000 && !answers.some((a) => a.at > lastKill && a.status === 200)) {
      await new Promise((r) => setTimeout(r, 50))
    }
    stop = true
    await Promise.all(workers)

    const failures = answers.filter((a) => a.status !== 200)
    for (const f of failures) {
      expect(f.status).toBe(503)
      expect(f.body).toMatchObject({ type: 'database_error', code: 'database_unavailable' })
      expect(typeof f.body.message).toBe('string')
    }
    expect(answers.some((a) => a.at > lastKill && a.status === 200)).toBe(true)
    // The pool saw the connections go (and logged them) instead of crashing the process.
    expect(failures.length + lost.length).toBeGreaterThan(0)
    const res = await t.app.inject({ method: 'GET', url: '/admin/products', headers })
    expect(res.statusCode).toBe(200)
  })
})
