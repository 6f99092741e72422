import { currency, moneyAmount, productVariant, region } from '@mercato/db'
import { generateId, invalidData } from '@mercato/domain'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Tx } from '../../context'
import { missing, unique } from '../../http/route-helpers'

export interface PriceInput {
  id?: string | undefined
  region_id?: string | undefined
  currency_code?: string | undefined
  variant_id: string
  amount: number
  min_quantity?: number | null | undefined
  max_quantity?: number | null | undefined
}

export interface ResolvedPrice {
  id?: string | undefined
  currency_code: string
  region_id: string | null
  variant_id: string
  amount: number
  min_quantity: number | null
  max_quantity: number | null
}

/**
 * Checks a batch of list prices before anything is written: live variants, live regions, known
 * currencies, a region price takes its region's currency, quantity tiers in order, and prices named by
 * id belong to this list. One query per kind of reference.
 */
export async function resolvePrices(
  tx: Tx,
  priceListId: string,
  prices: PriceInput[],
): Promise<ResolvedPrice[]> {
  if (prices.length === 0) return []
  const variantIds = unique(prices.map((p) => p.variant_id))
  const regionIds = unique(prices.flatMap((p) => (p.region_id ? [p.region_id] : [])))
  const codes = unique(prices.flatMap((p) => (p.currency_code ? [p.currency_code.toLowerCase()] : [])))
  const priceIds = unique(prices.flatMap((p) => (p.id ? [p.id] : [])))
  // Sequential: these run inside the caller's transaction, on one connection.
  const variants = await tx
    .select({ id: productVariant.id })
    .from(productVariant)
    .where(and(inArray(productVariant.id, variantIds), isNull(productVariant.deleted_at)))
  const regions = regionIds.length
    ? await tx
        .select({ id: region.id, currency_code: region.currency_code })
        .from(region)
        .where(and(inArray(region.id, regionIds), isNull(region.deleted_at)))
    : []
  const currencies = codes.length
    ? await tx.select({ code: currency.code }).from(currency).where(inArray(currency.code, codes))
    : []
  const owned = priceIds.length
    ? await tx
        .select({ id: moneyAmount.id })
        .from(moneyAmount)
        .where(
          and(
            inArray(moneyAmount.id, priceIds),
            eq(moneyAmount.price_list_id, priceListId),
            isNull(moneyAmount.deleted_at),
          ),
        )
    : []
  const badVariants = missing(
    variantIds,
    variants.map((v) => v.id),
  )
  if (badVariants.length) throw invalidData(`Variant with id: ${badVariants.join(', ')} was not found`)
  const badRegions = missing(
    regionIds,
    regions.map((r) => r.id),
  )
  if (badRegions.length) throw invalidData(`Region with id: ${badRegions.join(', ')} was not found`)
  const badCodes = missing(
    codes,
    currencies.map((c) => c.code),
  )
  if (badCodes.length) throw invalidData(`Currency with code ${badCodes.join(', ')} does not exist`)
  const badIds = missing(
    priceIds,
    owned.map((o) => o.id),
  )
  if (badIds.length)
    throw invalidData(`Price with id: ${badIds.join(', ')} does not belong to price list ${priceListId}`)
  const regionCurrency = new Map(regions.map((r) => [r.id, r.currency_code]))
  return prices.map((p, i) => {
    const given = p.currency_code?.toLowerCase()
    let code = given
    if (p.region_id) {
      code = regionCurrency.get(p.region_id)!
      if (given && given !== code)
        throw invalidData(
          `prices[${i}]: currency_code ${given} does not match the currency ${code} of region ${p.region_id}`,
        )
    }
    if (!code) throw invalidData(`prices[${i}]: a price needs a region_id or a currency_code`)
    const min = p.min_quantity ?? null
    const max = p.max_quantity ?? null
    if (min !== null && max !== null && min > max)
      throw invalidData(`prices[${i}]: min_quantity must not be greater than max_quantity`)
    return {
      id: p.id,
      currency_code: code,
      region_id: p.region_id ?? null,
      variant_id: p.variant_id,
      amount: p.amount,
      min_quantity: min,
      max_quantity: max,
    }
  })
}

/** Updates prices that name an id, inserts the others. */
export async function writePrices(tx: Tx, priceListId: string, prices: ResolvedPrice[]) {
  const now = new Date()
  const inserts = prices.filter((p) => !p.id)
  for (const { id, ...fields } of prices.filter((p) => p.id)) {
    await tx
      .update(moneyAmount)
      .set({ ...fields, updated_at: now })
      .where(eq(moneyAmount.id, id!))
  }
  if (inserts.length)
    await tx
      .insert(moneyAmount)
      .values(
        inserts.map(({ id: _id, ...p }) => ({ ...p, id: generateId('ma'), price_list_id: priceListId })),
      )
}
