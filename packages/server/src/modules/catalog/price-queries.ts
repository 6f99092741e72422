import {
  currency,
  moneyAmount,
  priceList,
  productOption,
  productOptionValue,
  productVariant,
  productVariantInventoryItem,
} from '@mercato/db'
import { and, asc, eq, getTableColumns, isNull, or, sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { compiledSelect } from '../../lib/compiled'
import type { LoadedPrice, OptionValueRow } from './loader'

// Per-variant relations loaded for many variants (or all variants of many products) at once.

// Own prices first, then by region, currency and tier: a stable order for clients and tests.
const priceOrder = [
  sql`${moneyAmount.price_list_id} NULLS FIRST`,
  sql`${moneyAmount.region_id} NULLS FIRST`,
  asc(moneyAmount.currency_code),
  sql`${moneyAmount.min_quantity} NULLS FIRST`,
  asc(moneyAmount.id),
]

const pricesSelect = (db: Tx) =>
  db
    .select({
      price: getTableColumns(moneyAmount),
      price_list: getTableColumns(priceList),
      customer_group_ids: sql<
        string[]
      >`coalesce((SELECT array_agg(g.customer_group_id ORDER BY g.customer_group_id) FROM price_list_customer_group g WHERE g.price_list_id = ${moneyAmount.price_list_id}), '{}')`,
      currency_includes_tax: currency.includes_tax,
    })
    .from(moneyAmount)
    .leftJoin(priceList, eq(priceList.id, moneyAmount.price_list_id))
    .leftJoin(currency, eq(currency.code, moneyAmount.currency_code))
const live = and(
  isNull(moneyAmount.deleted_at),
  or(isNull(moneyAmount.price_list_id), isNull(priceList.deleted_at)),
)
const ids = sql.placeholder('ids')
// Built once each (carts price lines on every change); only the ids vary.
const selectPricesOfVariants = compiledSelect((db: Tx) =>
  pricesSelect(db)
    .where(and(sql`${moneyAmount.variant_id} = ANY(${ids})`, live))
    .orderBy(...priceOrder),
)
const selectPricesOfProducts = compiledSelect((db: Tx) =>
  pricesSelect(db)
    .innerJoin(productVariant, eq(productVariant.id, moneyAmount.variant_id))
    .where(and(sql`${productVariant.product_id} = ANY(${ids})`, isNull(productVariant.deleted_at), live))
    .orderBy(...priceOrder),
)

/** Prices of variants (by variant or by product), each with its price list and the list's groups. */
export async function loadPrices(
  db: Tx,
  by: { variantIds: readonly string[] } | { productIds: readonly string[] },
): Promise<LoadedPrice[]> {
  const list = 'variantIds' in by ? by.variantIds : by.productIds
  if (list.length === 0) return []
  const values = { ids: [...list] }
  const rows =
    'variantIds' in by ? await selectPricesOfVariants(db, values) : await selectPricesOfProducts(db, values)
  return rows.map((r) => ({
    ...r.price,
    price_list: r.price_list?.id ? r.price_list : null,
    customer_group_ids: r.customer_group_ids ?? [],
    currency_includes_tax: r.currency_includes_tax ?? false,
  }))
}

const optionValueSelect = (db: Tx) =>
  db
    .select({ value: getTableColumns(productOptionValue) })
    .from(productOptionValue)
    .innerJoin(productOption, eq(productOption.id, productOptionValue.option_id))
const optionValueOrder = [
  asc(productOption.rank),
  asc(productOption.created_at),
  asc(productOption.id),
  asc(productOptionValue.id),
]
const liveValues = and(isNull(productOption.deleted_at), isNull(productOptionValue.deleted_at))
const selectValuesOfVariants = compiledSelect((db: Tx) =>
  optionValueSelect(db)
    .where(and(sql`${productOptionValue.variant_id} = ANY(${ids})`, liveValues))
    .orderBy(...optionValueOrder),
)
const selectValuesOfProducts = compiledSelect((db: Tx) =>
  optionValueSelect(db)
    .where(and(sql`${productOption.product_id} = ANY(${ids})`, liveValues))
    .orderBy(...optionValueOrder),
)

/** Option values, in the order of their product's options. */
export async function loadOptionValues(
  db: Tx,
  by: { variantIds: readonly string[] } | { productIds: readonly string[] },
): Promise<OptionValueRow[]> {
  const list = 'variantIds' in by ? by.variantIds : by.productIds
  if (list.length === 0) return []
  const values = { ids: [...list] }
  const rows =
    'variantIds' in by ? await selectValuesOfVariants(db, values) : await selectValuesOfProducts(db, values)
  return rows.map((r) => r.value)
}

const selectInventoryLinks = compiledSelect((db: Tx) =>
  db
    .select()
    .from(productVariantInventoryItem)
    .where(
      and(
        sql`${productVariantInventoryItem.variant_id} = ANY(${ids})`,
        isNull(productVariantInventoryItem.deleted_at),
      ),
    ),
)

export async function loadInventoryLinks(db: Tx, variantIds: readonly string[]) {
  if (variantIds.length === 0) return []
  return selectInventoryLinks(db, { ids: [...variantIds] })
}
