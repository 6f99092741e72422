import { product, productCollection, productTag, productTags, productType } from '@mercato/db'
import { duplicate, generateId, invalidData, notFound, toHandle } from '@mercato/domain'
import { type SQL, and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { project } from '../../http/route-helpers'
import { countAll, dateConditions, orderBy, searchAny } from '../../lib/sql'
import { mergeMetadata, missing } from './util'

// Collections, product types and product tags: small taxonomies of the catalogue.

export type CollectionRow = typeof productCollection.$inferSelect

export interface CollectionFilters {
  title?: string
  /** One handle or several (`IN`). */
  handle?: string[]
  discount_condition_id?: string
}

export async function listCollections(
  db: Tx,
  query: ListQuery<CollectionFilters>,
): Promise<[CollectionRow[], number]> {
  const f = query.filters
  const cond: Array<SQL | undefined> = [
    isNull(productCollection.deleted_at),
    ...dateConditions(
      { created_at: productCollection.created_at, updated_at: productCollection.updated_at },
      query.dates,
    ),
  ]
  if (f.title) cond.push(eq(productCollection.title, f.title))
  if (f.handle?.length) cond.push(inArray(productCollection.handle, f.handle))
  if (f.discount_condition_id !== undefined)
    cond.push(sql`EXISTS (SELECT 1 FROM discount_condition_product_collection dcc
      WHERE dcc.condition_id = ${f.discount_condition_id} AND dcc.product_collection_id = ${productCollection.id})`)
  if (query.q) cond.push(searchAny([productCollection.title, productCollection.handle], query.q))
  const where = and(...cond)
  const cols = {
    created_at: productCollection.created_at,
    updated_at: productCollection.updated_at,
    title: productCollection.title,
    handle: productCollection.handle,
  }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(productCollection)
      .where(where)
      .orderBy(...orderBy(cols, query.order, productCollection.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(productCollection).where(where),
  ])
  return [rows, count?.n ?? 0]
}

/**
 * The admin list, honouring `fields`. `product_count` (live products in the collection) is a computed
 * field, as Medusa's order totals are: counted only when `fields` names it, for the whole page with one
 * grouped query on the product table's collection index, so a list page costs one request.
 */
export async function listAdminCollections(
  db: Tx,
  query: ListQuery<CollectionFilters>,
): Promise<[Record<string, unknown>[], number]> {
  const [rows, count] = await listCollections(db, query)
  const { fields } = query
  const wanted = fields?.some((f) => f.replace(/^\+/, '') === 'product_count')
  if (!wanted || rows.length === 0) return [rows.map((r) => project(r, fields)), count]
  const counts = await db
    .select({ id: product.collection_id, n: countAll })
    .from(product)
    .where(
      and(
        inArray(
          product.collection_id,
          rows.map((r) => r.id),
        ),
        isNull(product.deleted_at),
      ),
    )
    .groupBy(product.collection_id)
  const byId = new Map(counts.map((c) => [c.id, Number(c.n)]))
  return [rows.map((r) => project({ ...r, product_count: byId.get(r.id) ?? 0 }, fields)), count]
}

export async function findCollection(db: Tx, id: string) {
  const [row] = await db
    .select()
    .from(productCollection)
    .where(and(eq(productCollection.id, id), isNull(productCollection.deleted_at)))
  return row
}

/** A collection with its live products (without their relations). */
export async function collectionWithProducts(db: Tx, id: string, options: { publishedOnly?: boolean } = {}) {
  const row = await findCollection(db, id)
  if (!row) throw notFound(`Product collection with id: ${id} was not found`)
  const products = await db
    .select()
    .from(product)
    .where(
      and(
        eq(product.collection_id, id),
        isNull(product.deleted_at),
        options.publishedOnly ? eq(product.status, 'published') : undefined,
      ),
    )
    .orderBy(desc(product.created_at), desc(product.id))
  return { ...row, products }
}

async function assertCollectionHandleFree(tx: Tx, handle: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: productCollection.id })
    .from(productCollection)
    .where(
      and(
        eq(productCollection.handle, handle),
        isNull(productCollection.deleted_at),
        exceptId ? ne(productCollection.id, exceptId) : undefined,
      ),
    )
  if (row) throw duplicate(`Product collection with handle ${handle} already exists.`)
}

export async function createCollection(
  ctx: AppContext,
  input: {
    title: string
    handle?: string | undefined
    metadata?: Record<string, unknown> | null | undefined
  },
) {
  return inTransaction(ctx, async (tx, events) => {
    const handle = input.handle ?? toHandle(input.title)
    if (!handle) throw invalidData('A handle could not be made from the title; give a handle')
    await assertCollectionHandleFree(tx, handle)
    const id = generateId('pcol')
    await tx
      .insert(productCollection)
      .values({ id, title: input.title, handle, metadata: input.metadata ?? null })
    events.emit('product-collection.created', { id })
    return id
  })
}

export async function updateCollection(
  ctx: AppContext,
  id: string,
  input: {
    title?: string | undefined
    handle?: string | undefined
    metadata?: Record<string, unknown> | null | undefined
  },
) {
  await inTransaction(ctx, async (tx, events) => {
    const row = await findCollection(tx, id)
    if (!row) throw notFound(`Product collection with id: ${id} was not found`)
    if (input.handle && input.handle !== row.handle) await assertCollectionHandleFree(tx, input.handle, id)
    await tx
      .update(productCollection)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.handle !== undefined ? { handle: input.handle } : {}),
        metadata: mergeMetadata(row.metadata, input.metadata),
        updated_at: new Date(),
      })
      .where(eq(productCollection.id, id))
    events.emit('product-collection.updated', { id })
  })
}

export async function deleteCollection(ctx: AppContext, id: string) {
  await inTransaction(ctx, async (tx, events) => {
    const row = await findCollection(tx, id)
    if (!row) return
    await tx.update(product).set({ collection_id: null }).where(eq(product.collection_id, id))
    await tx.update(productCollection).set({ deleted_at: new Date() }).where(eq(productCollection.id, id))
    events.emit('product-collection.deleted', { id })
  })
  return { id, object: 'product-collection', deleted: true }
}

export async function addProductsToCollection(ctx: AppContext, id: string, productIds: string[]) {
  await inTransaction(ctx, async (tx, events) => {
    if (!(await findCollection(tx, id))) throw notFound(`Product collection with id: ${id} was not found`)
    const found = await tx
      .select({ id: product.id })
      .from(product)
      .where(and(inArray(product.id, productIds), isNull(product.deleted_at)))
    const absent = missing(
      productIds,
      found.map((f) => f.id),
    )
    if (absent.length) throw notFound(`Products with ids: ${absent.join(', ')} were not found`)
    await tx
      .update(product)
      .set({ collection_id: id, updated_at: new Date() })
      .where(inArray(product.id, productIds))
    events.emit('product-collection.products_added', { id, product_ids: productIds })
  })
}

export async function removeProductsFromCollection(ctx: AppContext, id: string, productIds: string[]) {
  await inTransaction(ctx, async (tx, events) => {
    if (!(await findCollection(tx, id))) throw notFound(`Product collection with id: ${id} was not found`)
    await tx
      .update(product)
      .set({ collection_id: null, updated_at: new Date() })
      .where(and(inArray(product.id, productIds), eq(product.collection_id, id)))
    events.emit('product-collection.products_removed', { id, product_ids: productIds })
  })
  return { id, object: 'product-collection', removed_products: productIds }
}

export interface ValueFilters {
  value?: string[]
  id?: string[]
  discount_condition_id?: string
}

/** Types or tags a discount condition names. */
function inDiscountCondition(table: typeof productType | typeof productTag, conditionId: string) {
  return table === productType
    ? sql`EXISTS (SELECT 1 FROM discount_condition_product_type d
        WHERE d.condition_id = ${conditionId} AND d.product_type_id = ${table.id})`
    : sql`EXISTS (SELECT 1 FROM discount_condition_product_tag d
        WHERE d.condition_id = ${conditionId} AND d.product_tag_id = ${table.id})`
}

/** Product types and product tags share one shape: STD + value. */
export async function listValues(
  db: Tx,
  table: typeof productType | typeof productTag,
  query: ListQuery<ValueFilters>,
): Promise<[Array<typeof productType.$inferSelect>, number]> {
  const f = query.filters
  const cond: Array<SQL | undefined> = [
    isNull(table.deleted_at),
    ...dateConditions({ created_at: table.created_at, updated_at: table.updated_at }, query.dates),
  ]
  if (f.value) cond.push(inArray(table.value, f.value))
  if (f.id) cond.push(inArray(table.id, f.id))
  if (f.discount_condition_id !== undefined) cond.push(inDiscountCondition(table, f.discount_condition_id))
  if (query.q) cond.push(searchAny([table.value], query.q))
  const where = and(...cond)
  const cols = { created_at: table.created_at, updated_at: table.updated_at, value: table.value }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...orderBy(cols, query.order, table.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(table).where(where),
  ])
  return [rows, count?.n ?? 0]
}

/** Tags with the number of live products using them, most used first. */
export async function tagUsage(db: Tx) {
  return db
    .select({
      id: productTag.id,
      value: productTag.value,
      usage_count: sql<number>`count(${product.id})::int`,
    })
    .from(productTag)
    .leftJoin(productTags, eq(productTags.product_tag_id, productTag.id))
    .leftJoin(product, and(eq(product.id, productTags.product_id), isNull(product.deleted_at)))
    .where(isNull(productTag.deleted_at))
    .groupBy(productTag.id, productTag.value)
    .orderBy(desc(sql`count(${product.id})`), asc(productTag.value))
}

export async function allTypes(db: Tx) {
  return db.select().from(productType).where(isNull(productType.deleted_at)).orderBy(asc(productType.value))
}
