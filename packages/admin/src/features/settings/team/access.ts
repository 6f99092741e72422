import type { Metadata, UserRole } from '@mercato/client'
import {
  STAFF_ACTIONS,
  STAFF_AREAS,
  type StaffAction,
  type StaffArea,
  staffActions,
  staffAreas,
} from '@mercato/domain'
import type { TFunction } from 'i18next'
import { AREA_LABEL_KEYS } from '../../../lib/staff-areas'

/** A person's chosen areas as kept in `metadata.areas`: null for every area (nothing chosen). */
export const chosenAreas = (metadata: Metadata | undefined): StaffArea[] | null =>
  metadata?.areas == null ? null : STAFF_AREAS.filter((a) => staffAreas('member', metadata).has(a))

/** A person's withheld actions as kept in `metadata.withheld`: none when nothing is kept. */
export const chosenWithheld = (metadata: Metadata | undefined): StaffAction[] =>
  STAFF_ACTIONS.filter((a) => !staffActions('member', metadata).has(a))

/** Actions taken on orders only; the others (exports, deletions) in any area. */
const ORDER_ACTIONS: ReadonlySet<StaffAction> = new Set([
  'refunds',
  'cancellations',
  'captures',
  'fulfillments',
])

/**
 * Whether an action can be taken with these areas (null: every area): refunds, cancellations,
 * captures and fulfillments need orders; exports and deletions any area.
 */
export const actionApplies = (action: StaffAction, areas: readonly StaffArea[] | null) =>
  areas === null || (ORDER_ACTIONS.has(action) ? areas.includes('orders') : areas.length > 0)

/** What a form sends for the withheld actions: null (nothing kept) for admins and for none withheld. */
export const withheldToSend = (role: UserRole, withheld: StaffAction[]) =>
  role === 'admin' || withheld.length === 0 ? null : withheld

/**
 * What the team list says of someone's access: every area (admins always), settings only (an empty
 * choice), or the areas' names; and the actions withheld from them there (refunds, exports, cancellations, deletions, captures,
 * fulfillments). `t` is the setup namespace's, `tn` the default namespace's.
 */
export function accessLabel(
  role: UserRole,
  metadata: Metadata | undefined,
  t: TFunction,
  tn: TFunction,
  language: string,
) {
  const areas = role === 'admin' ? null : chosenAreas(metadata)
  const label =
    areas === null
      ? t('team.allAreas')
      : areas.length === 0
        ? t('team.settingsOnly')
        : new Intl.ListFormat(language, { style: 'narrow', type: 'conjunction' }).format(
            areas.map((a) => tn(AREA_LABEL_KEYS[a])),
          )
  const withheld = role === 'admin' ? [] : chosenWithheld(metadata).filter((a) => actionApplies(a, areas))
  if (withheld.length === 0) return label
  const actions = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(
    withheld.map((a) => t(`team.actionNames.${a}`)),
  )
  return t('team.without', { access: label, actions })
}
