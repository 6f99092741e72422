import { productKeys, storeAuthKeys } from '@mercato/react'
import { describe, expect, it } from 'vitest'
import { GUEST_PRICING, catalogueKey, pricingContextOf, sessionKey } from './pricing'

describe('pricing keys', () => {
  it('reads the session under the key the sign-in and account hooks write it to', () => {
    expect(sessionKey()).toEqual(storeAuthKeys.details())
  })

  it('keeps one catalogue entry per shopper', () => {
    expect(pricingContextOf(null)).toBe(GUEST_PRICING)
    expect(catalogueKey({ limit: 4 }, 'cus_1')).toEqual([
      ...productKeys.list({ limit: 4 }),
      { pricedFor: 'cus_1' },
    ])
    expect(catalogueKey({ limit: 4 }, 'cus_1')).not.toEqual(catalogueKey({ limit: 4 }, GUEST_PRICING))
  })
})
