// `benchImport()`: product-import throughput. A server process (API + in-process worker) imports a generated
// 100k-variant CSV uploaded through POST /admin/uploads/protected and POST /admin/batch-jobs; this process
// only generates, uploads and polls. Prints rows/s, phase times and the peak RSS of the server process.
// Standalone: `node --import tsx bench/import.ts [variants]`. DATABASE_URL=postgres://… measures on PostgreSQL
// (a scratch database `mercato_bench_import` is created and dropped beside it), otherwise embedded PGlite.
// Diagnostics: BENCH_MEM=<ms> prints the server's memory every <ms>; BENCH_NODE_ARGS="--cpu-prof …" passes
// flags to the server process.
import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream, mkdtempSync, openAsBlob, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

const ROOT = join(import.meta.dirname, '..')
const SELF = fileURLToPath(import.meta.url)

export interface BenchImportOptions {
  /** Variant rows in the file (default 100,000). */
  variants?: number
  variantsPerProduct?: number
  /** postgres://… to measure on PostgreSQL (a scratch database is created next to it), else embedded PGlite. */
  databaseUrl?: string
}

const HEADER = [
  'Product Handle',
  'Product Title',
  'Product Description',
  'Product Status',
  'Product Collection Title',
  'Product Collection Handle',
  'Product Type',
  'Product Tags',
  'Variant Title',
  'Variant SKU',
  'Variant Inventory Quantity',
  'Option 1 Name',
  'Option 1 Value',
  'Option 2 Name',
  'Option 2 Value',
  'Price USD',
  'Price EUR',
  'Image 1 Url',
]
const SIZES = ['S', 'M', 'L', 'XL', 'XXL', '3XL']
const COLORS = ['Black', 'White', 'Red', 'Blue']

/** Writes the CSV as a stream (the generator never holds the file in memory). */
async function generate(path: string, variants: number, perProduct: number) {
  const out = createWriteStream(path)
  const write = async (s: string) => {
    if (!out.write(s)) await once(out, 'drain')
  }
  await write(`${HEADER.join(';')}\r\n`)
  let chunk = ''
  for (let i = 0; i < variants; i++) {
    const p = Math.floor(i / perProduct)
    const v = i % perProduct
    const size = SIZES[v % SIZES.length]!
    const color = COLORS[Math.floor(v / SIZES.length) % COLORS.length]!
    chunk += `bench-${p};Bench product ${p};"A product; made for ""benchmarks""";published;Collection ${p % 50};col-${p % 50};Type ${p % 20};tag-${p % 30},tag-${p % 7};${size} / ${color};BENCH-${p}-${v};${v * 3};Size;${size};Color;${color};${(p % 90) + 9}.99;${(p % 80) + 8}.5;https://cdn.example.com/bench/${p}.png\r\n`
    if (chunk.length > 1 << 16) {
      await write(chunk)
      chunk = ''
    }
  }
  await write(chunk)
  out.end()
  await once(out, 'finish')
}

/** CPU seconds (user + system) a process used so far. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}

/** CPU of the PostgreSQL backends serving the bench database (the machine is shared: CPU is steadier than wall time). */
async function backendCpu(admin: pg.Client | null): Promise<number> {
  if (!admin) return 0
  const { rows } = await admin.query(
    "SELECT pid FROM pg_stat_activity WHERE datname = 'mercato_bench_import'",
  )
  return rows.reduce((sum: number, r: { pid: number }) => sum + cpuSeconds(r.pid), 0)
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0) / 1024)
}

/** npm dependencies of the server stay external, as in `npm start`'s bundle (scripts/bundle-server.mjs). */
function externals(): string[] {
  const deps = new Set<string>()
  for (const pkg of ['server', 'db', 'domain']) {
    const json = JSON.parse(readFileSync(join(ROOT, 'packages', pkg, 'package.json'), 'utf8'))
    for (const name of Object.keys(json.dependencies ?? {})) if (!name.startsWith('@mercato/')) deps.add(name)
  }
  deps.add('pg')
  return [...deps].flatMap((d) => [d, `${d}/*`])
}

/**
 * The server runs as `npm start` runs it: bundled with esbuild (no TypeScript loader in the process, whose
 * memory would be counted), falling back to tsx when esbuild is missing.
 */
async function serverCommand(): Promise<{ args: string[]; bundled: boolean }> {
  try {
    const { build } = await import('esbuild')
    const outfile = join(ROOT, 'packages', 'server', 'dist', 'bench-import-server.mjs')
    await build({
      entryPoints: [SELF],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile,
      external: externals(),
      logLevel: 'warning',
    })
    return { args: [outfile], bundled: true }
  } catch {
    return { args: ['--import', 'tsx', SELF], bundled: false }
  }
}

async function startServer(
  databaseUrl: string,
  uploadsDir: string,
): Promise<{ child: ChildProcess; port: number; token: string; bundled: boolean }> {
  const command = await serverCommand()
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), ...command.args],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        MERCATO_BENCH_IMPORT_SERVE: '1',
        DATABASE_URL: databaseUrl,
        UPLOADS_DIR: uploadsDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  // The first stdout line says where the server listens; everything after it (logs) passes through.
  return new Promise((resolve, reject) => {
    let buffer = ''
    let ready = false
    child.stdout!.on('data', (chunk: Buffer) => {
      if (ready) return void process.stderr.write(chunk)
      buffer += chunk
      const line = buffer.split('\n').find((l) => l.startsWith('{"port"'))
      if (!line) return
      ready = true
      resolve({ child, bundled: command.bundled, ...JSON.parse(line) })
    })
    child.once('exit', () => ready || reject(new Error('the bench server exited before it was ready')))
  })
}

/** Server mode: the API and one in-process worker, as `mercato start` runs them. */
async function serve() {
  const [{ connect }, { buildApp }, { loadConfig }, { startWorker }, { createUser }, { issueAdminToken }] =
    await Promise.all([
      import('@mercato/db'),
      import('../packages/server/src/app'),
      import('../packages/server/src/config'),
      import('../packages/server/src/jobs/worker'),
      import('../packages/server/src/modules/users-auth'),
      import('../packages/server/src/modules/users-auth/service'),
    ])
  const config = { ...loadConfig(), port: 0 }
  const database = await connect(config.databaseUrl)
  const { app, ctx } = await buildApp({ database, config, adminDist: null })
  const worker = startWorker(ctx)
  const user = await createUser(ctx, {
    email: 'bench@mercato.local',
    password: 'bench-password-1',
    role: 'admin',
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  console.log(JSON.stringify({ port, token: issueAdminToken(ctx, user.id) }))
  if (process.env.BENCH_MEM) {
    setInterval(() => {
      const m = process.memoryUsage()
      const mb = (n: number) => Math.round(n / 1048576)
      console.error(
        `rss ${mb(m.rss)} heapTotal ${mb(m.heapTotal)} heapUsed ${mb(m.heapUsed)} external ${mb(m.external)} arrayBuffers ${mb(m.arrayBuffers)}`,
      )
    }, Number(process.env.BENCH_MEM) || 1000).unref()
  }
  process.once('SIGTERM', async () => {
    await worker.stop()
    await app.close()
    await database.close()
    process.exit(0)
  })
}

export async function benchImport(options: BenchImportOptions = {}) {
  const variants = options.variants ?? Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 100_000)
  const perProduct = options.variantsPerProduct ?? 4
  const given = options.databaseUrl ?? process.env.DATABASE_URL ?? ''
  const onPostgres = /^postgres(ql)?:\/\//.test(given)
  const dir = mkdtempSync(join(tmpdir(), 'mercato-bench-import-'))
  let admin: pg.Client | null = null
  let databaseUrl = join(dir, 'data')
  if (onPostgres) {
    admin = new pg.Client({ connectionString: given })
    await admin.connect()
    await admin.query('DROP DATABASE IF EXISTS mercato_bench_import')
    await admin.query('CREATE DATABASE mercato_bench_import')
    databaseUrl = given.replace(/\/[^/?]*(\?.*)?$/, '/mercato_bench_import$1')
  }
  const csvPath = join(dir, 'products.csv')
  await generate(csvPath, variants, perProduct)
  const size = statSync(csvPath).size
  const server = await startServer(databaseUrl, join(dir, 'uploads'))
  const base = `http://127.0.0.1:${server.port}`
  const headers = { authorization: `Bearer ${server.token}` }
  try {
    if (process.env.IMPORT_BENCH_STOCKED === '1') await stockDefaultChannel(base, headers)
    const serverCpu0 = cpuSeconds(server.child.pid!)
    const pgCpu0 = await backendCpu(admin)
    const t0 = performance.now()
    const form = new FormData()
    form.append('files', await openAsBlob(csvPath, { type: 'text/csv' }), 'products.csv')
    const up = await fetch(`${base}/admin/uploads/protected`, { method: 'POST', headers, body: form })
    if (!up.ok) throw new Error(`upload failed: ${up.status} ${await up.text()}`)
    const fileKey = (await up.json()).uploads[0].key
    const tUploaded = performance.now()
    const created = await fetch(`${base}/admin/batch-jobs`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'product-import', context: { fileKey } }),
    })
    const { batch_job } = await created.json()
    let job = batch_job
    while (!['completed', 'failed', 'canceled'].includes(job.status)) {
      await new Promise((r) => setTimeout(r, 100))
      job = (await (await fetch(`${base}/admin/batch-jobs/${batch_job.id}`, { headers })).json()).batch_job
    }
    const tDone = performance.now()
    const serverCpu = cpuSeconds(server.child.pid!) - serverCpu0
    const pgCpu = (await backendCpu(admin)) - pgCpu0
    const cpu = serverCpu + pgCpu
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0]
    if (job.status !== 'completed')
      throw new Error(`import ${job.status}: ${JSON.stringify(job.result?.errors?.slice(0, 3))}`)
    const ms = (a: string, b: string) => new Date(job[b]).getTime() - new Date(job[a]).getTime()
    const jobMs = ms('created_at', 'completed_at')
    const rss = peakRssMb(server.child.pid!)
    console.log(
      `\n### Product import (${variants.toLocaleString('en')} variant rows, ${(size / 1e6).toFixed(1)} MB CSV; server ${server.bundled ? 'bundled as by npm start' : 'under tsx'})\n`,
    )
    console.log(
      '| database | upload | validate | write | job total | rows/s (job) | wall incl. upload | CPU (server + PostgreSQL) | rows per CPU-second | peak RSS of the server+worker process | load avg |',
    )
    console.log('|---|---|---|---|---|---|---|---|---|---|---|')
    console.log(
      `| ${onPostgres ? 'PostgreSQL' : 'embedded PGlite'} | ${Math.round(tUploaded - t0)} ms | ${ms('created_at', 'pre_processed_at')} ms | ` +
        `${ms('processing_at', 'completed_at')} ms | ${jobMs} ms | **${Math.round((variants / jobMs) * 1000).toLocaleString('en')}** | ` +
        `${Math.round(tDone - t0)} ms | ${serverCpu.toFixed(1)} s + ${pgCpu.toFixed(1)} s | ${Math.round(variants / cpu).toLocaleString('en')} | **${rss} MB** | ${load} |`,
    )
    return { variants, jobMs, rowsPerSecond: (variants / jobMs) * 1000, cpuSeconds: cpu, peakRssMb: rss }
  } finally {
    server.child.kill('SIGTERM')
    await once(server.child, 'exit')
    if (admin) {
      await admin.query('DROP DATABASE IF EXISTS mercato_bench_import')
      await admin.end()
    }
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * IMPORT_BENCH_STOCKED=1: a stock location serves the default channel, so every imported variant also
 * gets its inventory item (what a shop that keeps stock at locations pays per row).
 */
async function stockDefaultChannel(base: string, headers: Record<string, string>) {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
    return res.json()
  }
  const { store } = await (await fetch(`${base}/admin/store`, { headers })).json()
  const { stock_location } = await post('/admin/stock-locations', { name: 'Bench warehouse' })
  await post(`/admin/sales-channels/${store.default_sales_channel_id}/stock-locations`, {
    location_id: stock_location.id,
  })
}

if (process.env.MERCATO_BENCH_IMPORT_SERVE === '1') await serve()
else if (process.argv[1] === SELF) await benchImport()
