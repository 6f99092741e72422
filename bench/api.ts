import { type ChildProcess, fork } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { connect, isPostgresUrl } from '@mercato/db'
import { PRODUCTS, type Ready } from './api-server'
import { percentile } from './lib'

/**
 * `npm run bench -- api`: the request scenarios of ANCHORS.md against a server in a child process
 * (so its CPU is its own) on a 1k-product catalogue: closed loop, 32 connections, a warm-up, then
 * API_BENCH_SECONDS windows (10) repeated API_BENCH_REPEATS times (3), medians reported. Runs on
 * PostgreSQL when DATABASE_URL is a postgres:// URL and always on the embedded default (PGlite in a
 * data folder); API_BENCH_ENGINES=pglite or =postgres picks one, API_BENCH_ONLY=store some scenarios.
 */
const MEDUSA_CPU_MS: Record<string, number> = {
  'GET /store/products?limit=20': 34.8,
  'GET /store/products/{id}': 13.9,
  'GET /store/products?q=shirt&limit=20': 41.5,
  'POST /store/carts': 17.7,
  'POST /store/carts/{id}/line-items': 50.0,
  'checkout, per order (16 shoppers)': 360,
  'GET /admin/products?limit=50': 57.6,
  'GET /admin/orders?limit=50': 105.6,
}
const idOf = (i: number) => `prod_API${String(i).padStart(23, '0')}`
const variantOf = (i: number, j: number) => `variant_API${String(i * 3 + j).padStart(23, '0')}`

interface Window {
  ok: number
  failed: number
  seconds: number
  latencies: number[]
}
interface Row {
  name: string
  rps: number
  p50: number
  p99: number
  serverMs: number
  databaseMs: number | null
  failed: number
}

// ---------- the load side ----------

function ask<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: { type: string }) => {
      if (m.type !== type) return
      child.off('message', onMessage)
      child.off('exit', onExit)
      resolve(m as T)
    }
    const onExit = (code: number) => reject(new Error(`bench server exited with ${code}`))
    child.on('message', onMessage)
    child.once('exit', onExit)
    if (type !== 'ready') child.send({ type })
  })
}

/** CPU ms of the PostgreSQL backends serving the bench server (same machine only; 0 when unreadable). */
async function backendCpuMs(probe: Awaited<ReturnType<typeof connect>>, applicationName: string) {
  const rows = await probe.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
    [applicationName],
  )
  const byPid = new Map<number, number>()
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      byPid.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / 100)
    } catch {
      // The backend ended between the query and the read.
    }
  }
  return byPid
}

interface Scenario {
  name: string
  connections: number
  /** Runs the closed loop until `until` and counts outcomes; one "success" is one request (or order). */
  run(until: number): Promise<Window>
}

/** The latest failure's message, shown beside a scenario that had failures. */
let lastFailure = ''
const noteFailure = (e: unknown) => {
  lastFailure = e instanceof Error ? e.message : String(e)
  return false
}

async function fetchLoop(connections: number, until: number, step: (worker: number) => Promise<boolean>) {
  const w: Window = { ok: 0, failed: 0, seconds: 0, latencies: [] }
  const started = performance.now()
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      while (Date.now() < until) {
        const t0 = performance.now()
        const ok = await step(worker).catch(noteFailure)
        if (ok) {
          w.ok++
          w.latencies.push(performance.now() - t0)
        } else w.failed++
      }
    }),
  )
  w.seconds = (performance.now() - started) / 1000
  return w
}

function scenarios(base: string, ready: Ready): Scenario[] {
  const json = { 'content-type': 'application/json' }
  const admin = { authorization: `Bearer ${ready.adminToken}` }
  const post = async (path: string, body: unknown) => {
    const res = await fetch(base + path, { method: 'POST', headers: json, body: JSON.stringify(body) })
    const parsed = (await res.json()) as { cart?: { id: string }; type?: string }
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(parsed).slice(0, 200)}`)
    return parsed
  }
  const get =
    (path: string, headers: Record<string, string> = {}) =>
    async () => {
      const res = await fetch(base + path, { headers })
      const body = await res.arrayBuffer()
      if (res.status === 200) return true
      return noteFailure(`${path}: ${res.status} ${Buffer.from(body).toString('utf8').slice(0, 200)}`)
    }
  const randomVariant = () =>
    variantOf(1 + Math.floor(Math.random() * PRODUCTS), 1 + Math.floor(Math.random() * 3))
  const simple = (name: string, step: () => Promise<boolean>, connections = 32): Scenario => ({
    name,
    connections,
    run: (until) => fetchLoop(connections, until, step),
  })
  // Three items per cart; making the cart is not timed, but its CPU falls in the window (≈ a third of a cart create per item).
  const lineItems: Scenario = {
    name: 'POST /store/carts/{id}/line-items',
    connections: 32,
    async run(until) {
      const w: Window = { ok: 0, failed: 0, seconds: 0, latencies: [] }
      const started = performance.now()
      await Promise.all(
        Array.from({ length: 32 }, async () => {
          let cart = ''
          let lines = 3
          while (Date.now() < until) {
            if (lines >= 3) {
              cart = (await post('/store/carts', { region_id: ready.regionId })).cart!.id
              lines = 0
            }
            const t0 = performance.now()
            const ok = await post(`/store/carts/${cart}/line-items`, {
              variant_id: randomVariant(),
              quantity: 1,
            }).then(() => true, noteFailure)
            lines++
            if (ok) {
              w.ok++
              w.latencies.push(performance.now() - t0)
            } else w.failed++
          }
        }),
      )
      w.seconds = (performance.now() - started) / 1000
      return w
    },
  }
  return [
    simple('GET /store/products?limit=20', get('/store/products?limit=20')),
    simple('GET /store/products/{id}', () =>
      get(`/store/products/${idOf(1 + Math.floor(Math.random() * 500))}`)(),
    ),
    simple('GET /store/products?q=shirt&limit=20', get('/store/products?q=shirt&limit=20')),
    simple('POST /store/carts', async () =>
      Boolean((await post('/store/carts', { region_id: ready.regionId })).cart),
    ),
    lineItems,
    simple(
      'checkout, per order (16 shoppers)',
      async () => {
        const { cart } = await post('/store/carts', { region_id: ready.regionId })
        const id = cart!.id
        await post(`/store/carts/${id}/line-items`, { variant_id: randomVariant(), quantity: 1 })
        await post(`/store/carts/${id}`, {
          email: 'bench@example.com',
          shipping_address: {
            first_name: 'Bench',
            last_name: 'Shopper',
            address_1: '1 Main St',
            city: 'Springfield',
            country_code: 'us',
            postal_code: '12345',
          },
        })
        await post(`/store/carts/${id}/shipping-methods`, { option_id: ready.optionId })
        await post(`/store/carts/${id}/payment-sessions`, {})
        await post(`/store/carts/${id}/payment-session`, { provider_id: 'manual' })
        return (await post(`/store/carts/${id}/complete`, {})).type === 'order'
      },
      16,
    ),
    simple('GET /admin/products?limit=50', get('/admin/products?limit=50', admin)),
    simple('GET /admin/orders?limit=50', get('/admin/orders?limit=50', admin)),
  ]
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  )
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits

async function benchEngine(databaseUrl: string, seconds: number, repeats: number, log: (l: string) => void) {
  const child = fork(new URL('./api-server.ts', import.meta.url), ['--serve'], {
    // API_BENCH_CPU_PROF=<folder> writes the server's CPU profile there, to see where its time goes.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.API_BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.API_BENCH_CPU_PROF}`]
        : []),
      // API_BENCH_NODE_ARGS='--flag …' runs the server with other Node options, to compare them.
      ...(process.env.API_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
    ],
    env: { ...process.env, API_BENCH_DATABASE_URL: databaseUrl },
  })
  const probe = isPostgresUrl(databaseUrl) ? await connect(databaseUrl, { poolSize: 1 }) : undefined
  const rows: Row[] = []
  try {
    const ready = await ask<Ready>(child, 'ready')
    const base = `http://127.0.0.1:${ready.port}`
    // API_BENCH_ONLY=store picks the scenarios whose name contains one of its comma-separated words.
    const only = (process.env.API_BENCH_ONLY ?? '').split(',').filter(Boolean)
    const chosen = scenarios(base, ready).filter((s) => !only.length || only.some((o) => s.name.includes(o)))
    for (const scenario of chosen) {
      await scenario.run(Date.now() + Math.min(3, seconds) * 1000) // warm-up
      const windows: Array<Omit<Row, 'name'>> = []
      for (let r = 0; r < repeats; r++) {
        const dbBefore = probe ? await backendCpuMs(probe, ready.applicationName!) : undefined
        const before = (await ask<{ cpu: NodeJS.CpuUsage }>(child, 'cpu')).cpu
        const w = await scenario.run(Date.now() + seconds * 1000)
        const after = (await ask<{ cpu: NodeJS.CpuUsage }>(child, 'cpu')).cpu
        const dbAfter = probe ? await backendCpuMs(probe, ready.applicationName!) : undefined
        const serverMs = (after.user - before.user + after.system - before.system) / 1000
        let databaseMs: number | null = null
        if (dbBefore && dbAfter) {
          databaseMs = 0
          for (const [pid, ms] of dbAfter) databaseMs += ms - (dbBefore.get(pid) ?? 0)
        }
        const sorted = w.latencies.sort((a, b) => a - b)
        const ok = Math.max(1, w.ok)
        windows.push({
          rps: w.ok / w.seconds,
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
          serverMs: serverMs / ok,
          databaseMs: databaseMs === null ? null : databaseMs / ok,
          failed: w.failed,
        })
      }
      const row: Row = {
        name: scenario.name,
        rps: median(windows.map((w) => w.rps)),
        p50: median(windows.map((w) => w.p50)),
        p99: median(windows.map((w) => w.p99)),
        serverMs: median(windows.map((w) => w.serverMs)),
        databaseMs: probe ? median(windows.map((w) => w.databaseMs ?? 0)) : null,
        failed: windows.reduce((a, w) => a + w.failed, 0),
      }
      rows.push(row)
      if (row.failed) log(`  ${row.name}: ${row.failed} failed, e.g. ${lastFailure}`)
      log(
        `  ${row.name}: ${round(row.rps)} /s, p50 ${round(row.p50)} ms, p99 ${round(row.p99)} ms, CPU ${round(row.serverMs + (row.databaseMs ?? 0), 2)} ms, ${row.failed} failed`,
      )
    }
  } finally {
    if (child.connected) child.send({ type: 'stop' })
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)))
    await probe?.close()
  }
  return rows
}

function table(engine: string, rows: Row[]) {
  const postgres = rows.some((r) => r.databaseMs !== null)
  const head = [
    'request',
    'req/s',
    'p50 ms',
    'p99 ms',
    'server CPU ms',
    ...(postgres ? ['database CPU ms'] : []),
  ]
  head.push('CPU ms / request', 'Medusa CPU ms', '÷ Medusa')
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`]
  for (const r of rows) {
    const total = r.serverMs + (r.databaseMs ?? 0)
    const medusa = MEDUSA_CPU_MS[r.name]!
    lines.push(
      `| ${[
        r.name,
        round(r.rps),
        round(r.p50),
        round(r.p99),
        round(r.serverMs, 2),
        ...(postgres ? [round(r.databaseMs ?? 0, 2)] : []),
        round(total, 2),
        medusa,
        round(total / medusa, 3),
      ].join(' | ')} |`,
    )
  }
  return `${engine}\n\n${lines.join('\n')}`
}

export async function benchApi(log: (line: string) => void = console.log) {
  const seconds = Number(process.env.API_BENCH_SECONDS ?? 10)
  const repeats = Number(process.env.API_BENCH_REPEATS ?? 3)
  const url = process.env.DATABASE_URL ?? ''
  const engines = (process.env.API_BENCH_ENGINES ?? 'postgres,pglite').split(',')
  const targets: Array<[string, string]> = []
  if (engines.includes('postgres') && isPostgresUrl(url)) targets.push(['PostgreSQL', url])
  if (engines.includes('pglite')) targets.push(['PGlite (embedded default, data folder)', ''])
  const tables: string[] = []
  for (const [engine, databaseUrl] of targets) {
    log(`${engine}: ${PRODUCTS} products, ${seconds} s windows × ${repeats}, medians`)
    tables.push(table(engine, await benchEngine(databaseUrl || 'pglite', seconds, repeats, log)))
  }
  log(`\n${tables.join('\n\n')}`)
  log(
    '\nCPU ms are per successful request (per order for checkout): the server process (process.cpuUsage) plus, on ' +
      'PostgreSQL, its backends (/proc/<pid>/stat). The load generator runs in another process on the same cores, and ' +
      'other activity on a shared machine inflates all figures. Line-item CPU includes one cart create per three items. ' +
      'Medusa 1.20.8 figures from ANCHORS.md.',
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchApi()
