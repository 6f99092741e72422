import { describe, expect, it } from 'vitest'
import { moveItem } from './reorder'

describe('moveItem', () => {
  it('moves one entry and leaves the input alone', () => {
    const list = ['a', 'b', 'c']
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moveItem(list, 2, 0)).toEqual(['c', 'a', 'b'])
    expect(moveItem(list, 1, 9)).toEqual(['a', 'c', 'b'])
    expect(moveItem(list, 5, 0)).toEqual(list)
    expect(list).toEqual(['a', 'b', 'c'])
  })
})
