import type { FilterStore } from './fixtures'

// The shape of the filter table: for each list route the app registers, one case per filter its
// query schema declares, with the fixture value that filter is sent with.

// biome-ignore lint/suspicious/noExplicitAny: JSON rows
export type Row = any

/** A filter that narrows: it returns a non-empty strict subset of the list, every row matching. */
export interface NarrowCase {
  query: string
  matches: (row: Row) => boolean
  /** The fixtures have no row the filter can find (it must then return nothing); say why in a comment. */
  none?: true
  /**
   * A known defect, named for the lead: the filter is still accepted and ignored (the list comes back
   * whole). The case fails as soon as the filter works, so the note is removed with the fix.
   */
  ignoredToday?: string
}

/**
 * A parameter that does not select rows but changes them (a pricing context, a deeper tree, resends):
 * `effect` compares the rows answered with `query` to those answered with `baseline` (default: none).
 */
export interface EffectCase {
  query: string
  baseline?: string
  effect: (rows: Row[], baseline: Row[]) => boolean
}

export type FilterCase = NarrowCase | EffectCase

export interface ListEntry {
  /** The concrete URL of a route with parameters. */
  url?: (f: FilterStore) => string
  /** Who asks: admin routes as the admin, store routes without a publishable key unless `member`. */
  as?: 'member'
  cases: (f: FilterStore) => Record<string, FilterCase>
}

export type ListTable = Record<string, ListEntry>

/** Whether `rows` holds a row with this id. */
export const hasId = (rows: Row[] | undefined, id: string) => (rows ?? []).some((r) => r.id === id)
