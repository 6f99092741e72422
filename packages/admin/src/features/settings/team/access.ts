import type { Metadata, UserRole } from '@mercato/client'
import { STAFF_AREAS, type StaffArea, staffAreas } from '@mercato/domain'
import type { TFunction } from 'i18next'
import { AREA_LABEL_KEYS } from '../../../lib/staff-areas'

/** A person's chosen areas as kept in `metadata.areas`: null for every area (nothing chosen). */
export const chosenAreas = (metadata: Metadata | undefined): StaffArea[] | null =>
  metadata?.areas == null ? null : STAFF_AREAS.filter((a) => staffAreas('member', metadata).has(a))

/**
 * What the team list says of someone's access: every area (admins always), settings only (an empty
 * choice), or the areas' names. `t` is the setup namespace's, `tn` the default namespace's.
 */
export function accessLabel(
  role: UserRole,
  metadata: Metadata | undefined,
  t: TFunction,
  tn: TFunction,
  language: string,
) {
  const areas = role === 'admin' ? null : chosenAreas(metadata)
  if (areas === null) return t('team.allAreas')
  if (areas.length === 0) return t('team.settingsOnly')
  const names = areas.map((a) => tn(AREA_LABEL_KEYS[a]))
  return new Intl.ListFormat(language, { style: 'narrow', type: 'conjunction' }).format(names)
}
