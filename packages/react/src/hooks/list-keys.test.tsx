import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { MercatoProvider, createQueryClient } from '../provider'
import type { QueryKeys } from '../query-keys'
import { fakeFetch } from '../testing/fake-fetch'
import { adminAppKeys, useAdminApps } from './admin/apps'
import { adminInviteKeys, useAdminInvites } from './admin/invites'
import { adminReturnReasonKeys, useAdminReturnReasons } from './admin/return-reasons'
import { adminShippingProfileKeys, useAdminShippingProfiles } from './admin/shipping-profiles'
import { regionKeys, useRegions } from './store/regions'
import { returnReasonKeys, useReturnReasons } from './store/return-reasons'

// List hooks without query parameters read `[domain, 'list', { query }]` like every other list, so a
// server that prefetches `keys.list()` and dehydrates hands the hook its data without a request.

const CASES: Array<[string, QueryKeys, () => Record<string, unknown>, string]> = [
  ['useRegions', regionKeys, () => useRegions(), 'regions'],
  ['useReturnReasons', returnReasonKeys, () => useReturnReasons(), 'return_reasons'],
  ['useAdminReturnReasons', adminReturnReasonKeys, () => useAdminReturnReasons(), 'return_reasons'],
  ['useAdminInvites', adminInviteKeys, () => useAdminInvites(), 'invites'],
  ['useAdminApps', adminAppKeys, () => useAdminApps(), 'apps'],
  [
    'useAdminShippingProfiles',
    adminShippingProfileKeys,
    () => useAdminShippingProfiles(),
    'shipping_profiles',
  ],
]

describe('list hooks without parameters use the documented list key', () => {
  for (const [name, keys, hook, envelope] of CASES) {
    it(`${name} reads what was prefetched under keys.list() and dehydrated`, async () => {
      const server = new QueryClient()
      const rows = [{ id: `${envelope}_1` }]
      await server.prefetchQuery({ queryKey: keys.list(), queryFn: () => ({ [envelope]: rows }) })

      const browser = createQueryClient()
      hydrate(browser, JSON.parse(JSON.stringify(dehydrate(server))))
      const fake = fakeFetch({})
      const wrapper = ({ children }: { children: ReactNode }) => (
        <MercatoProvider
          baseUrl="http://api.test"
          fetch={fake.fetch}
          queryClientProviderProps={{ client: browser }}
        >
          {children}
        </MercatoProvider>
      )
      const { result } = renderHook(hook, { wrapper })
      expect(result.current[envelope]).toEqual(rows)
      expect(fake.calls).toEqual([])
    })
  }
})
