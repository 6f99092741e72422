import { describe, expect, it } from 'vitest'
import { formatMinorForInput } from './money'
import { moneyDecimalsMessage, moneyTextProblem, moneyTextToMinor, readMoneyText } from './money-text'

describe('typed amounts read with the currency known at the time', () => {
  it('keeps the typed major units whatever the currency turns out to be', () => {
    expect(moneyTextToMinor('5', 'eur')).toBe(500)
    expect(moneyTextToMinor('5', 'jpy')).toBe(5)
    expect(moneyTextToMinor('50', 'eur')).toBe(5000)
    expect(moneyTextToMinor('12.5', 'usd')).toBe(1250)
    expect(moneyTextToMinor('12,99', 'eur')).toBe(1299)
    expect(moneyTextToMinor(' 1 500 ', 'krw')).toBe(1500)
    expect(moneyTextToMinor('.5', 'eur')).toBe(50)
    expect(moneyTextToMinor('', 'eur')).toBeNull()
  })

  it('reads decimals as digits, without floating-point rounding', () => {
    expect(moneyTextToMinor('0.29', 'eur')).toBe(29)
    expect(moneyTextToMinor('1.005', 'eur')).toBeNull()
    expect(moneyTextToMinor('19.99', 'usd')).toBe(1999)
    expect(moneyTextToMinor('-3.10', 'usd')).toBe(-310)
  })

  it('lets trailing zeros through, so an amount written for eur still reads in jpy', () => {
    expect(moneyTextToMinor('5.00', 'jpy')).toBe(5)
    expect(moneyTextToMinor('12.340', 'eur')).toBe(1234)
    expect(moneyTextToMinor(formatMinorForInput(500, 'eur'), 'eur')).toBe(500)
  })

  it('tells too many decimals apart from text that is not a number', () => {
    expect(readMoneyText('12.345', 'eur')).toEqual({ kind: 'tooManyDecimals', decimals: 2 })
    expect(readMoneyText('2500.5', 'jpy')).toEqual({ kind: 'tooManyDecimals', decimals: 0 })
    expect(readMoneyText('abc', 'eur')).toEqual({ kind: 'invalid' })
    expect(readMoneyText('1.2.3', 'eur')).toEqual({ kind: 'invalid' })
    expect(readMoneyText('-', 'eur')).toEqual({ kind: 'invalid' })
    expect(readMoneyText('.', 'eur')).toEqual({ kind: 'invalid' })
    expect(readMoneyText('  ', 'eur')).toEqual({ kind: 'empty' })
    expect(readMoneyText('9'.repeat(20), 'eur')).toEqual({ kind: 'invalid' })
  })

  it('checks the number alone while no currency is chosen', () => {
    expect(readMoneyText('12.345')).toEqual({ kind: 'amount', sign: 1 })
    expect(readMoneyText('0.00')).toEqual({ kind: 'amount', sign: 0 })
    expect(readMoneyText('-1')).toEqual({ kind: 'amount', sign: -1 })
  })
})

describe('moneyTextProblem', () => {
  it('names the problem a form shows', () => {
    expect(moneyTextProblem('12.345', 'eur')).toBe('tooManyDecimals')
    expect(moneyTextProblem('2500.5', 'jpy')).toBe('wholeAmount')
    expect(moneyTextProblem('', 'eur')).toBe('notAmount')
    expect(moneyTextProblem('abc', 'eur')).toBe('notAmount')
    expect(moneyTextProblem('0', 'eur')).toBe('notAmount')
    expect(moneyTextProblem('-5', 'eur')).toBe('notAmount')
    expect(moneyTextProblem('12.34', 'eur')).toBeNull()
    expect(moneyTextProblem('2500', 'jpy')).toBeNull()
  })
  it('accepts zero when asked, and any number while the currency is unknown', () => {
    expect(moneyTextProblem('0', 'eur', { allowZero: true })).toBeNull()
    expect(moneyTextProblem('-1', 'eur', { allowZero: true })).toBe('notAmount')
    expect(moneyTextProblem('12.345')).toBeNull()
    expect(moneyTextProblem('')).toBe('notAmount')
  })
})

describe('moneyDecimalsMessage', () => {
  it('names decimals the currency does not have, and nothing else', () => {
    expect(moneyDecimalsMessage('333.5', 'jpy')).toBe('validation.moneyNoDecimals')
    expect(moneyDecimalsMessage('12.345', 'eur')).toBe('validation.moneyMaxDecimals')
    expect(moneyDecimalsMessage('333.00', 'jpy')).toBeNull()
    expect(moneyDecimalsMessage('abc', 'jpy')).toBeNull()
    expect(moneyDecimalsMessage('', 'eur')).toBeNull()
    expect(moneyDecimalsMessage('0', 'eur')).toBeNull()
  })
})
