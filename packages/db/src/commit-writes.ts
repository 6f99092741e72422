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

const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils

/**
 * Parameter values as SQL literals, rendered by node-postgres's own `prepareValue` (dates, arrays,
 * JSON) and quoted; an untyped quoted literal is resolved from its context as an untyped parameter
 * is. Null when a value cannot be a literal (binary buffers).
 */
export function asLiterals(values: readonly unknown[]): string[] | null {
  const out: string[] = []
  for (const value of values) {
    const prepared = prepareValue(value)
    if (prepared === null || prepared === undefined) out.push('NULL')
    else if (typeof prepared === 'string') out.push(pg.escapeLiteral(prepared))
    else return null
  }
  return out
}

/** `$n` placeholders (of a statement from a query builder) replaced by literals. */
export function withLiterals(text: string, literals: readonly string[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const literal = literals[Number(n) - 1]
    if (literal === undefined) throw new Error(`No value for $${n}`)
    return literal
  })
}

/** `$n` placeholders replaced by their values as literals. */
export function inlineParams(text: string, params: readonly unknown[]): string {
  const literals = asLiterals(params)
  if (!literals) throw new Error('A binary value cannot be written as a literal')
  return withLiterals(text, literals)
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
