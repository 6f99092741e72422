import { invalidData } from '@mercato/domain'
import { z } from 'zod'
import { type ContractEntity, isContractRelation } from '../../http/contract-relations'
import { csvList } from '../../http/list-query'

/**
 * `expand` and `fields` (contract §1.8): `expand` replaces the default relation set; `fields` chooses
 * columns (plain names replace the defaults, `+x`/`-x` add or remove, `*rel` adds a relation).
 * `id` is always kept, and `created_at` on lists.
 */
export interface Selection {
  relations: Set<string>
  /** Columns to keep on the top-level entity; null = all. */
  columns: Set<string> | null
  removed: Set<string>
}

export interface SelectionSpec {
  defaults: readonly string[]
  /** Relations a caller may name (nested ones with dots, e.g. `variants.prices`). */
  expandable: readonly string[]
  /**
   * The contract entity: any relation path it has may be named too (as in Medusa); the ones the loader
   * does not serve are accepted and left out of the answer.
   */
  entity?: ContractEntity
}

export const retrieveQueryShape = { expand: csvList.optional(), fields: csvList.optional() }

/** Adds the parents of nested relations: `variants.prices` implies `variants`. */
export function withParents(relations: Iterable<string>): Set<string> {
  const out = new Set<string>()
  for (const r of relations) {
    const parts = r.split('.')
    for (let i = 1; i <= parts.length; i++) out.add(parts.slice(0, i).join('.'))
  }
  return out
}

export function parseSelection(
  query: { expand?: string[] | undefined; fields?: string[] | undefined },
  spec: SelectionSpec,
  options: { list?: boolean } = {},
): Selection {
  const listed = new Set(spec.expandable)
  const allowed = {
    has: (path: string) => listed.has(path) || (!!spec.entity && isContractRelation(spec.entity, path)),
  }
  const requested = query.expand ?? spec.defaults
  if (query.expand) {
    const bad = query.expand.filter((e) => !allowed.has(e))
    if (bad.length > 0) throw invalidData(`Requested fields [${bad.join(', ')}] are not valid`)
  }
  const relations = new Set(requested)
  let columns: Set<string> | null = null
  const removed = new Set<string>()
  if (query.fields && query.fields.length > 0) {
    const plain: string[] = []
    for (const f of query.fields) {
      if (f.startsWith('*')) relations.add(f.slice(1))
      else if (f.startsWith('-')) removed.add(f.slice(1))
      else if (f.startsWith('+')) {
        if (allowed.has(f.slice(1))) relations.add(f.slice(1))
      } else if (allowed.has(f)) relations.add(f)
      else plain.push(f)
    }
    if (plain.length > 0) columns = new Set(['id', ...(options.list ? ['created_at'] : []), ...plain])
    const bad = [...relations].filter((r) => !allowed.has(r))
    if (bad.length > 0) throw invalidData(`Requested fields [${bad.join(', ')}] are not valid`)
  }
  return { relations: withParents(relations), columns, removed }
}

/** Keeps the selected columns of an entity; relation keys (already chosen by `expand`) stay. */
export function project<T extends Record<string, unknown>>(
  row: T,
  selection: Selection,
  relationKeys: readonly string[],
): T {
  if (!selection.columns && selection.removed.size === 0) return row
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(row)) {
    if (relationKeys.includes(k)) out[k] = v
    else if (k === 'id') out[k] = v
    else if (selection.removed.has(k)) continue
    else if (!selection.columns || selection.columns.has(k)) out[k] = v
  }
  return out as T
}

export const retrieveQuery = z.strictObject(retrieveQueryShape)

/**
 * `expand`/`fields` checked against `spec` while the request is validated, so a route refuses a bad
 * selection before its handler writes anything.
 */
export function selectionQuery<Extra extends z.ZodRawShape>(spec: SelectionSpec, extra?: Extra) {
  return z.strictObject({ ...retrieveQueryShape, ...(extra as Extra) }).superRefine((query, issues) => {
    try {
      parseSelection(query as { expand?: string[]; fields?: string[] }, spec)
    } catch (e) {
      issues.addIssue({ code: 'custom', path: ['expand'], message: (e as Error).message })
    }
  })
}
