import { useMemo } from 'react'
import { type UrlValue, useUrlState } from '../../lib/url-state'

export const PAGE_SIZES = [20, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 20

/** The query-string keys a data table owns; filters use their own names (e.g. `status`). */
export const TABLE_KEYS = { page: 'page', pageSize: 'limit', search: 'q', order: 'order' } as const

export interface TableState {
  /** 1-based page number. */
  page: number
  pageSize: number
  /** Search text ('' when none). */
  q: string
  /** Sort as the API takes it: `title` ascending, `-title` descending; '' = the API's default. */
  order: string
  /** Values of each filter key, read from the URL (repeated keys are lists). */
  filters: Record<string, string[]>
  /** The API's `limit` and `offset` for the current page. */
  limit: number
  offset: number
  setPage: (page: number) => void
  setPageSize: (size: number) => void
  /** `replace` swaps the current history entry (search as you type) instead of adding one. */
  setSearch: (q: string, options?: { replace?: boolean }) => void
  setOrder: (order: string) => void
  /** Replaces one filter's values and returns to page 1. */
  setFilter: (key: string, values: string[]) => void
  clearFilters: () => void
}

const toInt = (value: string | null, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

/**
 * The state of a data table, kept in the URL: page, page size, search, sort and the given filter
 * keys. Changing search, sort, size or a filter goes back to page 1.
 */
export function useTableState(filterKeys: readonly string[] = []): TableState {
  const url = useUrlState()
  const { params, set } = url
  const page = toInt(params.get(TABLE_KEYS.page), 1)
  const rawSize = toInt(params.get(TABLE_KEYS.pageSize), DEFAULT_PAGE_SIZE)
  const pageSize = (PAGE_SIZES as readonly number[]).includes(rawSize) ? rawSize : DEFAULT_PAGE_SIZE
  const q = params.get(TABLE_KEYS.search) ?? ''
  const order = params.get(TABLE_KEYS.order) ?? ''
  const filterSignature = filterKeys.map((key) => `${key}=${params.getAll(key).join(',')}`).join('&')

  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the filter values
  const filters = useMemo(
    () => Object.fromEntries(filterKeys.map((key) => [key, params.getAll(key)])),
    [filterSignature],
  )

  const change = (changes: Record<string, UrlValue>, options?: { replace?: boolean }) =>
    set({ [TABLE_KEYS.page]: null, ...changes }, options)
  return {
    page,
    pageSize,
    q,
    order,
    filters,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    setPage: (next) => set({ [TABLE_KEYS.page]: next > 1 ? next : null }),
    setPageSize: (size) => change({ [TABLE_KEYS.pageSize]: size === DEFAULT_PAGE_SIZE ? null : size }),
    setSearch: (text, options) => change({ [TABLE_KEYS.search]: text.trim() }, options),
    setOrder: (next) => change({ [TABLE_KEYS.order]: next }),
    setFilter: (key, values) => change({ [key]: values }),
    clearFilters: () =>
      change(Object.fromEntries([...filterKeys, TABLE_KEYS.search].map((key) => [key, null]))),
  }
}

/** Whether a search or any filter narrows the list (the empty state then offers to clear them). */
export const isFiltered = (state: Pick<TableState, 'q' | 'filters'>) =>
  !!state.q || Object.values(state.filters).some((values) => values.length > 0)
