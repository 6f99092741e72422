import { describe, expect, it } from 'vitest'
import { findDuplicateCombination, toHandle, variantImage } from './catalog'

describe('toHandle', () => {
  it('makes kebab-case handles without accents or punctuation', () => {
    expect(toHandle('Café Crème T-Shirt!')).toBe('cafe-creme-t-shirt')
    expect(toHandle("  Chef's Knife (21 cm) ")).toBe('chef-s-knife-21-cm')
    expect(toHandle('!!!')).toBe('')
  })

  it('keeps the letters and digits of every script, lower-cased and composed', () => {
    expect(toHandle('Постельное бельё')).toBe('постельное-бельё')
    expect(toHandle('Чай — 100 г')).toBe('чай-100-г')
    expect(toHandle('ملابس رجالية')).toBe('ملابس-رجالية')
    expect(toHandle('घर और रसोई')).toBe('घर-और-रसोई')
    expect(toHandle('வீட்டு பொருட்கள்')).toBe('வீட்டு-பொருட்கள்')
    expect(toHandle('男士 T恤')).toBe('男士-t恤')
    expect(toHandle('주방 용품')).toBe('주방-용품')
    expect(toHandle('Ελληνικά Προϊόντα')).toBe('ελληνικά-προϊόντα')
    // Decomposed input comes out composed, like typed text.
    expect(toHandle('Бельё'.normalize('NFD'))).toBe('бельё')
    expect(toHandle('Бельё'.normalize('NFD'))).toBe(toHandle('Бельё'))
  })

  it('folds Latin accents and ligatures the way Medusa v1 does', () => {
    expect(toHandle('Straße & Ærø')).toBe('strasse-aero')
    expect(toHandle('Łódź Żółć')).toBe('lodz-zolc')
    expect(toHandle('Crème Brûlée №2')).toBe('creme-brulee-no2')
    expect(toHandle('ＴＥＥ ﬁne')).toBe('tee-fine')
  })

  it('never starts or ends with a separator', () => {
    expect(toHandle(' «Новинка» ')).toBe('новинка')
    expect(toHandle('--Sale--')).toBe('sale')
    expect(toHandle('🙂')).toBe('')
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
