import { sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { adminStockSql } from '../../modules/catalog/stock-sql'
import { rowsOf, textArray } from '../sql'
import { PRODUCT_FIELDS, VARIANT_FIELDS } from './columns'
import { refKey } from './refs'
import type { ParsedRow, Scalar } from './row'

/** A stored product as the import's columns read it. */
export interface ProductNow {
  fields: Record<string, Scalar>
  /** The collection's handle. */
  collection: string | null
  type: string | null
  tags: string[]
  images: string[]
  channels: Array<{ id: string; name: string }>
  categories: string[]
}

/** A stored variant: its columns (stock as the dashboard shows it), option values by name, own prices. */
export interface VariantNow {
  fields: Record<string, Scalar>
  options: Map<string, string>
  /** Amounts in the smallest unit, by `priceKey`. */
  prices: Map<string, number>
}

/** What the rows of one chunk refer to: the stored products and variants they update, and the names of what they link. */
export interface CurrentValues {
  products: Map<string, ProductNow>
  variants: Map<string, VariantNow>
  /** Names of the sales channels the rows name, by id, and the channel a name (by `refKey`) links to. */
  channelNames: Map<string, string>
  channelIdsByName: Map<string, string>
}

export const priceKey = (currency: string, regionId: string | null) => `${currency}|${regionId ?? ''}`

const columnList = (alias: string, fields: ReadonlyArray<readonly [string, string, unknown]>) =>
  sql.raw([...new Set(fields.map(([, c]) => c))].map((c) => `${alias}."${c}"`).join(', '))

const group = <T, V>(rows: T[], key: (r: T) => string, value: (r: T) => V) => {
  const out = new Map<string, V[]>()
  for (const r of rows) {
    const k = key(r)
    const list = out.get(k)
    if (list) list.push(value(r))
    else out.set(k, [value(r)])
  }
  return out
}

/**
 * One set-based read per kind of value the rows change (never one per row), only for the columns the
 * file has: the updated products and variants, and the sales channels the file links them to.
 */
export async function loadCurrent(
  tx: Tx,
  productIds: string[],
  variantIds: string[],
  /** Any row of the file: which columns it has (every row has the same). */
  sample: ParsedRow,
  /** The first rows of the updated products: their channel columns name the channels to look up. */
  rows: ParsedRow[],
): Promise<CurrentValues> {
  const pids = textArray(productIds)
  const vids = textArray(variantIds)
  const none = Promise.resolve([])
  const products = productIds.length > 0
  const variants = variantIds.length > 0
  const named = <T>(on: boolean, query: () => Promise<T[]>) => (on ? query() : (none as Promise<T[]>))
  const channelRefs = rows.flatMap((r) => r.salesChannels ?? [])
  const channelIds = [...new Set(channelRefs.flatMap((c) => (c.id ? [c.id] : [])))]
  const channelNames = [...new Set(channelRefs.flatMap((c) => (c.name ? [refKey(c.name)] : [])))]

  const [base, tags, images, channels, categories, vbase, options, prices, chans] = await Promise.all([
    named(products, () =>
      rowsOf<Record<string, Scalar>>(
        tx,
        sql`SELECT p.id, p.handle, p.profile_id, ${columnList('p', PRODUCT_FIELDS)},
                c.handle AS collection_handle, t.value AS type_value
              FROM product p LEFT JOIN product_collection c ON c.id = p.collection_id
              LEFT JOIN product_type t ON t.id = p.type_id WHERE p.id = ANY(${pids})`,
      ),
    ),
    named(products && sample.tags !== undefined, () =>
      rowsOf<{ product_id: string; value: string }>(
        tx,
        sql`SELECT pt.product_id, t.value FROM product_tags pt JOIN product_tag t ON t.id = pt.product_tag_id
              WHERE pt.product_id = ANY(${pids}) ORDER BY t.value`,
      ),
    ),
    named(products && sample.images !== undefined, () =>
      rowsOf<{ product_id: string; url: string }>(
        tx,
        sql`SELECT product_id, url FROM product_image WHERE product_id = ANY(${pids}) AND deleted_at IS NULL
              ORDER BY product_id, rank, created_at, id`,
      ),
    ),
    named(products && sample.salesChannels !== undefined, () =>
      rowsOf<{ product_id: string; id: string; name: string }>(
        tx,
        sql`SELECT psc.product_id, sc.id, sc.name FROM product_sales_channel psc
              JOIN sales_channel sc ON sc.id = psc.sales_channel_id
              WHERE psc.product_id = ANY(${pids}) ORDER BY sc.name, sc.id`,
      ),
    ),
    named(products && sample.categories !== undefined, () =>
      rowsOf<{ product_id: string; handle: string }>(
        tx,
        sql`SELECT pcp.product_id, pc.handle FROM product_category_product pcp
              JOIN product_category pc ON pc.id = pcp.product_category_id
              WHERE pcp.product_id = ANY(${pids}) ORDER BY pc.handle`,
      ),
    ),
    named(variants, () =>
      rowsOf<Record<string, Scalar>>(
        tx,
        sql`SELECT v.id, ${columnList('v', VARIANT_FIELDS)}, ${sql.raw(adminStockSql('v'))} AS shown_stock
              FROM product_variant v WHERE v.id = ANY(${vids})`,
      ),
    ),
    named(variants && sample.options.length > 0, () =>
      rowsOf<{ variant_id: string; name: string; value: string }>(
        tx,
        sql`SELECT ov.variant_id, o.title AS name, ov.value FROM product_option_value ov
              JOIN product_option o ON o.id = ov.option_id
              WHERE ov.variant_id = ANY(${vids}) AND ov.deleted_at IS NULL`,
      ),
    ),
    named(variants && sample.prices !== undefined, () =>
      rowsOf<{ variant_id: string; currency_code: string; region_id: string | null; amount: string }>(
        tx,
        sql`SELECT m.variant_id, m.currency_code, m.region_id, m.amount FROM money_amount m
              WHERE m.variant_id = ANY(${vids}) AND m.deleted_at IS NULL
                AND m.price_list_id IS NULL AND m.min_quantity IS NULL AND m.max_quantity IS NULL
              ORDER BY m.currency_code, m.region_id`,
      ),
    ),
    named(channelIds.length + channelNames.length > 0, () =>
      rowsOf<{ id: string; name: string }>(
        tx,
        sql`SELECT id, name FROM sales_channel WHERE deleted_at IS NULL
                AND (id = ANY(${textArray(channelIds)}) OR lower(btrim(name)) = ANY(${textArray(channelNames)}))
              ORDER BY created_at DESC, id DESC`,
      ),
    ),
  ])

  const tagsOf = group(
    tags,
    (t) => t.product_id,
    (t) => t.value,
  )
  const imagesOf = group(
    images,
    (i) => i.product_id,
    (i) => i.url,
  )
  const channelsOf = group(
    channels,
    (c) => c.product_id,
    (c) => ({ id: c.id, name: c.name }),
  )
  const categoriesOf = group(
    categories,
    (c) => c.product_id,
    (c) => c.handle,
  )
  const productMap = new Map<string, ProductNow>()
  for (const { collection_handle, type_value, ...fields } of base) {
    const id = String(fields.id)
    productMap.set(id, {
      fields,
      collection: (collection_handle as string | null) ?? null,
      type: (type_value as string | null) ?? null,
      tags: tagsOf.get(id) ?? [],
      images: imagesOf.get(id) ?? [],
      channels: channelsOf.get(id) ?? [],
      categories: categoriesOf.get(id) ?? [],
    })
  }
  const optionsOf = group(
    options,
    (o) => o.variant_id,
    (o) => [o.name, o.value] as const,
  )
  const pricesOf = group(
    prices,
    (p) => p.variant_id,
    (p) => [priceKey(p.currency_code, p.region_id), Number(p.amount)] as const,
  )
  const variantMap = new Map<string, VariantNow>()
  for (const { shown_stock, ...fields } of vbase) {
    const id = String(fields.id)
    variantMap.set(id, {
      fields: { ...fields, inventory_quantity: Number(shown_stock) },
      options: new Map(optionsOf.get(id) ?? []),
      prices: new Map(pricesOf.get(id) ?? []),
    })
  }
  // Of channels sharing a name, the import links the oldest: rows come newest first, so it wins.
  const channelIdsByName = new Map(chans.map((c) => [refKey(c.name), c.id]))
  return {
    products: productMap,
    variants: variantMap,
    channelNames: new Map(chans.map((c) => [c.id, c.name])),
    channelIdsByName,
  }
}
