import { ClientError } from '@mercato/client/store'
import { describe, expect, it } from 'vitest'
import { isEmailTaken, offerDefaults } from './account-offer-words'

describe('account offer after a guest checkout', () => {
  it('starts from the order’s e-mail and the names of its address', () => {
    expect(
      offerDefaults({
        email: 'dana@example.com',
        shipping_address: { first_name: 'Dana', last_name: 'Doe' },
        billing_address: { first_name: 'Bill', last_name: 'Payer' },
      }),
    ).toEqual({ email: 'dana@example.com', firstName: 'Dana', lastName: 'Doe' })
    // Gift cards alone have no shipping address: the billing address names the shopper.
    expect(
      offerDefaults({
        email: 'g@example.com',
        shipping_address: null,
        billing_address: { first_name: 'Gil' },
      }),
    ).toEqual({ email: 'g@example.com', firstName: 'Gil', lastName: '' })
    expect(offerDefaults({})).toEqual({ email: '', firstName: '', lastName: '' })
  })

  it('knows a refused registration of an e-mail that has an account', () => {
    const taken = new ClientError('A customer with the given email already has an account. Log in instead', {
      status: 422,
      type: 'duplicate_error',
    })
    expect(isEmailTaken(taken)).toBe(true)
    expect(isEmailTaken(new ClientError('password too short', { status: 400, type: 'invalid_data' }))).toBe(
      false,
    )
    expect(isEmailTaken(new Error('offline'))).toBe(false)
  })
})
