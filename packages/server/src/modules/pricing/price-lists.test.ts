import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AdminCredentials,
  type TestApp,
  createAdmin,
  recordEvents,
  startTestApp,
} from '../../testing/harness'
import { countQueries, countRows, insertProduct } from '../regions-tax/test-fixtures'

let t: TestApp
let admin: AdminCredentials
let events: ReturnType<typeof recordEvents>
let regionId: string
let shirt: { id: string; variantIds: string[] }
let mug: { id: string; variantIds: string[] }
let hat: { id: string; variantIds: string[] }
let vip: string
let trade: string

function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })
}

beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  events = recordEvents(t)
  await call('POST', '/admin/store/currencies/eur')
  const region = await call('POST', '/admin/regions', {
    name: 'EU',
    currency_code: 'eur',
    tax_rate: 20,
    payment_providers: ['manual'],
    fulfillment_providers: ['manual'],
    countries: ['de'],
  })
  regionId = region.json().region.id
  shirt = await insertProduct(t, { title: 'Shirt', variants: 2 })
  mug = await insertProduct(t, { title: 'Mug', variants: 1 })
  hat = await insertProduct(t, { title: 'Hat', variants: 1 })
  vip = (await call('POST', '/admin/customer-groups', { name: 'VIP' })).json().customer_group.id
  trade = (await call('POST', '/admin/customer-groups', { name: 'Trade' })).json().customer_group.id
})
afterAll(() => t.close())

const baseList = () => ({
  name: 'Summer sale',
  description: 'Cheaper shirts',
  type: 'sale',
  prices: [
    { variant_id: shirt.variantIds[0], currency_code: 'USD', amount: 1500 },
    { variant_id: shirt.variantIds[1], region_id: regionId, amount: 1400, min_quantity: 2, max_quantity: 10 },
  ],
})

async function createList(body: Record<string, unknown> = {}) {
  const res = await call('POST', '/admin/price-lists', { ...baseList(), ...body })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().price_list
}

describe('admin price lists: create', () => {
  it('creates a list with prices, customer groups and a window; prices carry their variant', async () => {
    const list = await createList({
      status: 'active',
      starts_at: '2024-06-01T00:00:00Z',
      ends_at: '2024-09-01T00:00:00Z',
      includes_tax: true,
      customer_groups: [{ id: vip }],
    })
    expect(list.id).toMatch(/^pl_[0-9A-Z]{26}$/)
    expect(list).toMatchObject({
      name: 'Summer sale',
      description: 'Cheaper shirts',
      type: 'sale',
      status: 'active',
      includes_tax: true,
      starts_at: '2024-06-01T00:00:00.000Z',
      ends_at: '2024-09-01T00:00:00.000Z',
      deleted_at: null,
      customer_groups: [{ id: vip, name: 'VIP' }],
    })
    expect(list.prices).toHaveLength(2)
    const usd = list.prices.find((p: { currency_code: string }) => p.currency_code === 'usd')
    const eur = list.prices.find((p: { currency_code: string }) => p.currency_code === 'eur')
    expect(usd).toMatchObject({
      currency_code: 'usd',
      amount: 1500,
      region_id: null,
      price_list_id: list.id,
      variant_id: shirt.variantIds[0],
      min_quantity: null,
      max_quantity: null,
      variant: { id: shirt.variantIds[0], product_id: shirt.id },
    })
    expect(usd.id).toMatch(/^ma_/)
    expect(usd.variants).toEqual([usd.variant])
    // A region price takes its region's currency.
    expect(eur).toMatchObject({
      currency_code: 'eur',
      region_id: regionId,
      min_quantity: 2,
      max_quantity: 10,
    })
    await t.ctx.events.idle()
    expect(events).toContainEqual({ name: 'price_list.created', data: { id: list.id } })
  })

  it('refuses unknown currencies, variants, regions and groups, negative or fractional amounts; nothing written', async () => {
    const before = [await countRows(t, 'price_list'), await countRows(t, 'money_amount')]
    const v = shirt.variantIds[0]
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [
        { prices: [{ variant_id: v, currency_code: 'xyz', amount: 1 }] },
        /Currency with code xyz does not exist/,
      ],
      [
        { prices: [{ variant_id: 'variant_nope', currency_code: 'usd', amount: 1 }] },
        /Variant with id: variant_nope was not found/,
      ],
      [
        { prices: [{ variant_id: v, currency_code: 'usd', amount: -1 }] },
        /prices\[0\]\.amount: must be zero or greater/,
      ],
      [
        { prices: [{ variant_id: v, currency_code: 'usd', amount: 1.5 }] },
        /prices\[0\]\.amount: must be an integer/,
      ],
      [
        { prices: [{ variant_id: v, region_id: 'reg_nope', amount: 1 }] },
        /Region with id: reg_nope was not found/,
      ],
      [
        { prices: [{ variant_id: v, region_id: regionId, currency_code: 'usd', amount: 1 }] },
        /does not match the currency eur/,
      ],
      [{ prices: [{ variant_id: v, amount: 1 }] }, /needs a region_id or a currency_code/],
      [
        { prices: [{ variant_id: v, currency_code: 'usd', amount: 1, min_quantity: 5, max_quantity: 2 }] },
        /min_quantity must not be greater/,
      ],
      [{ customer_groups: [{ id: 'cgrp_nope' }] }, /Customer group with id: cgrp_nope was not found/],
      [{ starts_at: '2024-09-01', ends_at: '2024-06-01' }, /ends_at must be later than starts_at/],
      [{ type: 'clearance' }, /type:/],
      [{ description: undefined }, /description is required/],
      [{ prices: undefined }, /prices is required/],
      [
        { prices: [{ id: 'ma_x', variant_id: v, currency_code: 'usd', amount: 1 }] },
        /property prices\[0\]\.id should not exist/,
      ],
    ]
    for (const [body, message] of cases) {
      const res = await call('POST', '/admin/price-lists', { ...baseList(), ...body })
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().message).toMatch(message)
    }
    expect([await countRows(t, 'price_list'), await countRows(t, 'money_amount')]).toEqual(before)
  })
})

describe('admin price lists: read and update', () => {
  it('lists with the default limit of 10 and filters by status, type, name, customer_groups, q, id', async () => {
    await createList({
      name: 'Trade prices',
      type: 'override',
      status: 'draft',
      customer_groups: [{ id: trade }],
    })
    for (let i = 0; i < 9; i++) await createList({ name: `Filler ${i}`, prices: [] })
    const all = (await call('GET', '/admin/price-lists')).json()
    expect(all).toMatchObject({ limit: 10, offset: 0, count: 11 })
    expect(all.price_lists).toHaveLength(10)
    expect(all.price_lists[0]).toHaveProperty('prices')
    expect(all.price_lists[0]).toHaveProperty('customer_groups')
    const names = async (qs: string) =>
      (await call('GET', `/admin/price-lists?${qs}`)).json().price_lists.map((l: { name: string }) => l.name)
    expect(await names('type=override')).toEqual(['Trade prices'])
    expect(await names('status[]=active')).toEqual(['Summer sale'])
    expect(await names(`customer_groups[]=${vip},${trade}&order=name`)).toEqual([
      'Summer sale',
      'Trade prices',
    ])
    expect(await names('name=Trade%20prices')).toEqual(['Trade prices'])
    expect(await names('q=cheaper&type=override')).toEqual(['Trade prices'])
    const ids = all.price_lists.slice(0, 2).map((l: { id: string }) => l.id)
    const byId = (await call('GET', `/admin/price-lists?id[]=${ids.join(',')}`)).json()
    expect(byId.price_lists.map((l: { id: string }) => l.id).sort()).toEqual([...ids].sort())
    const narrow = (
      await call('GET', '/admin/price-lists?expand=customer_groups&fields=name&type=override')
    ).json()
    expect(Object.keys(narrow.price_lists[0]).sort()).toEqual(['customer_groups', 'id', 'name'])
    expect((await call('GET', '/admin/price-lists?status=archived')).statusCode).toBe(400)
    const one = await countQueries(t, () => call('GET', '/admin/price-lists?limit=1'))
    const ten = await countQueries(t, () => call('GET', '/admin/price-lists?limit=10'))
    expect(ten).toBe(one)
  })

  it('retrieves, 404s on unknown ids, updates fields, upserts prices and replaces groups', async () => {
    const list = await createList({ customer_groups: [{ id: vip }] })
    expect((await call('GET', `/admin/price-lists/${list.id}`)).json().price_list).toEqual(list)
    expect((await call('GET', '/admin/price-lists/pl_missing')).statusCode).toBe(404)
    const [first] = list.prices
    const res = await call('POST', `/admin/price-lists/${list.id}`, {
      name: 'Renamed',
      status: 'active',
      ends_at: null,
      prices: [
        { id: first.id, variant_id: first.variant_id, currency_code: 'usd', amount: 999 },
        { variant_id: mug.variantIds[0], currency_code: 'eur', amount: 500 },
      ],
      customer_groups: [{ id: trade }],
    })
    expect(res.statusCode, res.body).toBe(200)
    const updated = res.json().price_list
    expect(updated).toMatchObject({ name: 'Renamed', status: 'active', customer_groups: [{ id: trade }] })
    expect(updated.prices).toHaveLength(3)
    expect(updated.prices.find((p: { id: string }) => p.id === first.id).amount).toBe(999)

    const other = await createList({ name: 'Other' })
    const bad = await call('POST', `/admin/price-lists/${list.id}`, {
      name: 'Nope',
      prices: [{ id: other.prices[0].id, variant_id: shirt.variantIds[0], currency_code: 'usd', amount: 1 }],
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/does not belong to price list/)
    expect((await call('GET', `/admin/price-lists/${list.id}`)).json().price_list.name).toBe('Renamed')
    expect((await call('POST', '/admin/price-lists/pl_missing', { name: 'x' })).statusCode).toBe(404)
  })
})

describe('admin price lists: prices', () => {
  it('adds prices in a batch, and with override replaces all of them', async () => {
    const list = await createList({ name: 'Batch' })
    let res = await call('POST', `/admin/price-lists/${list.id}/prices/batch`, {
      prices: [{ variant_id: mug.variantIds[0], currency_code: 'usd', amount: 300 }],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().price_list.prices).toHaveLength(3)
    const before = await countRows(t, 'money_amount', `price_list_id = '${list.id}' AND deleted_at IS NULL`)
    res = await call('POST', `/admin/price-lists/${list.id}/prices/batch`, {
      prices: [
        { variant_id: hat.variantIds[0], currency_code: 'usd', amount: 100 },
        { variant_id: hat.variantIds[0], currency_code: 'usd', amount: -5 },
      ],
    })
    expect(res.statusCode).toBe(400)
    expect(await countRows(t, 'money_amount', `price_list_id = '${list.id}' AND deleted_at IS NULL`)).toBe(
      before,
    )
    res = await call('POST', `/admin/price-lists/${list.id}/prices/batch`, {
      override: true,
      prices: [{ variant_id: hat.variantIds[0], currency_code: 'usd', amount: 100 }],
    })
    expect(res.json().price_list.prices.map((p: { variant_id: string }) => p.variant_id)).toEqual([
      hat.variantIds[0],
    ])
    expect((await call('POST', '/admin/price-lists/pl_x/prices/batch', { prices: [] })).statusCode).toBe(404)
  })

  it('deletes prices by id, by product and by variant, answering the money-amount shape', async () => {
    const list = await createList({
      name: 'Deletions',
      prices: [
        { variant_id: shirt.variantIds[0], currency_code: 'usd', amount: 1 },
        { variant_id: shirt.variantIds[1], currency_code: 'usd', amount: 2 },
        { variant_id: mug.variantIds[0], currency_code: 'usd', amount: 3 },
        { variant_id: hat.variantIds[0], currency_code: 'usd', amount: 4 },
        { variant_id: hat.variantIds[0], currency_code: 'eur', amount: 5 },
      ],
    })
    const idOf = (variant: string | undefined) =>
      list.prices
        .filter((p: { variant_id: string }) => p.variant_id === variant)
        .map((p: { id: string }) => p.id)
    let res = await call('DELETE', `/admin/price-lists/${list.id}/prices/batch`, {
      price_ids: idOf(mug.variantIds[0]),
    })
    expect(res.json()).toEqual({ ids: idOf(mug.variantIds[0]), object: 'money-amount', deleted: true })
    res = await call('DELETE', `/admin/price-lists/${list.id}/products/${shirt.id}/prices`)
    expect(res.json().ids.sort()).toEqual([...idOf(shirt.variantIds[0]), ...idOf(shirt.variantIds[1])].sort())
    res = await call('DELETE', `/admin/price-lists/${list.id}/variants/${hat.variantIds[0]}/prices`)
    expect(res.json()).toMatchObject({ object: 'money-amount', deleted: true })
    expect(res.json().ids.sort()).toEqual(idOf(hat.variantIds[0]).sort())
    expect((await call('GET', `/admin/price-lists/${list.id}`)).json().price_list.prices).toEqual([])

    const again = await createList({ name: 'By products' })
    res = await call('DELETE', `/admin/price-lists/${again.id}/products/prices/batch`, {
      product_ids: [shirt.id, mug.id],
    })
    expect(res.json().ids).toHaveLength(2)
    expect(await countRows(t, 'money_amount', `price_list_id = '${again.id}' AND deleted_at IS NULL`)).toBe(0)
    expect((await call('DELETE', '/admin/price-lists/pl_x/prices/batch', { price_ids: [] })).statusCode).toBe(
      404,
    )
    expect((await call('DELETE', `/admin/price-lists/${again.id}/prices/batch`, {})).statusCode).toBe(400)
  })

  it('lists the products having prices in the list, with variants and the list prices', async () => {
    const list = await createList({
      name: 'Products',
      prices: [
        { variant_id: shirt.variantIds[1], currency_code: 'usd', amount: 10 },
        { variant_id: mug.variantIds[0], currency_code: 'usd', amount: 20 },
      ],
    })
    const res = await call('GET', `/admin/price-lists/${list.id}/products?order=title`)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ count: 2, limit: 50, offset: 0 })
    expect(body.products.map((p: { title: string }) => p.title)).toEqual(['Mug', 'Shirt'])
    const shirtOut = body.products[1]
    expect(shirtOut.variants).toHaveLength(2)
    expect(shirtOut.variants[0].prices).toEqual([])
    expect(shirtOut.variants[1].prices).toMatchObject([{ amount: 10, price_list_id: list.id }])
    const q = (await call('GET', `/admin/price-lists/${list.id}/products?q=mug`)).json()
    expect(q.products.map((p: { id: string }) => p.id)).toEqual([mug.id])
    const byId = (await call('GET', `/admin/price-lists/${list.id}/products?id=${shirt.id}&expand=`)).json()
    expect(byId.products).toHaveLength(1)
    expect(byId.products[0]).not.toHaveProperty('variants')
    expect((await call('GET', '/admin/price-lists/pl_x/products')).statusCode).toBe(404)
  })

  it('soft-deletes a list and its prices', async () => {
    const list = await createList({ name: 'Gone' })
    const res = await call('DELETE', `/admin/price-lists/${list.id}`)
    expect(res.json()).toEqual({ id: list.id, object: 'price-list', deleted: true })
    expect(await countRows(t, 'money_amount', `price_list_id = '${list.id}' AND deleted_at IS NULL`)).toBe(0)
    expect((await call('GET', `/admin/price-lists/${list.id}`)).statusCode).toBe(404)
    expect((await call('DELETE', `/admin/price-lists/${list.id}`)).statusCode).toBe(404)
    await t.ctx.events.idle()
    expect(events).toContainEqual({ name: 'price_list.deleted', data: { id: list.id } })
  })
})
