import { describe, expect, it } from 'vitest'
import { ULID_PATTERN, generateId, ulid } from './ids'

describe('ids', () => {
  it('a ULID is 26 Crockford characters whose first ten encode the time', () => {
    const id = ulid(Date.UTC(2024, 0, 1))
    expect(id).toMatch(ULID_PATTERN)
    expect(id.slice(0, 10)).toBe('01HK153X00')
  })

  it('ids sort by creation time and do not repeat', () => {
    const earlier = ulid(1_000)
    const later = ulid(2_000)
    expect(earlier < later).toBe(true)
    const many = new Set(Array.from({ length: 1000 }, () => ulid(5_000)))
    expect(many.size).toBe(1000)
  })

  it('generateId prefixes a ULID', () => {
    const id = generateId('prod')
    expect(id).toMatch(/^prod_[0-9A-HJKMNP-TV-Z]{26}$/)
  })
})
