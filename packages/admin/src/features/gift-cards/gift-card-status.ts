import type { GiftCard } from '@mercato/client'

export type GiftCardStatus = 'active' | 'disabled' | 'expired' | 'redeemed'

/** Whether a card can still be spent at `now`: switched off, past its expiry, used up, or usable. */
export function giftCardStatus(
  card: Pick<GiftCard, 'is_disabled' | 'ends_at' | 'balance'>,
  now: Date = new Date(),
): GiftCardStatus {
  if (card.is_disabled) return 'disabled'
  if (card.ends_at && new Date(card.ends_at).getTime() <= now.getTime()) return 'expired'
  if (card.balance <= 0) return 'redeemed'
  return 'active'
}

/** The free-text note kept in the card's metadata (Medusa's dashboard stores it the same way). */
export const giftCardNote = (card: { metadata?: Record<string, unknown> | null }) =>
  typeof card.metadata?.note === 'string' ? card.metadata.note : ''

/** How much of the value the card was issued with is left, in whole percent (0 to 100). */
export function balanceLeftPercent(card: Pick<GiftCard, 'value' | 'balance'>): number {
  if (card.value <= 0) return 0
  return Math.max(0, Math.min(100, Math.round((card.balance / card.value) * 100)))
}

/**
 * What a taxable card pays for: its amount and the tax on it at the card's rate (Medusa v1's gift card
 * tax, rounded as checkout rounds it). A card without a rate pays its amount.
 */
export const taxedCover = (amount: number, taxRate: number | null | undefined) =>
  taxRate ? amount + Math.round((amount * taxRate) / 100) : amount
