import { describe, expect, it } from 'vitest'
import { moneyTextToMinor } from '../../components/ui/form/money-text'
import { balanceError, issuedValue, validateNewGiftCard } from './gift-card-form'

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

describe('a new card in a region that taxes gift cards', () => {
  it('is issued for what it buys, tax included, or for the value typed', () => {
    expect(issuedValue(6000, 20, 'cover')).toEqual({ value: 5000, cover: 6000 })
    expect(issuedValue(5000, 20, 'value')).toEqual({ value: 5000, cover: 6000 })
    expect(issuedValue(5000, null, 'cover')).toEqual({ value: 5000, cover: 5000 })
  })
  it('refuses an amount too small for any value to buy', () => {
    expect(validateNewGiftCard('reg_eu', '0.01', 'eur', 100, 'cover')).toEqual({
      value: 'errors.coverTooSmall',
    })
    expect(validateNewGiftCard('reg_eu', '0.02', 'eur', 100, 'cover')).toEqual({})
    expect(validateNewGiftCard('reg_eu', '0.01', 'eur', 100, 'value')).toEqual({})
  })
})
