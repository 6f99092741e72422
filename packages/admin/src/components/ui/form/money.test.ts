import { describe, expect, it } from 'vitest'
import { decimalSeparator, decimalsOf, formatMinorForInput, moneyPlaceholder, parseMajorInput } from './money'

describe('money input conversion', () => {
  it('writes two decimals for most currencies and none for zero-decimal ones', () => {
    expect(decimalsOf('usd')).toBe(2)
    expect(decimalsOf('JPY')).toBe(0)
    expect(formatMinorForInput(1250, 'usd')).toBe('12.50')
    expect(formatMinorForInput(1250, 'jpy')).toBe('1250')
    expect(formatMinorForInput(null, 'usd')).toBe('')
  })

  it('reads typed amounts into minor units', () => {
    expect(parseMajorInput('12.5', 'eur')).toBe(1250)
    expect(parseMajorInput('12,99', 'eur')).toBe(1299)
    expect(parseMajorInput(' 7 ', 'usd')).toBe(700)
    expect(parseMajorInput('1500', 'krw')).toBe(1500)
    expect(parseMajorInput('', 'usd')).toBeNull()
  })

  it('turns text that is not an amount into NaN so the form refuses it', () => {
    expect(parseMajorInput('abc', 'usd')).toBeNaN()
    expect(parseMajorInput('1.234', 'usd')).toBeNaN()
    expect(parseMajorInput('12.5', 'jpy')).toBeNaN()
  })
})

describe('money placeholder', () => {
  it('writes the language’s decimal separator, of the two the field accepts', () => {
    expect(moneyPlaceholder('usd', 'en')).toBe('0.00')
    expect(moneyPlaceholder('eur', 'es')).toBe('0,00')
    expect(moneyPlaceholder('eur', 'de')).toBe('0,00')
    expect(moneyPlaceholder('jpy', 'es')).toBe('0')
    expect(decimalSeparator('zh-CN')).toBe('.')
    expect(decimalSeparator('not a locale!')).toBe('.')
    // Whatever the placeholder shows, both separators are read.
    expect(parseMajorInput('27,50', 'eur')).toBe(2750)
    expect(parseMajorInput('27.50', 'eur')).toBe(2750)
  })
})
