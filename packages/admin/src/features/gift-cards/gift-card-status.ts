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

/**
 * The value (before tax) to issue a card with so that it buys `cover` (tax included) at `taxRate`: the
 * largest value whose `taxedCover` does not exceed it, with what that value buys. Rounding can leave
 * amounts no value buys exactly (at 20 %, 1 buys 1 and 2 buys 2, 3 buys 4): then the card buys a little
 * less than asked, never more. A card without a rate buys its value.
 */
export function valueForCover(cover: number, taxRate: number | null | undefined) {
  if (cover <= 0) return { value: 0, cover: 0 }
  if (!taxRate || taxRate <= 0) return { value: cover, cover }
  let value = Math.floor((cover * 100) / (100 + taxRate))
  // The estimate is off by at most one either way; the cover grows with the value, so step to the edge.
  while (value > 0 && taxedCover(value, taxRate) > cover) value--
  while (taxedCover(value + 1, taxRate) <= cover) value++
  return { value, cover: taxedCover(value, taxRate) }
}
