import { describe, expect, it } from 'vitest'
import { balanceLeftPercent, giftCardNote, giftCardStatus, taxedCover } from './gift-card-status'
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
