import { asLiterals, withLiterals, withPendingWrites } from './commit-writes'
import { BEGIN_WITH_GENERIC_PLANS, isBareBegin } from './transaction-plans'

/**
 * How a PostgreSQL connection's transactions go over the wire. A round trip costs both processes a
 * system call and a wake-up whatever the statement does, so BEGIN does not take one of its own: it
 * is held back and sent with the transaction's first statement, as one simple query
 * (`BEGIN; SET LOCAL …; <statement>`), that statement's parameters written as literals. A quoted
 * literal of unknown type is resolved from its context exactly as an untyped parameter is, and the
 * values are rendered by node-postgres's own `prepareValue`, so the statement means the same. Values
 * that cannot be literals (binary buffers) and callback-style queries send BEGIN alone first.
 * COMMIT takes the transaction's pending writes with it (commit-writes.ts); a transaction that sent
 * nothing sends neither BEGIN nor COMMIT.
 */

type Send = (...args: unknown[]) => Promise<unknown>

interface QueryConfigLike {
  text?: unknown
  values?: unknown
  name?: unknown
  submit?: unknown
  [key: string]: unknown
}

const COMMIT_OR_ROLLBACK = /^\s*(commit|rollback)\s*$/i

/** A result for a statement that needed no round trip. */
const answered = (command: string) => ({ command, rowCount: null, rows: [], fields: [] })

/**
 * Wraps a connection's promise-style `query` (`send`, which goes through `named` for statements with
 * parameters) with the transaction handling described above. `client` carries the pending writes.
 */
export function transactionWire(client: object, send: { direct: Send; queued: Send; named: Send }): Send {
  const { direct, queued, named } = send
  let beginHeld = false
  const last = (result: unknown) => (Array.isArray(result) ? result[result.length - 1] : result)
  return (...args: unknown[]) => {
    const first = args[0] as string | QueryConfigLike | undefined
    // Submittable queries (the pool's own, cursors) keep the driver's behaviour.
    if (typeof first === 'object' && first !== null && typeof first.submit === 'function')
      return direct(...args)
    const callbackStyle = typeof args[args.length - 1] === 'function'
    const text = typeof first === 'string' ? first : typeof first?.text === 'string' ? first.text : undefined
    if (text === undefined) return named(...args)
    const sent = withPendingWrites(client, text)
    if (isBareBegin(sent)) {
      if (callbackStyle) return named(...withText(args, BEGIN_WITH_GENERIC_PLANS))
      beginHeld = true
      return Promise.resolve(answered('BEGIN'))
    }
    if (!beginHeld) return named(...withText(args, sent))
    beginHeld = false
    if (COMMIT_OR_ROLLBACK.test(sent)) return Promise.resolve(answered(sent.trim().toUpperCase()))
    // Values come as the second argument (as Drizzle passes them) or in the config.
    const values =
      typeof first === 'string' || Array.isArray(args[1]) ? args[1] : (first as QueryConfigLike).values
    const list = Array.isArray(values) ? values : []
    const literals = callbackStyle ? null : asLiterals(list)
    if (!literals) {
      // BEGIN alone, then the statement as it would have gone.
      const begun = queued(BEGIN_WITH_GENERIC_PLANS)
      return begun.then(() => named(...withText(args, sent)))
    }
    const statement = literals.length ? withLiterals(sent, literals) : sent
    const combined = `${BEGIN_WITH_GENERIC_PLANS}; ${statement}`
    const config =
      typeof first === 'string'
        ? { text: combined }
        : { ...(first as QueryConfigLike), text: combined, values: undefined, name: undefined }
    return queued(config).then(last)
  }
}

/** The query's arguments with its text replaced. */
function withText(args: unknown[], text: string): unknown[] {
  const first = args[0]
  if (typeof first === 'string') return first === text ? args : [text, ...args.slice(1)]
  const config = first as QueryConfigLike
  return config.text === text ? args : [{ ...config, text }, ...args.slice(1)]
}
