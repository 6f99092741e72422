import { describe, expect, it } from 'vitest'
import { moneyTextToMinor } from '../../components/ui/form/money-text'
import { balanceError, validateNewGiftCard } from './gift-card-form'

describe('a new gift card value', () => {
  it('is read in the currency of the region chosen after it was typed: 50 → €50.00', () => {
    expect(validateNewGiftCard('reg_eu', '50', 'eur')).toEqual({})
    expect(moneyTextToMinor('50', 'eur')).toBe(5000)
    expect(moneyTextToMinor('50', 'jpy')).toBe(50)
  })
  it('asks for a region and checks only the number until one is chosen', () => {
    expect(validateNewGiftCard('', '12.345', undefined)).toEqual({ region: 'errors.region' })
    expect(validateNewGiftCard('', '', undefined)).toEqual({ region: 'errors.region', value: 'errors.value' })
  })
  it('says when the amount has more decimals than the currency', () => {
    expect(validateNewGiftCard('reg_eu', '12.345', 'eur')).toEqual({ value: 'errors.tooManyDecimals' })
    expect(validateNewGiftCard('reg_jp', '2500.5', 'jpy')).toEqual({ value: 'errors.wholeAmount' })
    expect(validateNewGiftCard('reg_eu', '0', 'eur')).toEqual({ value: 'errors.value' })
  })
})

describe('balanceError', () => {
  it('takes zero up to the card value, with the currency decimals', () => {
    expect(balanceError('0', 'eur', 5000)).toBeNull()
    expect(balanceError('50.00', 'eur', 5000)).toBeNull()
    expect(balanceError('50.01', 'eur', 5000)).toBe('errors.balanceRange')
    expect(balanceError('1.234', 'eur', 5000)).toBe('errors.tooManyDecimals')
    expect(balanceError('', 'eur', 5000)).toBe('errors.balanceRange')
  })
})
