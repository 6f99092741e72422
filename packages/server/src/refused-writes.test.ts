import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from './testing/harness'

// A request refused for its query string must not have written anything first.
let t: TestApp
let admin: AdminCredentials
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
})
afterAll(() => t?.close())

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: admin.headers, payload: payload as object })
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers })

describe('a bad expand is refused before the write', () => {
  it('POST /admin/products?expand=bogus creates nothing', async () => {
    const before = (await get('/admin/products?limit=1')).json().count
    const res = await post('/admin/products?expand=bogus', { title: 'Never created' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ type: 'invalid_data', message: expect.stringContaining('bogus') })
    expect((await get('/admin/products?limit=1')).json().count).toBe(before)
    expect((await get('/admin/products?q=Never%20created')).json().count).toBe(0)
  })

  it('POST /admin/products/:id?expand=bogus leaves the product as it was', async () => {
    const created = await post('/admin/products', { title: 'Original title' })
    expect(created.statusCode).toBe(200)
    const id = created.json().product.id
    const res = await post(`/admin/products/${id}?expand=bogus`, { title: 'Changed title' })
    expect(res.statusCode).toBe(400)
    expect(res.json().type).toBe('invalid_data')
    expect((await get(`/admin/products/${id}`)).json().product.title).toBe('Original title')
  })

  it('POST /admin/product-categories/:id?expand=bogus leaves the category as it was', async () => {
    const created = await post('/admin/product-categories', { name: 'Original name' })
    expect(created.statusCode).toBe(200)
    const id = created.json().product_category.id
    const res = await post(`/admin/product-categories/${id}?expand=bogus`, { name: 'Changed name' })
    expect(res.statusCode).toBe(400)
    expect(res.json().type).toBe('invalid_data')
    expect((await get(`/admin/product-categories/${id}`)).json().product_category.name).toBe('Original name')
    const refusedCreate = await post('/admin/product-categories?fields=*bogus', { name: 'Never created' })
    expect(refusedCreate.statusCode).toBe(400)
    const list = await get('/admin/product-categories?handle=never-created')
    expect(list.json().count).toBe(0)
  })
})
