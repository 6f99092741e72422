import { describe, expect, it } from 'vitest'
import { jobWarnings, levelOperations } from './import-levels'

describe('inventory import results', () => {
  it('reads the planned operations, zero for what is missing', () => {
    expect(levelOperations({ result: { operations: { levels_update: 2, levels_create: 'x' } } })).toEqual({
      levels_update: 2,
      levels_create: 0,
      levels_unchanged: 0,
    })
    expect(levelOperations({ result: null })).toBeNull()
  })

  it('keeps only text warnings', () => {
    expect(jobWarnings({ result: { warnings: ['Column "X" is not known', 3] } })).toEqual([
      'Column "X" is not known',
    ])
    expect(jobWarnings({ result: {} })).toEqual([])
  })
})
