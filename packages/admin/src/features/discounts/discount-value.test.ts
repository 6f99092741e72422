import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { discountUsageText } from './discount-value'

const t = ((key: string) => (key === 'unlimited' ? 'unlimited' : key)) as unknown as TFunction

describe('discountUsageText', () => {
  it('says the limit, or that there is none, the same way in the list, the page and the codes', () => {
    expect(discountUsageText({ usage_count: 0, usage_limit: null }, t, 'en')).toBe('0 / unlimited')
    expect(discountUsageText({ usage_count: 1234, usage_limit: 5000 }, t, 'en')).toBe('1,234 / 5,000')
    expect(discountUsageText({ usage_count: 3, usage_limit: 10 }, t, 'de')).toBe('3 / 10')
  })
})
