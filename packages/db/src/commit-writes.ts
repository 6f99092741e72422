import pg from 'pg'

/**
 * Writes that ride with a transaction's COMMIT. A statement is a round trip whatever it does, and on
 * the cart paths the round trips to PostgreSQL were the server's largest cost (the `writev` calls
 * sending statements took 28 % of its CPU for line items). A transaction's last write whose result
 * nobody reads (an Idempotency-Key's stored response) goes out in the COMMIT's round trip instead of
 * its own: `INSERT …; COMMIT` as one simple query. If the write fails, PostgreSQL skips the COMMIT,
 * the COMMIT call fails, and the transaction is rolled back as for any failed statement.
 */

const PENDING = Symbol('mercato.writesAtCommit')
type WithPending = { [PENDING]?: string[] }

const COMMIT = /^\s*commit\s*$/i
const ENDS_TRANSACTION = /^\s*(begin|commit|rollback)\s*$/i

/** A parameter as an SQL literal; an untyped quoted literal takes its column's type on write. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot write ${value} as a literal`)
    return String(value)
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString())
  if (typeof value === 'string') return pg.escapeLiteral(value)
  return pg.escapeLiteral(JSON.stringify(value))
}

/** `$n` placeholders replaced by their values as literals. */
export function inlineParams(text: string, params: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const i = Number(n) - 1
    if (i < 0 || i >= params.length) throw new Error(`No value for $${n}`)
    return literal(params[i])
  })
}

/**
 * Rewrites a client's transaction control: BEGIN and ROLLBACK drop pending writes; a bare COMMIT
 * takes them with it. Answers the text to send.
 */
export function withPendingWrites(client: object, text: string): string {
  const c = client as WithPending
  if (!ENDS_TRANSACTION.test(text)) return text
  const pending = c[PENDING]
  c[PENDING] = []
  if (!COMMIT.test(text) || !pending?.length) return text
  return `${pending.join(';\n')};\nCOMMIT`
}

interface SessionOf {
  session?: { client?: object; logger?: { logQuery(query: string, params: unknown[]): void } }
}

/**
 * Sends `query` with the transaction's COMMIT when the transaction runs on a PostgreSQL connection
 * that carries pending writes (answers true), else answers false and the caller runs it now. Only
 * for the transaction's last write, whose result nobody reads: later statements would not see it.
 * The statement logger sees it here, so statement counts stay the same on both engines.
 */
export function deferToCommit(tx: unknown, query: { sql: string; params: unknown[] }): boolean {
  const session = (tx as SessionOf).session
  const pending = (session?.client as WithPending | undefined)?.[PENDING]
  if (!Array.isArray(pending)) return false
  pending.push(inlineParams(query.sql, query.params))
  session?.logger?.logQuery(query.sql, query.params)
  return true
}
