import { describe, expect, it } from 'vitest'
import { defaultFulfillmentLocation } from './fulfillment-location'

const r = (line_item_id: string, location_id: string, quantity: number) => ({
  line_item_id,
  location_id,
  quantity,
})

describe('defaultFulfillmentLocation', () => {
  it('picks where the lines are reserved, not the first location listed', () => {
    expect(defaultFulfillmentLocation([r('item_1', 'main', 2)], ['item_1'], ['nordic', 'main'])).toBe('main')
  })

  it('picks where most of the lines’ units are reserved, counting only these lines', () => {
    const reservations = [r('item_1', 'a', 1), r('item_2', 'b', 3), r('other', 'a', 9)]
    expect(defaultFulfillmentLocation(reservations, ['item_1', 'item_2'], ['a', 'b'])).toBe('b')
  })

  it('falls back to the first location without reservations, or to none without locations', () => {
    expect(defaultFulfillmentLocation([], ['item_1'], ['a', 'b'])).toBe('a')
    expect(defaultFulfillmentLocation([r('item_1', 'gone', 1)], ['item_1'], ['a'])).toBe('a')
    expect(defaultFulfillmentLocation([], ['item_1'], [])).toBe('')
  })
})
