import { createRequire } from 'node:module'
import pg from 'pg'
import { GENERIC_PLANS } from './transaction-plans'

// The protocol messages behind transaction-pipeline.ts: statements bound and executed by name, several
// in one write, one Sync after them, each result given to its own caller.
export const OPENERS: ReadonlyArray<[name: string, text: string]> = [
  ['mercato_begin', 'BEGIN'],
  ['mercato_generic_plans', GENERIC_PLANS],
]
export const COMMIT: [name: string, text: string] = ['mercato_commit', 'COMMIT']

const require = createRequire(import.meta.url)
const prepareValue = require('pg/lib/utils').prepareValue as (v: unknown) => unknown

interface DriverResult {
  addFields(fields: unknown): void
  parseRow(fields: unknown): unknown
  addRow(row: unknown): void
  addCommandComplete(msg: unknown): void
}
const DriverResult = require('pg/lib/result') as new (rowMode: unknown, types: unknown) => DriverResult

export interface QueryConfig {
  name?: string
  text?: string
  values?: unknown[]
  submit?: unknown
  [key: string]: unknown
}

export interface WireConnection {
  parsedStatements: Record<string, string>
  bind(config: { statement: string; portal: string; values: unknown[]; valueMapper?: unknown }): void
  execute(config: { portal: string }): void
  sync(): void
}

export type Callback = (err: Error | null, result: pg.QueryResult) => void

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
export class StatementAfterOpeners extends DriverQuery {
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

export interface Part {
  config: QueryConfig
  settle: Callback
}

/** Statements sent in one write with one Sync, after the openers if the BEGIN is held; each its result. */
export class StatementsInOneWrite extends DriverQuery {
  private openersToComplete: number
  private results: DriverResult[]
  private current = 0

  constructor(
    opens: boolean,
    private readonly parts: Part[],
    callback: Callback,
  ) {
    const last = parts[parts.length - 1]!.config
    super({ name: last.name, text: last.text, values: last.values }, undefined, callback)
    this.openersToComplete = opens ? OPENERS.length : 0
    this.results = parts.map((p) => new DriverResult(p.config.rowMode, p.config.types))
  }

  override prepare(connection: WireConnection & { describe(c: { type: string; name: string }): void }) {
    if (this.openersToComplete > 0) for (const [name] of OPENERS) executePrepared(connection, name)
    for (const { config } of this.parts) {
      connection.bind({
        statement: config.name!,
        portal: '',
        values: config.values ?? [],
        valueMapper: prepareValue,
      })
      connection.describe({ type: 'P', name: '' })
      connection.execute({ portal: '' })
    }
    connection.sync()
  }

  handleRowDescription(msg: { fields: unknown }) {
    this.results[this.current]?.addFields(msg.fields)
  }

  private parseFailure: Error | undefined

  handleDataRow(msg: { fields: unknown }) {
    const result = this.results[this.current]
    try {
      result?.addRow(result.parseRow(msg.fields))
    } catch (err) {
      this.parseFailure ??= err as Error
    }
  }

  override handleCommandComplete(msg: unknown) {
    if (this.openersToComplete > 0) {
      this.openersToComplete--
      return
    }
    this.results[this.current++]?.addCommandComplete(msg)
  }

  handleError(err: Error) {
    // Those that finished keep their results; the one that failed and those after it (never run) fail.
    for (const [i, p] of this.parts.entries()) {
      if (i < this.current) p.settle(null, this.results[i] as never)
      else p.settle(err, undefined as never)
    }
    this.callback(err)
  }

  handleReadyForQuery() {
    if (this.parseFailure) return this.handleError(this.parseFailure)
    for (const [i, p] of this.parts.entries()) p.settle(null, this.results[i] as never)
    this.callback(null)
  }

  declare callback: (err: Error | null) => void
}
