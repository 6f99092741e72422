import { describe, expect, it } from 'vitest'
import { variantLabel } from './line-title'

describe('variantLabel', () => {
  it("names the variant, from its title or else the line's description", () => {
    expect(variantLabel({ title: 'Linen Shirt', variant: { title: 'M / Blue' }, description: 'x' })).toBe(
      'M / Blue',
    )
    expect(variantLabel({ title: 'Linen Shirt', variant: null, description: 'L / White' })).toBe('L / White')
  })

  it('is null when there is nothing to add to the title', () => {
    expect(variantLabel({ title: 'Mug' })).toBeNull()
    expect(variantLabel({ title: 'Mug', variant: { title: 'Mug' }, description: null })).toBeNull()
    expect(variantLabel({ title: 'Mug', variant: { title: '  ' }, description: '' })).toBeNull()
  })
})
