import { product, productCategory, productCategoryProduct } from '@mercato/db'
import { notFound } from '@mercato/domain'
import { type SQL, and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll, escapeLike, orderBy, searchAny } from '../../lib/sql'
import { type CategoryRow, findCategory } from './categories.service'
import { anyOf } from './loader'
import { type Selection, type SelectionSpec, parseSelection, project } from './selection'
import { groupBy } from './util'

export const CATEGORY_EXPANDABLE = ['parent_category', 'category_children', 'products'] as const
export const CATEGORY_RELATIONS = ['parent_category', 'category_children'] as const
export const categorySpec: SelectionSpec = {
  defaults: CATEGORY_RELATIONS,
  expandable: CATEGORY_EXPANDABLE,
  entity: 'category',
}

export interface CategoryFilters {
  handle?: string
  is_internal?: boolean
  is_active?: boolean
  parent_category_id?: string | null
  include_descendants_tree?: boolean
}

/** The store sees active, public categories only (contract §2.2). */
const visible = and(eq(productCategory.is_active, true), eq(productCategory.is_internal, false))

interface Options {
  store?: boolean
  tree?: boolean
}

type CategoryNode = CategoryRow & {
  parent_category?: CategoryRow | null
  category_children?: CategoryNode[]
  products?: unknown[]
}

/** Adds parent, children (or the whole nested subtree) and products to a page of categories. */
async function withRelations(
  db: Tx,
  rows: CategoryRow[],
  sel: Selection,
  options: Options,
): Promise<CategoryNode[]> {
  const has = (r: string) => sel.relations.has(r)
  const ids = rows.map((r) => r.id)
  const parentIds = [...new Set(rows.flatMap((r) => (r.parent_category_id ? [r.parent_category_id] : [])))]
  const scope = options.store ? visible : undefined
  const none = Promise.resolve([] as never[])
  const [parents, children, products] = await Promise.all([
    has('parent_category') && parentIds.length
      ? db
          .select()
          .from(productCategory)
          .where(and(sql`${productCategory.id} = ANY(${anyOf(parentIds)})`, scope))
      : none,
    has('category_children') && ids.length
      ? options.tree
        ? db
            .select()
            .from(productCategory)
            .where(
              and(
                sql`${productCategory.mpath} LIKE ANY(${anyOf(rows.map((r) => `${escapeLike(r.mpath)}_%`))})`,
                scope,
              ),
            )
            .orderBy(asc(productCategory.rank), asc(productCategory.id))
        : db
            .select()
            .from(productCategory)
            .where(and(sql`${productCategory.parent_category_id} = ANY(${anyOf(ids)})`, scope))
            .orderBy(asc(productCategory.rank), asc(productCategory.id))
      : none,
    has('products') && ids.length
      ? db
          .select({
            category_id: productCategoryProduct.product_category_id,
            product: getTableColumns(product),
          })
          .from(productCategoryProduct)
          .innerJoin(product, eq(product.id, productCategoryProduct.product_id))
          .where(
            and(
              sql`${productCategoryProduct.product_category_id} = ANY(${anyOf(ids)})`,
              isNull(product.deleted_at),
              options.store ? eq(product.status, 'published') : undefined,
            ),
          )
          .orderBy(asc(product.created_at), asc(product.id))
      : none,
  ])
  const parentById = new Map(parents.map((p: CategoryRow) => [p.id, p]))
  const childrenOf = groupBy(children as CategoryRow[], (c) => c.parent_category_id ?? '')
  const productsOf = groupBy(
    products as Array<{ category_id: string; product: unknown }>,
    (p) => p.category_id,
  )
  // Nested subtrees are assembled from the one descendants query; a hidden node hides its subtree.
  const nest = (id: string): CategoryNode[] =>
    (childrenOf.get(id) ?? []).map((c) => (options.tree ? { ...c, category_children: nest(c.id) } : { ...c }))
  return rows.map((row) => {
    const node: CategoryNode = { ...row }
    if (has('parent_category'))
      node.parent_category = (row.parent_category_id && parentById.get(row.parent_category_id)) || null
    if (has('category_children')) node.category_children = nest(row.id)
    if (has('products')) node.products = (productsOf.get(row.id) ?? []).map((p) => p.product)
    return project(node, sel, CATEGORY_EXPANDABLE as unknown as string[])
  })
}

export async function listCategories(
  db: Tx,
  query: ListQuery<CategoryFilters>,
  options: { store?: boolean } = {},
) {
  const sel = parseSelection(query, categorySpec, { list: true })
  const f = query.filters
  const cond: Array<SQL | undefined> = [options.store ? visible : undefined]
  if (f.handle) cond.push(eq(productCategory.handle, f.handle))
  if (f.is_internal !== undefined) cond.push(eq(productCategory.is_internal, f.is_internal))
  if (f.is_active !== undefined) cond.push(eq(productCategory.is_active, f.is_active))
  if (f.parent_category_id !== undefined)
    cond.push(
      f.parent_category_id === null
        ? isNull(productCategory.parent_category_id)
        : eq(productCategory.parent_category_id, f.parent_category_id),
    )
  if (query.q) cond.push(searchAny([productCategory.name, productCategory.handle], query.q))
  const where = and(...cond)
  const cols = {
    rank: productCategory.rank,
    name: productCategory.name,
    handle: productCategory.handle,
    created_at: productCategory.created_at,
    updated_at: productCategory.updated_at,
  }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(productCategory)
      .where(where)
      .orderBy(...orderBy(cols, query.order, productCategory.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(productCategory).where(where),
  ])
  const product_categories = await withRelations(db, rows, sel, {
    ...options,
    tree: !!f.include_descendants_tree,
  })
  return { product_categories, count: count?.n ?? 0 }
}

export async function retrieveCategory(
  db: Tx,
  id: string,
  query: {
    expand?: string[] | undefined
    fields?: string[] | undefined
    include_descendants_tree?: boolean | undefined
  },
  options: { store?: boolean } = {},
) {
  const sel = parseSelection(query, categorySpec)
  const row = await findCategory(db, id)
  if (!row || (options.store && (!row.is_active || row.is_internal)))
    throw notFound(`ProductCategory with id: ${id} was not found`)
  const [node] = await withRelations(db, [row], sel, { ...options, tree: !!query.include_descendants_tree })
  return node!
}
