import { describe, expect, it } from 'vitest'
import { currencyName, formatDate, formatMoney, formatNumber } from './format'

describe('locale formatting', () => {
  it('formats money from minor units, zero-decimal currencies as they are', () => {
    expect(formatMoney(1250, 'usd', 'en')).toBe('$12.50')
    expect(formatMoney(1250, 'eur', 'de')).toMatch(/^12,50\s€$/)
    expect(formatMoney(1250, 'jpy', 'en')).toBe('¥1,250')
    expect(formatMoney(1250, 'zzz', 'en')).toMatch(/12\.5/)
  })

  it('formats numbers and dates per locale', () => {
    expect(formatNumber(1234567, 'de')).toBe('1.234.567')
    expect(formatNumber(1234567, 'en')).toBe('1,234,567')
    expect(formatDate('2024-05-01T10:00:00Z', 'en')).toMatch(/2024/)
    expect(formatDate('nonsense', 'en')).toBe('nonsense')
  })
})

describe('currencyName', () => {
  it("names a currency in the staff member's language, else as the API does", () => {
    expect(currencyName('eur', 'en', 'Euro')).toBe('Euro')
    expect(currencyName('eur', 'de', 'Euro')).toBe('Euro')
    expect(currencyName('chf', 'fr', 'Swiss Franc')).toBe('franc suisse')
    expect(currencyName('eur', 'ar', 'Euro')).toBe('يورو')
    expect(currencyName('xyz', 'en', 'Unknown money')).toBe('Unknown money')
  })
})
