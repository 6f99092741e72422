import type { GiftCard } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { type PillTone, StatusPill } from '../discounts/status-pill'
import { giftCardStatus } from './gift-card-status'

const TONES: Record<ReturnType<typeof giftCardStatus>, PillTone> = {
  active: 'green',
  disabled: 'grey',
  expired: 'orange',
  redeemed: 'blue',
}

/** The card's status (active, disabled, expired, redeemed) as a coloured, translated pill. */
export function GiftCardStatusBadge({ card }: { card: GiftCard }) {
  const { t } = useTranslation('gift-cards')
  const status = giftCardStatus(card)
  return <StatusPill status={status} label={t(`status.${status}`)} tone={TONES[status]} />
}
