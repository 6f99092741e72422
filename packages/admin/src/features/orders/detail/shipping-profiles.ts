import type { ShippingOption } from '@mercato/client'
import { useAdminShippingProfiles } from '@mercato/react'

// Shipping options are offered per shipping profile, as the server chooses them for a cart
// (server carts/shipping.ts): only options of the profiles the items concerned ship under.

/** What decides a line's profile: its product's profile. */
export interface ProfiledLine {
  variant_id?: string | null
  profile_id?: string | null
}

/**
 * The profile a line ships under: its product's (gift cards sit in the gift card profile, whose
 * option is e-mail delivery); lines without a catalogue product ship under the default profile.
 */
export function lineProfile(line: ProfiledLine, defaultProfile: string | null): string | null {
  if (!line.variant_id) return defaultProfile
  return line.profile_id ?? defaultProfile
}

/** The options of the lines' profiles, in their order. */
export function optionsForLines<T extends Pick<ShippingOption, 'profile_id'>>(
  options: T[],
  lines: ProfiledLine[],
  defaultProfile: string | null,
): T[] {
  const profiles = new Set(lines.map((l) => lineProfile(l, defaultProfile)).filter((p) => !!p))
  return options.filter((o) => profiles.has(o.profile_id))
}

/** An order or draft line as a profiled line: its variant's product names the profile. */
export const orderLineProfile = (item: {
  variant_id?: string | null
  variant?: { product?: { profile_id?: string } | null } | null
}): ProfiledLine => ({
  variant_id: item.variant_id,
  profile_id: item.variant?.product?.profile_id ?? null,
})

/** The shop's default shipping profile, which lines without a product ship under. */
export function useDefaultProfileId(): string | null {
  const { shipping_profiles } = useAdminShippingProfiles()
  return shipping_profiles?.find((p) => p.type === 'default')?.id ?? null
}
