import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'

let t: TestApp
let admin: AdminCredentials
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
})
afterAll(() => t.close())

const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })
const store = (url: string) => t.app.inject({ method: 'GET', url })
const q = (handle: string) => encodeURIComponent(handle)

describe('handles made from names in any script', () => {
  it('gives a product a handle from a Cyrillic title, found again by that handle', async () => {
    const res = await api('POST', '/admin/products', { title: 'Постельное бельё', status: 'published' })
    expect(res.statusCode, res.body).toBe(200)
    const product = res.json().product
    expect(product.handle).toBe('постельное-бельё')

    const admins = (await api('GET', `/admin/products?handle=${q(product.handle)}`)).json()
    expect(admins.products.map((p: { id: string }) => p.id)).toEqual([product.id])
    const shoppers = (await store(`/store/products?handle=${q(product.handle)}`)).json()
    expect(shoppers.products.map((p: { id: string }) => p.id)).toEqual([product.id])

    // The same name again is refused by its derived handle, in the contract's error shape.
    const again = await api('POST', '/admin/products', { title: 'Постельное бельё' })
    expect(again.statusCode).toBe(422)
    expect(again.json()).toMatchObject({
      type: 'duplicate_error',
      message: 'Product with handle постельное-бельё already exists.',
    })
  })

  it('gives a collection a handle from an Arabic title, found again by that handle', async () => {
    const res = await api('POST', '/admin/collections', { title: 'ملابس رجالية' })
    expect(res.statusCode, res.body).toBe(200)
    const collection = res.json().collection
    expect(collection.handle).toBe('ملابس-رجالية')

    const admins = (await api('GET', `/admin/collections?handle=${q(collection.handle)}`)).json()
    expect(admins.collections.map((c: { id: string }) => c.id)).toEqual([collection.id])
    const shoppers = (await store(`/store/collections?handle=${q(collection.handle)}`)).json()
    expect(shoppers.collections.map((c: { id: string }) => c.id)).toEqual([collection.id])
  })

  it('gives categories handles from Cyrillic and Hindi names, found again by those handles', async () => {
    const made = []
    for (const name of ['Постельное бельё', 'घर और रसोई']) {
      const res = await api('POST', '/admin/product-categories', { name, is_active: true })
      expect(res.statusCode, res.body).toBe(200)
      made.push(res.json().product_category)
    }
    expect(made.map((c) => c.handle)).toEqual(['постельное-бельё', 'घर-और-रसोई'])

    for (const category of made) {
      const admins = (await api('GET', `/admin/product-categories?handle=${q(category.handle)}`)).json()
      expect(admins.product_categories.map((c: { id: string }) => c.id)).toEqual([category.id])
      const shoppers = (await store(`/store/product-categories?handle=${q(category.handle)}`)).json()
      expect(shoppers.product_categories.map((c: { id: string }) => c.id)).toEqual([category.id])
    }

    const again = await api('POST', '/admin/product-categories', { name: 'Постельное  бельё!' })
    expect(again.statusCode).toBe(422)
    expect(again.json().message).toBe('Product category with handle постельное-бельё already exists.')
  })

  it('still asks for a handle when the name has no letter or digit', async () => {
    const res = await api('POST', '/admin/product-categories', { name: '★★★' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ type: 'invalid_data' })
  })
})
