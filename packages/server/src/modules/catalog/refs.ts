import {
  currency,
  productCategory,
  productCollection,
  productTag,
  productType,
  region,
  salesChannel,
} from '@mercato/db'
import { type PriceInput, generateId, invalidData, notFound } from '@mercato/domain'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../context'

// Looks up (or creates, for tags and types) what a product body refers to, failing before anything is written.

const missing = (wanted: string[], found: Iterable<string>) => {
  const have = new Set(found)
  return [...new Set(wanted.filter((w) => !have.has(w)))]
}

export async function resolveType(
  tx: Tx,
  ref: { id?: string | undefined; value: string } | null | undefined,
): Promise<string | null | undefined> {
  if (ref === undefined) return undefined
  if (ref === null) return null
  if (ref.id) {
    const [row] = await tx
      .select({ id: productType.id })
      .from(productType)
      .where(and(eq(productType.id, ref.id), isNull(productType.deleted_at)))
    if (row) return row.id
  }
  const existing = await tx
    .select({ id: productType.id })
    .from(productType)
    .where(and(eq(productType.value, ref.value), isNull(productType.deleted_at)))
  if (existing[0]) return existing[0].id
  await tx
    .insert(productType)
    .values({ id: generateId('ptyp'), value: ref.value })
    .onConflictDoNothing({ target: productType.value, where: sql`deleted_at IS NULL` })
  const [row] = await tx
    .select({ id: productType.id })
    .from(productType)
    .where(and(eq(productType.value, ref.value), isNull(productType.deleted_at)))
  return row!.id
}

/** Tags by value: existing ones are reused, the others created. Returns their ids in the given order. */
export async function resolveTags(
  tx: Tx,
  refs: Array<{ id?: string | undefined; value: string }> | undefined,
): Promise<string[] | undefined> {
  if (!refs) return undefined
  const values = [...new Set(refs.map((r) => r.value))]
  if (values.length === 0) return []
  const find = () =>
    tx
      .select({ id: productTag.id, value: productTag.value })
      .from(productTag)
      .where(and(inArray(productTag.value, values), isNull(productTag.deleted_at)))
  let rows = await find()
  const absent = missing(
    values,
    rows.map((r) => r.value),
  )
  if (absent.length > 0) {
    await tx
      .insert(productTag)
      .values(absent.map((value) => ({ id: generateId('ptag'), value })))
      .onConflictDoNothing({ target: productTag.value, where: sql`deleted_at IS NULL` })
    rows = await find()
  }
  const byValue = new Map(rows.map((r) => [r.value, r.id]))
  return values.map((v) => byValue.get(v)!)
}

export async function assertCollection(tx: Tx, id: string | null | undefined) {
  if (!id) return
  const [row] = await tx
    .select({ id: productCollection.id })
    .from(productCollection)
    .where(and(eq(productCollection.id, id), isNull(productCollection.deleted_at)))
  if (!row) throw notFound(`Product collection with id: ${id} was not found`)
}

export async function assertSalesChannels(tx: Tx, ids: string[]) {
  if (ids.length === 0) return
  const rows = await tx
    .select({ id: salesChannel.id })
    .from(salesChannel)
    .where(and(inArray(salesChannel.id, ids), isNull(salesChannel.deleted_at)))
  const absent = missing(
    ids,
    rows.map((r) => r.id),
  )
  if (absent.length) throw notFound(`Sales channels with ids: ${absent.join(', ')} were not found`)
}

export async function assertCategories(tx: Tx, ids: string[]) {
  if (ids.length === 0) return
  const rows = await tx
    .select({ id: productCategory.id })
    .from(productCategory)
    .where(inArray(productCategory.id, ids))
  const absent = missing(
    ids,
    rows.map((r) => r.id),
  )
  if (absent.length) throw notFound(`Product categories with ids: ${absent.join(', ')} were not found`)
}

export interface ResolvedPrice {
  id?: string | undefined
  currency_code: string
  region_id: string | null
  amount: number
  min_quantity: number | null
  max_quantity: number | null
}

/**
 * Validates the prices of several variants at once (one query for currencies, one for regions): a price
 * is keyed by region (in the region's currency) or by currency; unknown currencies are refused.
 */
export async function resolvePrices(
  tx: Tx,
  lists: Array<{ label: string; prices: PriceInput[] | undefined }>,
): Promise<Array<ResolvedPrice[] | undefined>> {
  const all = lists.flatMap((l) => l.prices ?? [])
  const codes = [...new Set(all.flatMap((p) => (p.currency_code ? [p.currency_code.toLowerCase()] : [])))]
  const regionIds = [...new Set(all.flatMap((p) => (p.region_id ? [p.region_id] : [])))]
  const [currencies, regions] = await Promise.all([
    codes.length
      ? tx.select({ code: currency.code }).from(currency).where(inArray(currency.code, codes))
      : [],
    regionIds.length
      ? tx
          .select({ id: region.id, currency_code: region.currency_code })
          .from(region)
          .where(and(inArray(region.id, regionIds), isNull(region.deleted_at)))
      : [],
  ])
  const unknownCurrencies = missing(
    codes,
    currencies.map((c) => c.code),
  )
  if (unknownCurrencies.length)
    throw invalidData(
      `Currency with code ${unknownCurrencies.join(', ')} does not exist; prices must use an ISO 4217 currency code`,
    )
  const unknownRegions = missing(
    regionIds,
    regions.map((r) => r.id),
  )
  if (unknownRegions.length) throw notFound(`Region with id ${unknownRegions.join(', ')} was not found`)
  const regionCurrency = new Map(regions.map((r) => [r.id, r.currency_code]))

  return lists.map(({ label, prices }) => {
    if (!prices) return undefined
    const seen = new Set<string>()
    return prices.map((p) => {
      const code = p.currency_code?.toLowerCase()
      let resolved: ResolvedPrice
      if (p.region_id) {
        const regionCode = regionCurrency.get(p.region_id)!
        if (code && code !== regionCode)
          throw invalidData(
            `${label}: a price for region ${p.region_id} must be in the region's currency (${regionCode}), not ${code}`,
          )
        resolved = { ...base(p), currency_code: regionCode, region_id: p.region_id }
      } else if (code) {
        resolved = { ...base(p), currency_code: code, region_id: null }
      } else {
        throw invalidData(`${label}: every price needs a currency_code or a region_id`)
      }
      if (
        resolved.min_quantity !== null &&
        resolved.max_quantity !== null &&
        resolved.min_quantity > resolved.max_quantity
      )
        throw invalidData(`${label}: min_quantity must not exceed max_quantity`)
      const key = priceKey(resolved)
      if (seen.has(key)) throw invalidData(`${label}: two prices are given for ${describeKey(resolved)}`)
      seen.add(key)
      return resolved
    })
  })
}

const base = (p: PriceInput) => ({
  id: p.id,
  amount: p.amount,
  min_quantity: p.min_quantity ?? null,
  max_quantity: p.max_quantity ?? null,
})

export const priceKey = (
  p: Pick<ResolvedPrice, 'region_id' | 'currency_code' | 'min_quantity' | 'max_quantity'>,
) =>
  `${p.region_id ? `r:${p.region_id}` : `c:${p.currency_code}`}:${p.min_quantity ?? ''}:${p.max_quantity ?? ''}`

const describeKey = (p: ResolvedPrice) =>
  `${p.region_id ? `region ${p.region_id}` : `currency ${p.currency_code}`}${
    p.min_quantity !== null || p.max_quantity !== null
      ? ` (quantity ${p.min_quantity ?? 0}–${p.max_quantity ?? '∞'})`
      : ''
  }`
