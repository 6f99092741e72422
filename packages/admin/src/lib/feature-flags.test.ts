import { describe, expect, it } from 'vitest'
import { computeFeatureFlags, type Store } from './feature-flags'

const store: Store = {
  feature_flags: [
    { key: 'analytics', value: true },
    { key: 'product_categories', value: true },
    { key: 'order_editing', value: false },
  ],
  modules: [
    { module: 'inventoryService', resolution: '@medusajs/inventory' },
    { module: 'stockLocationService' },
  ],
}

describe('feature flags', () => {
  it('are the flags set to true plus every store module', () => {
    const flags = computeFeatureFlags({ store, storeFetching: false, hasUser: true, sessionLoading: false })
    expect(flags).toEqual(['analytics', 'product_categories', 'inventoryService', 'stockLocationService'])
    expect(flags).not.toContain('order_editing')
  })

  it('load once the store is fetched and a user (or a loading session) exists', () => {
    expect(
      computeFeatureFlags({ store: undefined, storeFetching: false, hasUser: true, sessionLoading: false }),
    ).toBeNull()
    expect(
      computeFeatureFlags({ store, storeFetching: true, hasUser: true, sessionLoading: false }),
    ).toBeNull()
    expect(
      computeFeatureFlags({ store, storeFetching: false, hasUser: false, sessionLoading: false }),
    ).toBeNull()
    expect(
      computeFeatureFlags({ store, storeFetching: false, hasUser: false, sessionLoading: true }),
    ).toContain('analytics')
  })
})
