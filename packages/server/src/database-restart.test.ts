import { type Database, connect, isPostgresUrl } from '@mercato/db'
import { ulid } from '@mercato/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MercatoApp, buildApp } from './app'
import { loadConfig } from './config'
import { type Call, readyCart, storeClient } from './modules/carts/test-client'
import { insertOption, insertShopRegion, insertVariant, stockVariant } from './modules/carts/test-helpers'
import { createAdmin } from './testing/harness'
import { TcpProxy } from './testing/tcp-proxy'

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || ''
const onPostgres = isPostgresUrl(url)

if (!onPostgres) {
  console.warn('database-restart.test.ts: skipped, it needs DATABASE_URL=postgres://… (PGlite has no pool)')
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Losing the database must not crash the server, lose or duplicate orders. The PostgreSQL service is
 * shared, so it is not restarted; the server reaches its own database through a TCP relay instead,
 * and the tests do to it what a restart does: backends are terminated with pg_terminate_backend, or
 * the relay drops every connection and refuses new ones for a while, then accepts them again.
 */
describe.skipIf(!onPostgres)('database connections lost under load (PostgreSQL)', () => {
  const dbName = `mercato_restart_${ulid().toLowerCase()}`
  let admin: Database
  let database: Database
  let proxy: TcpProxy
  let t: MercatoApp
  let headers: { authorization: string }
  const lost: Error[] = []

  beforeAll(async () => {
    admin = await connect(url, { poolSize: 1 })
    await admin.execScript(`CREATE DATABASE ${dbName}`)
    const target = new URL(url)
    proxy = await TcpProxy.start(target.hostname || '127.0.0.1', Number(target.port || 5432))
    const own = new URL(url)
    own.hostname = '127.0.0.1'
    own.port = String(proxy.port)
    own.pathname = `/${dbName}`
    database = await connect(own.toString(), { poolSize: 5, onConnectionError: (e) => lost.push(e) })
    const config = { ...loadConfig({ NODE_ENV: 'test' }), logLevel: 'silent' }
    t = await buildApp({ database, config, logger: false, adminDist: null })
    headers = (await createAdmin(t)).headers
  })

  afterAll(async () => {
    await t?.app.close()
    await database?.close()
    await proxy?.close()
    await admin?.execScript(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
    await admin?.close()
  })

  const terminateBackends = () =>
    admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [dbName])

  it('answers 503 in the error shape while connections drop, then 200 again by itself', async () => {
    const answers: Array<{ status: number; body: Record<string, unknown>; at: number }> = []
    let stop = false
    const worker = async () => {
      while (!stop) {
        const res = await t.app.inject({ method: 'GET', url: '/admin/products?limit=5', headers })
        answers.push({ status: res.statusCode, body: res.json(), at: Date.now() })
      }
    }
    const workers = Array.from({ length: 4 }, worker)
    await sleep(200)
    for (let i = 0; i < 5; i++) {
      await terminateBackends()
      await sleep(150)
    }
    const lastKill = Date.now()
    // Recovery: some request after the last termination must succeed within 5 s.
    while (Date.now() - lastKill < 5000 && !answers.some((a) => a.at > lastKill && a.status === 200)) {
      await sleep(50)
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

  it('places every order exactly once when the database restarts during checkouts', async () => {
    const call: Call = storeClient(t)
    const region = await insertShopRegion(t, { name: 'Restart', countries: ['us'] })
    const option = await insertOption(t, region, { amount: 0 })
    const { variantId } = await insertVariant(t, { prices: [{ amount: 1500 }] })
    const { item } = await stockVariant(t, variantId, 1000)
    const carts: string[] = []
    for (let i = 0; i < 24; i++) {
      const cart = await readyCart(call, {
        region,
        items: [{ variant_id: variantId, quantity: 1 }],
        option,
        email: `restart${i}@example.com`,
      })
      carts.push(cart.id)
    }

    // Each shopper completes their cart with one Idempotency-Key and retries on 503 and 409, as a
    // client should; shoppers start spread out so some finish before, during and after the outage.
    const checkout = async (cartId: string, startAfterMs: number) => {
      await sleep(startAfterMs)
      const key = `complete-${cartId}`
      const statuses: number[] = []
      const deadline = Date.now() + 20_000
      while (Date.now() < deadline) {
        const res = await call('POST', `/store/carts/${cartId}/complete`, undefined, {
          'idempotency-key': key,
        })
        statuses.push(res.status)
        if (res.status === 200)
          return { cartId, key, statuses, orderId: res.body.data.id as string, at: Date.now() }
        if (res.status === 503) expect(res.body).toMatchObject({ type: 'database_error' })
        await sleep(100)
      }
      return { cartId, key, statuses, orderId: null, at: Date.now() }
    }
    const shoppers = carts.map((id, i) => checkout(id, i * 60))
    await sleep(250)
    proxy.setDown(true)
    await sleep(1500)
    proxy.setDown(false)
    const back = Date.now()
    const outcomes = await Promise.all(shoppers)

    // The outage was real: connections were refused and checkouts were answered 503.
    expect(proxy.refused).toBeGreaterThan(0)
    const all = outcomes.flatMap((o) => o.statuses)
    expect(all.filter((s) => s === 503).length).toBeGreaterThan(0)
    expect(all.filter((s) => s !== 200 && s !== 503 && s !== 409)).toEqual([])
    // Every shopper got an order, the last ones within a few seconds of the database's return.
    expect(outcomes.filter((o) => !o.orderId).map((o) => `${o.cartId}: ${o.statuses.join(',')}`)).toEqual([])
    const lastOrderAfterReturn = Math.max(...outcomes.map((o) => o.at)) - back
    expect(lastOrderAfterReturn).toBeLessThan(5000)

    const q = <T>(sql: string, params: unknown[] = []) => database.query<T>(sql, params)
    const orders = await q<{ id: string; cart_id: string }>(
      'SELECT id, cart_id FROM "order" WHERE cart_id = ANY($1)',
      [carts],
    )
    // Exactly one order per cart, and it is the one its shopper was told about.
    expect(orders).toHaveLength(carts.length)
    const byCart = new Map(orders.map((o) => [o.cart_id, o.id]))
    for (const o of outcomes) expect(byCart.get(o.cartId), o.statuses.join(',')).toBe(o.orderId)
    // Retries did not charge or reserve twice.
    const [payments] = await q<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment WHERE cart_id = ANY($1)',
      [carts],
    )
    expect(payments!.n).toBe(carts.length)
    const [level] = await q<{ reserved: number }>(
      'SELECT reserved_quantity::int AS reserved FROM inventory_level WHERE inventory_item_id = $1',
      [item],
    )
    expect(level!.reserved).toBe(carts.length)
    // A late retry of any key replays the same order.
    for (const o of outcomes.slice(0, 4)) {
      const again = await call('POST', `/store/carts/${o.cartId}/complete`, undefined, {
        'idempotency-key': o.key,
      })
      expect(again.status).toBe(200)
      expect(again.body.data.id).toBe(o.orderId)
    }
    console.info(
      `restart: ${all.length} completion requests, ${all.filter((s) => s === 503).length} × 503, ` +
        `${all.filter((s) => s === 409).length} × 409, ${proxy.refused} refused connections, ` +
        `last order ${lastOrderAfterReturn} ms after the database came back`,
    )
  }, 60_000)
})
