import { describe, expect, it } from 'vitest'
import { parseTaxRate } from './tax-rate-form'

const valid = { name: ' Books ', code: 'BOOK', rate: '7,5', region_id: 'reg_1' }

describe('parseTaxRate', () => {
  it('trims the text and reads a decimal comma', () => {
    expect(parseTaxRate(valid)).toEqual({
      body: { name: 'Books', code: 'BOOK', rate: 7.5, region_id: 'reg_1' },
    })
  })

  it('accepts a zero rate', () => {
    expect(parseTaxRate({ ...valid, rate: '0' })).toMatchObject({ body: { rate: 0 } })
  })

  it('names every missing field', () => {
    expect(parseTaxRate({ name: '', code: ' ', rate: '', region_id: '' })).toEqual({
      errors: { name: 'required', code: 'required', rate: 'required', region_id: 'required' },
    })
  })

  it('refuses rates outside 0–100 and text', () => {
    for (const rate of ['-1', '100.5', 'ten']) {
      expect(parseTaxRate({ ...valid, rate })).toEqual({ errors: { rate: 'rate' } })
    }
  })
})
