import { product, productVariant } from '@mercato/db'
import {
  ErrorCodes,
  type PriceCandidate,
  type PricingRegion,
  invalidData,
  notAllowed,
  notFound,
  selectPrices,
  variantImage,
} from '@mercato/domain'
import { type SQL, and, getTableColumns, isNull, sql } from 'drizzle-orm'
import { compiledSelect } from '../../lib/compiled'
import type { Tx } from '../../context'
import { loadPrices } from '../catalog/price-queries'
import { customerGroupIds } from './discount-data'
import type { LoadedPrice, MoneyAmountRow, PriceListRow } from '../catalog/loader'
import { revive, reviveAll } from './graph-sql'
import type { CartRow, LineItemRow, ProductRow, VariantRow } from './load'
import { type RateMaps, type TaxLineSpec, defaultTaxLine, rememberRates, transactionRateMaps } from './taxes'
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
  /** The product's specific tax rates in the region asked for (empty: the region's default applies). */
  tax_rates?: TaxLineSpec[]
  /** Read with the variant for a cart (`loadVariantsForCart`): its prices, as `loadPrices` reads them. */
  prices?: LoadedPrice[]
  /** Read with the variant for a cart: that cart's lines of this variant, oldest first. */
  cart_lines?: LineItemRow[]
}

/** The columns a line item takes from the variant it sells (carts, drafts, edits, claims alike). */
export const variantLineColumns = (v: CartVariant) => ({
  title: v.product.title,
  description: v.variant.title,
  // The variant's own image when it has one: the cart shows the colour the shopper picked.
  thumbnail: variantImage(v.variant.metadata) ?? v.product.thumbnail,
  is_giftcard: v.product.is_giftcard,
  allow_discounts: v.product.discountable,
  variant_id: v.variant.id,
})

/**
 * Variants a cart may sell, with their product, whether the channel sells it and the stock there.
 * With `regionId`, also the product's specific tax rates in that region (`tax_rates`), as
 * `loadRateMaps` reads them, so that pricing a new line reads nothing more about taxes.
 */
export async function loadCartVariants(
  db: Tx,
  variantIds: string[],
  salesChannelId: string | null,
  regionId?: string,
): Promise<Map<string, CartVariant>> {
  const out = new Map<string, CartVariant>()
  if (variantIds.length === 0) return out
  const select = regionId ? selectCartVariantsWithRates : selectCartVariants
  const rows = await select(db, {
    ids: variantIds,
    noChannel: salesChannelId === null,
    channel: salesChannelId,
    region: regionId ?? null,
  })
  for (const r of rows) out.set(r.variant.id, cartVariantOf(r))
  return out
}

type CartVariantRow = Omit<CartVariant, 'tax_rates' | 'available' | 'prices' | 'cart_lines'> & {
  linked: number | null
  rates: TaxLineSpec[] | null
}

function cartVariantOf({ linked: units, rates: taxRates, ...r }: CartVariantRow): CartVariant {
  return {
    ...r,
    ...(taxRates
      ? { tax_rates: taxRates.map((t) => ({ rate: Number(t.rate ?? 0), name: t.name, code: t.code })) }
      : {}),
    in_channel: r.in_channel === true || (r.in_channel as unknown) === 't',
    available: units === null || units === undefined ? r.variant.inventory_quantity : Number(units),
  }
}

interface PriceJson {
  price: Record<string, unknown>
  price_list: Record<string, unknown> | null
  customer_group_ids: string[]
  currency_includes_tax: boolean | null
}

/**
 * Variants about to be added to a locked cart, read in one statement: what `loadCartVariants`
 * reads with the cart's region, plus each variant's prices and the cart's lines of it. The cart is
 * locked first, so the lines read here are the cart's current ones.
 */
export async function loadVariantsForCart(
  db: Tx,
  c: Pick<CartRow, 'id' | 'sales_channel_id' | 'region_id'>,
  variantIds: string[],
): Promise<Map<string, CartVariant>> {
  const out = new Map<string, CartVariant>()
  if (variantIds.length === 0) return out
  const rows = await selectVariantsForCart(db, {
    ids: variantIds,
    noChannel: c.sales_channel_id === null,
    channel: c.sales_channel_id,
    region: c.region_id,
    cart: c.id,
  })
  for (const { prices, cart_lines, ...r } of rows)
    out.set(r.variant.id, {
      ...cartVariantOf(r),
      prices: ((prices ?? []) as PriceJson[]).map((p) => ({
        ...revive<MoneyAmountRow>(p.price),
        price_list: p.price_list ? revive<PriceListRow>(p.price_list) : null,
        customer_group_ids: p.customer_group_ids ?? [],
        currency_includes_tax: p.currency_includes_tax ?? false,
      })),
      cart_lines: reviveAll<LineItemRow>(cart_lines),
    })
  return out
}

// Stock through inventory items: per item, the free units at the channel's locations divided by the
// units one variant needs; the variant can sell the least of those (null without items).
const linked = sql<number | null>`(SELECT min(greatest(0, floor(
      coalesce((SELECT sum(il.stocked_quantity - il.reserved_quantity)
                  FROM inventory_level il
                 WHERE il.inventory_item_id = l.inventory_item_id AND il.deleted_at IS NULL
                   AND il.location_id IN (SELECT scl.location_id FROM sales_channel_location scl
                                           WHERE scl.sales_channel_id = ${sql.placeholder('channel')}
                                             AND scl.deleted_at IS NULL)), 0)::numeric
      / greatest(1, l.required_quantity))))::int
    FROM product_variant_inventory_item l
   WHERE l.variant_id = product_variant.id AND l.deleted_at IS NULL)`

/** The product's specific tax rates in the region (product and product type rates). */
const productRates = sql<
  TaxLineSpec[]
>`(SELECT coalesce(json_agg(json_build_object('rate', x.rate, 'name', x.name, 'code', x.code)
                                              ORDER BY x.id), '[]'::json)
        FROM (SELECT tr.id, tr.rate, tr.name, tr.code
                FROM product_tax_rate ptr JOIN tax_rate tr ON tr.id = ptr.rate_id
               WHERE ptr.product_id = product.id AND tr.region_id = ${sql.placeholder('region')}
              UNION
              SELECT tr.id, tr.rate, tr.name, tr.code
                FROM product_type_tax_rate pttr JOIN tax_rate tr ON tr.id = pttr.rate_id
               WHERE pttr.product_type_id = product.type_id AND tr.region_id = ${sql.placeholder('region')}) x)`

// A variant's prices, in `loadPrices`' order and shape (price, its list, the list's groups).
const variantPrices = sql<unknown>`(SELECT coalesce(json_agg(json_build_object(
        'price', row_to_json(ma), 'price_list', row_to_json(pl),
        'customer_group_ids', (SELECT array_agg(g.customer_group_id ORDER BY g.customer_group_id)
                                 FROM price_list_customer_group g WHERE g.price_list_id = ma.price_list_id),
        'currency_includes_tax', cur.includes_tax)
      ORDER BY ma.price_list_id NULLS FIRST, ma.region_id NULLS FIRST, ma.currency_code,
               ma.min_quantity NULLS FIRST, ma.id), '[]'::json)
    FROM money_amount ma
    LEFT JOIN price_list pl ON pl.id = ma.price_list_id
    LEFT JOIN currency cur ON cur.code = ma.currency_code
   WHERE ma.variant_id = product_variant.id AND ma.deleted_at IS NULL
     AND (ma.price_list_id IS NULL OR pl.deleted_at IS NULL))`

const cartLinesOfVariant = sql<unknown>`(SELECT coalesce(json_agg(row_to_json(li) ORDER BY li.created_at, li.id), '[]'::json)
    FROM line_item li WHERE li.cart_id = ${sql.placeholder('cart')} AND li.variant_id = product_variant.id)`

// The plan is made once, as a generic plan, which guesses ten variants for `ANY($ids)`: on a small
// catalogue it then hash-joins a scan of every product, and the channel check hashes every product
// of the channel. Each is three times slower than looking up one variant's product by index. A
// subquery with a LIMIT or OFFSET is not merged into the outer query, so each is looked up per
// variant whatever the statistics say.
const productOfVariant = (db: Tx) =>
  db.select().from(product).where(sql`${product.id} = ${productVariant.product_id}`).limit(1).as('product')

const cartVariantsSelect =
  <E extends Record<string, SQL>>(rates: SQL<TaxLineSpec[] | null>, extra: E) =>
  (db: Tx) =>
    db
      .select({
        variant: getTableColumns(productVariant),
        product: getTableColumns(product),
        in_channel: sql<boolean>`${sql.placeholder('noChannel')} OR EXISTS (SELECT 1 FROM product_sales_channel psc WHERE psc.product_id = ${product.id} AND psc.sales_channel_id = ${sql.placeholder('channel')} OFFSET 0)`,
        linked,
        rates,
        ...extra,
      })
      .from(productVariant)
      .innerJoinLateral(productOfVariant(db), sql`true`)
      .where(
        and(
          sql`${productVariant.id} = ANY(${sql.placeholder('ids')})`,
          isNull(productVariant.deleted_at),
          isNull(product.deleted_at),
        ),
      )

/** Variants with product, channel, stock and (with a region) tax rates; its text is built once. */
const selectCartVariantsWithRates = compiledSelect(cartVariantsSelect(productRates, {}))
const selectCartVariants = compiledSelect(cartVariantsSelect(sql<null>`null`, {}))
const selectVariantsForCart = compiledSelect(
  cartVariantsSelect(productRates, { prices: variantPrices, cart_lines: cartLinesOfVariant }),
)

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

/** Records the rates read with the variants (in `regionId`), so that pricing and refreshing reuse them. */
export function knowRates(db: Tx, regionId: string, variants: Iterable<CartVariant>) {
  const rates: RateMaps = { products: new Map(), options: new Map() }
  const read: string[] = []
  for (const v of variants) {
    if (!v.tax_rates) continue
    read.push(v.product.id)
    if (v.tax_rates.length) rates.products.set(v.product.id, v.tax_rates)
  }
  rememberRates(db, regionId, rates, read)
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
  // Prices read with the variants (`loadVariantsForCart`) are not read again.
  const preloaded = lines.every((l) => l.variant.prices)
  const [prices, groups, rates] = await gather(db, [
    () =>
      preloaded
        ? [...new Map(lines.map((l) => [l.variant.variant.id, l.variant])).values()].flatMap((v) => v.prices!)
        : loadPrices(db, { variantIds }),
    () => customerGroupIds(db, target.customer_id),
    () => (target.region.automatic_taxes ? transactionRateMaps(db, target.region.id, productIds, []) : null),
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
