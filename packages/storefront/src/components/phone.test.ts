import { describe, expect, it } from 'vitest'
import { isolatedPhone } from './phone'

describe('isolatedPhone', () => {
  it('wraps the number in a left-to-right isolate', () => {
    expect(isolatedPhone('+49 30 1234567')).toBe('\u2066+49 30 1234567\u2069')
    expect([...isolatedPhone('+1 555 0100')].at(0)).toBe('\u2066')
    expect([...isolatedPhone('+1 555 0100')].at(-1)).toBe('\u2069')
  })
})
