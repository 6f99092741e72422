import { customerGroup, moneyAmount, priceList, priceListCustomerGroup, productVariant } from '@mercato/db'
import type { PriceListStanding } from '@mercato/domain'
import { type SQL, and, asc, eq, exists, gt, gte, inArray, isNull, lt, lte, or } from 'drizzle-orm'
import type { Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll, dateConditions, orderBy, searchAny } from '../../lib/sql'
import { groupBy, project } from '../../http/route-helpers'

export type PriceListRow = typeof priceList.$inferSelect
export type MoneyAmountRow = typeof moneyAmount.$inferSelect
export type PriceListType = 'sale' | 'override'
export type PriceListStatus = 'active' | 'draft'

// `prices.variants` is accepted as a synonym: prices always come with their variant.
export const PRICE_LIST_RELATIONS = ['prices', 'customer_groups', 'prices.variants'] as const
export const DEFAULT_PRICE_LIST_RELATIONS = ['prices', 'customer_groups']

const live = isNull(priceList.deleted_at)

export async function findPriceList(db: Tx, id: string): Promise<PriceListRow | undefined> {
  const [row] = await db
    .select()
    .from(priceList)
    .where(and(eq(priceList.id, id), live))
    .limit(1)
  return row
}

export interface PriceListFilters {
  id?: string[]
  status?: PriceListStatus[]
  name?: string
  customer_groups?: string[]
  type?: PriceListType[]
  standing?: PriceListStanding[]
}

/**
 * The lists in `standing` at `now`, by the dashboard's rule (`priceListStanding`): an active list is
 * scheduled while its start is at or after `now`, else expired once its end is at or before `now`.
 */
function standingCondition(standing: PriceListStanding, now: Date): SQL | undefined {
  const active = eq(priceList.status, 'active')
  const started = or(isNull(priceList.starts_at), lt(priceList.starts_at, now))
  switch (standing) {
    case 'draft':
      return eq(priceList.status, 'draft')
    case 'scheduled':
      return and(active, gte(priceList.starts_at, now))
    case 'expired':
      return and(active, started, lte(priceList.ends_at, now))
    case 'active':
      return and(active, started, or(isNull(priceList.ends_at), gt(priceList.ends_at, now)))
  }
}

export async function listPriceListRows(
  db: Tx,
  query: ListQuery<PriceListFilters>,
): Promise<[PriceListRow[], number]> {
  const f = query.filters
  const cond: (SQL | undefined)[] = [
    live,
    ...dateConditions({ created_at: priceList.created_at, updated_at: priceList.updated_at }, query.dates),
  ]
  if (f.id) cond.push(inArray(priceList.id, f.id))
  if (f.status) cond.push(inArray(priceList.status, f.status))
  if (f.type) cond.push(inArray(priceList.type, f.type))
  // The server's clock, as the storefront's price-list cache and the discount filter use it.
  if (f.standing?.length) {
    const now = new Date()
    cond.push(or(...f.standing.map((s) => standingCondition(s, now))))
  }
  if (f.name) cond.push(eq(priceList.name, f.name))
  if (f.customer_groups)
    cond.push(
      exists(
        db
          .select({ one: priceListCustomerGroup.price_list_id })
          .from(priceListCustomerGroup)
          .where(
            and(
              eq(priceListCustomerGroup.price_list_id, priceList.id),
              inArray(priceListCustomerGroup.customer_group_id, f.customer_groups),
            ),
          ),
      ),
    )
  if (query.q) cond.push(searchAny([priceList.name, priceList.description], query.q))
  const where = and(...cond)
  const columns = {
    created_at: priceList.created_at,
    updated_at: priceList.updated_at,
    name: priceList.name,
    status: priceList.status,
    type: priceList.type,
    starts_at: priceList.starts_at,
    ends_at: priceList.ends_at,
  }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(priceList)
      .where(where)
      .orderBy(...orderBy(columns, query.order, priceList.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(priceList).where(where),
  ])
  return [rows, count?.n ?? 0]
}

/** A list's live prices on live variants, each with its variant (as Medusa fills `variant`/`variants`). */
export async function pricesWithVariants(db: Tx, where: SQL | undefined) {
  const rows = await db
    .select({ price: moneyAmount, variant: productVariant })
    .from(moneyAmount)
    .innerJoin(productVariant, eq(productVariant.id, moneyAmount.variant_id))
    .where(and(where, isNull(moneyAmount.deleted_at), isNull(productVariant.deleted_at)))
    .orderBy(asc(moneyAmount.created_at), asc(moneyAmount.id))
  return rows.map(({ price, variant }) => ({ ...price, variant, variants: [variant] }))
}

export async function decoratePriceLists(
  db: Tx,
  rows: PriceListRow[],
  relations: Set<string>,
  fields?: string[],
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const withPrices = relations.has('prices') || relations.has('prices.variants')
  const [prices, groups] = await Promise.all([
    withPrices ? pricesWithVariants(db, inArray(moneyAmount.price_list_id, ids)) : [],
    relations.has('customer_groups')
      ? db
          .select({ list_id: priceListCustomerGroup.price_list_id, group: customerGroup })
          .from(priceListCustomerGroup)
          .innerJoin(customerGroup, eq(customerGroup.id, priceListCustomerGroup.customer_group_id))
          .where(and(inArray(priceListCustomerGroup.price_list_id, ids), isNull(customerGroup.deleted_at)))
          .orderBy(asc(customerGroup.name))
      : [],
  ])
  const byList = groupBy(prices, (p) => p.price_list_id)
  const groupsByList = groupBy(groups, (g) => g.list_id)
  const keep = new Set<string>(relations)
  if (withPrices) keep.add('prices')
  return rows.map((row) => {
    const out: Record<string, unknown> = { ...row }
    if (withPrices) out.prices = byList.get(row.id) ?? []
    if (relations.has('customer_groups'))
      out.customer_groups = (groupsByList.get(row.id) ?? []).map((g) => g.group)
    return project(out, fields, keep)
  })
}
