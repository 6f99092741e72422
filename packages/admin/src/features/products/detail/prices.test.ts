import type { MoneyAmount } from '@mercato/client'
import { describe, expect, it } from 'vitest'
import { initialPriceTexts, parseMajorText, priceTargets, pricesPayload } from './prices'

const price = (over: Partial<MoneyAmount>): MoneyAmount => ({
  id: 'ma_1',
  created_at: '',
  updated_at: '',
  currency_code: 'usd',
  amount: 1000,
  ...over,
})

describe('variant prices', () => {
  it('reads amounts in major units, whole numbers only for zero-decimal currencies', () => {
    expect(parseMajorText('12.5', 'usd')).toBe(1250)
    expect(parseMajorText('12,50', 'eur')).toBe(1250)
    expect(parseMajorText(' ', 'usd')).toBeNull()
    expect(parseMajorText('1200', 'jpy')).toBe(1200)
    expect(parseMajorText('12.5', 'jpy')).toBe('invalid')
    expect(parseMajorText('1.234', 'usd')).toBe('invalid')
    expect(parseMajorText('-1', 'usd')).toBe('invalid')
  })

  it('offers store currencies, regions, and what the variant is already priced in', () => {
    const targets = priceTargets(
      [price({ currency_code: 'dkk' }), price({ id: 'ma_2', region_id: 'reg_old', currency_code: 'sek' })],
      ['usd', 'EUR'],
      [{ id: 'reg_jp', name: 'Japan', currency_code: 'jpy' }],
    )
    expect(targets.map((t) => t.key)).toEqual([
      'currency:dkk',
      'currency:eur',
      'currency:usd',
      'region:reg_jp',
      'region:reg_old',
    ])
    expect(targets.find((t) => t.key === 'region:reg_old')?.currency_code).toBe('sek')
  })

  it('shows stored amounts as editable text', () => {
    expect(
      initialPriceTexts([
        price({ amount: 1999 }),
        price({ id: 'b', region_id: 'r', currency_code: 'jpy', amount: 500 }),
      ]),
    ).toEqual({
      'currency:usd': '19.99',
      'region:r': '500',
    })
  })

  it('builds the full price list: ids kept, empty fields dropped, tiered prices untouched', () => {
    const existing = [
      price({ id: 'ma_usd', amount: 1000 }),
      price({ id: 'ma_eur', currency_code: 'eur', amount: 900 }),
      price({ id: 'ma_tier', amount: 800, min_quantity: 10 }),
    ]
    const targets = priceTargets(existing, [], [{ id: 'reg_jp', name: 'Japan', currency_code: 'jpy' }])
    const result = pricesPayload(
      targets,
      { 'currency:usd': '25.00', 'currency:eur': '', 'region:reg_jp': '3000' },
      existing,
    )
    expect(result).toEqual({
      prices: [
        { id: 'ma_usd', currency_code: 'usd', amount: 2500 },
        { region_id: 'reg_jp', amount: 3000 },
        { id: 'ma_tier', currency_code: 'usd', amount: 800, min_quantity: 10 },
      ],
    })
  })

  it('names the fields it cannot read instead of saving', () => {
    const targets = priceTargets([], ['usd', 'jpy'], [])
    expect(pricesPayload(targets, { 'currency:usd': 'ten', 'currency:jpy': '1.5' }, [])).toEqual({
      invalid: ['currency:jpy', 'currency:usd'],
    })
  })
})
