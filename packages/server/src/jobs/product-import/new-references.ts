import { sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { rowsOf, textArray } from '../sql'
import { refKey } from './refs'
import type { ParsedRow } from './row'
import { own } from './validate'

/** How many new references of a kind the check names (`new_references`); all are counted. */
export const MAX_LISTED_REFERENCES = 100

/** What the import will create besides products and variants, for the check to name before it is confirmed. */
export interface NewReferences {
  collections: { total: number; listed: Array<{ handle: string; title: string }> }
  categories: { total: number; listed: Array<{ handle: string; name: string }> }
  types: { total: number; listed: string[] }
  tags: { total: number; listed: string[] }
}

type RefKind = keyof NewReferences

/**
 * Finds, batch by batch, the collections, categories, types and tags an import will create because no
 * stored one has that name (compared trimmed and case-insensitively), for its check to name them.
 */
export class NewReferenceFinder {
  /** What the import creates, counted, the first of each kind named. */
  readonly found: NewReferences = {
    collections: { total: 0, listed: [] },
    categories: { total: 0, listed: [] },
    types: { total: 0, listed: [] },
    tags: { total: 0, listed: [] },
  }
  /** Names (by `refKey`) already classified: stored, or new and counted. */
  private seenRefs: Record<RefKind, Set<string>> = {
    collections: new Set(),
    categories: new Set(),
    types: new Set(),
    tags: new Set(),
  }

  /** Counts (and names the first of) the collections, categories, types and tags no stored one matches. */
  async find(tx: Tx, rows: ParsedRow[]) {
    const wanted: Record<
      RefKind,
      Map<string, { handle: string; title: string } | { handle: string; name: string } | string>
    > = {
      collections: new Map(),
      categories: new Map(),
      types: new Map(),
      tags: new Map(),
    }
    const want = (
      kind: RefKind,
      name: string,
      value: (typeof wanted)[RefKind] extends Map<string, infer V> ? V : never,
    ) => {
      const key = refKey(name)
      if (!this.seenRefs[kind].has(key) && !wanted[kind].has(key)) wanted[kind].set(key, value)
    }
    for (const r of rows) {
      if (r.collection)
        want('collections', r.collection.handle, { handle: r.collection.handle, title: r.collection.title })
      for (const c of r.categories ?? [])
        want('categories', c.handle, { handle: c.handle, name: c.name || c.handle })
      if (r.type) want('types', r.type, r.type)
      for (const t of r.tags ?? []) want('tags', t, t)
    }
    const stored = async (table: string, column: string, keys: Map<string, unknown>) =>
      keys.size === 0
        ? new Set<string>()
        : new Set(
            (
              await rowsOf<{ key: string }>(
                tx,
                sql`SELECT DISTINCT lower(btrim(${sql.raw(column)})) AS key FROM ${sql.raw(table)}
                     WHERE lower(btrim(${sql.raw(column)})) = ANY(${textArray([...keys.keys()])})
                     ${sql.raw(table === 'product_category' ? '' : 'AND deleted_at IS NULL')}`,
              )
            ).map((x) => x.key),
          )
    const [collections, categories, types, tags] = await Promise.all([
      stored('product_collection', 'handle', wanted.collections),
      stored('product_category', 'handle', wanted.categories),
      stored('product_type', 'value', wanted.types),
      stored('product_tag', 'value', wanted.tags),
    ])
    const found: Record<RefKind, Set<string>> = { collections, categories, types, tags }
    for (const kind of Object.keys(wanted) as RefKind[])
      for (const [key, value] of wanted[kind]) {
        this.seenRefs[kind].add(key)
        if (found[kind].has(key)) continue
        const list = this.found[kind]
        list.total++
        if (list.listed.length < MAX_LISTED_REFERENCES)
          (list.listed as unknown[]).push(
            typeof value === 'string' ? own(value) : JSON.parse(JSON.stringify(value)),
          )
      }
  }
}
