import type { PricedProduct } from '@mercato/client'
import { describe, expect, it } from 'vitest'
import { initialChoice } from './product'

const variant = (id: string, size: string, stock: number) => ({
  id,
  inventory_quantity: stock,
  manage_inventory: true,
  allow_backorder: false,
  options: [{ option_id: 'opt_size', value: size }],
})
const product = {
  id: 'prod_1',
  variants: [variant('v_s', 'S', 0), variant('v_m', 'M', 3), variant('v_l', 'L', 5)],
} as unknown as PricedProduct

describe('initialChoice', () => {
  it('takes the variant named in the address (a shared or reloaded link), even one out of stock', () => {
    expect(initialChoice(product, 'v_l')).toEqual({ opt_size: 'L' })
    expect(initialChoice(product, 'v_s')).toEqual({ opt_size: 'S' })
  })

  it('falls back to the first variant in stock for an unknown or missing id', () => {
    expect(initialChoice(product, 'v_gone')).toEqual({ opt_size: 'M' })
    expect(initialChoice(product, null)).toEqual({ opt_size: 'M' })
  })
})
