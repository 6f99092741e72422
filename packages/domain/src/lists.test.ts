import { describe, expect, it } from 'vitest'
import { joinList } from './lists'

const abc = ['A', 'B', 'C']

describe('joinList', () => {
  it('joins a sentence list with the language’s own conjunction', () => {
    expect(joinList(abc, 'en')).toBe('A, B, and C')
    expect(joinList(abc, 'de')).toBe('A, B und C')
    expect(joinList(abc, 'ar')).toBe('A وB وC')
    expect(joinList(abc, 'zh-CN')).toBe('A、B和C')
    expect(joinList(abc, 'ja')).toBe('A、B、C')
  })

  it('joins plain values with the language’s comma and no conjunction', () => {
    expect(joinList(abc, 'en', 'plain')).toBe('A, B, C')
    expect(joinList(abc, 'ru', 'plain')).toBe('A, B, C')
    expect(joinList(abc, 'ar', 'plain')).toBe('A، B، C')
    expect(joinList(abc, 'zh-CN', 'plain')).toBe('A、B、C')
    expect(joinList(abc, 'ja', 'plain')).toBe('A、B、C')
  })

  it('shows one item as it is and no items as nothing', () => {
    expect(joinList(['A'], 'en')).toBe('A')
    expect(joinList([], 'en')).toBe('')
    expect(joinList([], 'ar', 'plain')).toBe('')
  })

  it('falls back to commas for a malformed language tag', () => {
    expect(joinList(abc, 'not a tag!')).toBe('A, B, C')
  })

  it('falls back to the language’s comma where Intl.ListFormat is missing', () => {
    const saved = Intl.ListFormat
    // Older runtimes (Safari before 14.1) have no Intl.ListFormat.
    Reflect.deleteProperty(Intl, 'ListFormat')
    try {
      expect(joinList(abc, 'en')).toBe('A, B, C')
      expect(joinList(abc, 'ar')).toBe('A، B، C')
    } finally {
      Object.defineProperty(Intl, 'ListFormat', { value: saved, writable: true, configurable: true })
    }
    expect(joinList(abc, 'en')).toBe('A, B, and C')
  })
})
