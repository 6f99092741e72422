import { createHash } from 'node:crypto'
import type pg from 'pg'

/**
 * On PostgreSQL every statement with parameters is sent as a named (prepared) statement, so each
 * connection parses and plans a statement text once and then only binds and executes it; planning
 * was about half of PostgreSQL's CPU for our small statements (the embedded engine does the same,
 * see pglite-wire.ts). Statements without parameters (BEGIN, scripts of several commands) keep the
 * simple protocol. Each connection keeps at most MAX_NAMED statements and deallocates the least
 * recently used one beyond that, so statements whose text varies (IN lists of any length) cannot
 * grow a backend without bound.
 */
export const MAX_NAMED = 200

/** Statement text → its name; shared by all connections (the name is a hash of the text). */
const names = new Map<string, string>()
const MAX_REMEMBERED_TEXTS = 5_000

function nameOf(text: string): string {
  let name = names.get(text)
  if (name === undefined) {
    name = `n_${createHash('sha1').update(text).digest('base64url').slice(0, 27)}`
    if (names.size >= MAX_REMEMBERED_TEXTS) names.delete(names.keys().next().value!)
    names.set(text, name)
  }
  return name
}

interface QueryConfigLike {
  text?: string
  name?: string
  values?: unknown[]
  submit?: unknown
  [key: string]: unknown
}

interface ConnectionInternals {
  connection?: {
    parsedStatements?: Record<string, string>
    submittedNamedStatements?: Record<string, string>
  }
}

/** What one connection has prepared, least recently used first. */
class PreparedOnConnection {
  private readonly used = new Map<string, string>()
  constructor(private readonly client: pg.ClientBase) {}

  /** Marks `name` (for `text`) as used; returns the statements to deallocate before it. */
  touch(name: string, text: string): Array<[string, string]> {
    if (this.used.delete(name)) {
      this.used.set(name, text)
      return []
    }
    this.used.set(name, text)
    const evicted: Array<[string, string]> = []
    while (this.used.size > MAX_NAMED) {
      const [oldest, oldText] = this.used.entries().next().value!
      this.used.delete(oldest)
      // The driver prepares it again if it comes back, even before the DEALLOCATE is answered
      // (which is queued ahead of that use).
      this.driverState(oldest, undefined)
      evicted.push([oldest, oldText])
    }
    return evicted
  }

  /** A DEALLOCATE that failed (an aborted transaction): the statement is still prepared. */
  stillPrepared(name: string, text: string) {
    if (this.used.has(name)) return
    this.used.set(name, text)
    this.driverState(name, text)
  }

  /** What node-postgres believes the server has prepared under `name`. */
  private driverState(name: string, text: string | undefined) {
    const connection = (this.client as unknown as ConnectionInternals).connection
    if (!connection) return
    if (connection.submittedNamedStatements) delete connection.submittedNamedStatements[name]
    if (!connection.parsedStatements) return
    if (text === undefined) delete connection.parsedStatements[name]
    else connection.parsedStatements[name] = text
  }
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release|start|end|abort)\b/i

type Send = (...args: unknown[]) => unknown

/**
 * Wraps `client.query` so statements with parameters go out named (see above). `direct` is the
 * driver's own query function, used for callback-style calls (the pool's); `queued` runs
 * promise-style calls one after another. A deallocation goes out the same way as the statement that
 * caused it, so it reaches the server before that statement.
 */
export function nameStatementsOf(client: pg.ClientBase, direct: Send, queued: Send): Send {
  const prepared = new PreparedOnConnection(client)
  return (...args: unknown[]) => {
    const callbackStyle = typeof args[args.length - 1] === 'function'
    const send = callbackStyle ? direct : queued
    const first = args[0] as string | QueryConfigLike | undefined
    if (first === undefined || first === null) return send(...args)
    let config: QueryConfigLike
    let rest: unknown[]
    if (typeof first === 'string') {
      if (!Array.isArray(args[1])) return send(...args)
      config = { text: first, values: args[1] as unknown[] }
      rest = args.slice(2)
    } else {
      if (typeof first.submit === 'function' || first.name !== undefined || typeof first.text !== 'string')
        return send(...args)
      config = { ...first }
      rest = args.slice(1)
      if (Array.isArray(rest[0])) {
        config.values = rest[0] as unknown[]
        rest = rest.slice(1)
      } else if (rest[0] === undefined && rest.length > 1) rest = rest.slice(1)
    }
    const text = config.text!
    if (!config.values?.length || TRANSACTION_CONTROL.test(text)) return send(...args)
    config.name = nameOf(text)
    const evicted = prepared.touch(config.name, text)
    if (!callbackStyle) {
      for (const [name, oldText] of evicted)
        (queued(`DEALLOCATE "${name}"`) as Promise<unknown>).catch(() =>
          prepared.stillPrepared(name, oldText),
        )
      return queued(config, ...rest)
    }
    // Callback style: each deallocation is answered before the next query goes out (node-postgres
    // deprecates queueing a query on a client that is still running one).
    const next = (i: number): unknown => {
      const victim = evicted[i]
      if (!victim) return direct(config, ...rest)
      return direct(`DEALLOCATE "${victim[0]}"`, (err?: Error) => {
        if (err) prepared.stillPrepared(victim[0], victim[1])
        next(i + 1)
      })
    }
    return next(0)
  }
}
