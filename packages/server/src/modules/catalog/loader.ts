import {
  type moneyAmount,
  type priceList,
  product,
  type productOption,
  type productOptionValue,
  type productVariant,
  type productVariantInventoryItem,
} from '@mercato/db'
import { type SQL, sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { loadInventoryLinks, loadOptionValues, loadPrices } from './price-queries'
import {
  selectCategoriesOfProducts,
  selectChannelsOfProducts,
  selectCollections,
  selectImagesOfProducts,
  selectInventoryLinksOfProducts,
  selectOptionsOfProducts,
  selectProfiles,
  selectTagsOfProducts,
  selectTypes,
  selectVariantsOfProducts,
} from './relation-statements'

// Relations are loaded for a whole page at once: one `= ANY($ids)` query per relation, never one per row.

export type ProductRow = typeof product.$inferSelect
export type VariantRow = typeof productVariant.$inferSelect
export type MoneyAmountRow = typeof moneyAmount.$inferSelect
export type PriceListRow = typeof priceList.$inferSelect
export type OptionRow = typeof productOption.$inferSelect
export type OptionValueRow = typeof productOptionValue.$inferSelect

export interface LoadedPrice extends MoneyAmountRow {
  price_list: PriceListRow | null
  /** Customer groups of the price list (empty = everyone). */
  customer_group_ids: string[]
  currency_includes_tax: boolean
}

export interface VariantNode extends VariantRow {
  prices?: LoadedPrice[]
  options?: OptionValueRow[]
  inventory_items?: Array<typeof productVariantInventoryItem.$inferSelect>
  product?: Record<string, unknown>
}

export interface ProductNode extends ProductRow {
  variants?: VariantNode[]
  options?: Array<OptionRow & { values?: OptionValueRow[] }>
  images?: unknown[]
  tags?: unknown[]
  collection?: unknown
  type?: unknown
  profiles?: unknown[]
  profile?: unknown
  sales_channels?: unknown[]
  categories?: unknown[]
}

export const anyOf = (ids: readonly string[]) => sql.param([...ids])
export const inIds = (col: SQL.Aliased | import('drizzle-orm/pg-core').AnyPgColumn, ids: readonly string[]) =>
  sql`${col} = ANY(${anyOf(ids)})`

function groupBy<T>(rows: T[], key: (r: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>()
  for (const r of rows) {
    const k = key(r)
    const l = out.get(k)
    if (l) l.push(r)
    else out.set(k, [r])
  }
  return out
}

const uniq = (values: Array<string | null | undefined>) => [
  ...new Set(values.filter((v): v is string => !!v)),
]

/** The related rows of a page of products, as their statements return them, before assembly. */
export interface RelationRows {
  variants: VariantRow[]
  prices: LoadedPrice[]
  options: OptionRow[]
  values: OptionValueRow[]
  images: Array<{ product_id: string; image: unknown }>
  tags: Array<{ product_id: string; tag: unknown }>
  collections: Array<{ id: string }>
  types: Array<{ id: string }>
  profiles: Array<{ id: string }>
  channels: Array<{ product_id: string; channel: unknown }>
  categories: Array<{ product_id: string; category: unknown }>
  links: Array<{ link: typeof productVariantInventoryItem.$inferSelect }>
}

/** Which relations' rows a selection needs. */
export function relationNeeds(relations: Set<string>) {
  const has = (r: string) => relations.has(r)
  return {
    variants: has('variants'),
    prices: has('variants.prices'),
    options: has('options'),
    // An option is served with its values whenever options are: the Medusa v1 dashboard reads them
    // after asking for `options` alone.
    values: has('variants.options') || has('options.values') || has('options'),
    images: has('images'),
    tags: has('tags'),
    collections: has('collection'),
    types: has('type'),
    profiles: has('profiles') || has('profile'),
    channels: has('sales_channels'),
    categories: has('categories'),
    links: has('variants.inventory_items'),
  }
}

/** Loads the chosen relations of a page of products (a fixed number of queries, run concurrently). */
export async function loadProductRelations(
  db: Tx,
  rows: ProductRow[],
  relations: Set<string>,
): Promise<ProductNode[]> {
  const ids = rows.map((r) => r.id)
  const need = relationNeeds(relations)
  const none = Promise.resolve([] as never[])
  const collectionIds = uniq(rows.map((r) => r.collection_id))
  const typeIds = uniq(rows.map((r) => r.type_id))
  const profileIds = uniq(rows.map((r) => r.profile_id))
  return assembleProducts(
    rows,
    relations,
    (await allOf({
      variants: need.variants && ids.length ? selectVariantsOfProducts(db, { ids }) : none,
      prices: need.prices && ids.length ? loadPrices(db, { productIds: ids }) : none,
      options: need.options && ids.length ? selectOptionsOfProducts(db, { ids }) : none,
      values: need.values && ids.length ? loadOptionValues(db, { productIds: ids }) : none,
      images: need.images && ids.length ? selectImagesOfProducts(db, { ids }) : none,
      tags: need.tags && ids.length ? selectTagsOfProducts(db, { ids }) : none,
      collections:
        need.collections && collectionIds.length ? selectCollections(db, { ids: collectionIds }) : none,
      types: need.types && typeIds.length ? selectTypes(db, { ids: typeIds }) : none,
      profiles: need.profiles && profileIds.length ? selectProfiles(db, { ids: profileIds }) : none,
      channels: need.channels && ids.length ? selectChannelsOfProducts(db, { ids }) : none,
      categories: need.categories && ids.length ? selectCategoriesOfProducts(db, { ids }) : none,
      links: need.links && ids.length ? selectInventoryLinksOfProducts(db, { ids }) : none,
    })) as RelationRows,
  )
}

/** Awaits an object's promises together. */
async function allOf<T extends Record<string, Promise<unknown>>>(
  promises: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const keys = Object.keys(promises)
  const values = await Promise.all(Object.values(promises))
  return Object.fromEntries(keys.map((k, i) => [k, values[i]])) as { [K in keyof T]: Awaited<T[K]> }
}

/** Product nodes from their rows and their relations' rows (each list in its relation's order). */
export function assembleProducts(
  rows: ProductRow[],
  relations: Set<string>,
  fetched: RelationRows,
): ProductNode[] {
  const has = (r: string) => relations.has(r)
  const optionValues = has('options.values') || has('options')
  const {
    variants,
    prices,
    options,
    values,
    images,
    tags,
    collections,
    types,
    profiles,
    channels,
    categories,
    links,
  } = fetched
  const pricesByVariant = groupBy(prices, (p) => p.variant_id)
  const valuesByVariant = groupBy(values, (v) => v.variant_id)
  const valuesByOption = groupBy(values, (v) => v.option_id)
  const linksByVariant = groupBy(
    links.map((l: { link: typeof productVariantInventoryItem.$inferSelect }) => l.link),
    (l) => l.variant_id,
  )
  const variantsByProduct = groupBy(
    variants.map((v: VariantRow): VariantNode => {
      const node: VariantNode = { ...v }
      if (has('variants.prices')) node.prices = pricesByVariant.get(v.id) ?? []
      if (has('variants.options')) node.options = valuesByVariant.get(v.id) ?? []
      if (has('variants.inventory_items')) node.inventory_items = linksByVariant.get(v.id) ?? []
      return node
    }),
    (v) => v.product_id,
  )
  const optionsByProduct = groupBy(
    options.map((o: OptionRow) =>
      optionValues ? { ...o, values: valuesByOption.get(o.id) ?? [] } : { ...o },
    ),
    (o) => o.product_id,
  )
  const imagesByProduct = groupBy(images, (i: { product_id: string }) => i.product_id)
  const tagsByProduct = groupBy(tags, (t: { product_id: string }) => t.product_id)
  const channelsByProduct = groupBy(channels, (c: { product_id: string }) => c.product_id)
  const categoriesByProduct = groupBy(categories, (c: { product_id: string }) => c.product_id)
  const byId = <T extends { id: string }>(list: T[]) => new Map(list.map((x) => [x.id, x]))
  const collectionById = byId(collections as Array<{ id: string }>)
  const typeById = byId(types as Array<{ id: string }>)
  const profileById = byId(profiles as Array<{ id: string }>)

  return rows.map((row) => {
    const node: ProductNode = { ...row }
    if (has('variants')) node.variants = variantsByProduct.get(row.id) ?? []
    if (has('options')) node.options = optionsByProduct.get(row.id) ?? []
    if (has('images'))
      node.images = (imagesByProduct.get(row.id) ?? []).map((i: { image: unknown }) => i.image)
    if (has('tags')) node.tags = (tagsByProduct.get(row.id) ?? []).map((t: { tag: unknown }) => t.tag)
    if (has('collection'))
      node.collection = (row.collection_id && collectionById.get(row.collection_id)) || null
    if (has('type')) node.type = (row.type_id && typeById.get(row.type_id)) || null
    const profile = (row.profile_id && profileById.get(row.profile_id)) || null
    if (has('profiles')) node.profiles = profile ? [profile] : []
    if (has('profile')) node.profile = profile
    if (has('sales_channels'))
      node.sales_channels = (channelsByProduct.get(row.id) ?? []).map((c: { channel: unknown }) => c.channel)
    if (has('categories'))
      node.categories = (categoriesByProduct.get(row.id) ?? []).map((c: { category: unknown }) => c.category)
    return node
  })
}

/** Loads the chosen relations of a page of variants (prices, options, product, inventory links). */
export async function loadVariantRelations(
  db: Tx,
  rows: VariantRow[],
  relations: Set<string>,
): Promise<VariantNode[]> {
  const ids = rows.map((r) => r.id)
  const productIds = uniq(rows.map((r) => r.product_id))
  const has = (r: string) => relations.has(r)
  const none = Promise.resolve([] as never[])
  const [prices, values, products, links] = await Promise.all([
    has('prices') ? loadPrices(db, { variantIds: ids }) : none,
    has('options') ? loadOptionValues(db, { variantIds: ids }) : none,
    has('product') && productIds.length
      ? db.select().from(product).where(inIds(product.id, productIds))
      : none,
    has('inventory_items') ? loadInventoryLinks(db, ids) : none,
  ])
  const pricesBy = groupBy(prices, (p) => p.variant_id)
  const valuesBy = groupBy(values, (v) => v.variant_id)
  const linksBy = groupBy(links, (l) => l.variant_id)
  const productById = new Map(products.map((p: ProductRow) => [p.id, p]))
  return rows.map((row) => {
    const node: VariantNode = { ...row }
    if (has('prices')) node.prices = pricesBy.get(row.id) ?? []
    if (has('options')) node.options = valuesBy.get(row.id) ?? []
    if (has('inventory_items')) node.inventory_items = linksBy.get(row.id) ?? []
    if (has('product')) node.product = productById.get(row.product_id) ?? undefined
    return node
  })
}
