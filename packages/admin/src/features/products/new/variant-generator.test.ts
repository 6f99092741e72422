import { describe, expect, it } from 'vitest'
import { combinations, sameCombinations, syncVariants } from './variant-generator'

const blank = (title: string, option_values: string[]) => ({ title, option_values, sku: '' })

describe('variant generator', () => {
  it('builds every combination in option order', () => {
    expect(
      combinations([
        { title: 'Size', values: ['S', 'M'] },
        { title: 'Color', values: ['Red', 'Blue'] },
      ]),
    ).toEqual([
      ['S', 'Red'],
      ['S', 'Blue'],
      ['M', 'Red'],
      ['M', 'Blue'],
    ])
    expect(combinations([{ title: 'Size', values: [] }])).toEqual([])
  })

  it('titles new variants by their values and keeps what was entered for surviving combinations', () => {
    const first = syncVariants([{ title: 'Size', values: ['S', 'M'] }], [], blank, 'Default')
    expect(first.map((v) => v.title)).toEqual(['S', 'M'])
    const edited = first.map((v) => ({ ...v, sku: `SKU-${v.title}` }))
    const next = syncVariants([{ title: 'Size', values: ['M', 'L'] }], edited, blank, 'Default')
    expect(next).toEqual([
      { title: 'M', option_values: ['M'], sku: 'SKU-M' },
      { title: 'L', option_values: ['L'], sku: '' },
    ])
  })

  it('gives a product without options one default variant', () => {
    expect(syncVariants([], [], blank, 'Default variant')).toEqual([
      { title: 'Default variant', option_values: [], sku: '' },
    ])
  })

  it('tells whether the combinations changed', () => {
    const a = [{ title: 'S', option_values: ['S'] }]
    expect(sameCombinations(a, [{ title: 'other title', option_values: ['S'] }])).toBe(true)
    expect(sameCombinations(a, [{ title: 'M', option_values: ['M'] }])).toBe(false)
    expect(sameCombinations(a, [])).toBe(false)
  })
})
