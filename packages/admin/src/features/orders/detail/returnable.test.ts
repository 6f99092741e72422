import type { LineItem, Order } from '@mercato/client'
import { describe, expect, it } from 'vitest'
import { refundCeiling, returnRefund, returnableUnits } from './returnable'

const jacket = { id: 'li_jacket', quantity: 2, fulfilled_quantity: 2, total: 17144 } as LineItem
const mug = { id: 'li_mug', quantity: 1, fulfilled_quantity: 1, total: 1200 } as LineItem

// The walk-through: one jacket returned, the other in a refund claim, the mug in a pending swap.
const order = {
  claims: [
    { canceled_at: null, claim_items: [{ item_id: 'li_jacket', quantity: 1 }] },
    { canceled_at: '2026-01-02T00:00:00Z', claim_items: [{ item_id: 'li_mug', quantity: 1 }] },
  ],
  returns: [
    {
      status: 'received',
      claim_order_id: null,
      items: [{ item_id: 'li_jacket', quantity: 1, received_quantity: 1 }],
    },
    {
      status: 'requested',
      swap_id: 'swap_1',
      claim_order_id: null,
      items: [{ item_id: 'li_mug', quantity: 1 }],
    },
  ],
} as unknown as Order

describe('returnable units', () => {
  it('leaves out units returned, claimed or in a pending swap', () => {
    expect(returnableUnits(jacket, order)).toBe(0)
    expect(returnableUnits(mug, order)).toBe(0)
    expect(returnableUnits(mug, { ...order, returns: [] })).toBe(1)
  })

  it('counts canceled returns and claims as nothing, and claims through their claim items only', () => {
    const other = {
      claims: [],
      returns: [
        { status: 'canceled', claim_order_id: null, items: [{ item_id: 'li_jacket', quantity: 2 }] },
        { status: 'requested', claim_order_id: 'claim_1', items: [{ item_id: 'li_jacket', quantity: 1 }] },
      ],
    } as unknown as Order
    expect(returnableUnits(jacket, other)).toBe(2)
    expect(returnableUnits({ ...jacket, fulfilled_quantity: 1 }, other)).toBe(1)
  })

  it('counts what was done on the line an edit copied', () => {
    const copy = { ...jacket, id: 'li_copy', original_item_id: 'li_jacket' }
    expect(returnableUnits(copy, order)).toBe(0)
  })
})

describe('return refund', () => {
  it('is the price with tax less return shipping, capped at what can be refunded', () => {
    const lines = [{ item_id: 'li_jacket', quantity: 1 }]
    expect(returnRefund([jacket, mug], lines, 0, 100000)).toBe(8572)
    expect(returnRefund([jacket, mug], lines, 1000, 100000)).toBe(7572)
    expect(returnRefund([jacket, mug], lines, 0, 984)).toBe(984)
    expect(returnRefund([jacket, mug], lines, 9000, 100000)).toBe(0)
    expect(returnRefund([jacket, mug], [], 0, 100000)).toBe(0)
  })

  it('takes the ceiling from live payments, captured or not', () => {
    const payments = [
      { amount: 19128, amount_refunded: 18144, canceled_at: null },
      { amount: 500, amount_refunded: 0, canceled_at: '2026-01-01T00:00:00Z' },
    ]
    expect(refundCeiling(payments)).toBe(984)
  })
})
