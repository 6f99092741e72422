import pg from 'pg'
import { nameStatementsOf } from './named-statements'
import { Later, MARK_NEXT, WITH_NEXT, pipelinedTransactions } from './transaction-pipeline'
import { BEGIN_WITH_GENERIC_PLANS, isBareBegin } from './transaction-plans'

/** Thrown without touching the network while the pool waits out its reconnect backoff. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE'
  constructor(cause?: unknown) {
    super('The database is unavailable', cause === undefined ? undefined : { cause })
    this.name = 'DatabaseUnavailableError'
  }
}

const FIRST_BACKOFF_MS = 100
const MAX_BACKOFF_MS = 2000

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void

/**
 * A node-postgres pool that survives the server going away: errors of idle and checked-out clients are
 * logged instead of crashing the process (an 'error' event without a listener throws), dead clients are
 * dropped by the pool, new connections are opened on demand, and after a failed connect further attempts
 * wait out an exponential backoff (failing fast meanwhile) so a down database is not hammered.
 */
export class ResilientPool extends pg.Pool {
  private failures = 0
  private retryAt = 0

  constructor(config: pg.PoolConfig, onError: (err: Error) => void) {
    super(config)
    this.on('error', onError)
    this.on('connect', (client) => {
      client.on('error', onError)
      serializeQueries(client)
    })
  }

  /** Milliseconds until the next connect attempt is allowed (0 when connecting is allowed now). */
  backoffRemaining(): number {
    return Math.max(0, this.retryAt - Date.now())
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (promise and callback) share one body.
  override connect(callback?: ConnectCallback): any {
    if (this.backoffRemaining() > 0) {
      const err = new DatabaseUnavailableError()
      if (callback) {
        process.nextTick(() => callback(err, undefined, () => {}))
        return undefined
      }
      return Promise.reject(err)
    }
    if (callback) {
      return super.connect((err, client, done) => {
        this.noteAttempt(err)
        if (client) releaseWhenLost(client)
        callback(err, client, client ? (e?: Error | boolean) => client.release(e) : done)
      })
    }
    return super.connect().then(
      (client) => {
        this.noteAttempt(undefined)
        return releaseWhenLost(client)
      },
      (err: Error) => {
        this.noteAttempt(err)
        throw err
      },
    )
  }

  private noteAttempt(err: Error | undefined) {
    if (!err) {
      this.failures = 0
      this.retryAt = 0
      return
    }
    this.failures++
    this.retryAt = Date.now() + Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (this.failures - 1))
  }
}

/**
 * Gives a checked-out client back to the pool (which drops it) when its connection is lost, even if
 * its holder never releases it: drizzle does not release a client whose BEGIN failed, and every such
 * client would shrink the pool for good until the server stopped answering. The holder's own release
 * afterwards does nothing.
 */
function releaseWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release
  let released = false
  const onEnd = () => {
    if (released) return
    released = true
    release(new Error('The connection was lost while the client was checked out'))
  }
  client.once('end', onEnd)
  client.release = ((err?: Error | boolean) => {
    client.off('end', onEnd)
    if (released) return
    released = true
    release(err)
  }) as typeof client.release
  return client
}

/**
 * Queues promise-style queries on one client so they run one after another: a transaction's callers may
 * start several at once (`Promise.all`), which node-postgres deprecates and its next major refuses.
 * Statements with parameters go out as named statements (named-statements.ts), and a transaction
 * opens with generic plans (transaction-plans.ts) in its first statement's round trip
 * (transaction-pipeline.ts).
 */
function serializeQueries(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  let tail: Promise<unknown> = Promise.resolve()
  const enqueue = (work: () => unknown) => {
    const run = tail.then(work)
    tail = run.catch(() => {})
    return run
  }
  const send = pipelinedTransactions(client, query, enqueue)
  // A statement held for a later one frees the line at once; its caller gets its outcome later.
  const queued = (...args: unknown[]) =>
    enqueue(() => send(args)).then((sent) => (sent instanceof Later ? sent.outcome : sent))
  const named = nameStatementsOf(client, query, queued)
  let markNext = false
  ;(client as unknown as Record<symbol, unknown>)[MARK_NEXT] = () => {
    markNext = true
  }
  client.query = ((...args: unknown[]) => {
    const first = args[0] as { submit?: unknown; text?: unknown } | string | undefined
    // Submittable queries (the pool's own, cursors) keep the driver's behaviour.
    if (typeof first === 'object' && first !== null && typeof first.submit === 'function')
      return query(...args)
    // A callback-style BEGIN goes out at once, with its generic plans (promise-style ones are held).
    if (typeof args[args.length - 1] === 'function' && typeof first === 'string' && isBareBegin(first))
      args[0] = BEGIN_WITH_GENERIC_PLANS
    const marked = markNext
    markNext = false
    if (marked && typeof first === 'object' && first !== null) args[0] = { ...first, [WITH_NEXT]: true }
    return named(...args)
  }) as typeof client.query
}

/** SQLSTATEs and driver failures that mean "no usable connection", not "bad statement". */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300'])
const UNAVAILABLE_NODE_CODES = new Set([
  'DATABASE_UNAVAILABLE',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
])
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /connection error and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /Client was closed and is not queryable/i,
]

/** Whether an error (or one it wraps) says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let cur: unknown = error
  for (let i = 0; i < 5 && cur && typeof cur === 'object'; i++) {
    const c = cur as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof c.code === 'string') {
      if (UNAVAILABLE_NODE_CODES.has(c.code) || UNAVAILABLE_SQLSTATES.has(c.code)) return true
      if (c.code.startsWith('08')) return true
    }
    if (typeof c.message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(c.message as string)))
      return true
    cur = c.cause
  }
  return false
}
