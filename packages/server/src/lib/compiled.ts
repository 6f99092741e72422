import { type SQL, sql } from 'drizzle-orm'
import type { Tx } from '../context'

// Drizzle builds a statement's SQL text from its query builder on every call; on the cart paths that
// was about a sixth of the server's CPU per request. A hot select is built once here, with
// `sql.placeholder`s for what varies, and each call only binds values to the text it already has.

interface PreparedShape {
  queryString: string
  params: unknown[]
  fields?: unknown
  joinsNotNullableMap?: Record<string, boolean>
  execute(values?: Record<string, unknown>): Promise<unknown>
}

interface SessionLike {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: string | undefined,
    arrayMode: boolean,
  ): PreparedShape
}

interface Buildable<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> }
}

/**
 * A select whose text is built once, by `build` with placeholders, and then run with `values` on
 * whichever database or transaction is passed. Rows are mapped as the builder maps them (nested
 * selections, nullable joins); statement loggers and counters see every call.
 */
export function compiledSelect<R, V extends Record<string, unknown>>(
  build: (db: Tx) => Buildable<R>,
): (db: Tx, values: V) => Promise<R> {
  let shape: Pick<PreparedShape, 'queryString' | 'params' | 'fields' | 'joinsNotNullableMap'> | undefined
  return (db, values) => {
    const session = (db as unknown as { session: SessionLike }).session
    if (!shape) {
      const p = build(db).prepare('compiled') as unknown as PreparedShape
      shape = {
        queryString: p.queryString,
        params: p.params,
        fields: p.fields,
        joinsNotNullableMap: p.joinsNotNullableMap,
      }
    }
    const query = session.prepareQuery(
      { sql: shape.queryString, params: shape.params },
      shape.fields,
      undefined,
      true,
    )
    query.joinsNotNullableMap = shape.joinsNotNullableMap
    return query.execute(values) as Promise<R>
  }
}

interface DialectLike {
  sqlToQuery(statement: SQL): { sql: string; params: unknown[] }
}

/**
 * A raw statement (`sql` template) whose text is built once, by `build` with placeholders, and then
 * run with `values`; answers its rows as objects, as `rowsOf` does.
 */
export function compiledRows<R, V extends Record<string, unknown>>(
  build: (db: Tx) => SQL,
): (db: Tx, values: V) => Promise<R[]> {
  let query: { sql: string; params: unknown[] } | undefined
  return async (db, values) => {
    const handle = db as unknown as { dialect: DialectLike; session: SessionLike }
    query ??= handle.dialect.sqlToQuery(build(db))
    const result = (await handle.session
      .prepareQuery(query, undefined, undefined, false)
      .execute(values)) as {
      rows: R[]
    }
    return result.rows
  }
}

/**
 * A fixed piece of SQL without parameters, rendered to text once and then reused as raw text, so a
 * statement that embeds it (beside parts that vary) does not walk it again on every call.
 */
export function constantSql(build: () => SQL): (db: Tx) => SQL {
  let text: SQL | undefined
  return (db) => {
    if (!text) {
      const query = (db as unknown as { dialect: DialectLike }).dialect.sqlToQuery(build())
      if (query.params.length) throw new Error('constantSql: the SQL has parameters')
      text = sql.raw(query.sql)
    }
    return text
  }
}
