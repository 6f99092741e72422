import type { GiftCard, GiftCardBalanceChange, GiftCardSpending } from '@mercato/client'

/** One line of a card's balance history: what an order took, or a balance staff set by hand. */
export type GiftCardHistoryEntry =
  | { kind: 'spent'; id: string; at: string; spending: GiftCardSpending }
  | { kind: 'set'; id: string; at: string; change: GiftCardBalanceChange }

/** Orders' spending and staff's changes together, newest first (ties by id, so the order is stable). */
export function giftCardHistory(
  card: Pick<GiftCard, 'gift_card_transactions' | 'balance_changes'>,
): GiftCardHistoryEntry[] {
  const entries: GiftCardHistoryEntry[] = [
    ...(card.gift_card_transactions ?? []).map(
      (s) => ({ kind: 'spent', id: s.id, at: s.created_at, spending: s }) as const,
    ),
    ...(card.balance_changes ?? []).map(
      (c) => ({ kind: 'set', id: c.id, at: c.created_at, change: c }) as const,
    ),
  ]
  const time = (e: GiftCardHistoryEntry) => new Date(e.at).getTime()
  return entries.sort((a, b) => time(b) - time(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
}

/** A staff member as the history names them: their name, else their e-mail; null when not known. */
export function staffName(user: GiftCardBalanceChange['user']): string | null {
  if (!user) return null
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim()
  return name || user.email
}
