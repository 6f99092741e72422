import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { isPostgresUrl } from '@mercato/db'
import { sql } from 'drizzle-orm'
import { DEFAULT_PAGE_SIZE } from '../packages/admin/src/components/ui/data-table-state'
import { ordersQuery } from '../packages/admin/src/features/orders/urls'
import { stringifyQuery } from '../packages/client/src/qs'
import { buildApp } from '../packages/server/src/app'
import { loadConfig } from '../packages/server/src/config'
import { ok, readyCart, storeClient } from '../packages/server/src/modules/carts/test-client'
import {
  insertOption,
  insertShopRegion,
  insertVariant,
  stockVariant,
} from '../packages/server/src/modules/carts/test-helpers'
import { createAdmin } from '../packages/server/src/testing/harness'
import { openBenchDatabase } from './lib'

/**
 * Admin order list benchmark: the exact requests the dashboard's orders list sends (built by its own
 * `ordersQuery` and the client's query encoder) — the default first page, a status filter, a 30-day
 * date range, a region filter and a search — at 1,000 orders, then again after the table has grown to
 * 100,000. Each request is timed alone (one connection: the server time the acceptance quotes) and
 * under 8 concurrent connections. Orders are cloned in SQL from one order placed through the Store API
 * (two items with tax lines, a shipping method, a payment), spread over customers, statuses, two
 * regions and two years of dates.
 */
export interface BenchOrdersOptions {
  sizes?: number[]
  connections?: number
  duration?: number
  databaseUrl?: string
  log?: (line: string) => void
}

interface AutocannonResult {
  latency: { p50: number; p99: number }
  requests: { average: number }
  errors: number
  timeouts: number
  non2xx: number
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

interface Endpoint {
  name: string
  path: string
}

/** The dashboard list's requests for a table state (default page size, no sort: the API's newest first). */
function dashboardEndpoints(regionId: string, now: Date): Endpoint[] {
  const day = (d: Date) => d.toISOString().slice(0, 10)
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000)
  const state = (filters: Record<string, string[]>, q = '') => ({
    limit: DEFAULT_PAGE_SIZE,
    offset: 0,
    q,
    order: '',
    filters,
  })
  const path = (s: ReturnType<typeof state>) => `/admin/orders?${stringifyQuery(ordersQuery(s))}`
  return [
    { name: 'first page (default view)', path: path(state({})) },
    { name: 'status filter (completed)', path: path(state({ status: ['completed'] })) },
    {
      name: 'date range (last 30 days)',
      path: path(state({ created_from: [day(monthAgo)], created_to: [day(now)] })),
    },
    { name: 'region filter', path: path(state({ region_id: [regionId] })) },
    { name: 'search (e-mail)', path: path(state({}, 'shopper42')) },
  ]
}

type Db = Awaited<ReturnType<typeof openBenchDatabase>>['database']['db']

/** Orders `from`..`to` (1-based, inclusive) cloned from the template order; every other one in `otherRegion`. */
async function cloneOrders(db: Db, template: string, otherRegion: string, from: number, to: number) {
  const n = sql.raw(String(from))
  const m = sql.raw(String(to))
  await db.execute(sql`
    INSERT INTO customer (id, email, first_name, last_name, created_at, updated_at)
    SELECT 'cus_bench' || lpad(g::text, 7, '0'), 'shopper' || g || '@example.com',
           (ARRAY['Ada','Grace','Alan','Edsger','Barbara','Ken'])[1 + g % 6],
           'Buyer' || (g % 997), now(), now()
      FROM generate_series(${n}, ${m}) g WHERE g % 10 = 1`)
  await db.execute(sql`
    INSERT INTO "order" (id, status, fulfillment_status, payment_status, customer_id, email,
                         billing_address_id, shipping_address_id, region_id, currency_code,
                         sales_channel_id, created_at, updated_at)
    SELECT 'order_bench' || lpad(g::text, 7, '0'),
           (ARRAY['pending','completed','completed','archived','canceled'])[1 + g % 5],
           (ARRAY['not_fulfilled','fulfilled','shipped'])[1 + g % 3],
           (ARRAY['awaiting','captured','captured','refunded'])[1 + g % 4],
           'cus_bench' || lpad((g - (g - 1) % 10)::text, 7, '0'),
           'shopper' || (g - (g - 1) % 10) || '@example.com',
           t.billing_address_id, t.shipping_address_id,
           CASE WHEN g % 2 = 0 THEN ${otherRegion} ELSE t.region_id END, t.currency_code, t.sales_channel_id,
           now() - (g * interval '10 minutes'), now()
      FROM generate_series(${n}, ${m}) g, "order" t WHERE t.id = ${template}`)
  await db.execute(sql`
    INSERT INTO line_item (id, order_id, title, description, thumbnail, unit_price, variant_id, quantity,
                           has_shipping, includes_tax, created_at, updated_at)
    SELECT li.id || '_' || g, 'order_bench' || lpad(g::text, 7, '0'), li.title, li.description, li.thumbnail,
           li.unit_price, li.variant_id, li.quantity, li.has_shipping, li.includes_tax, now(), now()
      FROM generate_series(${n}, ${m}) g, line_item li WHERE li.order_id = ${template}`)
  await db.execute(sql`
    INSERT INTO line_item_tax_line (id, item_id, rate, name, code)
    SELECT tl.id || '_' || g, tl.item_id || '_' || g, tl.rate, tl.name, tl.code
      FROM generate_series(${n}, ${m}) g, line_item_tax_line tl
      JOIN line_item li ON li.id = tl.item_id WHERE li.order_id = ${template}`)
  await db.execute(sql`
    INSERT INTO shipping_method (id, shipping_option_id, order_id, price, data, includes_tax)
    SELECT sm.id || '_' || g, sm.shipping_option_id, 'order_bench' || lpad(g::text, 7, '0'), sm.price, sm.data,
           sm.includes_tax
      FROM generate_series(${n}, ${m}) g, shipping_method sm WHERE sm.order_id = ${template}`)
  await db.execute(sql`
    INSERT INTO payment (id, order_id, amount, currency_code, provider_id, data, captured_at)
    SELECT p.id || '_' || g, 'order_bench' || lpad(g::text, 7, '0'), p.amount, p.currency_code, p.provider_id,
           p.data, CASE WHEN g % 4 = 0 THEN NULL ELSE now() END
      FROM generate_series(${n}, ${m}) g, payment p WHERE p.order_id = ${template}`)
  await db.execute(sql`ANALYZE`)
}

export interface OrdersBenchRow {
  size: number
  name: string
  /** One request at a time: the server's own time plus loopback. */
  alone: { p50: number; p99: number }
  /** `connections` requests in flight. */
  loaded: { p50: number; p99: number; rps: number }
  errors: number
}

export async function benchOrders(options: BenchOrdersOptions = {}) {
  const sizes = options.sizes ?? [1_000, 100_000]
  const connections = options.connections ?? 8
  const duration = options.duration ?? 5
  const url = options.databaseUrl ?? process.env.DATABASE_URL ?? 'memory://'
  const log = options.log ?? ((line: string) => console.log(line))
  const { database, dispose } = await openBenchDatabase(url)
  const config = { ...loadConfig({ ...process.env, NODE_ENV: 'test' }), logLevel: 'silent' }
  const built = await buildApp({ database, config, logger: false, adminDist: null })
  const rows: OrdersBenchRow[] = []
  let endpoints: Endpoint[] = []
  try {
    const region = await insertShopRegion(built, { tax_rate: 10, countries: ['us'], providers: ['manual'] })
    const otherRegion = await insertShopRegion(built, {
      name: 'Canada',
      countries: ['ca'],
      providers: ['manual'],
    })
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
    await built.app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`
    endpoints = dashboardEndpoints(region, new Date())
    let seeded = 0
    for (const size of sizes) {
      const started = performance.now()
      await cloneOrders(database.db, placed.id, otherRegion, seeded + 1, size)
      seeded = size
      log(`seeded ${size} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`)
      for (const e of endpoints) {
        const req = { url: base + e.path, headers: admin.headers }
        await autocannon({ ...req, connections, duration: 1 })
        const one = await autocannon({ ...req, connections: 1, duration })
        const many = await autocannon({ ...req, connections, duration })
        const row: OrdersBenchRow = {
          size,
          name: e.name,
          alone: { p50: one.latency.p50, p99: one.latency.p99 },
          loaded: { p50: many.latency.p50, p99: many.latency.p99, rps: Math.round(many.requests.average) },
          errors: [one, many].reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0),
        }
        rows.push(row)
        log(
          `${size} ${e.name} (${e.path}): alone p50 ${row.alone.p50} / p99 ${row.alone.p99} ms; ` +
            `${connections} connections p50 ${row.loaded.p50} / p99 ${row.loaded.p99} ms, ` +
            `${row.loaded.rps} req/s; ${row.errors} errors`,
        )
      }
    }
  } finally {
    await built.app.close()
    await dispose()
  }
  const engine = isPostgresUrl(url) ? 'PostgreSQL' : 'PGlite'
  const table = markdown(rows, endpoints, sizes, engine, connections, duration)
  log(table)
  // A figure measured on error answers means nothing: fail the run instead of printing it quietly.
  if (rows.some((r) => r.errors > 0)) {
    log('Some requests failed; the figures above are not valid.')
    process.exitCode = 1
  }
  return { rows, table }
}

function markdown(
  rows: OrdersBenchRow[],
  endpoints: Endpoint[],
  sizes: number[],
  engine: string,
  connections: number,
  duration: number,
) {
  const fmt = (n: number) => (n >= 1000 ? `${n / 1000}k` : String(n))
  const head = [
    'Dashboard request',
    ...sizes.flatMap((s) => [`alone p50 / p99 @${fmt(s)}`, `${connections} conn. p50 / p99 @${fmt(s)}`]),
  ]
  const lines = [
    `Admin orders list, ${engine}, ${duration} s per cell:`,
    '',
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
  ]
  for (const e of endpoints) {
    const cells = sizes.flatMap((s) => {
      const r = rows.find((row) => row.size === s && row.name === e.name)
      return r ? [`${r.alone.p50} / ${r.alone.p99} ms`, `${r.loaded.p50} / ${r.loaded.p99} ms`] : ['–', '–']
    })
    lines.push(`| ${e.name} | ${cells.join(' | ')} |`)
  }
  return lines.join('\n')
}

// `node --import tsx bench/orders.ts [size...]`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sizes = process.argv.slice(2).map(Number).filter(Boolean)
  benchOrders(sizes.length ? { sizes } : {}).catch((e) => {
    console.error(e)
    process.exit(1)
  })
}
