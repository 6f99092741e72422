import type { StaffArea } from '@mercato/domain'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AREA_LABEL_KEYS, isPrivateArea, useHasArea } from '../../lib/staff-areas'
import { NoAccess } from '../ui/no-access'
import { ReadOnly } from '../ui/read-only'

/**
 * The screens of a shop area. Without the area, a private one (orders, customers, discounts, gift
 * cards) is a "no access" page, since the server refuses even to show it; the others stay visible,
 * read-only with a note why, rather than offering changes that can only fail.
 */
export function AreaAccess({ area, children }: { area: StaffArea; children: ReactNode }) {
  const { t } = useTranslation()
  const allowed = useHasArea(area)
  if (allowed) return children
  const name = t(AREA_LABEL_KEYS[area])
  if (isPrivateArea(area))
    return (
      <NoAccess
        title={t('access.title')}
        description={t('access.description', { area: name })}
        homeLabel={t('access.home')}
      />
    )
  return <ReadOnly note={t('access.readOnly', { area: name })}>{children}</ReadOnly>
}
