// Query keys shaped like medusa-react's ([domain, 'list', {query}] / [domain, 'detail', id]) so the
// layer can later be swapped for @mercato/react without touching invalidation rules.
export const queryKeys = (domain: string) => ({
  all: [domain] as const,
  lists: () => [domain, 'list'] as const,
  list: (query?: object) => [domain, 'list', { query }] as const,
  details: () => [domain, 'detail'] as const,
  detail: (id: string) => [domain, 'detail', id] as const,
})

export const authKeys = queryKeys('admin_auth')
export const storeKeys = queryKeys('admin_store')
export const batchJobKeys = queryKeys('admin_batches')
export const analyticsKeys = queryKeys('admin_analytics_config')
export const userKeys = queryKeys('admin_users')
export const productKeys = queryKeys('admin_products')
