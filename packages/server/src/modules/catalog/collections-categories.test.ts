import { productCategory } from '@mercato/db'
import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { createProduct } from './test-helpers'

let t: TestApp
let admin: AdminCredentials
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
})
afterAll(() => t.close())

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: admin.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
const store = (url: string) => t.app.inject({ method: 'GET', url })

describe('collections', () => {
  it('creates, lists, updates, batches products and deletes', async () => {
    const res = await api('POST', '/admin/collections', {
      title: 'Summer Sale',
      metadata: { season: 'summer' },
    })
    expect(res.statusCode).toBe(200)
    const c = res.json().collection
    expect(c).toMatchObject({
      title: 'Summer Sale',
      handle: 'summer-sale',
      products: [],
      metadata: { season: 'summer' },
    })
    expect(c.id).toMatch(/^pcol_/)
    const dup = await api('POST', '/admin/collections', { title: 'Other', handle: 'summer-sale' })
    expect(dup.statusCode).toBe(422)
    expect(dup.json().message).toBe('Product collection with handle summer-sale already exists.')

    const a = await createProduct(t, admin, { title: 'In collection A', status: 'published' })
    const b = await createProduct(t, admin, { title: 'In collection B', status: 'published' })
    const missing = await api('POST', `/admin/collections/${c.id}/products/batch`, {
      product_ids: [a.id, 'prod_nope'],
    })
    expect(missing.statusCode).toBe(404)
    expect((await api('GET', `/admin/collections/${c.id}`)).json().collection.products).toEqual([])
    const added = await api('POST', `/admin/collections/${c.id}/products/batch`, {
      product_ids: [a.id, b.id],
    })
    expect(
      added
        .json()
        .collection.products.map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual([a.id, b.id].sort())
    expect((await api('GET', `/admin/products/${a.id}`)).json().product.collection).toMatchObject({
      id: c.id,
    })
    const filtered = (await api('GET', `/admin/products?collection_id[]=${c.id}`)).json()
    expect(filtered.count).toBe(2)

    const removed = await api('DELETE', `/admin/collections/${c.id}/products/batch`, { product_ids: [a.id] })
    expect(removed.json()).toEqual({ id: c.id, object: 'product-collection', removed_products: [a.id] })

    const updated = await api('POST', `/admin/collections/${c.id}`, {
      title: 'Summer',
      metadata: { year: 2024 },
    })
    expect(updated.json().collection).toMatchObject({
      title: 'Summer',
      handle: 'summer-sale',
      metadata: { season: 'summer', year: 2024 },
    })

    const list = (await api('GET', '/admin/collections?q=summ')).json()
    expect(list).toMatchObject({ count: 1, limit: 10, offset: 0 })
    const storeList = (await store('/store/collections?handle=summer-sale')).json()
    expect(storeList.collections.map((x: { id: string }) => x.id)).toEqual([c.id])
    expect((await store(`/store/collections/${c.id}`)).json().collection.title).toBe('Summer')

    expect((await api('DELETE', `/admin/collections/${c.id}`)).json()).toEqual({
      id: c.id,
      object: 'product-collection',
      deleted: true,
    })
    expect((await api('GET', `/admin/collections/${c.id}`)).statusCode).toBe(404)
    expect((await store(`/store/collections/${c.id}`)).statusCode).toBe(404)
    expect((await api('GET', `/admin/products/${b.id}`)).json().product.collection_id).toBeNull()
  })
})

describe('product categories', () => {
  const create = async (body: Record<string, unknown>) => {
    const res = await api('POST', '/admin/product-categories', body)
    expect(res.statusCode, res.body).toBe(200)
    return res.json().product_category
  }
  const ranks = async (parent: string | null) =>
    (await t.ctx.db.select().from(productCategory).orderBy(asc(productCategory.rank)))
      .filter((c) => c.parent_category_id === parent)
      .map((c) => `${c.name}:${c.rank}`)

  it('builds a ranked tree, moves categories and refuses cycles', async () => {
    const apparel = await create({ name: 'Apparel', is_active: true })
    const shirts = await create({ name: 'Shirts', parent_category_id: apparel.id, is_active: true })
    const pants = await create({ name: 'Pants', parent_category_id: apparel.id, is_active: true })
    const tees = await create({ name: 'Tees', parent_category_id: shirts.id, is_active: true })
    const hidden = await create({
      name: 'Hidden',
      parent_category_id: apparel.id,
      is_internal: true,
      is_active: true,
    })
    expect(apparel).toMatchObject({
      handle: 'apparel',
      rank: 0,
      parent_category: null,
      category_children: [],
    })
    expect(shirts).toMatchObject({
      rank: 0,
      mpath: `${apparel.id}.${shirts.id}.`,
      parent_category: { id: apparel.id },
    })
    expect(pants.rank).toBe(1)
    expect(tees.mpath).toBe(`${apparel.id}.${shirts.id}.${tees.id}.`)

    // Own ancestor: a category cannot go under itself or under its descendants.
    for (const parent of [apparel.id, tees.id]) {
      const res = await api('POST', `/admin/product-categories/${apparel.id}`, { parent_category_id: parent })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/a category cannot be its own ancestor/)
    }
    expect(
      (await api('GET', `/admin/product-categories/${apparel.id}`)).json().product_category
        .parent_category_id,
    ).toBeNull()

    // Reorder within the parent, then move Pants under Shirts: ranks close and open without gaps.
    await api('POST', `/admin/product-categories/${pants.id}`, { rank: 0 })
    expect(await ranks(apparel.id)).toEqual(['Pants:0', 'Shirts:1', 'Hidden:2'])
    const moved = await api('POST', `/admin/product-categories/${pants.id}`, {
      parent_category_id: shirts.id,
      rank: 0,
    })
    expect(moved.json().product_category).toMatchObject({
      rank: 0,
      mpath: `${apparel.id}.${shirts.id}.${pants.id}.`,
    })
    expect(await ranks(apparel.id)).toEqual(['Shirts:0', 'Hidden:1'])
    expect(await ranks(shirts.id)).toEqual(['Pants:0', 'Tees:1'])

    const tree = (
      await api('GET', '/admin/product-categories?parent_category_id=null&include_descendants_tree=true')
    ).json()
    const root = tree.product_categories.find((c: { id: string }) => c.id === apparel.id)
    expect(root.category_children.map((c: { name: string }) => c.name)).toEqual(['Shirts', 'Hidden'])
    expect(root.category_children[0].category_children.map((c: { name: string }) => c.name)).toEqual([
      'Pants',
      'Tees',
    ])

    // The store sees active, public categories only, nested.
    const storeTree = (
      await store('/store/product-categories?parent_category_id=null&include_descendants_tree=true')
    ).json()
    const storeRoot = storeTree.product_categories.find((c: { id: string }) => c.id === apparel.id)
    expect(storeRoot.category_children.map((c: { name: string }) => c.name)).toEqual(['Shirts'])
    expect(storeRoot.category_children[0].category_children).toHaveLength(2)
    expect((await store(`/store/product-categories/${hidden.id}`)).statusCode).toBe(404)
    const storeList = (await store('/store/product-categories')).json()
    expect(storeList.product_categories.map((c: { id: string }) => c.id)).not.toContain(hidden.id)
    expect(storeList.limit).toBe(100)

    const dup = await api('POST', '/admin/product-categories', { name: 'Apparel' })
    expect(dup.statusCode).toBe(422)
    expect((await api('DELETE', `/admin/product-categories/${shirts.id}`)).statusCode).toBe(400)
    expect((await api('DELETE', `/admin/product-categories/${hidden.id}`)).json()).toEqual({
      id: hidden.id,
      object: 'product-category',
      deleted: true,
    })
  })

  it('adds and removes products in batches and filters products by category', async () => {
    const parent = await create({ name: 'Home', is_active: true })
    const child = await create({ name: 'Kitchen', parent_category_id: parent.id, is_active: true })
    const p = await createProduct(t, admin, {
      title: 'Chef Knife',
      status: 'published',
      categories: [{ id: child.id }],
    })
    expect(p.categories.map((c: { id: string }) => c.id)).toEqual([child.id])
    const q = await createProduct(t, admin, { title: 'Cutting Board', status: 'published' })
    const bad = await api('POST', `/admin/product-categories/${child.id}/products/batch`, {
      product_ids: [{ id: q.id }, { id: 'prod_missing' }],
    })
    expect(bad.statusCode).toBe(404)
    const added = await api('POST', `/admin/product-categories/${child.id}/products/batch?expand=products`, {
      product_ids: [{ id: q.id }],
    })
    expect(
      added
        .json()
        .product_category.products.map((x: { id: string }) => x.id)
        .sort(),
    ).toEqual([p.id, q.id].sort())

    const internal = await create({ name: 'Staff picks', is_internal: true, is_active: true })
    await api('POST', `/admin/product-categories/${internal.id}/products/batch`, {
      product_ids: [{ id: p.id }],
    })
    const shopper = (await store(`/store/products/${p.id}?expand=categories`)).json().product
    expect(shopper.categories.map((c: { id: string }) => c.id)).toEqual([child.id])
    const staff = (await api('GET', `/admin/products/${p.id}`)).json().product
    expect(staff.categories).toHaveLength(2)
    const storeFiltered = (await store(`/store/products?category_id[]=${internal.id}`)).json()
    expect(storeFiltered.count).toBe(0)
    await api('DELETE', `/admin/product-categories/${internal.id}/products/batch`, {
      product_ids: [{ id: p.id }],
    })

    const direct = (await api('GET', `/admin/products?category_id[]=${parent.id}`)).json()
    expect(direct.count).toBe(0)
    const withChildren = (
      await api('GET', `/admin/products?category_id[]=${parent.id}&include_category_children=true`)
    ).json()
    expect(withChildren.count).toBe(2)

    await api('DELETE', `/admin/product-categories/${child.id}/products/batch`, {
      product_ids: [{ id: p.id }],
    })
    const left = (await api('GET', `/admin/products?category_id[]=${child.id}`)).json()
    expect(left.products.map((x: { id: string }) => x.id)).toEqual([q.id])
  })
})
