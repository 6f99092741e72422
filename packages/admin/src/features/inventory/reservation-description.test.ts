import { describe, expect, it } from 'vitest'
import { serverDescriptionKey } from './reservation-description'

describe('serverDescriptionKey', () => {
  it('knows the descriptions the server writes', () => {
    expect(serverDescriptionKey('Reserved at order placement')).toBe('serverReservation.orderPlaced')
    expect(serverDescriptionKey('Reserved again after a canceled fulfillment')).toBe(
      'serverReservation.fulfillmentCanceled',
    )
  })

  it('leaves what people typed alone', () => {
    expect(serverDescriptionKey('Held for the trade fair')).toBeUndefined()
    expect(serverDescriptionKey('reserved at order placement')).toBeUndefined()
    expect(serverDescriptionKey('toString')).toBeUndefined()
  })
})
