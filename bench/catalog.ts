import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { isPostgresUrl, store } from '@mercato/db'
import { buildApp } from '../packages/server/src/app'
import { loadConfig } from '../packages/server/src/config'
import { insertBulkCatalog } from '../packages/server/src/modules/catalog/bulk-seed'
import { countQueries } from '../packages/server/src/modules/catalog/query-counter'
import { openBenchDatabase } from './lib'

/**
 * Catalogue benchmark: seeds N products (3 variants each, prices in usd and eur) with set-based SQL,
 * serves them, and measures the store's product endpoints with autocannon.
 * PostgreSQL when DATABASE_URL is a postgres:// URL (in a schema of its own, dropped afterwards),
 * else an in-memory PGlite.
 */
export interface BenchCatalogOptions {
  sizes?: number[]
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
  queries: string
  errors: number
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

async function benchSize(
  size: number,
  options: Required<Omit<BenchCatalogOptions, 'sizes'>>,
): Promise<BenchRow[]> {
  const log = options.log
  const { database, dispose } = await openBenchDatabase(options.databaseUrl)
  try {
    const config = { ...loadConfig({ ...process.env, NODE_ENV: 'test' }), logLevel: 'silent' }
    const { app } = await buildApp({ database, config, logger: false, adminDist: null })
    const [s] = await database.db.select().from(store)
    const started = Date.now()
    await insertBulkCatalog(database, {
      products: size,
      salesChannelId: s!.default_sales_channel_id!,
      prefix: 'BENCH',
    })
    log(
      `seeded ${size} products (${size * 3} variants, ${size * 6} prices) in ${((Date.now() - started) / 1000).toFixed(1)} s on ${database.engine}`,
    )
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const base = `http://127.0.0.1:${port}`
    const idOf = (i: number) => `prod_BENCH${String(i).padStart(21, '0')}`
    const endpoints = [
      { name: 'list, limit=20', path: '/store/products?limit=20' },
      { name: 'deep offset page (middle)', path: `/store/products?limit=20&offset=${Math.floor(size / 2)}` },
      { name: 'search ?q=', path: '/store/products?limit=20&q=linen%20scarf' },
      { name: 'retrieve by id', path: `/store/products/${idOf(Math.ceil(size / 2))}` },
    ]
    const rows: BenchRow[] = []
    try {
      // Queries per request, counted on a quiet server before any load: first with the store list
      // cache cold (count and page positions computed), then warm.
      const queries = new Map<string, string>()
      for (const e of endpoints) {
        const counts: number[] = []
        for (let i = 0; i < 2; i++) {
          const counter = countQueries(database)
          const probe = await app.inject({ method: 'GET', url: e.path })
          counter.stop()
          if (probe.statusCode !== 200)
            throw new Error(`${e.path} answered ${probe.statusCode}: ${probe.body.slice(0, 200)}`)
          counts.push(counter.count)
        }
        queries.set(e.name, counts[0] === counts[1] ? `${counts[0]}` : `${counts[0]} cold, ${counts[1]} warm`)
      }
      for (const e of endpoints) {
        // Retrieval spreads over random products so that one cached row does not flatter it.
        const requests =
          e.name === 'retrieve by id'
            ? [
                {
                  setupRequest: (req: Record<string, unknown>) => ({
                    ...req,
                    path: `/store/products/${idOf(1 + Math.floor(Math.random() * size))}`,
                  }),
                },
              ]
            : undefined
        await autocannon({ url: base + e.path, connections: options.connections, duration: 1, requests })
        const r = await autocannon({
          url: base + e.path,
          connections: options.connections,
          duration: options.duration,
          requests,
        })
        const row = {
          size,
          name: e.name,
          path: e.path,
          p50: r.latency.p50,
          p99: r.latency.p99,
          rps: Math.round(r.requests.average),
          queries: queries.get(e.name)!,
          errors: r.errors + r.timeouts + r.non2xx,
        }
        rows.push(row)
        log(
          `${size} ${e.name}: p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.rps} req/s, queries: ${row.queries}, ${row.errors} errors`,
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

export function markdownTable(rows: BenchRow[], engine: string, connections = 32, duration = 5): string {
  const sizes = [...new Set(rows.map((r) => r.size))]
  const names = [...new Set(rows.map((r) => r.name))]
  const head = [
    'Endpoint',
    ...sizes.flatMap((s) => [`p50 @${fmt(s)}`, `p99 @${fmt(s)}`, `req/s @${fmt(s)}`]),
    'SQL queries',
  ]
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`]
  for (const n of names) {
    const cells = sizes.flatMap((s) => {
      const r = rows.find((x) => x.size === s && x.name === n)
      return r ? [`${r.p50} ms`, `${r.p99} ms`, `${r.rps}`] : ['–', '–', '–']
    })
    const queries = [...new Set(rows.filter((x) => x.name === n).map((x) => x.queries))].join(' / ')
    lines.push(`| ${n} | ${cells.join(' | ')} | ${queries} |`)
  }
  const errors = rows.reduce((a, r) => a + r.errors, 0)
  return `${lines.join('\n')}\n\n(${engine}; autocannon in the same process, ${connections} connections, ${duration} s per endpoint after a 1 s warm-up; errors: ${errors})`
}

const fmt = (n: number) => (n >= 1000 ? `${n / 1000}k` : String(n))

export async function benchCatalog(
  options: BenchCatalogOptions = {},
): Promise<{ rows: BenchRow[]; table: string }> {
  const opts = {
    connections: options.connections ?? 32,
    duration: options.duration ?? 5,
    databaseUrl: options.databaseUrl ?? process.env.DATABASE_URL ?? 'memory://',
    log: options.log ?? ((line: string) => console.log(line)),
  }
  const rows: BenchRow[] = []
  for (const size of options.sizes ?? [1_000, 100_000]) rows.push(...(await benchSize(size, opts)))
  const engine = isPostgresUrl(opts.databaseUrl) ? 'PostgreSQL' : 'PGlite'
  const table = markdownTable(rows, engine, opts.connections, opts.duration)
  opts.log(`\n${table}`)
  return { rows, table }
}

// `node --import tsx bench/catalog.ts [sizes…]`, e.g. `… bench/catalog.ts 1000`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sizes = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => n > 0)
  benchCatalog(sizes.length ? { sizes } : {}).catch((e) => {
    console.error(e)
    process.exit(1)
  })
}
