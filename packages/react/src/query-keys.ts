import type { QueryKey } from '@tanstack/react-query'

/**
 * Keys per domain: `[domain]` ⊃ `[domain, 'list']` ⊃ `[domain, 'list', { query }]`, and
 * `[domain, 'detail']` ⊃ `[domain, 'detail', id]`, so invalidating a prefix refreshes everything under it.
 */
export function queryKeysFactory<TDomain extends string>(domain: TDomain) {
  return {
    all: [domain] as const,
    lists: () => [domain, 'list'] as const,
    list: (query?: unknown) => [domain, 'list', { query }] as const,
    details: () => [domain, 'detail'] as const,
    // Reads of one item with different expand/fields get their own entry under the same id prefix.
    detail: (id: string, query?: unknown): QueryKey =>
      query === undefined ? [domain, 'detail', id] : [domain, 'detail', id, { query }],
  }
}

export type QueryKeys = ReturnType<typeof queryKeysFactory>
