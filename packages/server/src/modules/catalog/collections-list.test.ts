import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { countQueries } from './query-counter'
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
const collection = async (title: string) =>
  (await api('POST', '/admin/collections', { title })).json().collection.id as string

describe('GET /admin/collections with product_count', () => {
  it('counts the live products of each listed collection when `fields` asks, in one query', async () => {
    const full = await collection('Count Full')
    const empty = await collection('Count Empty')
    for (const title of ['Count A', 'Count B', 'Count C'])
      await createProduct(t, admin, { title, collection_id: full })
    const gone = await createProduct(t, admin, { title: 'Count Gone', collection_id: full })
    expect((await api('DELETE', `/admin/products/${gone.id}`)).statusCode).toBe(200)

    const counter = countQueries(t.database)
    const res = await api('GET', '/admin/collections?q=Count&order=title&fields=title,product_count')
    counter.stop()
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      collections: [
        { id: empty, title: 'Count Empty', product_count: 0 },
        { id: full, title: 'Count Full', product_count: 3 },
      ],
      count: 2,
      offset: 0,
      limit: 10,
    })
    // The page, its count and the product counts of the whole page (sessions aside).
    const product = counter.statements.filter((s) => /from "product"\s/i.test(s))
    expect(product).toHaveLength(1)

    // `+product_count` keeps the default shape; without it the answer is Medusa's.
    const plus = (await api('GET', '/admin/collections?q=Count&order=title&fields=%2Bproduct_count')).json()
    expect(plus.collections[1]).toMatchObject({ id: full, handle: 'count-full', product_count: 3 })
    const plain = (await api('GET', '/admin/collections?q=Count&order=title')).json()
    expect(plain.collections[1]).toMatchObject({ id: full, handle: 'count-full' })
    expect(plain.collections[1]).not.toHaveProperty('product_count')
  })
})

describe('GET /{store,admin}/collections by handle', () => {
  it('takes one handle or several (Medusa sends `handle[]=`) and answers those collections', async () => {
    const ids = {
      a: await collection('Handle Alpha'),
      b: await collection('Handle Beta'),
      c: await collection('Handle Gamma'),
    }
    const handles = async (url: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: url.startsWith('/admin') ? admin.headers : {},
      })
      expect(res.statusCode, res.body).toBe(200)
      const body = res.json()
      expect(body.count).toBe(body.collections.length)
      return body.collections.map((c: { id: string }) => c.id).sort()
    }
    for (const base of ['/store/collections', '/admin/collections']) {
      expect(await handles(`${base}?handle=handle-alpha`)).toEqual([ids.a])
      expect(await handles(`${base}?handle[]=handle-alpha`)).toEqual([ids.a])
      expect(await handles(`${base}?handle[]=handle-alpha&handle[]=handle-gamma`)).toEqual(
        [ids.a, ids.c].sort(),
      )
      expect(await handles(`${base}?handle[]=handle-beta,handle-gamma`)).toEqual([ids.b, ids.c].sort())
      expect(await handles(`${base}?handle[]=no-such-handle`)).toEqual([])
    }
  })
})
