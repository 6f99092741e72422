import { giftCard, region } from '@mercato/db'
import { type SQL, and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll, dateConditions, orderBy, searchAny } from '../../lib/sql'
import { groupBy, project } from '../../http/route-helpers'
import { balanceChangesByCard } from './balance-changes'

export type GiftCardRow = typeof giftCard.$inferSelect
/**
 * `gift_card_transactions` and `balance_changes` are Mercato extensions (Medusa v1 reads a card's
 * spending from its orders only): what each order took from the card, oldest first, with the order's
 * number; and the balances staff set by hand, oldest first, with who set them.
 */
export const GIFT_CARD_RELATIONS = ['region', 'order', 'gift_card_transactions', 'balance_changes'] as const
/** What a card answers with when `expand` is not given, as Medusa v1's admin routes do. */
export const DEFAULT_GIFT_CARD_RELATIONS = ['region', 'order'] as const

const live = isNull(giftCard.deleted_at)

export async function findGiftCard(db: Tx, id: string): Promise<GiftCardRow | undefined> {
  const [row] = await db
    .select()
    .from(giftCard)
    .where(and(eq(giftCard.id, id), live))
    .limit(1)
  return row
}

/** The card, locked for the rest of the transaction (FOR UPDATE), so checkout cannot change it meanwhile. */
export async function lockGiftCard(db: Tx, id: string): Promise<GiftCardRow | undefined> {
  const [row] = await db
    .select()
    .from(giftCard)
    .where(and(eq(giftCard.id, id), live))
    .limit(1)
    .for('update')
  return row
}

export async function findGiftCardByCode(db: Tx, code: string): Promise<GiftCardRow | undefined> {
  const [row] = await db
    .select()
    .from(giftCard)
    .where(and(eq(giftCard.code, code), live))
    .limit(1)
  return row
}

export async function listGiftCardRows(db: Tx, query: ListQuery<unknown>): Promise<[GiftCardRow[], number]> {
  const cond: (SQL | undefined)[] = [
    live,
    ...dateConditions({ created_at: giftCard.created_at, updated_at: giftCard.updated_at }, query.dates),
  ]
  if (query.q) cond.push(searchAny([giftCard.code], query.q))
  const where = and(...cond)
  const columns = {
    created_at: giftCard.created_at,
    updated_at: giftCard.updated_at,
    code: giftCard.code,
    value: giftCard.value,
    balance: giftCard.balance,
  }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(giftCard)
      .where(where)
      .orderBy(...orderBy(columns, query.order, giftCard.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(giftCard).where(where),
  ])
  return [rows, count?.n ?? 0]
}

/**
 * The orders of cards bought at checkout. The order table is mirrored in Drizzle by the orders
 * module; reading it with plain SQL keeps this module independent of that mirror.
 */
async function ordersById(db: Tx, ids: string[]): Promise<Map<string, Record<string, unknown>>> {
  if (ids.length === 0) return new Map()
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  const result = (await db.execute(
    sql`SELECT id, status, display_id, email, customer_id, region_id, currency_code, created_at FROM "order" WHERE id IN (${list})`,
  )) as unknown as { rows: Array<Record<string, unknown>> }
  return new Map(result.rows.map((r) => [r.id as string, r]))
}

/** The cards' spending, by card, oldest first, each with its order's number. */
async function transactionsByCard(db: Tx, ids: string[]) {
  if (ids.length === 0) return new Map<string, Record<string, unknown>[]>()
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  const result = (await db.execute(
    sql`SELECT t.id, t.gift_card_id, t.order_id, t.amount, t.is_taxable, t.tax_rate, t.created_at,
               o.display_id, o.currency_code
          FROM gift_card_transaction t LEFT JOIN "order" o ON o.id = t.order_id
         WHERE t.gift_card_id IN (${list})
         ORDER BY t.created_at, t.id`,
  )) as unknown as { rows: Array<Record<string, unknown>> }
  const spending: Record<string, unknown>[] = result.rows.map(({ display_id, currency_code, ...t }) => ({
    ...t,
    order: t.order_id ? { id: t.order_id, display_id, currency_code } : null,
  }))
  return groupBy(spending, (t) => t.gift_card_id as string)
}

export async function decorateGiftCards(
  db: Tx,
  rows: GiftCardRow[],
  relations: Set<string>,
  fields?: string[],
) {
  const regionIds = [...new Set(rows.map((r) => r.region_id))]
  const orderIds = [...new Set(rows.map((r) => r.order_id).filter((x): x is string => !!x))]
  const cardIds = rows.map((r) => r.id)
  const none = new Map<string, Record<string, unknown>[]>()
  const [regions, orders, spending, balanceChanges] = await Promise.all([
    relations.has('region') && regionIds.length
      ? db.select().from(region).where(inArray(region.id, regionIds))
      : [],
    relations.has('order') ? ordersById(db, orderIds) : new Map<string, Record<string, unknown>>(),
    relations.has('gift_card_transactions') ? transactionsByCard(db, cardIds) : none,
    relations.has('balance_changes') ? balanceChangesByCard(db, cardIds) : none,
  ])
  return rows.map((row) =>
    project(
      {
        ...row,
        ...(relations.has('region') ? { region: regions.find((r) => r.id === row.region_id) ?? null } : {}),
        ...(relations.has('order') ? { order: (row.order_id && orders.get(row.order_id)) || null } : {}),
        ...(relations.has('gift_card_transactions')
          ? { gift_card_transactions: spending.get(row.id) ?? [] }
          : {}),
        ...(relations.has('balance_changes') ? { balance_changes: balanceChanges.get(row.id) ?? [] } : {}),
      },
      fields,
      relations,
    ),
  )
}
