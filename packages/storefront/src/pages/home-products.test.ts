import type { PricedProduct } from '@mercato/client'
import { describe, expect, it } from 'vitest'
import { HOME_PRODUCTS, sellableProducts } from './home-products'

/** A product whose variants have these prices in the region (null: none there). */
const product = (id: string, prices: Array<number | null>) =>
  ({
    id,
    variants: prices.map((calculated_price, i) => ({ id: `${id}_v${i}`, calculated_price })),
  }) as unknown as PricedProduct

describe("the home page's products", () => {
  it('leaves out products with no price in the region, keeping the newest first', () => {
    const products = [product('euros_only', [null]), product('a', [1200]), product('b', [null, 900])]
    expect(sellableProducts(products, true).map((p) => p.id)).toEqual(['a', 'b'])
  })

  it('fills the rows from the products after the ones left out, up to its count', () => {
    const products = [
      product('unpriced_1', [null]),
      product('unpriced_2', []),
      ...Array.from({ length: 10 }, (_, i) => product(`p${i}`, [100 * (i + 1)])),
    ]
    const shown = sellableProducts(products, true)
    expect(shown).toHaveLength(HOME_PRODUCTS)
    expect(shown[0]!.id).toBe('p0')
    expect(shown.map((p) => p.id)).not.toContain('unpriced_1')
  })

  it('leaves none out when the shop has no region to price in', () => {
    expect(sellableProducts([product('a', [null])], false).map((p) => p.id)).toEqual(['a'])
  })
})
