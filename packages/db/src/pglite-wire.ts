import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite'
import { messages } from '@electric-sql/pglite'
import { MessageWriter } from './message-writer'
import { BEGIN_WITH_GENERIC_PLANS } from './transaction-plans'

/**
 * Statements on the embedded database, spoken in PostgreSQL's wire protocol straight to PGlite.
 *
 * PGlite's own `query` sends Parse, Describe, Bind, Describe, Execute and Sync as six separate calls
 * into WebAssembly, parses and re-plans the SQL text every time and builds its results through
 * several intermediate copies. Here each SQL text is prepared once as a named statement (its
 * parameter types learnt from one Describe) and then runs as a single Bind + Execute + Sync call,
 * whose reply is decoded directly into rows. A prepared statement also lets PostgreSQL keep a
 * generic plan once it costs no more than planning each call (plan_cache_mode auto): planning was
 * most of the engine's time, and this halves CPU per request. Values are serialised and parsed with
 * the PGlite instance's own type maps, so rows and parameters look exactly as they do through
 * PGlite's `query`.
 */

interface Field {
  name: string
  dataTypeID: number
}

interface Prepared {
  name: string
  paramTypes: number[]
  fields: Field[]
}

interface Reply {
  rows: unknown[]
  fields: Field[]
  command?: string
  rowCount?: number
  error?: messages.DatabaseError
  /** Transaction status from ReadyForQuery: I idle, T in a transaction, E in a failed one. */
  status: string
}

export interface WireTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  rollback(): Promise<void>
  readonly closed: boolean
}

/** "cached plan must not change result type" (SQLSTATE 0A000): a prepared SELECT * met an altered table. */
const isStalePlan = (e: messages.DatabaseError | undefined) =>
  e?.code === '0A000' && e.message.startsWith('cached plan must not change result type')
const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'])

export class PgliteWire {
  private readonly out = new MessageWriter()
  private readonly statements = new Map<string, Prepared>()
  private nextName = 0

  /** `maxStatements` bounds the prepared statements kept in the database's memory (least recently used go). */
  constructor(
    private readonly pg: PGlite,
    private readonly maxStatements = 200,
  ) {}

  /** One parameterised statement; the same result shape as PGlite's `query`. */
  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // Declared parameter types and COPY blobs are PGlite features the app does not use: its own path.
    if (options?.paramTypes?.length || options?.blob) return this.pg.query<T>(sql, params, options)
    let prepared = this.statements.get(sql)
    if (prepared) {
      // Most recently used last, so eviction takes the oldest.
      this.statements.delete(sql)
      this.statements.set(sql, prepared)
    } else prepared = await this.prepare(sql, params)
    let reply = await this.execute(prepared, params, options)
    if (isStalePlan(reply.error)) {
      // The table changed under a cached statement: prepare it afresh. Outside a transaction the
      // statement had no effect and is simply sent again; inside one the caller sees the error.
      this.forget(sql)
      if (reply.status === 'I') reply = await this.execute(await this.prepare(sql, params), params, options)
    }
    if (reply.error) throw decorate(reply.error, sql, params, options)
    return toResults<T>(reply)
  }

  /** A script of one or more statements without parameters (simple query protocol). */
  async exec(sql: string): Promise<Array<Results>> {
    const out = this.out.reset()
    out.begin(0x51).cstring(sql).end() // Query
    const replies = await this.call(out.bytes(), null, undefined, true)
    const failed = replies.find((r) => r.error)
    if (failed?.error) throw decorate(failed.error, sql, undefined, undefined)
    return replies.map((r) => toResults(r))
  }

  /** BEGIN … COMMIT around `fn`, ROLLBACK when it throws; the same contract as PGlite's `transaction`. */
  async transaction<T>(fn: (tx: WireTransaction) => Promise<T>): Promise<T> {
    await this.exec(BEGIN_WITH_GENERIC_PLANS)
    let closed = false
    const check = () => {
      if (closed) throw new Error('Transaction is closed')
    }
    const tx: WireTransaction = {
      query: async (sql, params, options) => {
        check()
        return this.query(sql, params, options)
      },
      rollback: async () => {
        check()
        await this.exec('ROLLBACK')
        closed = true
      },
      get closed() {
        return closed
      },
    }
    try {
      const result = await fn(tx)
      if (!closed) {
        closed = true
        const [commit] = await this.exec('COMMIT')
        // COMMIT of a transaction that already failed answers ROLLBACK.
        if (commit?.command === 'ROLLBACK') throw transactionAborted()
      }
      return result
    } catch (e) {
      if (!closed) {
        closed = true
        await this.exec('ROLLBACK')
      }
      throw e
    }
  }

  /** Prepared statements held now (tests check the bound). */
  get preparedCount() {
    return this.statements.size
  }

  private async prepare(sql: string, params: unknown[]): Promise<Prepared> {
    const name = `m${++this.nextName}`
    const out = this.out.reset()
    out.begin(0x50).cstring(name).cstring(sql).int16(0).end() // Parse, parameter types inferred
    out.begin(0x44).byte(0x53).cstring(name).end() // Describe statement
    out.begin(0x53).end() // Sync
    const prepared: Prepared = { name, paramTypes: [], fields: [] }
    const [reply] = await this.call(out.bytes(), prepared, undefined, false)
    if (reply?.error) throw decorate(reply.error, sql, params, undefined)
    this.statements.set(sql, prepared)
    if (this.statements.size > this.maxStatements) {
      const oldest = this.statements.keys().next().value as string
      this.forget(oldest)
    }
    return prepared
  }

  /** Drops a statement from the cache and from the database. */
  private forget(sql: string) {
    const prepared = this.statements.get(sql)
    if (!prepared) return
    this.statements.delete(sql)
    const out = this.out.reset()
    out.begin(0x43).byte(0x53).cstring(prepared.name).end() // Close statement
    out.begin(0x53).end()
    // Closing cannot fail in a way that matters: an unknown name is no error, and in a failed
    // transaction the statement would only linger until it is evicted again.
    void this.call(out.bytes(), null, undefined, false)
  }

  private async execute(prepared: Prepared, params: unknown[], options: QueryOptions | undefined) {
    const out = this.out.reset()
    out.begin(0x42).cstring('').cstring(prepared.name).int16(0).int16(params.length) // Bind, all text
    const serializers = options?.serializers
    for (let i = 0; i < params.length; i++) {
      const value = params[i]
      if (value === null || value === undefined) {
        out.int32(-1)
        continue
      }
      const oid = prepared.paramTypes[i]!
      const serialize = serializers?.[oid] ?? this.pg.serializers[oid]
      out.lengthPrefixed(serialize ? serialize(value) : String(value))
    }
    out.int16(0).end()
    out.begin(0x45).cstring('').int32(0).end() // Execute, all rows
    out.begin(0x53).end() // Sync
    const [reply] = await this.call(out.bytes(), null, { prepared, options }, false)
    return reply!
  }

  /**
   * Sends `message` and decodes everything PostgreSQL answers. `describe` receives the parameter and
   * row descriptions of a Describe; `rows` decodes DataRows against a prepared statement's fields.
   */
  private async call(
    message: Uint8Array,
    describe: Prepared | null,
    rows: { prepared: Prepared; options: QueryOptions | undefined } | undefined,
    simple: boolean,
  ): Promise<Reply[]> {
    const chunks: Buffer[] = []
    // PGlite consumes the message synchronously inside this call, so the writer's buffer is free
    // again as soon as it returns, even with other statements waiting. The callback sees a view of
    // WebAssembly memory that is only valid during the call: copy it.
    await this.pg.execProtocolRawStream(message, {
      syncToFs: false,
      onRawData: (bytes) => chunks.push(Buffer.from(bytes)),
    })
    const data = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)
    return decode(data, this.pg.parsers, describe, rows, simple)
  }
}

function decode(
  data: Buffer,
  defaultParsers: PGlite['parsers'],
  describe: Prepared | null,
  rowsOf: { prepared: Prepared; options: QueryOptions | undefined } | undefined,
  simple: boolean,
): Reply[] {
  const replies: Reply[] = []
  let reply: Reply = { rows: [], fields: rowsOf?.prepared.fields ?? [], status: 'I' }
  let parse: Array<((text: string, oid: number) => unknown) | undefined> = []
  let names: string[] = []
  const arrayMode = rowsOf?.options?.rowMode === 'array'
  const setFields = (fields: Field[]) => {
    reply.fields = fields
    const overrides = rowsOf?.options?.parsers
    parse = fields.map((f) => overrides?.[f.dataTypeID] ?? defaultParsers[f.dataTypeID])
    names = fields.map((f) => f.name)
  }
  if (rowsOf) setFields(rowsOf.prepared.fields)
  let o = 0
  while (o + 5 <= data.length) {
    const code = data[o]!
    const end = o + 1 + data.readInt32BE(o + 1)
    let p = o + 5
    switch (code) {
      case 0x74: {
        // ParameterDescription
        const n = data.readInt16BE(p)
        p += 2
        const types: number[] = []
        for (let i = 0; i < n; i++, p += 4) types.push(data.readUInt32BE(p))
        if (describe) describe.paramTypes = types
        break
      }
      case 0x54: {
        // RowDescription
        const n = data.readInt16BE(p)
        p += 2
        const fields: Field[] = []
        for (let i = 0; i < n; i++) {
          const nul = data.indexOf(0, p)
          const name = data.toString('utf8', p, nul)
          p = nul + 1
          fields.push({ name, dataTypeID: data.readUInt32BE(p + 6) })
          p += 18
        }
        if (describe) describe.fields = fields
        else setFields(fields)
        break
      }
      case 0x44: {
        // DataRow
        const n = data.readInt16BE(p)
        p += 2
        const values: unknown[] = new Array(n)
        for (let i = 0; i < n; i++) {
          const len = data.readInt32BE(p)
          p += 4
          if (len < 0) {
            values[i] = null
            continue
          }
          const text = data.toString('utf8', p, p + len)
          p += len
          const parser = parse[i]
          values[i] = parser ? parser(text, reply.fields[i]!.dataTypeID) : text
        }
        if (arrayMode) reply.rows.push(values)
        else {
          const row: Record<string, unknown> = {}
          for (let i = 0; i < n; i++) row[names[i]!] = values[i]
          reply.rows.push(row)
        }
        break
      }
      case 0x43: {
        // CommandComplete: "SELECT 2", "INSERT 0 5", "CREATE TABLE"
        const tag = data.toString('utf8', p, end - 1)
        const words = tag.split(' ')
        reply.command = words[0]
        const count = Number.parseInt(words[words.length - 1]!, 10)
        if (!Number.isNaN(count)) reply.rowCount = count
        if (simple) {
          replies.push(reply)
          reply = { rows: [], fields: [], status: 'I' }
        }
        break
      }
      case 0x45: // ErrorResponse
        reply.error ??= readError(data, p, end - o)
        break
      case 0x5a: // ReadyForQuery
        reply.status = String.fromCharCode(data[p]!)
        for (const r of replies) r.status = reply.status
        break
      // ParseComplete, BindComplete, CloseComplete, NoData, EmptyQuery, notices and
      // notifications carry nothing a caller needs.
    }
    o = end
  }
  if (!simple || reply.error || replies.length === 0) replies.push(reply)
  return replies
}

function readError(data: Buffer, p: number, length: number): messages.DatabaseError {
  const fields: Record<string, string> = {}
  while (data[p] !== 0 && p < data.length) {
    const key = String.fromCharCode(data[p]!)
    const nul = data.indexOf(0, p + 1)
    fields[key] = data.toString('utf8', p + 1, nul)
    p = nul + 1
  }
  const e = new messages.DatabaseError(fields.M ?? 'database error', length, 'error')
  e.severity = fields.S
  e.code = fields.C
  e.detail = fields.D
  e.hint = fields.H
  e.position = fields.P
  e.internalPosition = fields.p
  e.internalQuery = fields.q
  e.where = fields.W
  e.schema = fields.s
  e.table = fields.t
  e.column = fields.c
  e.dataType = fields.d
  e.constraint = fields.n
  e.file = fields.F
  e.line = fields.L
  e.routine = fields.R
  return e
}

/** PGlite attaches the statement to its errors; so do we. */
function decorate(
  e: messages.DatabaseError,
  query: string,
  params: unknown[] | undefined,
  options?: QueryOptions,
) {
  return Object.assign(e, { query, params, queryOptions: options })
}

function transactionAborted() {
  const e = new messages.DatabaseError('Transaction was rolled back instead of committed', 0, 'error')
  e.severity = 'ERROR'
  e.code = '25P02'
  return e
}

function toResults<T>(reply: Reply): Results<T> {
  const affectedRows = reply.command && COUNTED_COMMANDS.has(reply.command) ? (reply.rowCount ?? 0) : 0
  return {
    rows: reply.rows as T[],
    fields: reply.fields,
    affectedRows,
    ...(reply.command ? { command: reply.command } : {}),
    ...(reply.rowCount !== undefined ? { rowCount: reply.rowCount } : {}),
  } as Results<T>
}
