import type { MoneyAmount } from '@mercato/client'
import { describe, expect, it } from 'vitest'
import { priceColumns } from './price-grid'
import {
  listTiers,
  ownPricesWithTiers,
  type TierDraft,
  tierBatch,
  tierCount,
  tierErrors,
} from './quantity-tiers'

const price = (p: Partial<MoneyAmount> & { id: string; amount: number; currency_code: string }) =>
  ({
    created_at: '',
    updated_at: '',
    min_quantity: null,
    max_quantity: null,
    variant_id: 'v1',
    ...p,
  }) as MoneyAmount

const columns = priceColumns(['usd'], [{ id: 'reg_eu', name: 'Europe', currency_code: 'eur' }])
const prices = [
  price({ id: 'plain', amount: 1000, currency_code: 'usd' }),
  price({ id: 'eu10', amount: 700, currency_code: 'eur', region_id: 'reg_eu', min_quantity: 10 }),
  price({ id: 'usd50', amount: 800, currency_code: 'usd', min_quantity: 50 }),
  price({ id: 'usd10', amount: 900, currency_code: 'usd', min_quantity: 10, max_quantity: 49 }),
  price({ id: 'other', amount: 1, currency_code: 'usd', min_quantity: 2, variant_id: 'v2' }),
]
const tier = (t: Partial<TierDraft> & { key: string }): TierDraft => ({
  column: 'c:usd',
  min: '',
  max: '',
  amount: 100,
  ...t,
})

describe('quantity prices of a list', () => {
  it("lists a variant's tiers by column, then from the lowest quantity, leaving plain prices out", () => {
    expect(listTiers(prices, 'v1', columns)).toEqual([
      { key: 'usd10', id: 'usd10', column: 'c:usd', min: '10', max: '49', amount: 900 },
      { key: 'usd50', id: 'usd50', column: 'c:usd', min: '50', max: '', amount: 800 },
      { key: 'eu10', id: 'eu10', column: 'r:reg_eu', min: '10', max: '', amount: 700 },
    ])
    expect(tierCount(prices, 'v1')).toBe(3)
    expect(tierCount(prices, 'v3')).toBe(0)
  })

  it('names what is wrong with each row', () => {
    const errors = tierErrors([
      tier({ key: 'ok', min: '10', max: '19' }),
      tier({ key: 'noAmount', min: '30', amount: null }),
      tier({ key: 'badAmount', min: '31', amount: 'abc' }),
      tier({ key: 'zero', min: '0' }),
      tier({ key: 'fraction', min: '2.5' }),
      tier({ key: 'open', min: ' ', max: '' }),
      tier({ key: 'backwards', min: '40', max: '35' }),
      tier({ key: 'overlap', min: '19', max: '25' }),
      tier({ key: 'otherColumn', column: 'r:reg_eu', min: '15' }),
      tier({ key: 'upTo', max: '9' }),
      tier({ key: 'upToOverlap', max: '10' }),
    ])
    expect(Object.fromEntries(errors)).toEqual({
      noAmount: 'amount',
      badAmount: 'amount',
      zero: 'quantity',
      fraction: 'quantity',
      open: 'bounds',
      backwards: 'order',
      overlap: 'overlap',
      upToOverlap: 'overlap',
    })
  })

  it('writes only what changed: new rows, changed rows by id, and removals', () => {
    const saved = listTiers(prices, 'v1', columns)
    const edited = [
      { ...saved[0]!, amount: 850 },
      { ...saved[2]!, column: 'c:usd', min: '100' },
      tier({ key: 'new-1', min: '5', max: '9', amount: 950 }),
    ]
    expect(tierBatch(saved, edited, 'v1', columns)).toEqual({
      prices: [
        {
          id: 'usd10',
          variant_id: 'v1',
          amount: 850,
          currency_code: 'usd',
          min_quantity: 10,
          max_quantity: 49,
        },
        {
          id: 'eu10',
          variant_id: 'v1',
          amount: 700,
          currency_code: 'usd',
          min_quantity: 100,
          max_quantity: null,
        },
        { variant_id: 'v1', amount: 950, currency_code: 'usd', min_quantity: 5, max_quantity: 9 },
      ],
      removedIds: ['usd50'],
    })
    expect(tierBatch(saved, saved, 'v1', columns)).toEqual({ prices: [], removedIds: [] })
  })

  it("rewrites a variant's own prices: plain ones and tiers of unknown columns kept, list prices left out", () => {
    const own = [
      price({ id: 'plain', amount: 1000, currency_code: 'usd' }),
      price({ id: 'usd10', amount: 900, currency_code: 'usd', min_quantity: 10 }),
      price({ id: 'gone', amount: 1, currency_code: 'usd', min_quantity: 20 }),
      price({ id: 'oldRegion', amount: 5, currency_code: 'gbp', region_id: 'reg_gone', max_quantity: 3 }),
      price({ id: 'listed', amount: 2, currency_code: 'usd', price_list_id: 'pl_1', min_quantity: 2 }),
    ]
    const edited = listTiers(
      own.filter((p) => !p.price_list_id),
      'v1',
      columns,
    )
      .filter((t) => t.key !== 'gone')
      .map((t) => (t.key === 'usd10' ? { ...t, amount: 850 } : t))
    edited.push(tier({ key: 'new-1', column: 'r:reg_eu', min: '5', amount: 600 }))
    expect(ownPricesWithTiers(own, edited, columns)).toEqual([
      { id: 'plain', currency_code: 'usd', amount: 1000, min_quantity: null, max_quantity: null },
      { id: 'oldRegion', region_id: 'reg_gone', amount: 5, min_quantity: null, max_quantity: 3 },
      { id: 'usd10', currency_code: 'usd', amount: 850, min_quantity: 10, max_quantity: null },
      { region_id: 'reg_eu', amount: 600, min_quantity: 5, max_quantity: null },
    ])
  })
})
