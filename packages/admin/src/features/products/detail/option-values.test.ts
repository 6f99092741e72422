import type { PricedProduct } from '@mercato/client'
import { describe, expect, it } from 'vitest'
import { removeValueBody, renameValueBody, variantsWithValue } from './option-values'

const variant = (id: string, size: string, colour: string) =>
  ({
    id,
    options: [
      { option_id: 'opt_size', value: size },
      { option_id: 'opt_colour', value: colour },
    ],
  }) as PricedProduct['variants'][number]

const product = {
  variants: [variant('v1', 'S', 'Red'), variant('v2', 'L', 'Red'), variant('v3', 'S', 'Blue')],
} as PricedProduct

describe('option values through the variants', () => {
  it('renames a value on exactly the variants that give it, keeping every variant in place', () => {
    expect(renameValueBody(product, 'opt_size', 'S', 'Small')).toEqual({
      variants: [
        { id: 'v1', options: [{ option_id: 'opt_size', value: 'Small' }] },
        { id: 'v2' },
        { id: 'v3', options: [{ option_id: 'opt_size', value: 'Small' }] },
      ],
    })
  })

  it('removes a value by leaving out its variants, and counts them first', () => {
    expect(variantsWithValue(product, 'opt_colour', 'Red').map((v) => v.id)).toEqual(['v1', 'v2'])
    expect(removeValueBody(product, 'opt_colour', 'Red')).toEqual({ variants: [{ id: 'v3' }] })
  })

  it('matches the value within its own option only', () => {
    expect(variantsWithValue(product, 'opt_colour', 'S')).toEqual([])
  })
})
