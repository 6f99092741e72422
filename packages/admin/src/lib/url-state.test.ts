import { describe, expect, it } from 'vitest'
import { applyUrlChanges } from './url-state'

describe('url state', () => {
  it('sets, repeats lists, removes empty values and keeps untouched keys', () => {
    const start = new URLSearchParams('tab=media&status=draft&page=3')
    const next = applyUrlChanges(start, { status: ['draft', 'published'], page: null, q: '', size: 50 })
    expect(next.toString()).toBe('tab=media&status=draft&status=published&size=50')
    expect(start.toString()).toBe('tab=media&status=draft&page=3')
  })
})
