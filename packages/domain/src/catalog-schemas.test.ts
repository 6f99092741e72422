import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  adminProductListFilters,
  productCreateBody,
  productListFilters,
  variantCreateBody,
} from './catalog-schemas'

describe('catalogue request schemas', () => {
  it('accept a product with positional variant options and refuse unknown properties', () => {
    const body = {
      title: 'Shirt',
      options: [{ title: 'Size' }],
      variants: [{ title: 'S', options: [{ value: 'S' }], prices: [{ currency_code: 'usd', amount: 1500 }] }],
    }
    expect(productCreateBody.safeParse(body).success).toBe(true)
    const unknown = productCreateBody.safeParse({ ...body, colour: 'red' })
    expect(unknown.error?.issues[0]?.code).toBe('unrecognized_keys')
  })

  it('refuse bad handles, empty titles and amounts that are not whole minor units', () => {
    expect(productCreateBody.safeParse({ title: 'Shirt', handle: 'a b' }).error?.issues[0]?.message).toBe(
      'handle must not contain spaces, slashes, ? or #',
    )
    expect(productCreateBody.safeParse({ title: '' }).success).toBe(false)
    const price = variantCreateBody.safeParse({
      title: 'S',
      prices: [{ currency_code: 'usd', amount: 12.5 }],
    })
    expect(price.error?.issues[0]?.message).toBe('amount must be an integer in minor units')
  })

  it('read list filters from query strings: one value or many, booleans as text', () => {
    const admin = z.strictObject(adminProductListFilters)
    expect(admin.parse({ status: 'draft', tags: ['a', 'b'], is_giftcard: 'false' })).toEqual({
      status: ['draft'],
      tags: ['a', 'b'],
      is_giftcard: false,
    })
    expect(admin.safeParse({ status: 'archived' }).success).toBe(false)
    // The store list shares the filters but not status.
    expect(z.strictObject(productListFilters).safeParse({ status: 'draft' }).success).toBe(false)
  })
})
