import { AREA_PATHS, type StaffAction, type StaffArea, staffActions, staffAreas } from '@mercato/domain'
import { useMemo } from 'react'
import { useCurrentUser } from './session'

/** Each shop area's name: the main navigation's label of its screens (default namespace). */
export const AREA_LABEL_KEYS: Readonly<Record<StaffArea, string>> = {
  orders: 'nav.orders',
  customers: 'nav.customers',
  products: 'nav.products',
  inventory: 'nav.inventory',
  pricing: 'nav.pricing',
  discounts: 'nav.discounts',
  gift_cards: 'nav.giftCards',
}

/** Areas the server refuses to show without access (shoppers' data, spendable codes); others stay readable. */
export const isPrivateArea = (area: StaffArea) => AREA_PATHS.some((p) => p.area === area && p.private)

const NONE: ReadonlySet<StaffArea> = new Set()

/**
 * The shop areas the signed-in user may work in. None until the session has loaded, so nothing asks
 * the server for an area's data before it is known to be allowed.
 */
export function useStaffAreas(): ReadonlySet<StaffArea> {
  const { user } = useCurrentUser()
  const signedIn = user !== undefined
  const role = user?.role
  const metadata = user?.metadata
  return useMemo(() => (signedIn ? staffAreas(role, metadata) : NONE), [signedIn, role, metadata])
}

export const useHasArea = (area: StaffArea) => useStaffAreas().has(area)

/**
 * Whether the signed-in user may take an action that can be withheld (a refund, an export, an order's
 * cancellation, a deletion); not until the session has loaded.
 */
export function useHasAction(action: StaffAction): boolean {
  const { user } = useCurrentUser()
  const role = user?.role
  const metadata = user?.metadata
  return useMemo(
    () => user !== undefined && staffActions(role, metadata).has(action),
    [user, role, metadata, action],
  )
}
