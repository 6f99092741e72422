import { describe, expect, it } from 'vitest'
import {
  discountRequirementSchema,
  eligibleFigures,
  requirementError,
  requirementOf,
  requirementScope,
  requirementShortfall,
} from './discount-requirements'

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

  it('reads a scope, keeps an absent one absent (the cart), and refuses any other', () => {
    const eligible = { type: 'subtotal', amounts: { usd: 100 }, scope: 'eligible_items' } as const
    expect(requirementOf({ requirement: eligible })).toEqual(eligible)
    expect(requirementOf({ requirement: { type: 'quantity', quantity: 2, scope: 'cart' } })?.scope).toBe(
      'cart',
    )
    // A requirement stored before scopes reads back unchanged, and means the whole cart.
    const old = requirementOf({ requirement: { type: 'quantity', quantity: 2 } })!
    expect(old).not.toHaveProperty('scope')
    expect(requirementScope(old)).toBe('cart')
    const bad = discountRequirementSchema.safeParse({ type: 'quantity', quantity: 2, scope: 'items' })
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['scope'],
      message: "must be 'cart' or 'eligible_items'",
    })
    expect(requirementOf({ requirement: { ...eligible, scope: null } })).toBeNull()
  })

  it('compares an eligible-items minimum with the eligible items only', () => {
    const withEligible = { ...cart(6000, 3), eligible: { subtotal: 1500, quantity: 1 } }
    const subtotal = { type: 'subtotal', amounts: { usd: 5000 } } as const
    expect(requirementShortfall(subtotal, withEligible)).toBeNull()
    expect(requirementShortfall({ ...subtotal, scope: 'cart' }, withEligible)).toBeNull()
    expect(requirementShortfall({ ...subtotal, scope: 'eligible_items' }, withEligible)).toEqual({
      type: 'subtotal',
      missing: 3500,
      minimum: 5000,
    })
    const quantity = { type: 'quantity', quantity: 2, scope: 'eligible_items' } as const
    expect(requirementShortfall(quantity, withEligible)).toEqual({ type: 'quantity', missing: 1 })
    expect(requirementShortfall({ ...quantity, scope: 'cart' }, withEligible)).toBeNull()
    // Without eligible figures every item is eligible (a discount without item conditions).
    expect(requirementShortfall(quantity, cart(0, 2))).toBeNull()
    expect(requirementShortfall({ ...subtotal, scope: 'eligible_items' }, cart(5000))).toBeNull()
  })

  it('says an eligible-items refusal counts only the items the code applies to', () => {
    const short = { ...cart(9000, 9), eligible: { subtotal: 0, quantity: 1 } }
    const subtotal = { type: 'subtotal', amounts: { usd: 5050, jpy: 6000 }, scope: 'eligible_items' } as const
    expect(requirementError('A', subtotal, short)?.message).toBe(
      'Discount A requires a subtotal of at least 50.50 USD from the items it applies to',
    )
    expect(requirementError('A', subtotal, { ...short, currency_code: 'jpy' })?.message).toBe(
      'Discount A requires a subtotal of at least 6000 JPY from the items it applies to',
    )
    expect(
      requirementError('A', { type: 'quantity', quantity: 4, scope: 'eligible_items' }, short)?.message,
    ).toBe('Discount A requires at least 4 items it applies to in the cart')
    // The cart scope keeps its wording, named or not.
    expect(requirementError('A', { type: 'quantity', quantity: 10, scope: 'cart' }, short)?.message).toBe(
      'Discount A requires at least 10 items in the cart',
    )
    expect(requirementError('A', { ...subtotal, scope: 'eligible_items' }, cart(0, 1, 'eur'))).toBeNull()
  })

  it('sums the items the discount applies to, by the rule of its adjustments', () => {
    const tagged = [{ type: 'product_tags', operator: 'in', resource_ids: ['tag_sale'] }] as const
    const item = (
      id: string,
      subtotal: number,
      quantity: number,
      tags: string[],
      allow_discounts = true,
    ) => ({
      id,
      subtotal,
      quantity,
      allow_discounts,
      product: { id: `prod_${id}`, tag_ids: tags },
    })
    const items = [
      item('a', 1000, 2, ['tag_sale']),
      item('b', 3000, 1, []),
      item('c', 500, 4, ['tag_sale'], false),
      { id: 'custom', subtotal: 700, quantity: 1, allow_discounts: true, product: null },
    ]
    expect(eligibleFigures(tagged, items)).toEqual({ subtotal: 1000, quantity: 2 })
    // Without product conditions every item that takes discounts counts, custom ones too.
    expect(eligibleFigures([], items)).toEqual({ subtotal: 4700, quantity: 4 })
  })
})
