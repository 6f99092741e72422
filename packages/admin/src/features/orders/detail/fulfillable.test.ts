import { describe, expect, it } from 'vitest'
import { chosenLines, fulfillableQuantity, returnableQuantity } from './fulfillable'

describe('order line quantities', () => {
  it('counts what is left to fulfil and to return', () => {
    expect(fulfillableQuantity({ quantity: 3, fulfilled_quantity: 2 })).toBe(1)
    expect(fulfillableQuantity({ quantity: 3, fulfilled_quantity: null })).toBe(3)
    expect(returnableQuantity({ fulfilled_quantity: 3, shipped_quantity: 2, returned_quantity: 1 })).toBe(2)
    expect(returnableQuantity({ fulfilled_quantity: 0, shipped_quantity: 0, returned_quantity: 0 })).toBe(0)
  })

  it('turns chosen quantities into request lines, refusing out-of-range ones', () => {
    const limits = { a: 2, b: 1 }
    expect(chosenLines({ a: 2, b: 0 }, limits)).toEqual([{ item_id: 'a', quantity: 2 }])
    expect(chosenLines({ a: 0, b: 0 }, limits)).toBeNull()
    expect(chosenLines({ a: 3 }, limits)).toBeNull()
    expect(chosenLines({ a: 1.5 }, limits)).toBeNull()
    expect(chosenLines({ c: 1 }, limits)).toBeNull()
  })
})
