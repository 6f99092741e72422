import { giftCardBalanceChange, user } from '@mercato/db'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../context'
import { groupBy } from '../../http/route-helpers'

/**
 * The balances staff set by hand on the cards, by card, oldest first, each with the staff member who
 * set it (id, name and e-mail; null for a token without a user). A staff member deleted since still
 * shows: the history says who did it at the time.
 */
export async function balanceChangesByCard(db: Tx, ids: string[]) {
  if (ids.length === 0) return new Map<string, Record<string, unknown>[]>()
  const rows = await db
    .select({
      change: giftCardBalanceChange,
      user: { id: user.id, email: user.email, first_name: user.first_name, last_name: user.last_name },
    })
    .from(giftCardBalanceChange)
    .leftJoin(user, eq(user.id, giftCardBalanceChange.user_id))
    .where(inArray(giftCardBalanceChange.gift_card_id, ids))
    .orderBy(asc(giftCardBalanceChange.created_at), asc(giftCardBalanceChange.id))
  const changes: Record<string, unknown>[] = rows.map((r) => ({ ...r.change, user: r.user }))
  return groupBy(changes, (c) => c.gift_card_id as string)
}
