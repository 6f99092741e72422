import { product, productCategory, productCategoryProduct } from '@mercato/db'
import { duplicate, generateId, invalidData, notAllowed, notFound, toHandle } from '@mercato/domain'
import { type SQL, and, eq, gt, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import { escapeLike } from '../../lib/sql'
import type { z } from 'zod'
import type { categoryCreateBody, categoryUpdateBody } from '@mercato/domain'
import { mergeMetadata, missing } from './util'

// Categories form a ranked tree. `mpath` lists the ids from the root down to the category itself
// ('pcat_a.pcat_b.'), so a subtree is one prefix match and "is X an ancestor of Y" is a prefix test.

export type CategoryRow = typeof productCategory.$inferSelect

const sameParent = (parentId: string | null) =>
  parentId ? eq(productCategory.parent_category_id, parentId) : isNull(productCategory.parent_category_id)

export async function findCategory(db: Tx, id: string) {
  const [row] = await db.select().from(productCategory).where(eq(productCategory.id, id))
  return row
}

async function siblingCount(tx: Tx, parentId: string | null, exceptId?: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(productCategory)
    .where(and(sameParent(parentId), exceptId ? ne(productCategory.id, exceptId) : undefined))
  return row?.n ?? 0
}

async function shiftRanks(tx: Tx, parentId: string | null, by: 1 | -1, range: SQL[], exceptId?: string) {
  await tx
    .update(productCategory)
    .set({ rank: sql`${productCategory.rank} + ${by}` })
    .where(and(sameParent(parentId), ...range, exceptId ? ne(productCategory.id, exceptId) : undefined))
}

async function assertHandleFree(tx: Tx, handle: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: productCategory.id })
    .from(productCategory)
    .where(and(eq(productCategory.handle, handle), exceptId ? ne(productCategory.id, exceptId) : undefined))
  if (row) throw duplicate(`Product category with handle ${handle} already exists.`)
}

async function requireParent(tx: Tx, id: string) {
  const parent = await findCategory(tx, id)
  if (!parent) throw notFound(`Parent category with id: ${id} was not found`)
  return parent
}

const clamp = (n: number, max: number) => Math.max(0, Math.min(n, max))

export async function createCategory(ctx: AppContext, input: z.output<typeof categoryCreateBody>) {
  return inTransaction(ctx, async (tx, events) => {
    const handle = input.handle ?? toHandle(input.name)
    if (!handle) throw invalidData('A handle could not be made from the name; give a handle')
    await assertHandleFree(tx, handle)
    const parentId = input.parent_category_id ?? null
    const parent = parentId ? await requireParent(tx, parentId) : null
    const count = await siblingCount(tx, parentId)
    const rank = input.rank === undefined ? count : clamp(input.rank, count)
    if (rank < count) await shiftRanks(tx, parentId, 1, [gte(productCategory.rank, rank)])
    const id = generateId('pcat')
    await tx.insert(productCategory).values({
      id,
      name: input.name,
      description: input.description ?? '',
      handle,
      is_active: input.is_active ?? false,
      is_internal: input.is_internal ?? false,
      parent_category_id: parentId,
      rank,
      mpath: `${parent?.mpath ?? ''}${id}.`,
      metadata: input.metadata ?? null,
    })
    events.emit('product-category.created', { id })
    return id
  })
}

export async function updateCategory(
  ctx: AppContext,
  id: string,
  input: z.output<typeof categoryUpdateBody>,
) {
  await inTransaction(ctx, async (tx, events) => {
    const cat = await findCategory(tx, id)
    if (!cat) throw notFound(`ProductCategory with id: ${id} was not found`)
    if (input.handle && input.handle !== cat.handle) await assertHandleFree(tx, input.handle, id)
    const newParentId =
      input.parent_category_id === undefined ? cat.parent_category_id : input.parent_category_id
    let rank = cat.rank
    let mpath = cat.mpath
    if (newParentId !== cat.parent_category_id) {
      const parent = newParentId ? await requireParent(tx, newParentId) : null
      if (parent?.mpath.startsWith(cat.mpath))
        throw invalidData(
          `Category ${cat.name} cannot be moved under ${parent.id === cat.id ? 'itself' : `its descendant ${parent.name}`}: a category cannot be its own ancestor`,
        )
      // Leave the old siblings without a gap, then make room among the new ones.
      await shiftRanks(tx, cat.parent_category_id, -1, [gt(productCategory.rank, cat.rank)], id)
      const count = await siblingCount(tx, newParentId, id)
      rank = input.rank === undefined ? count : clamp(input.rank, count)
      await shiftRanks(tx, newParentId, 1, [gte(productCategory.rank, rank)], id)
      mpath = `${parent?.mpath ?? ''}${id}.`
      await tx
        .update(productCategory)
        .set({ mpath: sql`${mpath} || substr(${productCategory.mpath}, ${cat.mpath.length + 1})` })
        .where(sql`${productCategory.mpath} LIKE ${`${escapeLike(cat.mpath)}%`}`)
    } else if (input.rank !== undefined && input.rank !== cat.rank) {
      rank = clamp(input.rank, await siblingCount(tx, cat.parent_category_id, id))
      if (rank < cat.rank)
        await shiftRanks(
          tx,
          cat.parent_category_id,
          1,
          [gte(productCategory.rank, rank), lt(productCategory.rank, cat.rank)],
          id,
        )
      else
        await shiftRanks(
          tx,
          cat.parent_category_id,
          -1,
          [gt(productCategory.rank, cat.rank), lte(productCategory.rank, rank)],
          id,
        )
    }
    await tx
      .update(productCategory)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.handle !== undefined ? { handle: input.handle } : {}),
        ...(input.is_active !== undefined ? { is_active: input.is_active } : {}),
        ...(input.is_internal !== undefined ? { is_internal: input.is_internal } : {}),
        parent_category_id: newParentId,
        rank,
        mpath,
        metadata: mergeMetadata(cat.metadata, input.metadata),
        updated_at: new Date(),
      })
      .where(eq(productCategory.id, id))
    events.emit('product-category.updated', { id })
  })
}

export async function deleteCategory(ctx: AppContext, id: string) {
  await inTransaction(ctx, async (tx, events) => {
    const cat = await findCategory(tx, id)
    if (!cat) return
    const [child] = await tx
      .select({ id: productCategory.id })
      .from(productCategory)
      .where(eq(productCategory.parent_category_id, id))
      .limit(1)
    if (child) throw notAllowed(`Deleting ProductCategory (${id}) with category children is not allowed`)
    await tx.delete(productCategory).where(eq(productCategory.id, id))
    await shiftRanks(tx, cat.parent_category_id, -1, [gt(productCategory.rank, cat.rank)])
    events.emit('product-category.deleted', { id })
  })
  return { id, object: 'product-category', deleted: true }
}

export async function addCategoryProducts(ctx: AppContext, id: string, productIds: string[]) {
  await inTransaction(ctx, async (tx) => {
    if (!(await findCategory(tx, id))) throw notFound(`ProductCategory with id: ${id} was not found`)
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
      .insert(productCategoryProduct)
      .values([...new Set(productIds)].map((product_id) => ({ product_id, product_category_id: id })))
      .onConflictDoNothing()
  })
}

export async function removeCategoryProducts(ctx: AppContext, id: string, productIds: string[]) {
  await inTransaction(ctx, async (tx) => {
    if (!(await findCategory(tx, id))) throw notFound(`ProductCategory with id: ${id} was not found`)
    await tx
      .delete(productCategoryProduct)
      .where(
        and(
          eq(productCategoryProduct.product_category_id, id),
          inArray(productCategoryProduct.product_id, productIds),
        ),
      )
  })
}
