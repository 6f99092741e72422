import { describe, expect, it } from 'vitest'
import { formatRate } from './rate'

describe('formatRate', () => {
  it('writes the percentage with its fraction and no float noise', () => {
    expect(formatRate(7.5, 'en')).toBe('7.5%')
    expect(formatRate(19, 'de')).toBe('19\u00a0%')
    expect(formatRate(0.07, 'en')).toBe('0.07%')
  })

  it('shows a dash when the region has no rate', () => {
    expect(formatRate(null, 'en')).toBe('—')
    expect(formatRate(undefined, 'en')).toBe('—')
  })
})
