import type { PriceList } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { type PillTone, StatusPill } from '../discounts/status-pill'
import { type PriceListStanding, priceListStanding } from './price-list-status'

const TONES: Record<PriceListStanding, PillTone> = {
  active: 'green',
  scheduled: 'blue',
  expired: 'orange',
  draft: 'grey',
}

/** The list's status as shoppers meet it (active, scheduled, expired, draft), as a translated pill. */
export function PriceListStatusBadge({
  list,
}: {
  list: Pick<PriceList, 'status' | 'starts_at' | 'ends_at'>
}) {
  const { t } = useTranslation('pricing')
  const standing = priceListStanding(list)
  return <StatusPill status={standing} label={t(`status.${standing}`)} tone={TONES[standing]} />
}
