import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { isPostgresUrl } from '@mercato/db'
import { sql } from 'drizzle-orm'
import { buildApp } from '../packages/server/src/app'
import { loadConfig } from '../packages/server/src/config'
import { ok, readyCart, storeClient } from '../packages/server/src/modules/carts/test-client'
import {
  insertOption,
  insertShopRegion,
  insertVariant,
  stockVariant,
} from '../packages/server/src/modules/carts/test-helpers'
import { dailySalesQuery } from '../packages/server/src/modules/overview/queries'
import { createAdmin } from '../packages/server/src/testing/harness'
import { openBenchDatabase, percentile } from './lib'

/**
 * Dashboard home page benchmark: `GET /admin/mercato/overview` (figures for today, 7 and 30 days per
 * currency, the 30-day series, top products, low stock, recent jobs) at 100,000 orders. Orders are
 * cloned in SQL from one order placed through the Store API, one every 10 minutes back from now
 * (so ~4,300 fall in the last 30 days), a third in a second currency, a fifth canceled.
 * The goal (issue 16): under 200 ms.
 */
export interface BenchOverviewOptions {
  orders?: number
  requests?: number
  databaseUrl?: string
  log?: (line: string) => void
}

type Db = Awaited<ReturnType<typeof openBenchDatabase>>['database']['db']

async function cloneOrders(db: Db, template: string, count: number) {
  const n = sql.raw(String(count))
  const id = sql.raw(`'order_ov' || lpad(g::text, 7, '0')`)
  await db.execute(sql`
    INSERT INTO "order" (id, status, payment_status, customer_id, email, region_id, currency_code,
                         sales_channel_id, created_at, updated_at)
    SELECT ${id}, (ARRAY['pending','completed','completed','archived','canceled'])[1 + g % 5],
           (ARRAY['awaiting','captured','captured','refunded'])[1 + g % 4],
           t.customer_id, t.email, t.region_id, CASE WHEN g % 3 = 0 THEN 'eur' ELSE t.currency_code END,
           t.sales_channel_id, now() - (g * interval '10 minutes'), now()
      FROM generate_series(1, ${n}) g, "order" t WHERE t.id = ${template}`)
  await db.execute(sql`
    INSERT INTO line_item (id, order_id, title, unit_price, variant_id, quantity, created_at, updated_at)
    SELECT li.id || '_' || g, ${id}, li.title, li.unit_price, li.variant_id, 1 + g % 3, now(), now()
      FROM generate_series(1, ${n}) g, line_item li WHERE li.order_id = ${template}`)
  await db.execute(sql`
    INSERT INTO payment (id, order_id, amount, amount_refunded, currency_code, provider_id, data)
    SELECT p.id || '_' || g, ${id}, p.amount, CASE WHEN g % 4 = 3 THEN p.amount ELSE 0 END,
           CASE WHEN g % 3 = 0 THEN 'eur' ELSE p.currency_code END, p.provider_id, p.data
      FROM generate_series(1, ${n}) g, payment p WHERE p.order_id = ${template}`)
  // As autovacuum would have by then: statistics, and the visibility map index-only scans rely on.
  await db.execute(sql`VACUUM ANALYZE`)
}

export async function benchOverview(options: BenchOverviewOptions = {}) {
  const count = options.orders ?? 100_000
  const requests = options.requests ?? 200
  const url = options.databaseUrl ?? process.env.DATABASE_URL ?? 'memory://'
  const log = options.log ?? ((line: string) => console.log(line))
  const { database, dispose } = await openBenchDatabase(url)
  const config = { ...loadConfig({ ...process.env, NODE_ENV: 'test' }), logLevel: 'silent' }
  const built = await buildApp({ database, config, logger: false, adminDist: null })
  const engine = isPostgresUrl(url) ? 'PostgreSQL' : 'PGlite'
  try {
    const region = await insertShopRegion(built, { tax_rate: 10, countries: ['us'], providers: ['manual'] })
    const option = await insertOption(built, region, { amount: 500 })
    const items = []
    for (const amount of [1500, 2500]) {
      const { variantId } = await insertVariant(built, { prices: [{ amount }] })
      await stockVariant(built, variantId, 1_000_000)
      items.push({ variant_id: variantId, quantity: 1 })
    }
    const call = storeClient(built)
    const cart = await readyCart(call, { region, option, items, email: 'template@example.com' })
    const placed = (await ok(call, 'POST', `/store/carts/${cart.id}/complete`)).data
    const admin = await createAdmin(built)
    const started = performance.now()
    await cloneOrders(database.db, placed.id, count)
    log(`seeded ${count} orders in ${((performance.now() - started) / 1000).toFixed(1)} s (${engine})`)

    // Which indexes the busiest query reads through (the plan's index nodes).
    const plan = (await database.db.execute(
      sql`EXPLAIN ${dailySalesQuery(new Date(), 'Europe/Paris', 30)}`,
    )) as unknown as { rows: Array<Record<string, string>> }
    const indexes = plan.rows
      .map((r) => Object.values(r)[0] ?? '')
      .filter((line) => /Index|Seq Scan/.test(line))
      .map((line) => line.trim())
    log(`daily sales plan: ${indexes.join(' | ')}`)
    await built.app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`
    const path = '/admin/mercato/overview?tz=Europe%2FParis'
    const once = async () => {
      const t0 = performance.now()
      const res = await fetch(base + path, { headers: admin.headers })
      const body = (await res.json()) as { overview?: { currencies: Array<{ last_30_days: unknown }> } }
      if (res.status !== 200 || !body.overview) throw new Error(`${res.status} ${JSON.stringify(body)}`)
      return performance.now() - t0
    }
    const first = await once()
    for (let i = 0; i < 10; i++) await once()
    const times: number[] = []
    for (let i = 0; i < requests; i++) times.push(await once())
    times.sort((a, b) => a - b)
    const ms = (v: number) => `${v.toFixed(1)} ms`
    const row = { p50: percentile(times, 50), p99: percentile(times, 99), first }
    const table = [
      `Home page overview, ${engine}, ${count / 1000}k orders, ${requests} sequential requests after 10 warm-up:`,
      '',
      '| Request | first | p50 | p99 |',
      '|---|---|---|---|',
      `| GET ${path} | ${ms(row.first)} | ${ms(row.p50)} | ${ms(row.p99)} |`,
    ].join('\n')
    log(table)
    return { ...row, table }
  } finally {
    await built.app.close()
    await dispose()
  }
}

// `node --import tsx bench/overview.ts [orders]`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const orders = Number(process.argv[2]) || undefined
  benchOverview(orders ? { orders } : {}).catch((e) => {
    console.error(e)
    process.exit(1)
  })
}
