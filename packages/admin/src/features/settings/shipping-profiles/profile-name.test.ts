import { describe, expect, it } from 'vitest'
import { builtInProfileKey } from './profile-name'

describe('builtInProfileKey', () => {
  it('translates the built-in profiles while they keep the name the server gave them', () => {
    expect(builtInProfileKey({ type: 'default', name: 'Default Shipping Profile' })).toBe(
      'profiles.builtIn.default',
    )
    expect(builtInProfileKey({ type: 'gift_card', name: 'Gift Card Profile' })).toBe(
      'profiles.builtIn.gift_card',
    )
  })

  it('keeps a renamed built-in profile and every custom profile as named', () => {
    expect(builtInProfileKey({ type: 'default', name: 'Parcels' })).toBeUndefined()
    expect(builtInProfileKey({ type: 'gift_card', name: 'Default Shipping Profile' })).toBeUndefined()
    expect(builtInProfileKey({ type: 'custom', name: 'Gift Card Profile' })).toBeUndefined()
  })
})
