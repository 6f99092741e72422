import {
  country,
  currency,
  fulfillmentProvider,
  paymentProvider,
  region,
  regionFulfillmentProvider,
  regionPaymentProvider,
  taxRate,
} from '@mercato/db'
import { type SQL, and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll, dateConditions, orderBy, searchAny } from '../../lib/sql'
import { groupBy, project } from '../../http/route-helpers'

export type RegionRow = typeof region.$inferSelect

export const REGION_RELATIONS = [
  'countries',
  'payment_providers',
  'fulfillment_providers',
  'currency',
  'tax_rates',
] as const
export const DEFAULT_REGION_RELATIONS = [
  'countries',
  'payment_providers',
  'fulfillment_providers',
  'currency',
]

const live = isNull(region.deleted_at)

export async function findRegion(db: Tx, id: string): Promise<RegionRow | undefined> {
  const [row] = await db
    .select()
    .from(region)
    .where(and(eq(region.id, id), live))
    .limit(1)
  return row
}

export async function listRegionRows(db: Tx, query: ListQuery<unknown>): Promise<[RegionRow[], number]> {
  const cond: (SQL | undefined)[] = [
    live,
    ...dateConditions({ created_at: region.created_at, updated_at: region.updated_at }, query.dates),
  ]
  if (query.q) cond.push(searchAny([region.name], query.q))
  const where = and(...cond)
  const columns = { created_at: region.created_at, updated_at: region.updated_at, name: region.name }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(region)
      .where(where)
      .orderBy(...orderBy(columns, query.order, region.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(region).where(where),
  ])
  return [rows, count?.n ?? 0]
}

/** Loads the requested relations for a page of regions: one query per relation. */
export async function decorateRegions(
  db: Tx,
  rows: RegionRow[],
  relations: Set<string>,
  fields?: string[],
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [countries, payments, fulfillments, currencies, rates] = await Promise.all([
    relations.has('countries')
      ? db.select().from(country).where(inArray(country.region_id, ids)).orderBy(asc(country.iso_2))
      : [],
    relations.has('payment_providers')
      ? db
          .select({
            region_id: regionPaymentProvider.region_id,
            id: paymentProvider.id,
            is_installed: paymentProvider.is_installed,
          })
          .from(regionPaymentProvider)
          .innerJoin(paymentProvider, eq(paymentProvider.id, regionPaymentProvider.provider_id))
          .where(inArray(regionPaymentProvider.region_id, ids))
          .orderBy(asc(paymentProvider.id))
      : [],
    relations.has('fulfillment_providers')
      ? db
          .select({
            region_id: regionFulfillmentProvider.region_id,
            id: fulfillmentProvider.id,
            is_installed: fulfillmentProvider.is_installed,
          })
          .from(regionFulfillmentProvider)
          .innerJoin(fulfillmentProvider, eq(fulfillmentProvider.id, regionFulfillmentProvider.provider_id))
          .where(inArray(regionFulfillmentProvider.region_id, ids))
          .orderBy(asc(fulfillmentProvider.id))
      : [],
    relations.has('currency')
      ? db
          .select()
          .from(currency)
          .where(
            inArray(
              currency.code,
              rows.map((r) => r.currency_code),
            ),
          )
      : [],
    relations.has('tax_rates')
      ? db.select().from(taxRate).where(inArray(taxRate.region_id, ids)).orderBy(asc(taxRate.created_at))
      : [],
  ])
  const byCountry = groupBy(countries, (c) => c.region_id)
  const byPayment = groupBy(payments, (p) => p.region_id)
  const byFulfillment = groupBy(fulfillments, (p) => p.region_id)
  const byRate = groupBy(rates, (r) => r.region_id)
  const strip = ({ region_id: _r, ...p }: { region_id: string; id: string; is_installed: boolean }) => p
  return rows.map((row) => {
    const out: Record<string, unknown> = { ...row }
    if (relations.has('countries')) out.countries = byCountry.get(row.id) ?? []
    if (relations.has('payment_providers')) out.payment_providers = (byPayment.get(row.id) ?? []).map(strip)
    if (relations.has('fulfillment_providers'))
      out.fulfillment_providers = (byFulfillment.get(row.id) ?? []).map(strip)
    if (relations.has('currency')) out.currency = currencies.find((c) => c.code === row.currency_code) ?? null
    if (relations.has('tax_rates')) out.tax_rates = byRate.get(row.id) ?? []
    return project(out, fields, relations)
  })
}

export async function regionFulfillmentProviderIds(db: Tx, regionId: string): Promise<string[]> {
  const rows = await db
    .select({ id: regionFulfillmentProvider.provider_id })
    .from(regionFulfillmentProvider)
    .where(eq(regionFulfillmentProvider.region_id, regionId))
    .orderBy(asc(regionFulfillmentProvider.provider_id))
  return rows.map((r) => r.id)
}
