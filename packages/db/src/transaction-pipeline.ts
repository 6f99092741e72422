import { createRequire } from 'node:module'
import pg from 'pg'
import { BEGIN_WITH_GENERIC_PLANS, GENERIC_PLANS, isBareBegin } from './transaction-plans'

/**
 * On PostgreSQL a transaction's BEGIN and COMMIT cost no round trip of their own. Each round trip
 * costs both processes CPU: one more in every transaction raised a line item's server + database CPU
 * by about 0.65 ms (see docs/decisions.md).
 *
 * - BEGIN is answered at once and held; it goes out in the same network write as the transaction's
 *   first statement.
 * - A statement whose text starts with SENT_WITH_COMMIT is held likewise and goes out with the COMMIT.
 *   Its caller does not wait for it: its promise settles with the commit. Its rows are not read. If it
 *   fails, the COMMIT is not run and fails with its error, so the transaction rolls back.
 *
 * BEGIN, the generic plans (transaction-plans.ts) and COMMIT are prepared once per connection, by its
 * first transaction, and then only bound and executed. A held statement goes out this way once its
 * connection has prepared it; until then it is sent on its own. One Sync ends each write, so the
 * server answers once. A statement that fails after the BEGIN leaves the transaction open and
 * aborted, and the caller's ROLLBACK ends it, as after any failure.
 */
export const SENT_WITH_COMMIT = '/* sent with commit */'

const OPENERS: ReadonlyArray<[name: string, text: string]> = [
  ['mercato_begin', 'BEGIN'],
  ['mercato_generic_plans', GENERIC_PLANS],
]
const COMMIT: [name: string, text: string] = ['mercato_commit', 'COMMIT']

const prepareValue = createRequire(import.meta.url)('pg/lib/utils').prepareValue as (v: unknown) => unknown

interface QueryConfig {
  name?: string
  text?: string
  values?: unknown[]
  submit?: unknown
  [key: string]: unknown
}

interface WireConnection {
  parsedStatements: Record<string, string>
  bind(config: { statement: string; portal: string; values: unknown[]; valueMapper?: unknown }): void
  execute(config: { portal: string }): void
  sync(): void
}

type Callback = (err: Error | null, result: pg.QueryResult) => void

// pg's Query, whose protocol steps are extended here; its types declare only what callers use.
const DriverQuery = pg.Query as unknown as new (
  config: QueryConfig,
  values?: unknown,
  callback?: Callback,
) => {
  prepare(connection: WireConnection): void
  handleCommandComplete(msg: unknown, connection: WireConnection): void
}

const executePrepared = (connection: WireConnection, name: string, values: unknown[] = []) => {
  connection.bind({ statement: name, portal: '', values, valueMapper: prepareValue })
  connection.execute({ portal: '' })
}

/** A named statement sent with its transaction's openers in front. */
class StatementAfterOpeners extends DriverQuery {
  // The openers' own completions are not part of the statement's result.
  private openersToComplete = OPENERS.length

  override prepare(connection: WireConnection) {
    for (const [name] of OPENERS) executePrepared(connection, name)
    super.prepare(connection)
  }

  override handleCommandComplete(msg: unknown, connection: WireConnection) {
    if (this.openersToComplete > 0) {
      this.openersToComplete--
      return
    }
    super.handleCommandComplete(msg, connection)
  }
}

/** Held statements, then COMMIT (whose result this query answers). */
class HeldThenCommit extends DriverQuery {
  private heldToComplete: number
  constructor(
    private readonly held: QueryConfig[],
    callback: Callback,
  ) {
    super({ name: COMMIT[0], text: COMMIT[1], values: [] }, undefined, callback)
    this.heldToComplete = held.length
  }

  override prepare(connection: WireConnection) {
    for (const h of this.held) executePrepared(connection, h.name!, h.values)
    executePrepared(connection, COMMIT[0])
    connection.sync()
  }

  // Rows of held statements are not read.
  handleRowDescription() {}
  handleDataRow() {}

  override handleCommandComplete(msg: unknown, connection: WireConnection) {
    if (this.heldToComplete > 0) {
      this.heldToComplete--
      return
    }
    super.handleCommandComplete(msg, connection)
  }
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
export function pipelinedTransactions(client: pg.ClientBase, query: Query) {
  let beginHeld = false
  let open = false
  let held: HeldStatement[] = []
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
    const settleAll = (err: Error | null) => {
      for (const h of statements) h.settle(err, noRows('') as unknown as pg.QueryResult)
    }
    try {
      const result = await submit(
        (settle) =>
          new HeldThenCommit(
            statements.map((h) => h.config),
            settle,
          ),
      )
      settleAll(null)
      return result
    } catch (err) {
      settleAll(err as Error)
      throw err
    }
  }

  const hold = (config: QueryConfig) => {
    let settle!: Callback
    const outcome = new Promise<unknown>((resolve, reject) => {
      settle = (err, result) => (err ? reject(err) : resolve(result))
    })
    held.push({ config: typeof config === 'string' ? { text: config } : config, settle })
    return new Later(outcome)
  }

  const sendNow = (args: unknown[], text: string) => {
    if (beginHeld) return sendAfterBegin(args)
    if (ENDS.test(text)) open = false
    return query(...args)
  }

  return (args: unknown[]): unknown => {
    const text = textOf(args[0]) ?? ''
    if (isBareBegin(text)) {
      beginHeld = true
      open = true
      return Promise.resolve(noRows('BEGIN'))
    }
    if (open && args.length === 1 && text.startsWith(SENT_WITH_COMMIT)) return hold(args[0] as QueryConfig)
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
}
