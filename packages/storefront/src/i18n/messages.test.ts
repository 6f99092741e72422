import { describe, expect, it } from 'vitest'
import { createTranslate, mergeMessages } from './messages'

describe('translate', () => {
  it('looks up dotted keys and fills placeholders', () => {
    const t = createTranslate('en', { cart: { title: 'Cart of {{ name }}', empty: 'Empty' } })
    expect(t('cart.title', { name: 'Ana' })).toBe('Cart of Ana')
    expect(t('cart.empty')).toBe('Empty')
    expect(t('cart.missing')).toBe('cart.missing')
  })

  it('picks the plural form by the locale’s rules, else the other form', () => {
    const ru = createTranslate('ru', {
      n_one: '{{count}} товар',
      n_few: '{{count}} товара',
      n_many: '{{count}} товаров',
      n_other: '{{count}} товара',
    })
    expect([1, 3, 5, 21].map((count) => ru('n', { count }))).toEqual([
      '1 товар',
      '3 товара',
      '5 товаров',
      '21 товар',
    ])
    const ja = createTranslate('ja', { n_other: '{{count}} 点' })
    expect(ja('n', { count: 1 })).toBe('1 点')
  })

  it('isolates filled-in values in a right-to-left language', () => {
    const ar = createTranslate('ar', { signedIn: 'تم تسجيل الدخول باسم {{email}}' }, true)
    expect(ar('signedIn', { email: 'a@b.co' })).toBe('تم تسجيل الدخول باسم \u2068a@b.co\u2069')
  })

  it('merges a locale’s area files', () => {
    expect(mergeMessages([{ a: { x: '1' } }, { a: { y: '2' }, b: '3' }])).toEqual({
      a: { x: '1', y: '2' },
      b: '3',
    })
  })
})
