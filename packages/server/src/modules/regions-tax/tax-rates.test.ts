import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AdminCredentials,
  type TestApp,
  createAdmin,
  recordEvents,
  startTestApp,
} from '../../testing/harness'
import {
  countQueries,
  countRows,
  insertProduct,
  insertProductType,
  insertShippingOption,
} from './test-fixtures'

let t: TestApp
let admin: AdminCredentials
let events: ReturnType<typeof recordEvents>
let regionA: string
let regionB: string
const products: string[] = []
const types: string[] = []
const options: string[] = []

function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })
}

async function region(name: string, countries: string[]) {
  const res = await call('POST', '/admin/regions', {
    name,
    currency_code: 'usd',
    tax_rate: 0,
    payment_providers: ['manual'],
    fulfillment_providers: ['manual'],
    countries,
  })
  return res.json().region.id as string
}

beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  events = recordEvents(t)
  regionA = await region('A', ['us'])
  regionB = await region('B', ['ca'])
  for (let i = 0; i < 3; i++) products.push((await insertProduct(t)).id)
  for (let i = 0; i < 2; i++) types.push(await insertProductType(t))
  for (let i = 0; i < 2; i++) options.push(await insertShippingOption(t, regionA))
})
afterAll(() => t.close())

async function createRate(body: Record<string, unknown>) {
  const res = await call('POST', '/admin/tax-rates', {
    code: 'STD',
    name: 'Standard',
    region_id: regionA,
    ...body,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().tax_rate
}

describe('admin tax rates', () => {
  it('creates a rate with product, type and shipping-option links and emits tax_rate.created', async () => {
    const rate = await createRate({
      rate: 7.5,
      products: [products[0], products[1]],
      product_types: [types[0]],
      shipping_options: [options[0]],
      metadata: { source: 'test' },
    })
    expect(rate.id).toMatch(/^txr_/)
    expect(rate).toMatchObject({
      code: 'STD',
      name: 'Standard',
      rate: 7.5,
      region_id: regionA,
      metadata: { source: 'test' },
    })
    expect(rate).not.toHaveProperty('products')
    const full = (
      await call(
        'GET',
        `/admin/tax-rates/${rate.id}?expand=region,products,product_types,shipping_options&fields=+product_count,+product_type_count,+shipping_option_count`,
      )
    ).json().tax_rate
    expect(full.region.id).toBe(regionA)
    expect(full.products.map((p: { id: string }) => p.id).sort()).toEqual([products[0], products[1]].sort())
    expect(full.product_types.map((p: { id: string }) => p.id)).toEqual([types[0]])
    expect(full.shipping_options.map((p: { id: string }) => p.id)).toEqual([options[0]])
    expect(full).toMatchObject({ product_count: 2, product_type_count: 1, shipping_option_count: 1 })
    await t.ctx.events.idle()
    expect(events).toContainEqual({ name: 'tax_rate.created', data: { id: rate.id } })
  })

  it('computes counts asked for through fields alone, keeping only the named columns', async () => {
    const rate = await createRate({ code: 'CNT', products: [products[2]] })
    const res = await call(
      'GET',
      `/admin/tax-rates/${rate.id}?fields=name,product_count,shipping_option_count`,
    )
    expect(res.json().tax_rate).toEqual({
      id: rate.id,
      name: 'Standard',
      product_count: 1,
      shipping_option_count: 0,
    })
  })

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = [await countRows(t, 'tax_rate'), await countRows(t, 'product_tax_rate')]
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ region_id: 'reg_missing' }, /Region with id: reg_missing was not found/],
      [{ products: [products[0], 'prod_missing'] }, /Product with id: prod_missing was not found/],
      [{ product_types: ['ptyp_missing'] }, /Product type with id: ptyp_missing was not found/],
      [{ shipping_options: ['so_missing'] }, /Shipping option with id: so_missing was not found/],
      [{ rate: 101 }, /rate: must be between 0 and 100/],
      [{ code: undefined }, /code is required/],
      [{ colour: 'red' }, /property colour should not exist/],
    ]
    for (const [body, message] of cases) {
      const res = await call('POST', '/admin/tax-rates', {
        code: 'BAD',
        name: 'Bad',
        region_id: regionA,
        ...body,
      })
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().message).toMatch(message)
    }
    expect([await countRows(t, 'tax_rate'), await countRows(t, 'product_tax_rate')]).toEqual(before)
  })

  it('lists with the default limit of 50 and filters by name, region_id, code, rate and q', async () => {
    await createRate({ code: 'RED', name: 'Reduced', rate: 5, region_id: regionB })
    await createRate({ code: 'ZERO', name: 'Zero', rate: 0, region_id: regionB })
    const all = (await call('GET', '/admin/tax-rates')).json()
    expect(all).toMatchObject({ limit: 50, offset: 0 })
    expect(all.count).toBe(all.tax_rates.length)
    const names = async (qs: string) =>
      (await call('GET', `/admin/tax-rates?${qs}`))
        .json()
        .tax_rates.map((r: { code: string }) => r.code)
        .sort()
    expect(await names(`region_id=${regionB}`)).toEqual(['RED', 'ZERO'])
    expect(await names(`region_id[]=${regionB},${regionA}&code=RED`)).toEqual(['RED'])
    expect(await names('name=Zero')).toEqual(['ZERO'])
    expect(await names(`rate=5`)).toEqual(['RED'])
    expect(await names(`rate[lt]=6&region_id=${regionB}`)).toEqual(['RED', 'ZERO'])
    expect(await names(`rate[gte]=5&rate[lte]=7.5`)).toEqual(['RED', 'STD'])
    expect(await names('q=reduc')).toEqual(['RED'])
    const page = (await call('GET', '/admin/tax-rates?limit=1&order=code')).json()
    expect(page.tax_rates).toHaveLength(1)
    expect(page.tax_rates[0].code).toBe('CNT')
    const withCounts = (
      await call('GET', `/admin/tax-rates?region_id=${regionB}&fields=+product_count`)
    ).json()
    expect(withCounts.tax_rates.every((r: { product_count: number }) => r.product_count === 0)).toBe(true)
    expect((await call('GET', '/admin/tax-rates?rate=abc')).statusCode).toBe(400)
    const url =
      '/admin/tax-rates?expand=region,products,product_types,shipping_options&fields=+product_count,+shipping_option_count'
    const one = await countQueries(t, () => call('GET', `${url}&limit=1`))
    const fifty = await countQueries(t, () => call('GET', `${url}&limit=50`))
    expect(fifty).toBe(one)
  })

  it('updates fields and replaces link sets given on update', async () => {
    const rate = await createRate({ code: 'UPD', products: [products[0]], product_types: [types[0]] })
    const res = await call('POST', `/admin/tax-rates/${rate.id}?expand=products,product_types`, {
      name: 'Updated',
      rate: 12,
      region_id: regionB,
      products: [products[1], products[2]],
    })
    expect(res.statusCode, res.body).toBe(200)
    const updated = res.json().tax_rate
    expect(updated).toMatchObject({ name: 'Updated', rate: 12, region_id: regionB })
    expect(updated.products.map((p: { id: string }) => p.id).sort()).toEqual(
      [products[1], products[2]].sort(),
    )
    expect(updated.product_types.map((p: { id: string }) => p.id)).toEqual([types[0]])
    const bad = await call('POST', `/admin/tax-rates/${rate.id}`, { name: 'Nope', products: ['prod_x'] })
    expect(bad.statusCode).toBe(400)
    expect((await call('GET', `/admin/tax-rates/${rate.id}`)).json().tax_rate.name).toBe('Updated')
    expect((await call('POST', '/admin/tax-rates/txr_missing', { name: 'x' })).statusCode).toBe(404)
  })

  it('adds and removes products, product types and shipping options in batches', async () => {
    const rate = await createRate({ code: 'BAT' })
    const counts = '&fields=+product_count,+product_type_count,+shipping_option_count'
    let res = await call('POST', `/admin/tax-rates/${rate.id}/products/batch?expand=products${counts}`, {
      products: [products[0], products[1], products[0]],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().tax_rate.product_count).toBe(2)
    // Adding again is harmless.
    res = await call('POST', `/admin/tax-rates/${rate.id}/products/batch?fields=+product_count`, {
      products: [products[1]],
    })
    expect(res.json().tax_rate.product_count).toBe(2)
    res = await call('DELETE', `/admin/tax-rates/${rate.id}/products/batch?fields=+product_count`, {
      products: [products[0]],
    })
    expect(res.json().tax_rate.product_count).toBe(1)

    res = await call('POST', `/admin/tax-rates/${rate.id}/product-types/batch?expand=product_types`, {
      product_types: types,
    })
    expect(res.json().tax_rate.product_types).toHaveLength(2)
    res = await call('DELETE', `/admin/tax-rates/${rate.id}/product-types/batch?expand=product_types`, {
      product_types: [types[0]],
    })
    expect(res.json().tax_rate.product_types.map((p: { id: string }) => p.id)).toEqual([types[1]])

    res = await call('POST', `/admin/tax-rates/${rate.id}/shipping-options/batch?expand=shipping_options`, {
      shipping_options: options,
    })
    expect(res.json().tax_rate.shipping_options).toHaveLength(2)
    res = await call('DELETE', `/admin/tax-rates/${rate.id}/shipping-options/batch?expand=shipping_options`, {
      shipping_options: options,
    })
    expect(res.json().tax_rate.shipping_options).toEqual([])

    const before = await countRows(t, 'product_tax_rate', `rate_id = '${rate.id}'`)
    res = await call('POST', `/admin/tax-rates/${rate.id}/products/batch`, {
      products: [products[2], 'prod_x'],
    })
    expect(res.statusCode).toBe(400)
    expect(await countRows(t, 'product_tax_rate', `rate_id = '${rate.id}'`)).toBe(before)
    res = await call('POST', `/admin/tax-rates/${rate.id}/products/batch`, { product_ids: [products[2]] })
    expect(res.statusCode).toBe(400)
    expect((await call('POST', '/admin/tax-rates/txr_x/products/batch', { products: [] })).statusCode).toBe(
      404,
    )
  })

  it('deletes a rate and its links', async () => {
    const rate = await createRate({ code: 'DEL', products: [products[0]] })
    const res = await call('DELETE', `/admin/tax-rates/${rate.id}`)
    expect(res.json()).toEqual({ id: rate.id, object: 'tax-rate', deleted: true })
    expect(await countRows(t, 'product_tax_rate', `rate_id = '${rate.id}'`)).toBe(0)
    expect((await call('GET', `/admin/tax-rates/${rate.id}`)).statusCode).toBe(404)
    expect((await call('DELETE', `/admin/tax-rates/${rate.id}`)).statusCode).toBe(404)
    await t.ctx.events.idle()
    expect(events).toContainEqual({ name: 'tax_rate.deleted', data: { id: rate.id } })
  })
})
