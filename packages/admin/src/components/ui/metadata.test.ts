import { describe, expect, it } from 'vitest'
import { invalidMetadataRows, metadataRows, metadataUpdates } from './metadata'

describe('metadata editor', () => {
  it('shows stored values as text rows, values that are not text as JSON', () => {
    expect(metadataRows({ season: 'summer', weight: 3, sizes: [1, 2] })).toEqual([
      { key: 'season', value: 'summer' },
      { key: 'weight', value: '3' },
      { key: 'sizes', value: '[1,2]' },
    ])
    expect(metadataRows(null)).toEqual([])
  })

  it('flags empty and repeated keys', () => {
    expect(
      invalidMetadataRows([
        { key: 'a', value: '1' },
        { key: ' ', value: '2' },
        { key: 'a ', value: '3' },
      ]),
    ).toEqual([1, 2])
  })

  it('merges additions in one update and clears first when a key is removed', () => {
    const stored = { season: 'summer', weight: 3 }
    expect(
      metadataUpdates(stored, [
        { key: 'season', value: 'winter' },
        { key: 'weight', value: '3' },
        { key: 'new', value: 'x' },
      ]),
    ).toEqual([{ season: 'winter', weight: 3, new: 'x' }])
    expect(
      metadataUpdates({ a: '1' }, [
        { key: 'a', value: '2' },
        { key: 'b', value: '3' },
      ]),
    ).toEqual([{ a: '2', b: '3' }])
    expect(metadataUpdates(stored, [{ key: 'weight', value: '3' }])).toEqual([null, { weight: 3 }])
    expect(metadataUpdates({ a: '1', b: '2' }, [{ key: 'b', value: '2' }])).toEqual([null, { b: '2' }])
    expect(metadataUpdates(stored, [])).toEqual([null])
    expect(metadataUpdates(null, [])).toEqual([])
  })
})
