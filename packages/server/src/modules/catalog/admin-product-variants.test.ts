import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { createProduct, insertRegion, shirtBody } from './test-helpers'

// Options and variants through the product, the variants list, and tags and types.

let t: TestApp
let admin: AdminCredentials
let regionEu: string
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  regionEu = await insertRegion(t, { name: 'Europe', currency_code: 'eur', tax_rate: 20 })
})
afterAll(() => t.close())

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: admin.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

describe('product options and variants', () => {
  it('adds, renames and deletes options; existing variants get a default value', async () => {
    const p = await createProduct(t, admin, shirtBody({ title: 'Optioned' }))
    let res = await api('POST', `/admin/products/${p.id}/options`, { title: 'Material' })
    expect(res.statusCode).toBe(200)
    const material = res.json().product.options.find((o: { title: string }) => o.title === 'Material')
    expect(
      res.json().product.variants[0].options.find((o: { option_id: string }) => o.option_id === material.id)
        .value,
    ).toBe('Default Value')
    expect((await api('POST', `/admin/products/${p.id}/options`, { title: 'material' })).statusCode).toBe(422)
    res = await api('POST', `/admin/products/${p.id}/options/${material.id}`, { title: 'Fabric' })
    expect(res.json().product.options.map((o: { title: string }) => o.title)).toContain('Fabric')
    res = await api('DELETE', `/admin/products/${p.id}/options/${material.id}`)
    expect(res.json()).toMatchObject({ option_id: material.id, object: 'option', deleted: true })
    expect(res.json().product.options).toHaveLength(2)
    // Deleting "Size" would make S/Black and M/Black identical.
    res = await api('DELETE', `/admin/products/${p.id}/options/${p.options[0].id}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/no duplicate variants will exist/)
  })

  it('creates, updates, lists and deletes variants through the product', async () => {
    const p = await createProduct(t, admin, shirtBody({ title: 'Variant routes' }))
    const [size, color] = p.options
    const dup = await api('POST', `/admin/products/${p.id}/variants`, {
      title: 'Dup',
      prices: [{ currency_code: 'usd', amount: 1 }],
      options: [
        { option_id: size.id, value: 'S' },
        { option_id: color.id, value: 'Black' },
      ],
    })
    expect(dup.statusCode).toBe(400)
    const partial = await api('POST', `/admin/products/${p.id}/variants`, {
      title: 'Partial',
      prices: [{ currency_code: 'usd', amount: 1 }],
      options: [{ option_id: size.id, value: 'XL' }],
    })
    expect(partial.statusCode).toBe(400)
    expect(partial.json().message).toMatch(
      /the product has 2 options \(Size, Color\) and the variant gives 1/,
    )
    const created = await api('POST', `/admin/products/${p.id}/variants`, {
      title: 'XL / Red',
      sku: `XL-RED-${p.id.slice(-6)}`,
      inventory_quantity: 7,
      prices: [
        { currency_code: 'usd', amount: 2700 },
        { region_id: regionEu, amount: 2600 },
      ],
      options: [
        { option_id: size.id, value: 'XL' },
        { option_id: color.id, value: 'Red' },
      ],
    })
    expect(created.statusCode, created.body).toBe(200)
    const variant = created.json().product.variants.find((v: { title: string }) => v.title === 'XL / Red')
    expect(variant).toMatchObject({ variant_rank: 4, inventory_quantity: 7 })

    const updated = await api('POST', `/admin/products/${p.id}/variants/${variant.id}`, {
      title: 'XL / Crimson',
      options: [{ option_id: color.id, value: 'Crimson' }],
      prices: [{ currency_code: 'usd', amount: 2650 }],
    })
    const after = updated.json().product.variants.find((v: { id: string }) => v.id === variant.id)
    expect(after.title).toBe('XL / Crimson')
    expect(after.options.map((o: { value: string }) => o.value)).toEqual(['XL', 'Crimson'])
    expect(after.prices.map((x: { amount: number }) => x.amount)).toEqual([2650])

    const list = (await api('GET', `/admin/products/${p.id}/variants`)).json()
    expect(list).toMatchObject({ count: 5, offset: 0, limit: 100 })
    expect(list.variants.map((v: { title: string }) => v.title).at(-1)).toBe('XL / Crimson')

    const del = await api('DELETE', `/admin/products/${p.id}/variants/${variant.id}`)
    expect(del.json()).toMatchObject({ variant_id: variant.id, object: 'product-variant', deleted: true })
    expect(del.json().product.variants).toHaveLength(4)
  })
})

describe('/admin/variants', () => {
  it('lists variants with their product, prices and options, priced for a region', async () => {
    const p = await createProduct(
      t,
      admin,
      shirtBody({
        title: 'Variant listing',
        variants: [{ title: 'Only', prices: [{ region_id: regionEu, amount: 1000 }] }],
        options: [],
      }),
    )
    const v = p.variants[0]
    const list = (await api('GET', `/admin/variants?id=${v.id}&region_id=${regionEu}`)).json()
    expect(list).toMatchObject({ count: 1, limit: 20, offset: 0 })
    expect(list.variants[0]).toMatchObject({
      id: v.id,
      product: { id: p.id },
      original_price: 1000,
      calculated_price: 1000,
      calculated_price_type: 'default',
      original_tax: 200,
      calculated_price_incl_tax: 1200,
    })
    const one = (await api('GET', `/admin/variants/${v.id}`)).json().variant
    expect(one).toMatchObject({ id: v.id, product: { id: p.id } })
    expect(one.prices).toHaveLength(1)
    const q = (await api('GET', '/admin/variants?q=variant listing')).json()
    expect(q.variants.map((x: { id: string }) => x.id)).toEqual([v.id])
    expect((await api('GET', '/admin/variants/variant_missing')).statusCode).toBe(404)
  })
})

describe('tags and types', () => {
  it('reports tag usage, the deprecated types list and the tag/type lists', async () => {
    await createProduct(t, admin, {
      title: 'Usage 1',
      tags: [{ value: 'popular' }],
      type: { value: 'Posters' },
    })
    await createProduct(t, admin, { title: 'Usage 2', tags: [{ value: 'popular' }] })
    const usage = (await api('GET', '/admin/products/tag-usage')).json().tags
    expect(usage.find((x: { value: string }) => x.value === 'popular')).toMatchObject({ usage_count: 2 })
    const types = (await api('GET', '/admin/products/types')).json().types
    expect(types.map((x: { value: string }) => x.value)).toContain('Posters')
    const tags = (await api('GET', '/admin/product-tags?value[]=popular')).json()
    expect(tags).toMatchObject({ count: 1, limit: 10, offset: 0 })
    const tq = (await api('GET', '/admin/product-types?q=post')).json()
    expect(tq.product_types.map((x: { value: string }) => x.value)).toEqual(['Posters'])
    expect(tq.limit).toBe(20)
  })
})
