import type { MoneyAmount } from '@mercato/client'
import { describe, expect, it } from 'vitest'
import {
  applyBulk,
  basePrice,
  cellDraft,
  cellKey,
  hasPendingChanges,
  listPriceIndex,
  priceBatch,
  priceColumns,
} from './price-grid'

const price = (p: Partial<MoneyAmount> & { id: string; amount: number; currency_code: string }) =>
  ({ created_at: '', updated_at: '', ...p }) as MoneyAmount

const columns = priceColumns(['usd', 'jpy'], [{ id: 'reg_eu', name: 'Europe', currency_code: 'eur' }])
const [usd, jpy, eu] = columns as [(typeof columns)[0], (typeof columns)[0], (typeof columns)[0]]

const variant = {
  id: 'variant_1',
  prices: [
    price({ id: 'ma_base_usd', amount: 2000, currency_code: 'usd' }),
    price({ id: 'ma_base_jpy', amount: 3001, currency_code: 'jpy' }),
    price({ id: 'ma_list_usd', amount: 1500, currency_code: 'usd', price_list_id: 'pl_1' }),
    price({ id: 'ma_base_eu', amount: 1800, currency_code: 'eur', region_id: 'reg_eu' }),
  ],
}

describe('price editor grid', () => {
  it('has a column per currency and per region', () => {
    expect(columns.map((c) => c.key)).toEqual(['c:usd', 'c:jpy', 'r:reg_eu'])
    expect(eu.label).toBe('Europe (EUR)')
  })

  it('indexes list prices by cell, leaving quantity tiers and unknown columns out', () => {
    const index = listPriceIndex(
      [
        price({ id: 'a', amount: 1, currency_code: 'usd', variant_id: 'v' }),
        price({ id: 'b', amount: 2, currency_code: 'eur', variant_id: 'v', region_id: 'reg_eu' }),
        price({ id: 'c', amount: 3, currency_code: 'usd', variant_id: 'v', min_quantity: 5 }),
        price({ id: 'd', amount: 4, currency_code: 'gbp', variant_id: 'v' }),
      ],
      columns,
    )
    expect([...index.entries()].map(([k, p]) => [k, p.id])).toEqual([
      ['v|c:usd', 'a'],
      ['v|r:reg_eu', 'b'],
    ])
  })

  it('takes the base price from regular prices only', () => {
    expect(basePrice(variant, usd)).toBe(2000)
    expect(basePrice(variant, eu)).toBe(1800)
    expect(basePrice({ prices: [] }, usd)).toBeUndefined()
  })

  it('drafts a percentage off the base price, rounded to the minor unit', () => {
    const drafts = applyBulk([variant], [usd, jpy, eu], { kind: 'percentOff', percent: 15 }, new Map())
    expect(drafts.get(cellKey('variant_1', usd))).toBe(1700)
    expect(drafts.get(cellKey('variant_1', jpy))).toBe(2551)
    expect(drafts.get(cellKey('variant_1', eu))).toBe(1530)
  })

  it('drafts a fixed amount for the chosen columns only', () => {
    const drafts = applyBulk(
      [variant, { id: 'variant_2', prices: [] }],
      columns,
      { kind: 'amount', amounts: { 'c:usd': 999 } },
      new Map([['variant_1|c:jpy', 5]]),
    )
    expect(Object.fromEntries(drafts)).toEqual({
      'variant_1|c:jpy': 5,
      'variant_1|c:usd': 999,
      'variant_2|c:usd': 999,
    })
  })

  it('turns drafts into one batch: updates by id, new prices, removals, unchanged skipped', () => {
    const index = listPriceIndex(
      [
        price({ id: 'ma_1', amount: 1500, currency_code: 'usd', variant_id: 'v1' }),
        price({ id: 'ma_2', amount: 900, currency_code: 'eur', variant_id: 'v1', region_id: 'reg_eu' }),
        price({ id: 'ma_3', amount: 100, currency_code: 'jpy', variant_id: 'v1' }),
      ],
      columns,
    )
    const batch = priceBatch(
      new Map<string, number | null>([
        ['v1|c:usd', 1400],
        ['v1|r:reg_eu', null],
        ['v1|c:jpy', 100],
        ['v2|r:reg_eu', 700],
        ['v2|c:usd', null],
      ]),
      index,
      columns,
    )
    expect(batch.prices).toEqual([
      { id: 'ma_1', variant_id: 'v1', amount: 1400, currency_code: 'usd' },
      { variant_id: 'v2', amount: 700, region_id: 'reg_eu' },
    ])
    expect(batch.removedIds).toEqual(['ma_2'])
    expect(batch.invalid).toEqual([])
  })

  it('reports cells that are not amounts', () => {
    const batch = priceBatch(new Map([['v1|c:usd', 'abc']]), new Map(), columns)
    expect(batch.invalid).toEqual(['v1|c:usd'])
    expect(hasPendingChanges(batch)).toBe(true)
  })

  it('reads typed text as a draft: an amount, empty for no price, else the text kept as typed', () => {
    expect(cellDraft('12.5', 'usd')).toBe(1250)
    expect(cellDraft('1 250', 'jpy')).toBe(1250)
    expect(cellDraft('  ', 'usd')).toBeNull()
    expect(cellDraft('abc', 'usd')).toBe('abc')
    expect(cellDraft('12.505', 'usd')).toBe('12.505')
    expect(cellDraft('-5', 'usd')).toBe('-5')
  })

  it('has nothing to save once an invalid cell is emptied, or typed back to the saved amount', () => {
    const index = listPriceIndex(
      [price({ id: 'ma_1', amount: 900, currency_code: 'usd', variant_id: 'v1' })],
      columns,
    )
    const emptied = priceBatch(new Map([['v2|c:usd', cellDraft('', 'usd')]]), index, columns)
    expect(emptied).toEqual({ prices: [], removedIds: [], invalid: [] })
    expect(hasPendingChanges(emptied)).toBe(false)
    expect(hasPendingChanges(priceBatch(new Map([['v1|c:usd', 900]]), index, columns))).toBe(false)
    expect(priceBatch(new Map([['v1|c:usd', null]]), index, columns).removedIds).toEqual(['ma_1'])
  })
})
