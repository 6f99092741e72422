import type { Discount } from '@mercato/client'
import { discountStatus } from '@mercato/domain'
import { useTranslation } from 'react-i18next'
import { type PillTone, StatusPill } from './status-pill'

const TONES: Record<ReturnType<typeof discountStatus>, PillTone> = {
  active: 'green',
  scheduled: 'blue',
  expired: 'orange',
  disabled: 'grey',
}

/** The discount's status (active, scheduled, expired, disabled) as a coloured, translated pill. */
export function DiscountStatusBadge({ discount }: { discount: Discount }) {
  const { t } = useTranslation('discounts')
  const status = discountStatus(discount)
  return <StatusPill status={status} label={t(`status.${status}`)} tone={TONES[status]} />
}
