import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

const ROOT = join(import.meta.dirname, '..')
const PORT = 9390

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

async function waitForHealth(child: ChildProcess, timeoutMs = 60_000): Promise<number> {
  const t0 = performance.now()
  while (performance.now() - t0 < timeoutMs) {
    if (child.exitCode !== null) throw new Error('server exited')
    try {
      const r = await fetch(`http://127.0.0.1:${PORT}/health`)
      if (r.ok) return performance.now() - t0
    } catch {}
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error('server did not answer /health')
}

// V8 returns start-up garbage (a young generation grown during start, about 30 MB) when its memory
// reducer sees the process idle, 10–20 s after start; the second reading is the idle figure.
const EARLY_MS = 5_000
const SETTLED_MS = 30_000

interface StartRun {
  ms: number
  early: number
  settled: number
}

async function run(databaseUrl: string): Promise<StartRun> {
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(PORT), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  })
  try {
    const ms = await waitForHealth(child)
    // npm → sh → node: measure the node process that serves.
    const server = Number(
      readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/)[0] ??
        child.pid,
    )
    const inner = readFileSync(`/proc/${server}/task/${server}/children`, 'utf8').trim().split(/\s+/)[0]
    const pid = Number(inner || server)
    await new Promise((r) => setTimeout(r, EARLY_MS))
    const early = rssMb(pid)
    await new Promise((r) => setTimeout(r, SETTLED_MS - EARLY_MS))
    return { ms, early, settled: rssMb(pid) }
  } finally {
    process.kill(-child.pid!, 'SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

const row = (name: string, runs: StartRun[]) =>
  `| ${name} | ${Math.round(median(runs.map((r) => r.ms)))} ms | ${median(runs.map((r) => r.early))} MB | ${median(runs.map((r) => r.settled))} MB |`

/** Time from `npm start` to a 200 on /health with an existing database, and RSS 5 s and 30 s later. */
export async function benchStart() {
  const rows: string[] = []
  const dir = mkdtempSync(join(tmpdir(), 'mercato-bench-start-'))
  try {
    const folder = join(dir, 'data')
    await run(folder) // first start: migrate and seed
    const runs = [await run(folder), await run(folder), await run(folder)]
    rows.push(row('embedded PGlite (data folder)', runs))
    const pgUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
    const admin = new pg.Client({ connectionString: pgUrl })
    try {
      await admin.connect()
      await admin.query('DROP DATABASE IF EXISTS mercato_bench_start')
      await admin.query('CREATE DATABASE mercato_bench_start')
      const url = pgUrl.replace(/\/[^/]*$/, '/mercato_bench_start')
      await run(url)
      const pgRuns = [await run(url), await run(url), await run(url)]
      rows.push(row('PostgreSQL', pgRuns))
      await admin.query('DROP DATABASE IF EXISTS mercato_bench_start')
    } catch (e) {
      rows.push(`| PostgreSQL | not measured: ${(e as Error).message} | | |`)
    } finally {
      await admin.end().catch(() => {})
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  console.log(
    '| database | npm start → /health 200 (median of 3) | RSS 5 s later | idle RSS 30 s later |\n|---|---|---|---|',
  )
  console.log(rows.join('\n'))
}
