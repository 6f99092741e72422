import { describe, expect, it } from 'vitest'
import type { Order } from '@mercato/client'
import { claimProblem, sameVariants } from './create-claim-modal'

const base = {
  type: 'refund' as const,
  lines: [{ item_id: 'li_1', quantity: 1 }],
  picked: [],
  shippingOption: '',
  shippingOptions: 2,
  refund: null,
  refundable: 4000,
}

describe('claim form checks', () => {
  it('needs claimed items', () => {
    expect(claimProblem({ ...base, lines: null })).toBe('claimItems')
  })

  it('refund claims: the amount is optional, positive and at most what is refundable', () => {
    expect(claimProblem(base)).toBeNull()
    expect(claimProblem({ ...base, refund: 0 })).toBe('refundAmount')
    expect(claimProblem({ ...base, refund: Number.NaN })).toBe('refundAmount')
    expect(claimProblem({ ...base, refund: 4001 })).toBe('refundTooMuch')
    expect(claimProblem({ ...base, refund: 4000 })).toBeNull()
  })

  it('replace claims need new items with whole quantities and a shipping option', () => {
    const replace = { ...base, type: 'replace' as const }
    expect(claimProblem(replace)).toBe('newItems')
    const mug = { variant_id: 'v1', title: 'Mug', price: 1800, quantity: 2 }
    expect(claimProblem({ ...replace, picked: [{ ...mug, quantity: 0 }] })).toBe('newItems')
    expect(claimProblem({ ...replace, picked: [mug] })).toBe('shippingOption')
    expect(claimProblem({ ...replace, picked: [mug], shippingOption: 'so_1' })).toBeNull()
    // A region without shipping options cannot require one.
    expect(claimProblem({ ...replace, picked: [mug], shippingOptions: 0 })).toBeNull()
  })

  it('a replacement starts as the claimed lines’ own variants, at their quantities', () => {
    const order = {
      items: [
        {
          id: 'li_1',
          title: 'Rain Jacket',
          variant_id: 'variant_m',
          variant: { title: 'M', product: { profile_id: 'sp_default' } },
          quantity: 2,
          total: 12000,
          unit_price: 5000,
        },
        { id: 'li_2', title: 'Custom engraving', variant_id: null, quantity: 1, total: 500, unit_price: 500 },
      ],
    } as unknown as Order
    expect(
      sameVariants(order, [
        { item_id: 'li_1', quantity: 1 },
        { item_id: 'li_2', quantity: 1 },
      ]),
    ).toEqual([
      {
        variant_id: 'variant_m',
        title: 'Rain Jacket · M',
        price: 6000,
        quantity: 1,
        profile_id: 'sp_default',
      },
    ])
  })
})
