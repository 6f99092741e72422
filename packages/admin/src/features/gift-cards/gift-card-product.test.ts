import { productCreateBody } from '@mercato/domain'
import { describe, expect, it } from 'vitest'
import { denominationTitle, giftCardProductPayload } from './gift-card-product'

describe('giftCardProductPayload', () => {
  it('makes a gift card product with a variant per denomination that the server accepts', () => {
    const payload = giftCardProductPayload(' Gift Card ', [
      [
        { currency_code: 'eur', amount: 2500 },
        { currency_code: 'jpy', amount: 4000 },
      ],
      [{ currency_code: 'eur', amount: 5000 }],
    ])
    expect(productCreateBody.safeParse(payload).success).toBe(true)
    expect(payload).toMatchObject({
      title: 'Gift Card',
      is_giftcard: true,
      discountable: false,
      options: [{ title: 'Denomination' }],
      variants: [
        { title: '25.00', options: [{ value: '25.00' }], manage_inventory: false },
        { title: '50.00', prices: [{ currency_code: 'eur', amount: 5000 }] },
      ],
    })
  })
  it('names a denomination in its first currency, without decimals for zero-decimal ones', () => {
    expect(denominationTitle([{ currency_code: 'jpy', amount: 4000 }])).toBe('4000')
    expect(denominationTitle([])).toBe('')
  })
})
