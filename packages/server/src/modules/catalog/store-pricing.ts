import {
  type PriceCandidate,
  type PriceSelection,
  type TaxRateLine,
  defaultTaxRates,
  selectPrices,
} from '@mercato/domain'
import { type SQL, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { compiledRows } from '../../lib/compiled'
import type { LoadedPrice, VariantNode } from './loader'
import type { ResolvedPricing } from './store-context'

/** What a store response adds to a variant: priced fields (contract §4.1), stock and purchasability. */
export interface VariantExtras {
  pricing: PriceSelection<LoadedPrice & PriceCandidate> | null
  inventory_quantity: number
  purchasable: boolean
}

/**
 * The tax rates of the product `p` in the region `region` (an SQL value): its own and its type's, by
 * rate id. Read by `loadTaxRates` and, for products built cold, inside the product graph's statement.
 */
export const productTaxRatesSql = (region: SQL): SQL => sql`
  SELECT tr.id, tr.rate, tr.name, tr.code
    FROM product_tax_rate ptr JOIN tax_rate tr ON tr.id = ptr.rate_id
   WHERE ptr.product_id = p.id AND tr.region_id = ${region}
  UNION
  SELECT tr.id, tr.rate, tr.name, tr.code
    FROM product_type_tax_rate pttr JOIN tax_rate tr ON tr.id = pttr.rate_id
   WHERE pttr.product_type_id = p.type_id AND tr.region_id = ${region}`

export interface TaxRateRow {
  rate: number | string | null
  name: string
  code: string | null
}

/** A product's rates as pricing takes them; a product with none is left out (the region's default applies). */
export function addTaxRates(out: Map<string, TaxRateLine[]>, productId: string, rows: TaxRateRow[]) {
  if (rows.length === 0) return
  const list = out.get(productId) ?? []
  for (const r of rows)
    list.push({ rate: r.rate === null ? null : Number(r.rate), name: r.name, code: r.code })
  out.set(productId, list)
}

const selectTaxRates = compiledRows<TaxRateRow & { product_id: string }, { ids: string[]; region: string }>(
  () => sql`SELECT p.id AS product_id, x.rate, x.name, x.code
      FROM product p, LATERAL (${productTaxRatesSql(sql`${sql.placeholder('region')}`)}) x
     WHERE p.id = ANY(${sql.placeholder('ids')}) ORDER BY p.id, x.id`,
)

/** Tax rates of each product in the region: its own and its type's rates, else the region default. */
export async function loadTaxRates(
  ctx: AppContext,
  productIds: string[],
  region: ResolvedPricing['region'],
): Promise<Map<string, TaxRateLine[]>> {
  const out = new Map<string, TaxRateLine[]>()
  if (!region?.automatic_taxes || productIds.length === 0) return out
  for (const r of await selectTaxRates(ctx.db, { ids: productIds, region: region.id }))
    addTaxRates(out, r.product_id, [r])
  return out
}

/**
 * Stock of variants managed through inventory items, at the locations of the given sales channels:
 * for each item, what is stocked minus reserved, divided by what one variant needs; the scarcest item
 * decides. Variants without inventory items keep their own `inventory_quantity`.
 */
export async function loadAvailability(
  ctx: AppContext,
  by: { productIds: string[] } | { variantIds: string[] },
  channelIds: string[],
): Promise<Map<string, number>> {
  const ids = 'productIds' in by ? by.productIds : by.variantIds
  const out = new Map<string, number>()
  if (ids.length === 0) return out
  const match = 'productIds' in by ? 'v.product_id = ANY($1)' : 'v.id = ANY($1)'
  const rows = await ctx.database.query<{ variant_id: string; required: number; available: number }>(
    `SELECT l.variant_id, l.required_quantity AS required,
            coalesce((SELECT sum(il.stocked_quantity - il.reserved_quantity)
                        FROM inventory_level il
                       WHERE il.inventory_item_id = l.inventory_item_id AND il.deleted_at IS NULL
                         AND il.location_id IN (SELECT scl.location_id FROM sales_channel_location scl
                                                 WHERE scl.sales_channel_id = ANY($2) AND scl.deleted_at IS NULL)
                     ), 0)::int AS available
       FROM product_variant_inventory_item l JOIN product_variant v ON v.id = l.variant_id
      WHERE ${match} AND l.deleted_at IS NULL AND v.deleted_at IS NULL`,
    [ids, channelIds],
  )
  for (const r of rows) {
    const qty = Math.max(0, Math.floor(Number(r.available) / Math.max(1, Number(r.required))))
    out.set(r.variant_id, Math.min(out.get(r.variant_id) ?? Number.POSITIVE_INFINITY, qty))
  }
  return out
}

export interface PricingInputs {
  pricing: ResolvedPricing
  taxRates: Map<string, TaxRateLine[]>
  availability: Map<string, number>
  taxInclusivePricing: boolean
  now?: Date
}

/** Computes the store fields of one variant; `priced` is false when prices were not loaded. */
export function variantExtras(variant: VariantNode, inputs: PricingInputs): VariantExtras {
  const { pricing } = inputs
  const inventory_quantity = inputs.availability.get(variant.id) ?? variant.inventory_quantity
  const purchasable = !variant.manage_inventory || variant.allow_backorder || inventory_quantity > 0
  if (!variant.prices) return { pricing: null, inventory_quantity, purchasable }
  const candidates = variant.prices.map((p) => ({
    ...p,
    price_list: p.price_list ? { ...p.price_list, customer_group_ids: p.customer_group_ids } : null,
  })) as unknown as Array<LoadedPrice & PriceCandidate>
  const inclusiveCurrencies = new Set(
    variant.prices.filter((p) => p.currency_includes_tax).map((p) => p.currency_code),
  )
  const selection = selectPrices(candidates, {
    region: pricing.region,
    currency_code: pricing.currency_code,
    customer_id: pricing.customer_id,
    customer_group_ids: pricing.customer_group_ids,
    include_discount_prices: true,
    tax_inclusive_pricing: inputs.taxInclusivePricing,
    tax_inclusive_currencies: inclusiveCurrencies,
    tax_rates: pricing.region
      ? (inputs.taxRates.get(variant.product_id) ?? defaultTaxRates(pricing.region))
      : null,
    ...(inputs.now ? { now: inputs.now } : {}),
  })
  // The candidates carry the internal group list on their price list; restore the loaded rows.
  const byId = new Map(variant.prices.map((p) => [p.id, p]))
  selection.prices = selection.prices.map((p) => byId.get(p.id)!) as typeof selection.prices
  return { pricing: selection, inventory_quantity, purchasable }
}
