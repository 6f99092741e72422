import {
  currency,
  fulfillmentProvider,
  paymentProvider,
  salesChannel,
  store,
  storeCurrency,
} from '@mercato/db'
import { type SQL, and, eq, inArray, or } from 'drizzle-orm'
import type { Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll, escapeLike, orderBy } from '../../lib/sql'
import { ilike } from 'drizzle-orm'

export type StoreRow = typeof store.$inferSelect
export type CurrencyRow = typeof currency.$inferSelect

export async function findStore(db: Tx): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(store).limit(1)
  return row
}

export async function storeCurrencies(db: Tx, storeId: string): Promise<CurrencyRow[]> {
  return db
    .select({
      code: currency.code,
      symbol: currency.symbol,
      symbol_native: currency.symbol_native,
      name: currency.name,
      includes_tax: currency.includes_tax,
    })
    .from(storeCurrency)
    .innerJoin(currency, eq(currency.code, storeCurrency.currency_code))
    .where(eq(storeCurrency.store_id, storeId))
    .orderBy(currency.code)
}

export async function findCurrencies(db: Tx, codes: string[]): Promise<CurrencyRow[]> {
  if (codes.length === 0) return []
  return db.select().from(currency).where(inArray(currency.code, codes))
}

export async function findSalesChannel(db: Tx, id: string) {
  const [row] = await db.select().from(salesChannel).where(eq(salesChannel.id, id)).limit(1)
  return row
}

export async function installedPaymentProviders(db: Tx) {
  return db
    .select()
    .from(paymentProvider)
    .where(eq(paymentProvider.is_installed, true))
    .orderBy(paymentProvider.id)
}

export async function installedFulfillmentProviders(db: Tx) {
  return db.select().from(fulfillmentProvider).orderBy(fulfillmentProvider.id)
}

export interface CurrencyFilters {
  code?: string
  includes_tax?: boolean
}

export async function listCurrencies(
  db: Tx,
  query: ListQuery<CurrencyFilters>,
): Promise<[CurrencyRow[], number]> {
  const cond: (SQL | undefined)[] = []
  if (query.filters.code) cond.push(eq(currency.code, query.filters.code.toLowerCase()))
  if (query.filters.includes_tax !== undefined)
    cond.push(eq(currency.includes_tax, query.filters.includes_tax))
  if (query.q) {
    const p = `%${escapeLike(query.q)}%`
    cond.push(or(ilike(currency.code, p), ilike(currency.name, p)))
  }
  const where = and(...cond)
  const cols = { code: currency.code, name: currency.name }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(currency)
      .where(where)
      .orderBy(...orderBy(cols, query.order, currency.code))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(currency).where(where),
  ])
  return [rows, count?.n ?? 0]
}
