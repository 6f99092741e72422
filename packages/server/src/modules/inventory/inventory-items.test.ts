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
let north: string
let south: string

function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })
}

beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  events = recordEvents(t)
  north = (await call('POST', '/admin/stock-locations', { name: 'North' })).json().stock_location.id
  south = (await call('POST', '/admin/stock-locations', { name: 'South' })).json().stock_location.id
})
afterAll(() => t.close())

async function createItem(body: Record<string, unknown> = {}) {
  const { variantIds } = await insertProduct(t)
  const res = await call('POST', '/admin/inventory-items', { variant_id: variantIds[0], ...body })
  expect(res.statusCode, res.body).toBe(200)
  return { item: res.json().inventory_item, variantId: variantIds[0]! }
}

const level = (itemId: string, location_id: string, stocked_quantity: number, extra = {}) =>
  call('POST', `/admin/inventory-items/${itemId}/location-levels`, {
    location_id,
    stocked_quantity,
    ...extra,
  })

describe('admin inventory items', () => {
  it('creates an item linked to its variant and emits inventory-item.created', async () => {
    const { item, variantId } = await createItem({
      sku: 'SKU-1',
      title: 'Blue shirt',
      weight: 200,
      hs_code: '6109',
    })
    expect(item.id).toMatch(/^iitem_[0-9A-Z]{26}$/)
    expect(item).toMatchObject({
      sku: 'SKU-1',
      title: 'Blue shirt',
      weight: 200,
      requires_shipping: true,
      location_levels: [],
      stocked_quantity: 0,
      reserved_quantity: 0,
    })
    expect(item.variants.map((v: { id: string }) => v.id)).toEqual([variantId])
    const [link] = await t.database.query<{ id: string; required_quantity: number }>(
      `SELECT id, required_quantity FROM product_variant_inventory_item WHERE inventory_item_id = '${item.id}'`,
    )
    expect(link).toMatchObject({ required_quantity: 1 })
    expect(link!.id).toMatch(/^pvitem_/)
    await t.ctx.events.idle()
    expect(events).toContainEqual({ name: 'inventory-item.created', data: { id: item.id } })
  })

  it('refuses a missing or unknown variant, duplicate skus and bad fields, writing nothing', async () => {
    const before = [
      await countRows(t, 'inventory_item'),
      await countRows(t, 'product_variant_inventory_item'),
    ]
    const { variantIds } = await insertProduct(t)
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ sku: 'x' }, 400, /variant_id is required/],
      [{ variant_id: 'variant_missing' }, 400, /Variant with id: variant_missing was not found/],
      [{ variant_id: variantIds[0], weight: -1 }, 400, /weight: must be zero or greater/],
      [
        { variant_id: variantIds[0], requires_shipping: false },
        400,
        /property requires_shipping should not exist/,
      ],
      [{ variant_id: variantIds[0], sku: 'SKU-1' }, 422, /sku/],
    ]
    for (const [body, status, message] of cases) {
      const res = await call('POST', '/admin/inventory-items', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(status)
      expect(res.json().message).toMatch(message)
    }
    expect([
      await countRows(t, 'inventory_item'),
      await countRows(t, 'product_variant_inventory_item'),
    ]).toEqual(before)
  })

  it('manages location levels: one per location, never below the reserved quantity', async () => {
    const { item } = await createItem({ sku: 'LVL' })
    let res = await level(item.id, north, 10, { incoming_quantity: 4 })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().inventory_item).toMatchObject({ stocked_quantity: 10, reserved_quantity: 0 })
    expect(res.json().inventory_item.location_levels).toMatchObject([
      {
        location_id: north,
        stocked_quantity: 10,
        reserved_quantity: 0,
        incoming_quantity: 4,
        inventory_item_id: item.id,
      },
    ])
    expect(res.json().inventory_item.location_levels[0].id).toMatch(/^ilev_/)

    const before = await countRows(t, 'inventory_level')
    res = await level(item.id, north, 3)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ type: 'duplicate_error', code: 'invalid_request_error' })
    expect(res.json().message).toBe(
      `Item ${item.id} already has a level at location ${north}; update it instead`,
    )
    expect((await level(item.id, 'sloc_missing', 3)).statusCode).toBe(400)
    expect((await level(item.id, south, -3)).statusCode).toBe(400)
    expect((await level('iitem_missing', south, 3)).statusCode).toBe(404)
    expect(await countRows(t, 'inventory_level')).toBe(before)

    await level(item.id, south, 5)
    res = await call('GET', `/admin/inventory-items/${item.id}/location-levels`)
    expect(res.json().inventory_item.id).toBe(item.id)
    expect(res.json().inventory_item.location_levels).toHaveLength(2)
    res = await call('GET', `/admin/inventory-items/${item.id}/location-levels?location_id=${south}`)
    expect(
      res.json().inventory_item.location_levels.map((l: { location_id: string }) => l.location_id),
    ).toEqual([south])

    res = await call('POST', `/admin/inventory-items/${item.id}/location-levels/${north}`, {
      stocked_quantity: 8,
      incoming_quantity: 0,
    })
    expect(res.json().inventory_item).toMatchObject({ stocked_quantity: 13 })
    // Reserve 6 at north: stock may then not drop below 6, and the level cannot be deleted.
    const reservation = await call('POST', '/admin/reservations', {
      inventory_item_id: item.id,
      location_id: north,
      quantity: 6,
    })
    expect(reservation.statusCode, reservation.body).toBe(200)
    res = await call('POST', `/admin/inventory-items/${item.id}/location-levels/${north}`, {
      stocked_quantity: 5,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ type: 'not_allowed' })
    expect(res.json().message).toMatch(/cannot be lower than the reserved quantity \(6\)/)
    res = await call('DELETE', `/admin/inventory-items/${item.id}/location-levels/${north}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/6 units are reserved there/)
    expect(
      (
        await call('POST', `/admin/inventory-items/${item.id}/location-levels/sloc_x`, {
          stocked_quantity: 1,
        })
      ).statusCode,
    ).toBe(404)

    res = await call('DELETE', `/admin/inventory-items/${item.id}/location-levels/${south}`)
    expect(
      res.json().inventory_item.location_levels.map((l: { location_id: string }) => l.location_id),
    ).toEqual([north])
    expect(
      (await call('DELETE', `/admin/inventory-items/${item.id}/location-levels/${south}`)).statusCode,
    ).toBe(404)
    // A deleted level can be created again.
    expect((await level(item.id, south, 1)).statusCode).toBe(200)
    await t.ctx.events.idle()
    expect(
      events.some((e) => e.name === 'inventory-level.created' && e.data.inventory_item_id === item.id),
    ).toBe(true)
  })

  it('lists with the default limit of 20 and the contract filters', async () => {
    const a = (await createItem({ sku: 'FLT-A', title: 'Alpha jacket', weight: 500, origin_country: 'pt' }))
      .item
    const b = (await createItem({ sku: 'FLT-B', title: 'Beta boots', weight: 900, material: 'leather' })).item
    await call('POST', `/admin/inventory-items/${b.id}`, { requires_shipping: false })
    await level(a.id, north, 7)
    await level(a.id, south, 2)
    await level(b.id, south, 4)
    for (let i = 0; i < 18; i++) await createItem()
    const all = (await call('GET', '/admin/inventory-items')).json()
    expect(all).toMatchObject({ limit: 20, offset: 0 })
    expect(all.count).toBeGreaterThan(20)
    expect(all.inventory_items).toHaveLength(20)
    const skus = async (qs: string) =>
      (await call('GET', `/admin/inventory-items?${qs}`))
        .json()
        .inventory_items.map((i: { sku: string }) => i.sku)
        .sort()
    expect(await skus('sku=FLT-A')).toEqual(['FLT-A'])
    expect(await skus('sku[]=FLT-A,FLT-B')).toEqual(['FLT-A', 'FLT-B'])
    expect(await skus('q=boots')).toEqual(['FLT-B'])
    expect(await skus('q=flt-')).toEqual(['FLT-A', 'FLT-B'])
    expect(await skus('weight[gte]=600')).toEqual(['FLT-B'])
    expect(await skus('weight=500')).toEqual(['FLT-A'])
    expect(await skus('origin_country=pt')).toEqual(['FLT-A'])
    expect(await skus('material=leather')).toEqual(['FLT-B'])
    expect(await skus('requires_shipping=false')).toEqual(['FLT-B'])
    expect(await skus(`id=${a.id}`)).toEqual(['FLT-A'])
    // location_id keeps items stocked there, and their levels and quantities there only.
    const atSouth = (await call('GET', `/admin/inventory-items?location_id=${south}&q=flt`)).json()
    const alpha = atSouth.inventory_items.find((i: { id: string }) => i.id === a.id)
    expect(atSouth.count).toBe(2)
    expect(alpha).toMatchObject({ stocked_quantity: 2, reserved_quantity: 0 })
    expect(alpha.location_levels).toHaveLength(1)
    const both = (await call('GET', `/admin/inventory-items/${a.id}`)).json().inventory_item
    expect(both).toMatchObject({ stocked_quantity: 9 })
    expect(both.variants).toHaveLength(1)
    expect((await call('GET', '/admin/inventory-items?weight[around]=3')).statusCode).toBe(400)
    const one = await countQueries(t, () => call('GET', '/admin/inventory-items?limit=1'))
    const twenty = await countQueries(t, () => call('GET', '/admin/inventory-items?limit=20'))
    expect(twenty).toBe(one)
  })

  it('filters low stock by available quantity, over the chosen locations', async () => {
    const plenty = (await createItem({ sku: 'LOW-PLENTY' })).item
    const scarce = (await createItem({ sku: 'LOW-SCARCE' })).item
    const none = (await createItem({ sku: 'LOW-NONE' })).item
    await level(plenty.id, north, 50)
    await level(scarce.id, north, 6)
    await level(scarce.id, south, 40)
    await call('POST', '/admin/reservations', {
      inventory_item_id: scarce.id,
      location_id: north,
      quantity: 3,
    })
    const skus = async (qs: string) =>
      (await call('GET', `/admin/inventory-items?q=low-&${qs}`))
        .json()
        .inventory_items.map((i: { sku: string }) => i.sku)
        .sort()
    expect(await skus('low_stock=5')).toEqual(['LOW-NONE'])
    expect(await skus(`low_stock=5&location_id=${north}`)).toEqual(['LOW-SCARCE'])
    expect(await skus('low_stock=50')).toEqual(['LOW-NONE', 'LOW-PLENTY', 'LOW-SCARCE'])
    expect(none.id).toBeTruthy()
    expect((await call('GET', '/admin/inventory-items?low_stock=few')).statusCode).toBe(400)
  })

  it('retrieves, updates, 404s and soft-deletes with levels, links and reservations', async () => {
    const { item, variantId } = await createItem({ sku: 'DEL', metadata: { a: 1 } })
    const res = await call('POST', `/admin/inventory-items/${item.id}`, {
      title: 'Renamed',
      requires_shipping: false,
      metadata: { b: 2 },
    })
    expect(res.json().inventory_item).toMatchObject({
      title: 'Renamed',
      requires_shipping: false,
      metadata: { a: 1, b: 2 },
    })
    expect((await call('GET', '/admin/inventory-items/iitem_missing')).statusCode).toBe(404)
    expect((await call('POST', '/admin/inventory-items/iitem_missing', { title: 'x' })).statusCode).toBe(404)
    await level(item.id, north, 3)
    await call('POST', '/admin/reservations', { inventory_item_id: item.id, location_id: north, quantity: 1 })
    const del = await call('DELETE', `/admin/inventory-items/${item.id}`)
    expect(del.json()).toEqual({ id: item.id, object: 'inventory_item', deleted: true })
    expect(await countRows(t, 'inventory_level', `inventory_item_id = '${item.id}'`)).toBe(0)
    expect(await countRows(t, 'product_variant_inventory_item', `variant_id = '${variantId}'`)).toBe(0)
    expect(
      await countRows(t, 'reservation_item', `inventory_item_id = '${item.id}' AND deleted_at IS NULL`),
    ).toBe(0)
    expect((await call('GET', `/admin/inventory-items/${item.id}`)).statusCode).toBe(404)
    expect((await call('DELETE', `/admin/inventory-items/${item.id}`)).statusCode).toBe(404)
    await t.ctx.events.idle()
    expect(events).toContainEqual({ name: 'inventory-item.deleted', data: { id: item.id } })
  })
})

describe('GET /admin/variants/:id/inventory', () => {
  it('answers the items with levels and the availability per sales channel of the product', async () => {
    const web = (await call('POST', '/admin/sales-channels', { name: 'Web' })).json().sales_channel.id
    const shop = (await call('POST', '/admin/sales-channels', { name: 'Shop' })).json().sales_channel.id
    const popup = (await call('POST', '/admin/sales-channels', { name: 'Pop-up' })).json().sales_channel.id
    await call('POST', `/admin/sales-channels/${web}/stock-locations`, { location_id: north })
    await call('POST', `/admin/sales-channels/${web}/stock-locations`, { location_id: south })
    await call('POST', `/admin/sales-channels/${shop}/stock-locations`, { location_id: south })
    const product = await insertProduct(t, { sales_channels: [web, shop, popup] })
    const variantId = product.variantIds[0]!
    const frame = (
      await call('POST', '/admin/inventory-items', { variant_id: variantId, sku: 'FRAME' })
    ).json().inventory_item
    const wheel = (
      await call('POST', '/admin/inventory-items', { variant_id: variantId, sku: 'WHEEL' })
    ).json().inventory_item
    // A bike needs one frame and two wheels.
    await t.database.query(
      `UPDATE product_variant_inventory_item SET required_quantity = 2 WHERE inventory_item_id = '${wheel.id}'`,
    )
    await level(frame.id, north, 10)
    await level(frame.id, south, 3)
    await level(wheel.id, north, 9)
    await level(wheel.id, south, 5)
    await call('POST', '/admin/reservations', {
      inventory_item_id: wheel.id,
      location_id: south,
      quantity: 1,
    })

    const res = await call('GET', `/admin/variants/${variantId}/inventory`)
    expect(res.statusCode, res.body).toBe(200)
    const { variant } = res.json()
    expect(variant.id).toBe(variantId)
    expect(variant.inventory.map((i: { sku: string }) => i.sku).sort()).toEqual(['FRAME', 'WHEEL'])
    expect(variant.inventory.find((i: { sku: string }) => i.sku === 'WHEEL').location_levels).toHaveLength(2)
    expect(variant.sales_channel_availability).toEqual([
      // frames 13, wheels (9 + 4) / 2 = 6
      { channel_name: 'Web', channel_id: web, available_quantity: 6 },
      // frames 3, wheels 4 / 2 = 2
      { channel_name: 'Shop', channel_id: shop, available_quantity: 2 },
      { channel_name: 'Pop-up', channel_id: popup, available_quantity: 0 },
    ])

    const bare = await insertProduct(t, { sales_channels: [web] })
    const empty = await call('GET', `/admin/variants/${bare.variantIds[0]}/inventory`)
    expect(empty.json()).toEqual({
      variant: { id: bare.variantIds[0], inventory: [], sales_channel_availability: [] },
    })
    expect((await call('GET', '/admin/variants/variant_missing/inventory')).statusCode).toBe(404)
  })
})
