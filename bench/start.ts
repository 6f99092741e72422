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

async function run(databaseUrl: string): Promise<{ ms: number; rss: number }> {
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(PORT), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  })
  try {
    const ms = await waitForHealth(child)
    await new Promise((r) => setTimeout(r, 5000))
    // npm → sh → node: measure the node process that serves.
    const server = Number(
      readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/)[0] ??
        child.pid,
    )
    const inner = readFileSync(`/proc/${server}/task/${server}/children`, 'utf8').trim().split(/\s+/)[0]
    return { ms, rss: rssMb(Number(inner || server)) }
  } finally {
    process.kill(-child.pid!, 'SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** Time from `npm start` to a 200 on /health with an existing database, and idle RSS after 5 s. */
export async function benchStart() {
  const rows: string[] = []
  const dir = mkdtempSync(join(tmpdir(), 'mercato-bench-start-'))
  try {
    const folder = join(dir, 'data')
    await run(folder) // first start: migrate and seed
    const runs = [await run(folder), await run(folder), await run(folder)]
    rows.push(
      `| embedded PGlite (data folder) | ${Math.round(median(runs.map((r) => r.ms)))} ms | ${median(runs.map((r) => r.rss))} MB |`,
    )
    const pgUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
    const admin = new pg.Client({ connectionString: pgUrl })
    try {
      await admin.connect()
      await admin.query('DROP DATABASE IF EXISTS mercato_bench_start')
      await admin.query('CREATE DATABASE mercato_bench_start')
      const url = pgUrl.replace(/\/[^/]*$/, '/mercato_bench_start')
      await run(url)
      const pgRuns = [await run(url), await run(url), await run(url)]
      rows.push(
        `| PostgreSQL | ${Math.round(median(pgRuns.map((r) => r.ms)))} ms | ${median(pgRuns.map((r) => r.rss))} MB |`,
      )
      await admin.query('DROP DATABASE IF EXISTS mercato_bench_start')
    } catch (e) {
      rows.push(`| PostgreSQL | not measured: ${(e as Error).message} | |`)
    } finally {
      await admin.end().catch(() => {})
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  console.log('| database | npm start → /health 200 (median of 3) | idle RSS after 5 s |\n|---|---|---|')
  console.log(rows.join('\n'))
}
