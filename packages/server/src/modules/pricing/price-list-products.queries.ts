import { moneyAmount, product, productCollection, productTags, productVariant } from '@mercato/db'
import { type SQL, and, asc, eq, exists, inArray, isNull } from 'drizzle-orm'
import type { Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll, dateConditions, orderBy, searchAny } from '../../lib/sql'
import { groupBy, project } from '../../http/route-helpers'

export interface PriceListProductFilters {
  id?: string[]
  status?: string[]
  collection_id?: string[]
  tags?: string[]
  title?: string
  description?: string
  handle?: string
  is_giftcard?: boolean
  type?: string[]
}

/**
 * Products having at least one live price in the list, with their live variants and, on each variant,
 * that list's prices. Three queries per page (products + count, variants, prices).
 */
export async function listPriceListProducts(
  db: Tx,
  priceListId: string,
  query: ListQuery<PriceListProductFilters>,
): Promise<[Record<string, unknown>[], number]> {
  const f = query.filters
  const inList = exists(
    db
      .select({ one: moneyAmount.id })
      .from(moneyAmount)
      .innerJoin(productVariant, eq(productVariant.id, moneyAmount.variant_id))
      .where(
        and(
          eq(productVariant.product_id, product.id),
          isNull(productVariant.deleted_at),
          eq(moneyAmount.price_list_id, priceListId),
          isNull(moneyAmount.deleted_at),
        ),
      ),
  )
  const cond: (SQL | undefined)[] = [
    isNull(product.deleted_at),
    inList,
    ...dateConditions({ created_at: product.created_at, updated_at: product.updated_at }, query.dates),
  ]
  if (f.id) cond.push(inArray(product.id, f.id))
  if (f.status) cond.push(inArray(product.status, f.status as never[]))
  if (f.collection_id) cond.push(inArray(product.collection_id, f.collection_id))
  if (f.type) cond.push(inArray(product.type_id, f.type))
  if (f.title) cond.push(eq(product.title, f.title))
  if (f.description) cond.push(eq(product.description, f.description))
  if (f.handle) cond.push(eq(product.handle, f.handle))
  if (f.is_giftcard !== undefined) cond.push(eq(product.is_giftcard, f.is_giftcard))
  if (f.tags)
    cond.push(
      exists(
        db
          .select({ one: productTags.product_id })
          .from(productTags)
          .where(and(eq(productTags.product_id, product.id), inArray(productTags.product_tag_id, f.tags))),
      ),
    )
  if (query.q)
    cond.push(searchAny([product.title, product.subtitle, product.description, product.handle], query.q))
  const where = and(...cond)
  const columns = {
    created_at: product.created_at,
    updated_at: product.updated_at,
    title: product.title,
    handle: product.handle,
  }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(product)
      .where(where)
      .orderBy(...orderBy(columns, query.order, product.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(product).where(where),
  ])
  // The variants (with this list's prices) by default; `expand` names them and/or the collection.
  const named = new Set((query.expand ?? ['variants']).map((e) => e.split('.')[0]))
  const withVariants = named.has('variants')
  const collectionIds = [...new Set(rows.flatMap((r) => (r.collection_id ? [r.collection_id] : [])))]
  const collections =
    named.has('collection') && collectionIds.length
      ? await db.select().from(productCollection).where(inArray(productCollection.id, collectionIds))
      : []
  const withCollection = (row: (typeof rows)[number]) =>
    named.has('collection')
      ? { ...row, collection: collections.find((c) => c.id === row.collection_id) ?? null }
      : row
  if (rows.length === 0 || !withVariants) {
    return [
      rows.map((r) => project(withCollection(r) as Record<string, unknown>, query.fields, ['collection'])),
      count?.n ?? 0,
    ]
  }
  const variants = await db
    .select()
    .from(productVariant)
    .where(
      and(
        inArray(
          productVariant.product_id,
          rows.map((r) => r.id),
        ),
        isNull(productVariant.deleted_at),
      ),
    )
    .orderBy(asc(productVariant.variant_rank), asc(productVariant.created_at))
  const prices = variants.length
    ? await db
        .select()
        .from(moneyAmount)
        .where(
          and(
            eq(moneyAmount.price_list_id, priceListId),
            inArray(
              moneyAmount.variant_id,
              variants.map((v) => v.id),
            ),
            isNull(moneyAmount.deleted_at),
          ),
        )
        .orderBy(asc(moneyAmount.created_at), asc(moneyAmount.id))
    : []
  const pricesByVariant = groupBy(prices, (p) => p.variant_id)
  const variantsByProduct = groupBy(variants, (v) => v.product_id)
  const products = rows.map((row) =>
    project(
      {
        ...withCollection(row),
        variants: (variantsByProduct.get(row.id) ?? []).map((v) => ({
          ...v,
          prices: pricesByVariant.get(v.id) ?? [],
        })),
      } as Record<string, unknown>,
      query.fields,
      ['variants', 'collection'],
    ),
  )
  return [products, count?.n ?? 0]
}
