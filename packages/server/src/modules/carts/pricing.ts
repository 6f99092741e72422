import { product, productVariant } from '@mercato/db'
import {
  ErrorCodes,
  type PriceCandidate,
  type PricingRegion,
  invalidData,
  notAllowed,
  notFound,
  selectPrices,
} from '@mercato/domain'
import { and, getTableColumns, inArray, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { rowsOf } from '../../jobs/sql'
import { anyOf } from '../catalog/loader'
import { loadPrices } from '../catalog/price-queries'
import { customerGroupIds } from './discount-data'
import type { ProductRow, VariantRow } from './load'
import { defaultTaxLine, loadRateMaps } from './taxes'
import { gather } from './gather'

// Line items are priced by the catalogue's price selection (contract §4.1) for the cart's region,
// currency, customer groups and quantity, and checked against the stock of the cart's channel.

export interface CartVariant {
  variant: VariantRow
  product: ProductRow
  /** The product is sold in the cart's sales channel. */
  in_channel: boolean
  /** Units that can be sold: free stock at the channel's locations, or the variant's own count. */
  available: number
}

/** The columns a line item takes from the variant it sells (carts, drafts, edits, claims alike). */
export const variantLineColumns = (v: CartVariant) => ({
  title: v.product.title,
  description: v.variant.title,
  thumbnail: v.product.thumbnail,
  is_giftcard: v.product.is_giftcard,
  allow_discounts: v.product.discountable,
  variant_id: v.variant.id,
})

export async function loadCartVariants(
  db: Tx,
  variantIds: string[],
  salesChannelId: string | null,
): Promise<Map<string, CartVariant>> {
  const out = new Map<string, CartVariant>()
  if (variantIds.length === 0) return out
  const [rows, stock] = await gather(db, [
    () =>
      db
        .select({
          variant: getTableColumns(productVariant),
          product: getTableColumns(product),
          in_channel: sql<boolean>`${salesChannelId === null} OR EXISTS (SELECT 1 FROM product_sales_channel psc WHERE psc.product_id = ${product.id} AND psc.sales_channel_id = ${salesChannelId})`,
        })
        .from(productVariant)
        .innerJoin(product, sql`${product.id} = ${productVariant.product_id}`)
        .where(
          and(
            inArray(productVariant.id, variantIds),
            isNull(productVariant.deleted_at),
            isNull(product.deleted_at),
          ),
        ),
    () =>
      rowsOf<{ variant_id: string; required: number; available: number }>(
        db,
        sql`SELECT l.variant_id, l.required_quantity AS required,
                 coalesce((SELECT sum(il.stocked_quantity - il.reserved_quantity)
                             FROM inventory_level il
                            WHERE il.inventory_item_id = l.inventory_item_id AND il.deleted_at IS NULL
                              AND il.location_id IN (SELECT scl.location_id FROM sales_channel_location scl
                                                      WHERE scl.sales_channel_id = ${salesChannelId}
                                                        AND scl.deleted_at IS NULL)), 0)::int AS available
            FROM product_variant_inventory_item l
           WHERE l.variant_id = ANY(${anyOf(variantIds)}) AND l.deleted_at IS NULL`,
      ),
  ])
  const linked = new Map<string, number>()
  for (const s of stock) {
    const units = Math.max(0, Math.floor(Number(s.available) / Math.max(1, Number(s.required))))
    linked.set(s.variant_id, Math.min(linked.get(s.variant_id) ?? Number.POSITIVE_INFINITY, units))
  }
  for (const r of rows) {
    out.set(r.variant.id, {
      ...r,
      in_channel: r.in_channel === true || (r.in_channel as unknown) === 't',
      available: linked.get(r.variant.id) ?? r.variant.inventory_quantity,
    })
  }
  return out
}

/** 400 insufficient_inventory unless the quantity can be sold (managed variants without backorder). */
export function assertStock(v: CartVariant, quantity: number) {
  if (!v.variant.manage_inventory || v.variant.allow_backorder) return
  if (quantity > v.available)
    throw notAllowed(
      `Variant with id: ${v.variant.id} does not have the required inventory`,
      ErrorCodes.INSUFFICIENT_INVENTORY,
    )
}

export function assertSellable(v: CartVariant | undefined, variantId: string) {
  if (!v) throw notFound(`Variant with id: ${variantId} was not found`)
  if (!v.in_channel)
    throw invalidData(
      `The product "${v.product.title}" must belong to the sales channel on which the cart has been created.`,
    )
}

export interface PricingTarget {
  region: PricingRegion & { tax_code: string | null; gift_cards_taxable: boolean }
  customer_id: string | null
  tax_inclusive_pricing: boolean
}

export interface LinePrice {
  unit_price: number
  includes_tax: boolean
}

/**
 * Prices of (variant, quantity) pairs. A missing price is a 400, as in Medusa:
 * "Cannot generate line item for variant … without a price" — or null with `allowMissing`.
 */
export async function priceLines(
  db: Tx,
  lines: Array<{ variant: CartVariant; quantity: number }>,
  target: PricingTarget,
): Promise<LinePrice[]>
export async function priceLines(
  db: Tx,
  lines: Array<{ variant: CartVariant; quantity: number }>,
  target: PricingTarget,
  allowMissing: true,
): Promise<Array<LinePrice | null>>
export async function priceLines(
  db: Tx,
  lines: Array<{ variant: CartVariant; quantity: number }>,
  target: PricingTarget,
  allowMissing = false,
): Promise<Array<LinePrice | null>> {
  if (lines.length === 0) return []
  const variantIds = [...new Set(lines.map((l) => l.variant.variant.id))]
  const productIds = [...new Set(lines.map((l) => l.variant.product.id))]
  const [prices, groups, rates] = await gather(db, [
    () => loadPrices(db, { variantIds }),
    () => customerGroupIds(db, target.customer_id),
    () => (target.region.automatic_taxes ? loadRateMaps(db, target.region.id, productIds, []) : null),
  ])
  return lines.map(({ variant, quantity }) => {
    const own = prices.filter((p) => p.variant_id === variant.variant.id)
    const candidates = own.map((p) => ({
      ...p,
      price_list: p.price_list ? { ...p.price_list, customer_group_ids: p.customer_group_ids } : null,
    })) as unknown as PriceCandidate[]
    const selection = selectPrices(candidates, {
      region: target.region,
      currency_code: target.region.currency_code,
      customer_id: target.customer_id,
      customer_group_ids: groups,
      quantity,
      include_discount_prices: true,
      tax_inclusive_pricing: target.tax_inclusive_pricing,
      tax_inclusive_currencies: new Set(
        own.filter((p) => p.currency_includes_tax).map((p) => p.currency_code),
      ),
      tax_rates: rates?.products.get(variant.product.id) ?? [defaultTaxLine(target.region)],
    })
    if (selection.calculated_price === null) {
      if (allowMissing) return null
      const name = variant.variant.title || variant.product.title || variant.variant.id
      throw invalidData(`Cannot generate line item for variant "${name}" without a price`)
    }
    return {
      unit_price: selection.calculated_price,
      includes_tax: selection.calculated_price_includes_tax === true,
    }
  })
}
