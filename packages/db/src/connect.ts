import { AsyncLocalStorage } from 'node:async_hooks'
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { type FolderLock, lockDataFolder } from './folder-lock'
import { PgliteWire } from './pglite-wire'
import { ResilientPool } from './resilient-pool'
import type * as schema from './schema'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  /** Drizzle query builder over the chosen engine. */
  db: Db
  engine: 'pglite' | 'postgres'
  /** Runs a multi-statement SQL script (migrations). */
  execScript(sql: string): Promise<void>
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
  /** Serialises work across processes (migrations, first-run setup); a no-op lock for in-process PGlite. */
  withExclusiveLock<T>(key: number, fn: () => Promise<T>): Promise<T>
  /** PGlite only: an uncompressed tarball of the data directory (tests start each file from a migrated copy). */
  dumpDataDir?(): Promise<Blob>
  close(): Promise<void>
}

export interface ConnectOptions {
  /** PostgreSQL only: put every table in this schema (tests use one schema per file). */
  schema?: string
  /** PGlite only: start from a dump of another instance's data directory (tests copy a migrated template). */
  loadDataDir?: Blob
  poolSize?: number
  /** PostgreSQL only: told about connections the server dropped (restart, failover, idle timeout). */
  onConnectionError?: (err: Error) => void
}

export const DEFAULT_DATABASE_URL = './.mercato/data'

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://')
}

/** `postgres://…` → a node-postgres pool; `memory://` or a folder path → PGlite in this process. */
export async function connect(
  url: string = DEFAULT_DATABASE_URL,
  options: ConnectOptions = {},
): Promise<Database> {
  return isPostgresUrl(url) ? connectPostgres(url, options) : connectPglite(url, options)
}

async function connectPglite(url: string, options: ConnectOptions): Promise<Database> {
  let dataDir: string | undefined
  // One process per data folder: a second one would silently lose its writes (memory databases are private).
  let lock: FolderLock | undefined
  if (url !== 'memory://' && !url.startsWith('memory://')) {
    dataDir = resolve(url.replace(/^file:\/\//, ''))
    mkdirSync(dataDir, { recursive: true })
    lock = lockDataFolder(dataDir)
  }
  compileWasmWithBaselineOnly()
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
    // Shared memory is allocated and touched when the engine starts, so all of it is resident.
    // PostgreSQL's default 128 MB of shared buffers would all live in this process; the data
    // folder is in the OS page cache anyway: 8 MB and 16 MB gave the same API benchmark figures
    // within its noise (see docs/decisions.md).
    // One connection is all PGlite has: five slots instead of 100 shrink its lock and process
    // tables by about 2 MB. Locks are sized per slot, so each slot gets 128 instead of 64: the
    // table holds 128 × 19, over three times the 713 that the largest migration takes.
    postgresqlconf: [
      'shared_buffers=8MB',
      'wal_buffers=512kB',
      'max_connections=5',
      'max_locks_per_transaction=128',
    ],
  }).catch((e) => {
    lock?.release()
    throw e
  })
  // Drizzle sees one client whose every statement and transaction takes its turn in the queue;
  // statements inside a transaction run on the transaction's own handle and do not queue again.
  const wire = new PgliteWire(client)
  const queue = new FairQueue()
  const queued = {
    query: ((...args: Parameters<PgliteWire['query']>) =>
      queue.run(() => wire.query(...args))) as PgliteWire['query'],
    transaction: ((fn: Parameters<PgliteWire['transaction']>[0]) =>
      queue.run(() => wire.transaction(fn))) as PgliteWire['transaction'],
  }
  const db = drizzlePglite({ client: queued as unknown as PGlite }) as unknown as Db
  return {
    db,
    engine: 'pglite',
    async execScript(sql) {
      await queue.run(() => wire.exec(sql))
    },
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await queue.run(() => wire.query<T>(sql, params))
      return r.rows
    },
    // One PGlite instance belongs to one process, which holds its data folder; nothing to coordinate.
    withExclusiveLock: (_key, fn) => fn(),
    // Uncompressed: each test file loads the dump, and a gzipped one cost it a decompression.
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
    async close() {
      try {
        if (!client.closed) await client.close()
      } finally {
        lock?.release()
      }
    },
  }
}

/**
 * V8 compiles WebAssembly with its baseline compiler (Liftoff) and re-compiles hot functions with
 * its optimising one. For PGlite the optimised code and the compiler's leftovers cost ~40 MB of
 * idle RSS (and ~100 MB after heavy use) while CPU per request stayed the same in our measurements,
 * so the engine is compiled with the baseline compiler only. The flag is read when the module is
 * compiled, which happens in `PGlite.create`.
 */
let baselineOnly = false
function compileWasmWithBaselineOnly() {
  if (baselineOnly) return
  baselineOnly = true
  setFlagsFromString('--liftoff-only')
}

/**
 * Work that began inside `inArrivalOrder` (the server wraps each request in it) keeps its place in
 * PGlite's queue: its next statement goes ahead of those of requests that arrived later, so requests
 * finish roughly in arrival order instead of all of them advancing one statement at a time (which
 * left single requests waiting for many seconds under load). A place older than PRIORITY_WINDOW_MS
 * (background work started by a request, or a very slow request) counts as a new arrival, so nothing
 * can hold the front for long and every waiter's wait is bounded by the work queued before it.
 */
const arrival = new AsyncLocalStorage<ArrivalPlace>()
const PRIORITY_WINDOW_MS = 5_000
let lastTicket = 0

export interface ArrivalPlace {
  readonly ticket: number
  readonly at: number
}

/** A place at the back of the line, taken when a request arrives. */
export const takeArrivalPlace = (): ArrivalPlace => ({ ticket: ++lastTicket, at: Date.now() })

/** The place of the work running now, if it has one. */
export const currentArrivalPlace = (): ArrivalPlace | undefined => arrival.getStore()

/** Runs `fn` (and the statements it sends) with the given place, by default a new one. */
export function inArrivalOrder<T>(fn: () => T, place: ArrivalPlace = takeArrivalPlace()): T {
  return arrival.run(place, fn)
}

/** One statement or transaction at a time on the single PGlite connection, lowest ticket first. */
export class FairQueue {
  private busy = false
  private readonly waiting: Array<{ ticket: number; start(): void }> = []

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.busy || this.waiting.length) {
      const place = arrival.getStore()
      const ticket = place && Date.now() - place.at < PRIORITY_WINDOW_MS ? place.ticket : ++lastTicket
      await new Promise<void>((start) => {
        // Sorted by ticket; equal tickets (one request's concurrent statements) keep their order.
        let i = this.waiting.length
        while (i > 0 && this.waiting[i - 1]!.ticket > ticket) i--
        this.waiting.splice(i, 0, { ticket, start })
      })
    } else this.busy = true
    try {
      return await work()
    } finally {
      const next = this.waiting.shift()
      if (next) next.start()
      else this.busy = false
    }
  }

  get length() {
    return this.waiting.length
  }
}

function logConnectionError(err: Error) {
  console.error(`[mercato/db] database connection lost: ${err.message}`)
}

/**
 * The connection string and startup options of every pool connection. PostgreSQL compiles a statement
 * whose estimated cost passes `jit_above_cost` to machine code on every execution; our statements are
 * short, but estimates on fresh tables can be far off (the admin order stamps, a few ms, were estimated
 * at 941k and spent 6.5 s each compiling), so JIT is off. node-postgres lets an `options` parameter in
 * the URL replace the one given beside it, so the URL's own options are moved after ours, where a
 * deployment's `-c jit=on` still wins.
 */
export function withSessionOptions(url: string, schema?: string) {
  const own = ['-c jit=off', ...(schema ? [`-c search_path=${schema},public`] : [])]
  const parsed = new URL(url)
  const fromUrl = parsed.searchParams.get('options')
  if (fromUrl === null) return { connectionString: url, options: own.join(' ') }
  parsed.searchParams.delete('options')
  return { connectionString: parsed.toString(), options: [...own, fromUrl].join(' ') }
}

async function connectPostgres(url: string, options: ConnectOptions): Promise<Database> {
  const pool = new ResilientPool(
    {
      ...withSessionOptions(url, options.schema),
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
    },
    options.onConnectionError ?? logConnectionError,
  )
  // No table schema for drizzle (here and for PGlite): the relational API (`db.query.*`) is not used,
  // and with a schema every transaction built a query builder for each of our ~100 tables.
  const db = drizzlePg({ client: pool }) as unknown as Db
  return {
    db,
    engine: 'postgres',
    async execScript(sql) {
      await pool.query(sql)
    },
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await pool.query(sql, params)
      return r.rows as T[]
    },
    async withExclusiveLock(key, fn) {
      const c = await pool.connect()
      try {
        await c.query('SELECT pg_advisory_lock($1)', [key])
        try {
          return await fn()
        } finally {
          await c.query('SELECT pg_advisory_unlock($1)', [key])
        }
      } finally {
        c.release()
      }
    },
    async close() {
      await pool.end()
    },
  }
}
