import { describe, expect, it } from 'vitest'
import { findDuplicateCombination, toHandle, variantImage } from './catalog'

describe('toHandle', () => {
  it('makes kebab-case handles without accents or punctuation', () => {
    expect(toHandle('Café Crème T-Shirt!')).toBe('cafe-creme-t-shirt')
    expect(toHandle("  Chef's Knife (21 cm) ")).toBe('chef-s-knife-21-cm')
    expect(toHandle('!!!')).toBe('')
  })
})

describe('findDuplicateCombination', () => {
  const v = (title: string, entries: Array<[string, string]>) => ({ title, combo: new Map(entries) })
  it('finds two variants with the same values over the given options', () => {
    const a = v('A', [
      ['size', 'S'],
      ['color', 'Red'],
    ])
    const b = v('B', [
      ['size', 'M'],
      ['color', 'Red'],
    ])
    const c = v('C', [
      ['color', 'Red'],
      ['size', 'S'],
    ])
    expect(findDuplicateCombination([a, b], ['size', 'color'])).toBeNull()
    expect(findDuplicateCombination([a, b, c], ['size', 'color'])).toEqual([a, c])
    // Compared over the product's options only.
    expect(findDuplicateCombination([a, b], ['color'])).toEqual([a, b])
    // Without options, no two variants can be told apart.
    expect(findDuplicateCombination([a], [])).toBeNull()
    expect(findDuplicateCombination([a, b, c], [])).toEqual([a, b])
  })
})

describe('variantImage', () => {
  it("reads the variant's own image from its metadata, and nothing else", () => {
    expect(variantImage({ thumbnail: '/uploads/blue.png' })).toBe('/uploads/blue.png')
    for (const metadata of [null, undefined, {}, { thumbnail: null }, { thumbnail: ' ' }, { thumbnail: 3 }])
      expect(variantImage(metadata as Record<string, unknown> | null)).toBeNull()
  })
})
