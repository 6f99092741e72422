import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { loadavg } from 'node:os'
import { pathToFileURL } from 'node:url'
import { isPostgresUrl, store } from '@mercato/db'
import { DEFAULT_PAGE_SIZE } from '../packages/admin/src/components/ui/data-table-state'
import { productsQuery } from '../packages/admin/src/features/products/urls'
import { stringifyQuery } from '../packages/client/src/qs'
import { buildApp } from '../packages/server/src/app'
import { loadConfig } from '../packages/server/src/config'
import { insertBulkCatalog } from '../packages/server/src/modules/catalog/bulk-seed'
import { countQueries } from '../packages/server/src/modules/catalog/query-counter'
import { createAdmin } from '../packages/server/src/testing/harness'
import { explainStatements, recordStatements } from './explain'
import { openBenchDatabase } from './lib'

/**
 * Catalogue benchmark: seeds N products (3 variants each, prices in usd and eur) with set-based SQL,
 * serves them, and measures the store's product endpoints and the admin product list with autocannon.
 * PostgreSQL when DATABASE_URL is a postgres:// URL (in a schema of its own, dropped afterwards),
 * else an in-memory PGlite. Sizes: `CATALOG_SIZES=1000,100000` or the `sizes` option; with
 * `CATALOG_EXPLAIN=1` the statements of every request are shown under EXPLAIN ANALYZE at the largest size;
 * `CATALOG_ONLY=retrieve,search` runs some endpoints only.
 */
export const DEFAULT_SIZES = [1_000, 100_000]
export const MILLION_SIZES = [1_000, 100_000, 1_000_000]

export interface BenchCatalogOptions {
  sizes?: number[]
  /** Print EXPLAIN ANALYZE of each request's statements at the largest size. */
  explain?: boolean
  connections?: number
  /** Seconds measured per endpoint (after a one-second warm-up). */
  duration?: number
  databaseUrl?: string
  log?: (line: string) => void
}

export interface BenchRow {
  size: number
  name: string
  path: string
  p50: number
  p99: number
  rps: number
  /** CPU of this process (server and load generator) per request: steadier than latency on a busy machine. */
  cpuMs: number
  /** Requests answered in the measured window. Requests still running at its end are not counted, so
   * with few answers the percentiles are lower bounds. */
  samples: number
  connections: number
  /** The machine's 1-minute load average when the row was measured (the machine is shared). */
  load: number
  queries: string
  errors: number
}

/** Fewer answers than this and a percentile is shown as a lower bound. */
const MIN_SAMPLES = 100
/** Staff lists see a handful of concurrent users, not a storefront's traffic. */
const ADMIN_CONNECTIONS = 8

interface Endpoint {
  name: string
  path: string
  admin?: boolean
}

/** The dashboard's products list request for its default view (first page, no search or filter). */
const dashboardListPath = (q = '') =>
  `/admin/products?${stringifyQuery(productsQuery({ limit: DEFAULT_PAGE_SIZE, offset: 0, q, order: '', filters: {} }))}`

interface AutocannonResult {
  latency: { p50: number; p99: number }
  requests: { average: number; total: number }
  errors: number
  timeouts: number
  non2xx: number
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

async function benchSize(
  size: number,
  options: Required<Omit<BenchCatalogOptions, 'sizes'>>,
): Promise<BenchRow[]> {
  const log = options.log
  const { database, dispose } = await openBenchDatabase(options.databaseUrl)
  try {
    const config = { ...loadConfig({ ...process.env, NODE_ENV: 'test' }), logLevel: 'silent' }
    const built = await buildApp({ database, config, logger: false, adminDist: null })
    const { app } = built
    const [s] = await database.db.select().from(store)
    const started = Date.now()
    await insertBulkCatalog(database, {
      products: size,
      salesChannelId: s!.default_sales_channel_id!,
      prefix: 'BENCH',
      deferIndexes: true,
    })
    const [{ bytes } = { bytes: '0' }] = await database.query<{ bytes: string }>(
      `SELECT sum(pg_total_relation_size(c.oid))::text AS bytes FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind = 'r'`,
    )
    log(
      `seeded ${size} products (${size * 3} variants, ${size * 6} prices) in ${((Date.now() - started) / 1000).toFixed(1)} s on ${database.engine}; tables and indexes ${(Number(bytes) / 2 ** 20).toFixed(0)} MB`,
    )
    const admin = await createAdmin(built)
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const base = `http://127.0.0.1:${port}`
    const idOf = (i: number) => `prod_BENCH${String(i).padStart(21, '0')}`
    const endpoints: Endpoint[] = [
      { name: 'list, limit=20', path: '/store/products?limit=20' },
      { name: 'deep offset page (middle)', path: `/store/products?limit=20&offset=${Math.floor(size / 2)}` },
      // "linen" is in one title in ten, so a search fills its page of 20 at every size ("linen scarf",
      // one in a hundred, gave 1k a page of 10 and made its figures look cheaper than the larger sizes').
      { name: 'search ?q=', path: '/store/products?limit=20&q=linen' },
      { name: 'random page', path: '/store/products?limit=20&offset=0' },
      { name: 'retrieve by id', path: `/store/products/${idOf(Math.ceil(size / 2))}` },
      { name: 'admin list, limit=50', path: '/admin/products?limit=50', admin: true },
      { name: 'admin dashboard list (default view)', path: dashboardListPath(), admin: true },
      { name: 'admin dashboard search', path: dashboardListPath('linen'), admin: true },
    ]
    // CATALOG_ONLY=retrieve,search runs the endpoints whose name contains one of its comma-separated words.
    const only = (process.env.CATALOG_ONLY ?? '').split(',').filter(Boolean)
    if (only.length > 0)
      endpoints.splice(0, endpoints.length, ...endpoints.filter((e) => only.some((w) => e.name.includes(w))))
    const headersOf = (e: Endpoint) => (e.admin ? admin.headers : {})
    const rows: BenchRow[] = []
    try {
      // Queries per request, counted on a quiet server before any load: first with the store list
      // cache cold (count and page positions computed), then warm.
      const queries = new Map<string, string>()
      for (const e of endpoints) {
        const counts: number[] = []
        for (let i = 0; i < 2; i++) {
          const counter = countQueries(database)
          const probe = await app.inject({ method: 'GET', url: e.path, headers: headersOf(e) })
          counter.stop()
          if (probe.statusCode !== 200)
            throw new Error(`${e.path} answered ${probe.statusCode}: ${probe.body.slice(0, 200)}`)
          counts.push(counter.count)
        }
        queries.set(e.name, counts[0] === counts[1] ? `${counts[0]}` : `${counts[0]} cold, ${counts[1]} warm`)
        if (options.explain)
          await explainRequest(
            database,
            e,
            () => app.inject({ method: 'GET', url: e.path, headers: headersOf(e) }),
            log,
          )
      }
      for (const e of endpoints) {
        // Retrieval and the random page spread over the catalogue, so that cached products and pages
        // do not flatter them: they show what a first read costs.
        const spread: Record<string, () => string> = {
          'retrieve by id': () => `/store/products/${idOf(1 + Math.floor(Math.random() * size))}`,
          'random page': () =>
            `/store/products?limit=20&offset=${20 * Math.floor((Math.random() * size) / 20)}`,
        }
        const pathOf = spread[e.name]
        const requests = pathOf
          ? [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: pathOf() }) }]
          : undefined
        const connections = e.admin ? Math.min(ADMIN_CONNECTIONS, options.connections) : options.connections
        // A slow answer is a figure, not an error: only a request still unanswered after 60 s fails.
        const target = { url: base + e.path, headers: headersOf(e), connections, requests, timeout: 60 }
        await autocannon({ ...target, duration: 1 })
        const cpu = process.cpuUsage()
        const r = await autocannon({ ...target, duration: options.duration })
        const row: BenchRow = {
          size,
          name: e.name,
          path: e.path,
          p50: r.latency.p50,
          p99: r.latency.p99,
          rps: Math.round(r.requests.average),
          cpuMs: cpuPerRequest(process.cpuUsage(cpu), r.requests.total),
          samples: r.requests.total,
          connections,
          load: loadavg()[0]!,
          queries: queries.get(e.name)!,
          errors: r.errors + r.timeouts + r.non2xx,
        }
        rows.push(row)
        log(
          `${size} ${e.name}: p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.rps} req/s, ${row.samples} answers, ` +
            `${connections} connections, ${row.cpuMs} CPU ms/req, queries: ${row.queries}, ` +
            `errors: ${r.errors} failed, ${r.timeouts} timed out, ${r.non2xx} not 2xx`,
        )
      }
    } finally {
      await app.close()
    }
    return rows
  } finally {
    await dispose()
  }
}

/** Runs one request with its statements recorded, then shows each read statement's plan, slowest first. */
async function explainRequest(
  database: Parameters<typeof recordStatements>[0],
  e: Endpoint,
  send: () => Promise<unknown>,
  log: (line: string) => void,
) {
  const statements = await recordStatements(database, async () => {
    await send()
  })
  const plans = await explainStatements(database, statements)
  log(`\n### ${e.name} (${e.path}): ${statements.length} statements, ${plans.length} reads explained`)
  for (const p of plans) log(`\n-- ${p.ms} ms: ${p.sql.slice(0, 400)}\n${p.plan}`)
}

export function markdownTable(rows: BenchRow[], engine: string, connections = 32, duration = 5): string {
  const sizes = [...new Set(rows.map((r) => r.size))]
  const names = [...new Set(rows.map((r) => r.name))]
  const first = sizes[0]!
  const last = sizes[sizes.length - 1]!
  // With three sizes, also the largest against the middle one: rows read at random (not cached at
  // either size) show there whether their cost grows with the catalogue.
  const bases = sizes.length > 2 ? [first, sizes[1]!] : sizes.length > 1 ? [first] : []
  const ratio = bases.map((b) => `p99 ${fmt(last)} ÷ ${fmt(b)}`)
  const head = [
    'Endpoint',
    ...sizes.flatMap((s) => [`p50 / p99 @${fmt(s)}`, `req/s @${fmt(s)}`, `CPU ms/req @${fmt(s)}`]),
    ...ratio,
    'SQL statements',
  ]
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`]
  for (const n of names) {
    const at = (s: number) => rows.find((x) => x.size === s && x.name === n)
    const cells = sizes.flatMap((s) => {
      const r = at(s)
      if (!r) return ['–', '–', '–']
      if (!r.samples) return [`no answer in ${duration} s`, '0', '–']
      const few = r.samples < MIN_SAMPLES ? `≥ ` : ''
      const n = few ? ` (${r.samples} answers)` : ''
      return [`${few}${r.p50} / ${few}${r.p99} ms${n}`, `${r.rps}`, `${r.cpuMs}`]
    })
    const b = at(last)
    for (const base of bases) {
      const a = at(base)
      const bound = b && b.samples < MIN_SAMPLES ? '≥ ' : ''
      const value = b && !b.samples ? duration * 1000 : b?.p99
      cells.push(a?.p99 && value ? `${bound}${(value / a.p99).toFixed(2)}×` : '–')
    }
    const queries = [...new Set(rows.filter((x) => x.name === n).map((x) => x.queries))].join(' / ')
    lines.push(`| ${n} | ${cells.join(' | ')} | ${queries} |`)
  }
  const errors = rows.reduce((a, r) => a + r.errors, 0)
  const admin = rows.find((r) => r.connections !== connections)?.connections
  const loads = sizes
    .map((s) => {
      const l = rows.filter((r) => r.size === s).map((r) => r.load)
      return `${fmt(s)} ${Math.min(...l).toFixed(1)}–${Math.max(...l).toFixed(1)}`
    })
    .join(', ')
  const concurrency = admin
    ? `${connections} connections (admin rows ${admin})`
    : `${connections} connections`
  return `${lines.join('\n')}\n\n(${engine}; autocannon in the same process, ${concurrency}, ${duration} s per endpoint after a 1 s warm-up; errors: ${errors}; "≥": fewer than ${MIN_SAMPLES} answers, requests still running at the end are not counted; 1-minute load average: ${loads})`
}

const cpuPerRequest = (used: NodeJS.CpuUsage, requests: number) =>
  requests ? Math.round((used.user + used.system) / requests / 100) / 10 : 0

const fmt = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n))

/** `CATALOG_SIZES=1000,100000,1000000`: the sizes to run, overriding the suite's own. */
export function sizesFromEnv(value = process.env.CATALOG_SIZES): number[] | undefined {
  if (!value) return undefined
  const sizes = value.split(',').map((v) => Number(v.trim()))
  if (sizes.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error(`CATALOG_SIZES must be positive whole numbers separated by commas, got "${value}"`)
  return sizes
}

export async function benchCatalog(
  options: BenchCatalogOptions = {},
): Promise<{ rows: BenchRow[]; table: string }> {
  const opts = {
    connections: options.connections ?? 32,
    duration: options.duration ?? 5,
    databaseUrl: options.databaseUrl ?? process.env.DATABASE_URL ?? 'memory://',
    explain: options.explain ?? process.env.CATALOG_EXPLAIN === '1',
    log: options.log ?? ((line: string) => console.log(line)),
  }
  const sizes = options.sizes ?? DEFAULT_SIZES
  const largest = Math.max(...sizes)
  // In-memory PGlite holds the whole database in a 32-bit WebAssembly heap: ~4 GB at a million products.
  if (!isPostgresUrl(opts.databaseUrl) && largest > 200_000)
    throw new Error(`${largest} products need PostgreSQL: set DATABASE_URL=postgres://…`)
  const rows: BenchRow[] = []
  for (const size of sizes)
    rows.push(...(await benchSize(size, { ...opts, explain: opts.explain && size === largest })))
  const engine = isPostgresUrl(opts.databaseUrl) ? 'PostgreSQL' : 'PGlite'
  const table = markdownTable(rows, engine, opts.connections, opts.duration)
  opts.log(`\n${table}`)
  // A figure measured on error answers means nothing: fail the run instead of printing it quietly.
  if (rows.some((r) => r.errors > 0 || r.samples === 0)) {
    opts.log('Some requests failed or no request was answered in time; the figures above are not valid.')
    process.exitCode = 1
  }
  return { rows, table }
}

// `node --import tsx bench/catalog.ts [sizes…]`, e.g. `… bench/catalog.ts 1000`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sizes = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => n > 0)
  benchCatalog({ sizes: sizes.length ? sizes : sizesFromEnv() }).catch((e) => {
    console.error(e)
    process.exit(1)
  })
}
