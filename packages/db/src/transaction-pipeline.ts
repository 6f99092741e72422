import type pg from 'pg'
import {
  COMMIT,
  type Callback,
  OPENERS,
  type Part,
  type QueryConfig,
  StatementAfterOpeners,
  StatementsInOneWrite,
  type WireConnection,
} from './pipelined-writes'
import { BEGIN_WITH_GENERIC_PLANS, isBareBegin } from './transaction-plans'

/**
 * On PostgreSQL a transaction's BEGIN and COMMIT cost no round trip of their own, and two statements
 * may share one. Each round trip costs both processes CPU, most of it in the system calls that move
 * its bytes: one more in every transaction raised a line item's server + database CPU by about
 * 0.65 ms (see docs/decisions.md).
 *
 * - BEGIN is answered at once and held; it goes out in the same network write as the transaction's
 *   first statement.
 * - A statement whose text starts with SENT_WITH_COMMIT is held likewise and goes out with the COMMIT.
 *   Its caller does not wait for it: its promise settles with the commit. Its rows are not read. If it
 *   fails, the COMMIT is not run and fails with its error, so the transaction rolls back.
 * - A statement marked by `sendWithNextStatement` is held until the transaction's next statement and
 *   goes out in the same write (or alone, if none follows before the event loop turns). The next one
 *   runs after it has finished, with a snapshot of its own, as if sent after its answer. The caller
 *   sends the two in that order without waiting in between, and then waits for both.
 *
 * BEGIN, the generic plans (transaction-plans.ts) and COMMIT are prepared once per connection, by its
 * first transaction, and then only bound and executed. A held statement goes out this way once its
 * connection has prepared it; until then it is sent on its own. One Sync ends each write, so the
 * server answers once. A statement that fails after the BEGIN leaves the transaction open and
 * aborted, and the caller's ROLLBACK ends it, as after any failure.
 */
export const SENT_WITH_COMMIT = '/* sent with commit */'

/** Marks a statement's query config: it goes out with the next statement (see above). */
export const WITH_NEXT = Symbol('sent with the next statement')
/** The function a pipelined client carries to mark its next statement. */
export const MARK_NEXT = Symbol('mark the next statement')

/**
 * Marks the next statement sent on this transaction (`tx`, a Drizzle transaction) to go out with the
 * one after it. Answers whether it could: only PostgreSQL's clients pipeline.
 */
export function sendWithNextStatement(tx: unknown): boolean {
  const client = (tx as { session?: { client?: Record<symbol, unknown> } }).session?.client
  const mark = client?.[MARK_NEXT]
  if (typeof mark !== 'function') return false
  mark()
  return true
}

type Query = (...args: unknown[]) => unknown

interface HeldStatement {
  config: QueryConfig
  settle: Callback
}

/** What the in-order sender gives back for a held statement: its outcome comes later. */
export class Later {
  constructor(readonly outcome: Promise<unknown>) {}
}

const COMMIT_TEXT = /^\s*(commit|end)\s*$/i
const ROLLBACK_TEXT = /^\s*rollback\s*$/i
const ENDS = /^\s*(commit|rollback|end)\s*$/i

const noRows = (command: string) => ({ command, rowCount: null, oid: 0, rows: [], fields: [] })

const textOf = (first: unknown) =>
  typeof first === 'string' ? first : (first as QueryConfig | undefined)?.text

/**
 * What sends one client's promise-style queries, called one at a time and in order (`query` is the
 * driver's own). Answers a query's result, or `Later` for a held statement.
 */
export function pipelinedTransactions(
  client: pg.ClientBase,
  query: Query,
  enqueue: (work: () => unknown) => unknown,
) {
  let beginHeld = false
  let open = false
  let held: HeldStatement[] = []
  let leading: Part | undefined
  const prepared = ([name, text]: readonly [string, string]) =>
    (client as unknown as { connection: WireConnection }).connection.parsedStatements[name] === text

  const submit = (make: (settle: Callback) => unknown) =>
    new Promise<unknown>((resolve, reject) => {
      query(make((err, result) => (err ? reject(err) : resolve(result))))
    })

  const prepareAndRun = async (statements: ReadonlyArray<readonly [string, string]>) => {
    for (const [name, text] of statements) await query({ name, text, values: [] })
  }

  const sendAfterBegin = async (args: unknown[]) => {
    beginHeld = false
    const first = args[0]
    const text = textOf(first)
    if (typeof text === 'string' && ENDS.test(text)) {
      // Nothing was sent, so there is nothing to end.
      open = false
      return noRows(text.trim().toUpperCase())
    }
    const config = typeof first === 'object' ? (first as QueryConfig) : undefined
    const named = typeof config?.name === 'string' && typeof config.submit !== 'function' && args.length === 1
    if (named && OPENERS.every(prepared))
      return submit((settle) => new StatementAfterOpeners(config!, undefined, settle))
    // The connection's first transaction prepares the openers, and runs them as it does.
    if (named) await prepareAndRun(OPENERS)
    else await query(BEGIN_WITH_GENERIC_PLANS)
    return query(...args)
  }

  /** Sends the held statements one by one; throws the first failure (the transaction is aborted). */
  const sendHeldAlone = async () => {
    const statements = held
    held = []
    if (beginHeld) {
      beginHeld = false
      await query(BEGIN_WITH_GENERIC_PLANS)
    }
    let failure: Error | undefined
    for (const h of statements) {
      await (query(h.config) as Promise<pg.QueryResult>).then(
        (result) => h.settle(null, result),
        (err: Error) => {
          failure ??= err
          h.settle(err, undefined as never)
        },
      )
    }
    if (failure) throw failure
  }

  const inOneWrite = (h: HeldStatement) =>
    typeof h.config.name === 'string' && prepared([h.config.name, h.config.text!])

  const commitWithHeld = async () => {
    open = false
    if (beginHeld || !prepared(COMMIT) || !held.every(inOneWrite)) {
      // Until this connection has prepared them, they go out one by one, COMMIT last.
      await sendHeldAlone()
      return prepared(COMMIT) ? query(COMMIT[1]) : prepareAndRun([COMMIT]).then(() => noRows('COMMIT'))
    }
    const statements = held
    held = []
    // One write: the held statements, then COMMIT. Each held one settles with the commit's outcome.
    const outcomes: Array<pg.QueryResult | undefined> = []
    const parts: Part[] = statements.map((h, i) => ({
      config: h.config,
      settle: (_err, result) => {
        outcomes[i] = result
      },
    }))
    const commit = laterOutcome()
    parts.push({ config: { name: COMMIT[0], text: COMMIT[1], values: [] }, settle: commit.settle })
    query(new StatementsInOneWrite(false, parts, () => {}))
    try {
      const result = await commit.outcome
      for (const [i, h] of statements.entries()) h.settle(null, outcomes[i]!)
      return result
    } catch (err) {
      for (const h of statements) h.settle(err as Error, undefined as never)
      throw err
    }
  }

  const laterOutcome = () => {
    let settle!: Callback
    const outcome = new Promise<unknown>((resolve, reject) => {
      settle = (err, result) => (err ? reject(err) : resolve(result))
    })
    return { outcome, settle }
  }

  const hold = (config: QueryConfig | string) => {
    const later = laterOutcome()
    held.push({ config: typeof config === 'string' ? { text: config } : config, settle: later.settle })
    return new Later(later.outcome)
  }

  const sendNow = (args: unknown[], text: string) => {
    if (beginHeld) return sendAfterBegin(args)
    if (ENDS.test(text)) open = false
    return query(...args)
  }

  const isPrepared = (config: QueryConfig) =>
    typeof config.name === 'string' && typeof config.text === 'string' && prepared([config.name, config.text])

  /** Sends the statement held for the next one alone: none came. */
  const sendLeadingAlone = async () => {
    const part = leading
    if (!part) return
    leading = undefined
    await (dispatch([{ ...part.config, [WITH_NEXT]: false }]) as Promise<pg.QueryResult>).then(
      (result) => part.settle(null, result),
      (err: Error) => part.settle(err, undefined as never),
    )
  }

  const sendWithLeading = (config: QueryConfig) => {
    const parts = [leading!, { config, ...laterOutcome() }]
    const next = parts[1] as Part & { outcome: Promise<unknown> }
    leading = undefined
    const opens = beginHeld
    beginHeld = false
    query(new StatementsInOneWrite(opens, parts, () => {}))
    return next.outcome
  }

  const dispatch = (args: unknown[]): unknown => {
    const text = textOf(args[0]) ?? ''
    if (isBareBegin(text)) {
      beginHeld = true
      open = true
      return Promise.resolve(noRows('BEGIN'))
    }
    const config = (typeof args[0] === 'object' ? args[0] : {}) as QueryConfig & { [WITH_NEXT]?: boolean }
    const pairable =
      open &&
      args.length === 1 &&
      isPrepared(config) &&
      typeof config.submit !== 'function' &&
      held.length === 0
    if (leading) {
      if (pairable && !text.startsWith(SENT_WITH_COMMIT) && (!beginHeld || OPENERS.every(prepared)))
        return sendWithLeading(config)
      return sendLeadingAlone().then(() => dispatch(args))
    }
    if (pairable && config[WITH_NEXT]) {
      const later = laterOutcome()
      leading = { config, settle: later.settle }
      // If nothing follows before the event loop turns, it goes out alone.
      setImmediate(() => enqueue(sendLeadingAlone))
      return new Later(later.outcome)
    }
    if (open && args.length === 1 && text.startsWith(SENT_WITH_COMMIT))
      return hold(args[0] as QueryConfig | string)
    if (held.length === 0) return sendNow(args, text)
    if (COMMIT_TEXT.test(text)) return commitWithHeld()
    if (ROLLBACK_TEXT.test(text)) {
      for (const h of held) h.settle(new Error('Not sent: its transaction rolled back'), undefined as never)
      held = []
      return sendNow(args, text)
    }
    // Anything else runs after the held statements, in the order they were sent.
    return sendHeldAlone().then(() => sendNow(args, text))
  }
  return dispatch
}
