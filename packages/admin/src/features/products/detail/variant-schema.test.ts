import { describe, expect, it } from 'vitest'
import { countProblem, variantFormDefaults, variantFormSchema } from './variant-schema'

describe('variant counts', () => {
  it('says what is wrong with a count', () => {
    expect(countProblem('')).toBeUndefined()
    expect(countProblem('12')).toBeUndefined()
    expect(countProblem('-3')).toBe('errors.not_negative')
    expect(countProblem('2.5')).toBe('errors.whole_number')
    expect(countProblem('-2.5')).toBe('errors.whole_number')
    expect(countProblem('many')).toBe('errors.whole_number')
  })

  it('gives a negative stock one message', () => {
    const values = { ...variantFormDefaults([], undefined, {}), title: 'Small', inventory_quantity: ' -3 ' }
    const result = variantFormSchema.safeParse(values)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['inventory_quantity', 'errors.not_negative'],
    ])
  })
})
