import { describe, expect, it } from 'vitest'
import {
  balanceLeftPercent,
  giftCardNote,
  giftCardStatus,
  taxedCover,
  valueForCover,
} from './gift-card-status'
import { giftCardsQuery } from './urls'

const now = new Date('2026-06-01T12:00:00Z')
const card = { is_disabled: false, ends_at: null, balance: 1000 }

describe('giftCardStatus', () => {
  it('is active while it has balance, is enabled and has not expired', () => {
    expect(giftCardStatus(card, now)).toBe('active')
    expect(giftCardStatus({ ...card, ends_at: '2026-07-01T00:00:00Z' }, now)).toBe('active')
  })
  it('is disabled first, then expired, then redeemed', () => {
    expect(giftCardStatus({ is_disabled: true, ends_at: '2020-01-01T00:00:00Z', balance: 0 }, now)).toBe(
      'disabled',
    )
    expect(giftCardStatus({ ...card, ends_at: '2026-06-01T11:59:00Z', balance: 0 }, now)).toBe('expired')
    expect(giftCardStatus({ ...card, balance: 0 }, now)).toBe('redeemed')
  })
})

describe('giftCardNote and giftCardsQuery', () => {
  it('reads only a text note', () => {
    expect(giftCardNote({ metadata: { note: 'For Ann' } })).toBe('For Ann')
    expect(giftCardNote({ metadata: { note: 3 } })).toBe('')
    expect(giftCardNote({})).toBe('')
  })
  it('asks for the region with every page and passes search and sort', () => {
    expect(giftCardsQuery({ limit: 20, offset: 40, q: 'ABCD', order: '-balance' })).toEqual({
      limit: 20,
      offset: 40,
      expand: 'region',
      q: 'ABCD',
      order: '-balance',
    })
  })
})

describe('balanceLeftPercent', () => {
  it('is the share of the value still on the card, whole and within 0 to 100', () => {
    expect(balanceLeftPercent({ value: 5000, balance: 4000 })).toBe(80)
    expect(balanceLeftPercent({ value: 3000, balance: 1000 })).toBe(33)
    expect(balanceLeftPercent({ value: 5000, balance: 0 })).toBe(0)
    expect(balanceLeftPercent({ value: 0, balance: 0 })).toBe(0)
  })
})

describe('taxedCover', () => {
  it('is the amount and the tax on it at the card rate, rounded as checkout rounds it', () => {
    expect(taxedCover(4000, 20)).toBe(4800)
    expect(taxedCover(3833, 20)).toBe(3833 + 767)
    expect(taxedCover(4000, null)).toBe(4000)
    expect(taxedCover(4000, 0)).toBe(4000)
  })
})

describe('valueForCover', () => {
  it('is the value before tax that buys the amount exactly, when one does', () => {
    expect(valueForCover(6000, 20)).toEqual({ value: 5000, cover: 6000 })
    expect(valueForCover(5000, 20)).toEqual({ value: 4167, cover: 5000 })
    expect(valueForCover(1190, 19)).toEqual({ value: 1000, cover: 1190 })
  })
  it('else the largest value that buys less, with what it buys', () => {
    // At 20 %, 2 buys 2 and 3 buys 4: nothing buys 3.
    expect(valueForCover(3, 20)).toEqual({ value: 2, cover: 2 })
    expect(valueForCover(1, 100)).toEqual({ value: 0, cover: 0 })
  })
  it('is the amount itself without a rate, and nothing for nothing', () => {
    expect(valueForCover(4000, null)).toEqual({ value: 4000, cover: 4000 })
    expect(valueForCover(4000, 0)).toEqual({ value: 4000, cover: 4000 })
    expect(valueForCover(0, 20)).toEqual({ value: 0, cover: 0 })
  })
  it('agrees with a search over every value, for odd rates too', () => {
    for (const rate of [0.5, 7.7, 19.6, 20, 25, 100]) {
      for (let cover = 0; cover <= 600; cover++) {
        let best = 0
        for (let v = 0; v <= cover; v++) if (taxedCover(v, rate) <= cover) best = v
        expect(valueForCover(cover, rate), `${cover} at ${rate} %`).toEqual({
          value: best,
          cover: taxedCover(best, rate),
        })
      }
    }
  })
})
