import { describe, expect, it } from 'vitest'
import { requirementError, requirementOf, requirementShortfall } from './discount-requirements'

const cart = (subtotal: number, quantity = 1, currency_code = 'usd') => ({
  subtotal,
  quantity,
  currency_code,
})

describe('discount requirements', () => {
  it('reads only a valid requirement from a rule’s metadata', () => {
    expect(requirementOf({ requirement: { type: 'quantity', quantity: 2 } })).toEqual({
      type: 'quantity',
      quantity: 2,
    })
    expect(requirementOf({ requirement: null })).toBeNull()
    expect(requirementOf({ requirement: { type: 'quantity', quantity: -1 } })).toBeNull()
    expect(requirementOf(null)).toBeNull()
  })

  it('measures what the cart lacks, in its own currency', () => {
    const subtotal = { type: 'subtotal', amounts: { usd: 5000, jpy: 6000 } } as const
    expect(requirementShortfall(subtotal, cart(4999))).toEqual({
      type: 'subtotal',
      missing: 1,
      minimum: 5000,
    })
    expect(requirementShortfall(subtotal, cart(5000))).toBeNull()
    expect(requirementShortfall(subtotal, cart(1, 1, 'EUR'))).toBeNull()
    expect(requirementShortfall({ type: 'quantity', quantity: 3 }, cart(0, 1))).toEqual({
      type: 'quantity',
      missing: 2,
    })
  })

  it('words the refusal with the minimum in major units', () => {
    const subtotal = { type: 'subtotal', amounts: { usd: 5050, jpy: 6000 } } as const
    expect(requirementError('A', subtotal, cart(0))?.message).toBe(
      'Discount A requires a cart subtotal of at least 50.50 USD',
    )
    expect(requirementError('A', subtotal, cart(0, 1, 'jpy'))?.message).toBe(
      'Discount A requires a cart subtotal of at least 6000 JPY',
    )
    expect(requirementError('A', { type: 'quantity', quantity: 4 }, cart(0, 1))?.message).toBe(
      'Discount A requires at least 4 items in the cart',
    )
    expect(requirementError('A', null, cart(0))).toBeNull()
  })
})
