import { describe, expect, it } from 'vitest'
import { invalidRows, metadataUpdates, toRows } from './metadata'
import { moveItem } from './reorder'

describe('metadata editor', () => {
  it('shows values that are not text as JSON', () => {
    expect(toRows({ color: 'red', sizes: [1, 2] })).toEqual([
      { key: 'color', value: 'red' },
      { key: 'sizes', value: '[1,2]' },
    ])
    expect(toRows(null)).toEqual([])
  })

  it('refuses empty and repeated keys', () => {
    expect(
      invalidRows([
        { key: 'a', value: '' },
        { key: ' ', value: 'x' },
        { key: 'a ', value: 'y' },
      ]),
    ).toEqual([1, 2])
  })

  it('merges when nothing was removed, and clears first when a key was', () => {
    expect(
      metadataUpdates({ a: '1' }, [
        { key: 'a', value: '2' },
        { key: 'b', value: '3' },
      ]),
    ).toEqual([{ a: '2', b: '3' }])
    expect(metadataUpdates({ a: '1', b: '2' }, [{ key: 'b', value: '2' }])).toEqual([null, { b: '2' }])
    expect(metadataUpdates({ a: '1' }, [])).toEqual([null])
  })
})

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
