/** The store fields that carry feature flags and modules (GET /admin/store). */
export interface Store {
  feature_flags?: { key: string; value: boolean }[]
  modules?: { module: string; resolution?: string | false }[]
}

export interface FlagInputs {
  store: Store | undefined
  storeFetching: boolean
  hasUser: boolean
  sessionLoading: boolean
}

/**
 * Enabled features: the store's feature flags whose value is true plus every loaded module.
 * Null while not loaded: the store must be fetched and a user (or a session still loading) must exist.
 */
export function computeFeatureFlags({
  store,
  storeFetching,
  hasUser,
  sessionLoading,
}: FlagInputs): string[] | null {
  if (storeFetching || !store || (!hasUser && !sessionLoading)) return null
  const flags = (store.feature_flags ?? []).filter((f) => f.value === true).map((f) => f.key)
  const modules = (store.modules ?? []).map((m) => m.module)
  return [...new Set([...flags, ...modules])]
}
