import { generateId } from '@mercato/domain'
import { sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { insertRows, rowsOf, textArray } from '../sql'
import type { HeaderRefs } from './columns'

export interface StaticRefs extends HeaderRefs {
  profilesByName: Map<string, string>
  profilesByType: Map<string, string>
  defaultChannelId: string | null
}

/** Small reference tables read once per run: currencies, regions, shipping profiles, the default channel. */
export async function loadStaticRefs(db: Tx): Promise<StaticRefs> {
  const [currencies, regions, profiles, stores] = await Promise.all([
    rowsOf<{ code: string }>(db, sql`SELECT code FROM currency`),
    rowsOf<{ id: string; name: string; currency_code: string }>(
      db,
      sql`SELECT id, name, currency_code FROM region WHERE deleted_at IS NULL ORDER BY created_at, id`,
    ),
    rowsOf<{ id: string; name: string; type: string }>(
      db,
      sql`SELECT id, name, type FROM shipping_profile WHERE deleted_at IS NULL ORDER BY created_at, id`,
    ),
    rowsOf<{ default_sales_channel_id: string | null }>(
      db,
      sql`SELECT default_sales_channel_id FROM store LIMIT 1`,
    ),
  ])
  const profilesByName = new Map<string, string>()
  const profilesByType = new Map<string, string>()
  for (const p of profiles) {
    if (!profilesByName.has(p.name)) profilesByName.set(p.name, p.id)
    if (!profilesByType.has(p.type)) profilesByType.set(p.type, p.id)
  }
  return {
    currencies: new Set(currencies.map((c) => c.code)),
    regions,
    profilesByName,
    profilesByType,
    defaultChannelId: stores[0]?.default_sales_channel_id ?? null,
  }
}

/**
 * Finds or creates the collections, types, tags, categories and sales channels rows refer to.
 * Lookups are cached across batches, but only once their transaction committed (`commit()`),
 * so a rolled-back batch never leaves an id in the cache that does not exist.
 */
export class RefResolver {
  private cache = {
    collection: new Map<string, string>(),
    type: new Map<string, string>(),
    tag: new Map<string, string>(),
    category: new Map<string, string>(),
    channelId: new Map<string, string>(),
    channelName: new Map<string, string>(),
  }
  private pending: Array<() => void> = []

  commit() {
    for (const p of this.pending) p()
    this.pending = []
  }

  rollback() {
    this.pending = []
  }

  private remember(map: Map<string, string>, found: Map<string, string>) {
    this.pending.push(() => {
      for (const [k, v] of found) map.set(k, v)
    })
  }

  /** Generic find-or-create on a unique text column. */
  private async ensure(
    tx: Tx,
    kind: 'collection' | 'type' | 'tag' | 'category',
    wanted: Map<string, Record<string, unknown>>,
  ): Promise<Map<string, string>> {
    const cache = this.cache[kind]
    const out = new Map<string, string>()
    const missing: string[] = []
    for (const key of wanted.keys()) {
      const id = cache.get(key)
      if (id) out.set(key, id)
      else missing.push(key)
    }
    if (missing.length === 0) return out
    const spec = TABLES[kind]
    const rows = missing.map((key) => {
      const id = generateId(spec.prefix)
      return { id, ...spec.row(key, wanted.get(key)!, id) }
    })
    await insertRows(tx, spec.table, spec.columns, rows, sql.raw(`ON CONFLICT ${spec.conflict} DO NOTHING`))
    const found = await rowsOf<{ id: string; key: string }>(
      tx,
      sql`SELECT id, ${sql.raw(spec.key)} AS key FROM ${sql.raw(spec.table)}
          WHERE ${sql.raw(spec.key)} = ANY(${textArray(missing)}) ${sql.raw(spec.live)}`,
    )
    const fresh = new Map(found.map((r) => [r.key, r.id]))
    for (const [k, v] of fresh) out.set(k, v)
    this.remember(cache, fresh)
    return out
  }

  collections(tx: Tx, wanted: Map<string, { title: string }>) {
    return this.ensure(tx, 'collection', wanted)
  }
  types(tx: Tx, values: Iterable<string>) {
    return this.ensure(tx, 'type', new Map([...values].map((v) => [v, {}])))
  }
  tags(tx: Tx, values: Iterable<string>) {
    return this.ensure(tx, 'tag', new Map([...values].map((v) => [v, {}])))
  }
  categories(tx: Tx, wanted: Map<string, { name: string | null; description: string | null }>) {
    return this.ensure(tx, 'category', wanted)
  }

  /** A channel is the one with the given id, else the one with the given name, else a new one by that name. */
  async channels(
    tx: Tx,
    wanted: Array<{ id: string | null; name: string | null; description: string | null }>,
  ): Promise<(c: { id: string | null; name: string | null }) => string | undefined> {
    const { channelId, channelName } = this.cache
    const ids = [...new Set(wanted.map((c) => c.id).filter((x): x is string => !!x && !channelId.has(x)))]
    const foundIds = new Map<string, string>()
    if (ids.length > 0) {
      const rows = await rowsOf<{ id: string }>(
        tx,
        sql`SELECT id FROM sales_channel WHERE id = ANY(${textArray(ids)}) AND deleted_at IS NULL`,
      )
      for (const r of rows) foundIds.set(r.id, r.id)
    }
    const byId = (id: string | null) => (id ? (channelId.get(id) ?? foundIds.get(id)) : undefined)
    const names = new Map<string, string | null>()
    for (const c of wanted)
      if (!byId(c.id) && c.name && !channelName.has(c.name)) names.set(c.name, c.description)
    const foundNames = new Map<string, string>()
    if (names.size > 0) {
      const rows = await rowsOf<{ id: string; name: string }>(
        tx,
        sql`SELECT DISTINCT ON (name) id, name FROM sales_channel
            WHERE name = ANY(${textArray([...names.keys()])}) AND deleted_at IS NULL ORDER BY name, created_at, id`,
      )
      for (const r of rows) foundNames.set(r.name, r.id)
      const create = [...names].filter(([n]) => !foundNames.has(n))
      const rowsToInsert = create.map(([name, description]) => ({ id: generateId('sc'), name, description }))
      await insertRows(tx, 'sales_channel', { id: 'text', name: 'text', description: 'text' }, rowsToInsert)
      for (const r of rowsToInsert) foundNames.set(r.name, r.id)
    }
    this.remember(channelId, foundIds)
    this.remember(channelName, foundNames)
    return (c) => byId(c.id) ?? (c.name ? (channelName.get(c.name) ?? foundNames.get(c.name)) : undefined)
  }
}

interface TableSpec {
  table: string
  prefix: string
  key: string
  live: string
  conflict: string
  columns: Record<string, string>
  row: (key: string, extra: Record<string, unknown>, id: string) => Record<string, unknown>
}

const TABLES: Record<'collection' | 'type' | 'tag' | 'category', TableSpec> = {
  collection: {
    table: 'product_collection',
    prefix: 'pcol',
    key: 'handle',
    live: 'AND deleted_at IS NULL',
    conflict: '(handle) WHERE deleted_at IS NULL',
    columns: { id: 'text', handle: 'text', title: 'text' },
    row: (handle, extra) => ({ handle, title: (extra.title as string) || handle }),
  },
  type: {
    table: 'product_type',
    prefix: 'ptyp',
    key: 'value',
    live: 'AND deleted_at IS NULL',
    conflict: '(value) WHERE deleted_at IS NULL',
    columns: { id: 'text', value: 'text' },
    row: (value) => ({ value }),
  },
  tag: {
    table: 'product_tag',
    prefix: 'ptag',
    key: 'value',
    live: 'AND deleted_at IS NULL',
    conflict: '(value) WHERE deleted_at IS NULL',
    columns: { id: 'text', value: 'text' },
    row: (value) => ({ value }),
  },
  // New categories are top-level (the CSV carries no parent); mpath lists the ids down to the category itself.
  category: {
    table: 'product_category',
    prefix: 'pcat',
    key: 'handle',
    live: '',
    conflict: '(handle)',
    columns: { id: 'text', handle: 'text', name: 'text', description: 'text', mpath: 'text' },
    row: (handle, extra, id) => ({
      handle,
      name: (extra.name as string | null) || handle,
      description: (extra.description as string | null) ?? '',
      mpath: `${id}.`,
    }),
  },
}
