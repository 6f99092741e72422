import type { ShippingProfile } from '@mercato/client'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/** The names the server gives the two built-in profiles when the store is first made. */
const BUILT_IN_NAMES: Partial<Record<ShippingProfile['type'], string>> = {
  default: 'Default Shipping Profile',
  gift_card: 'Gift Card Profile',
}

/**
 * The translation key for a built-in profile that still has its first name, else undefined: a
 * profile the owner renamed keeps the name they chose.
 */
export function builtInProfileKey(profile: Pick<ShippingProfile, 'name' | 'type'>): string | undefined {
  const seeded = BUILT_IN_NAMES[profile.type]
  return seeded !== undefined && profile.name === seeded ? `profiles.builtIn.${profile.type}` : undefined
}

/** A profile's name as shown in the dashboard's language. */
export function useProfileName() {
  const { t } = useTranslation('setup')
  return useCallback(
    (profile: Pick<ShippingProfile, 'name' | 'type'>) => {
      const key = builtInProfileKey(profile)
      return key ? t(key) : profile.name
    },
    [t],
  )
}
