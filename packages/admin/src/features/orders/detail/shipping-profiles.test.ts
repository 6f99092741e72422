import { describe, expect, it } from 'vitest'
import { lineProfile, optionsForLines, orderLineProfile } from './shipping-profiles'

const options = [
  { id: 'so_standard', profile_id: 'sp_default' },
  { id: 'so_express', profile_id: 'sp_default' },
  { id: 'so_email', profile_id: 'sp_gift_card' },
  { id: 'so_freight', profile_id: 'sp_bulky' },
]

describe('shipping options by profile', () => {
  it('a line ships under its product’s profile; a custom line under the default one', () => {
    expect(lineProfile({ variant_id: 'v1', profile_id: 'sp_bulky' }, 'sp_default')).toBe('sp_bulky')
    expect(lineProfile({ variant_id: 'v1', profile_id: null }, 'sp_default')).toBe('sp_default')
    expect(lineProfile({ variant_id: null }, 'sp_default')).toBe('sp_default')
  })

  it('offers physical items only their profile’s options, not the gift card’s e-mail delivery', () => {
    const jacket = orderLineProfile({ variant_id: 'v1', variant: { product: { profile_id: 'sp_default' } } })
    expect(optionsForLines(options, [jacket], 'sp_default').map((o) => o.id)).toEqual([
      'so_standard',
      'so_express',
    ])
  })

  it('offers the options of every profile among the lines, and none without lines', () => {
    const lines = [
      { variant_id: 'v1', profile_id: 'sp_gift_card' },
      { variant_id: 'v2', profile_id: 'sp_bulky' },
    ]
    expect(optionsForLines(options, lines, 'sp_default').map((o) => o.id)).toEqual(['so_email', 'so_freight'])
    expect(optionsForLines(options, [], 'sp_default')).toEqual([])
  })
})
