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
 * How names and handles of what rows refer to are compared: trimmed and case-insensitive, so
 * `web store` finds `Web Store` and `cozy-home` finds `Cozy-Home`.
 */
export const refKey = (s: string) => s.trim().toLowerCase()

/** Of stored rows that match a wanted key case-insensitively: the one spelt exactly so, else the oldest. */
export function pickRef<T extends { key: string }>(wanted: string, rows: readonly T[]): T | undefined {
  const k = refKey(wanted)
  let found: T | undefined
  for (const r of rows) {
    if (r.key === wanted) return r
    if (!found && refKey(r.key) === k) found = r
  }
  return found
}

/** The next rank among the top-level categories (new categories go last, after the existing ones). */
export async function nextTopCategoryRank(tx: Tx): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`SELECT coalesce(max(rank) + 1, 0)::int AS n FROM product_category WHERE parent_category_id IS NULL`,
  )
  return Number(row?.n ?? 0)
}

/**
 * Finds or creates the collections, types, tags and categories rows refer to (names compared
 * case-insensitively, see `refKey`), and finds the sales channels, which an import never creates.
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

  /** Generic find-or-create on a text column, matched case-insensitively; answers ids by the file's spelling. */
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
    const lookup = () =>
      rowsOf<{ id: string; key: string }>(
        tx,
        sql`SELECT id, ${sql.raw(spec.key)} AS key FROM ${sql.raw(spec.table)}
            WHERE lower(btrim(${sql.raw(spec.key)})) = ANY(${textArray([...new Set(missing.map(refKey))])}) ${sql.raw(spec.live)}
            ORDER BY created_at, id`,
      )
    let found = await lookup()
    // One new row per name, whatever spellings of it the file uses: the first spelling names it.
    const create = new Map<string, string>()
    for (const key of missing)
      if (!pickRef(key, found) && !create.has(refKey(key))) create.set(refKey(key), key)
    if (create.size > 0) {
      let rank = kind === 'category' ? await nextTopCategoryRank(tx) : 0
      const rows = [...create.values()].map((key) => {
        const id = generateId(spec.prefix)
        return { id, ...spec.row(key, wanted.get(key)!, id, rank++) }
      })
      await insertRows(tx, spec.table, spec.columns, rows, sql.raw(`ON CONFLICT ${spec.conflict} DO NOTHING`))
      found = await lookup()
    }
    const fresh = new Map<string, string>()
    for (const key of missing) {
      const hit = pickRef(key, found)
      if (hit) fresh.set(key, hit.id)
    }
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

  /**
   * A channel is the one with the given id, else the one with the given name (case-insensitive, the
   * oldest of equal names). None is created: the validator refused rows naming a channel that does not
   * exist, so a typo never moves a product out of the shop's channel.
   */
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
    const names = new Set<string>()
    for (const c of wanted)
      if (!byId(c.id) && c.name && !channelName.has(refKey(c.name))) names.add(refKey(c.name))
    const foundNames = new Map<string, string>()
    if (names.size > 0) {
      const rows = await rowsOf<{ id: string; key: string }>(
        tx,
        sql`SELECT DISTINCT ON (lower(btrim(name))) id, lower(btrim(name)) AS key FROM sales_channel
            WHERE lower(btrim(name)) = ANY(${textArray([...names])}) AND deleted_at IS NULL
            ORDER BY lower(btrim(name)), created_at, id`,
      )
      for (const r of rows) foundNames.set(r.key, r.id)
    }
    this.remember(channelId, foundIds)
    this.remember(channelName, foundNames)
    return (c) => {
      const id = byId(c.id)
      if (id || !c.name) return id
      const key = refKey(c.name)
      return channelName.get(key) ?? foundNames.get(key)
    }
  }
}

interface TableSpec {
  table: string
  prefix: string
  key: string
  live: string
  conflict: string
  columns: Record<string, string>
  row: (key: string, extra: Record<string, unknown>, id: string, rank: number) => Record<string, unknown>
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
  // New categories are top-level (the CSV carries no parent), ranked after the existing top-level ones,
  // and inactive until the owner places and activates them (docs/decisions.md); mpath lists the ids
  // down to the category itself.
  category: {
    table: 'product_category',
    prefix: 'pcat',
    key: 'handle',
    live: '',
    conflict: '(handle)',
    columns: {
      id: 'text',
      handle: 'text',
      name: 'text',
      description: 'text',
      mpath: 'text',
      rank: 'int',
      is_active: 'boolean',
      is_internal: 'boolean',
    },
    row: (handle, extra, id, rank) => ({
      handle,
      name: (extra.name as string | null) || handle,
      description: (extra.description as string | null) ?? '',
      mpath: `${id}.`,
      rank,
      is_active: false,
      is_internal: false,
    }),
  },
}
