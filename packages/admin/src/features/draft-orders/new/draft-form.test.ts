import { describe, expect, it } from 'vitest'
import {
  emptyAddress,
  emptyDraft,
  type NewDraftForm,
  stepComplete,
  toAddressForm,
  toCreatePayload,
} from './draft-form'

const paris = {
  ...emptyAddress(),
  first_name: 'Ada',
  last_name: 'Lovelace',
  address_1: '1 Rue de Rivoli',
  city: 'Paris',
  postal_code: '75001',
  country_code: 'fr',
}

const complete = (): NewDraftForm => ({
  ...emptyDraft(),
  region_id: 'reg_1',
  items: [
    { key: 'a', variant_id: 'variant_1', title: 'Tee / S', unit_price: 1500, quantity: 2 },
    { key: 'b', title: ' Gift wrap ', unit_price: 0, quantity: 1 },
  ],
  shipping_option_id: 'so_1',
  email: ' ada@example.com ',
  shipping_address: paris,
})

describe('the new draft form', () => {
  it('lets each step move on only when its fields are complete', () => {
    const v = complete()
    for (const step of ['region', 'items', 'shipping', 'customer', 'discounts', 'review'] as const)
      expect(stepComplete(step, v), step).toBe(true)
    expect(stepComplete('region', emptyDraft())).toBe(false)
    expect(stepComplete('items', { ...v, items: [] })).toBe(false)
    expect(
      stepComplete('items', { ...v, items: [{ key: 'c', title: 'Box', unit_price: null, quantity: 1 }] }),
    ).toBe(false)
    expect(
      stepComplete('items', { ...v, items: [{ key: 'c', title: '', unit_price: 100, quantity: 1 }] }),
    ).toBe(false)
    expect(
      stepComplete('items', {
        ...v,
        items: [{ key: 'c', variant_id: 'v', title: 'T', unit_price: null, quantity: 0 }],
      }),
    ).toBe(false)
    expect(stepComplete('shipping', { ...v, shipping_option_id: '' })).toBe(false)
    // A typed shipping price must be an amount of 0 or more in the region's currency.
    expect(stepComplete('shipping', { ...v, shipping_price: '4.5' }, 'usd')).toBe(true)
    expect(stepComplete('shipping', { ...v, shipping_price: '0' }, 'usd')).toBe(true)
    expect(stepComplete('shipping', { ...v, shipping_price: '-1' }, 'usd')).toBe(false)
    expect(stepComplete('shipping', { ...v, shipping_price: '4.5' }, 'jpy')).toBe(false)
    expect(stepComplete('shipping', { ...v, shipping_price: 'free' }, 'usd')).toBe(false)
    expect(stepComplete('customer', { ...v, email: 'not-an-email' })).toBe(false)
    expect(stepComplete('customer', { ...v, shipping_address: { ...paris, city: ' ' } })).toBe(false)
    expect(stepComplete('customer', { ...v, billing_same: false })).toBe(false)
    expect(stepComplete('customer', { ...v, billing_same: false, billing_address: paris })).toBe(true)
    expect(stepComplete('review', { ...v, region_id: '' })).toBe(false)
  })

  it('builds the create request: variants by id, custom items priced, blank fields left out', () => {
    const payload = toCreatePayload({ ...complete(), customer_id: 'cus_1', discounts: ['SUMMER'] })
    expect(payload).toEqual({
      region_id: 'reg_1',
      email: 'ada@example.com',
      customer_id: 'cus_1',
      items: [
        { variant_id: 'variant_1', quantity: 2 },
        { title: 'Gift wrap', unit_price: 0, quantity: 1 },
      ],
      shipping_methods: [{ option_id: 'so_1' }],
      shipping_address: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        address_1: '1 Rue de Rivoli',
        city: 'Paris',
        postal_code: '75001',
        country_code: 'fr',
      },
      billing_address: payload.shipping_address,
      discounts: [{ code: 'SUMMER' }],
    })
    const separate = toCreatePayload({
      ...complete(),
      billing_same: false,
      billing_address: { ...paris, city: 'Lyon' },
    })
    expect(separate.billing_address).toMatchObject({ city: 'Lyon' })
    expect(separate).not.toHaveProperty('customer_id')
    expect(separate).not.toHaveProperty('discounts')
    // A typed shipping price goes in minor units of the region's currency.
    expect(toCreatePayload({ ...complete(), shipping_price: '4,50' }, 'eur').shipping_methods).toEqual([
      { option_id: 'so_1', price: 450 },
    ])
  })

  it('refuses what the API would refuse before sending it', () => {
    expect(() => toCreatePayload({ ...complete(), email: 'nope' })).toThrow()
    expect(() =>
      toCreatePayload({ ...complete(), items: [{ key: 'x', title: 'Box', unit_price: 1.5, quantity: 1 }] }),
    ).toThrow()
  })

  it('reads a saved address into the form, blanks for what it lacks', () => {
    expect(toAddressForm(null)).toEqual(emptyAddress())
    expect(toAddressForm({ id: 'addr_1', city: 'Paris', country_code: 'fr', phone: null } as never)).toEqual({
      ...emptyAddress(),
      city: 'Paris',
      country_code: 'fr',
    })
  })
})
