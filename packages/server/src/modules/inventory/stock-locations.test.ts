import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AdminCredentials,
  type TestApp,
  createAdmin,
  recordEvents,
  startTestApp,
} from '../../testing/harness'
import { countRows, insertProduct } from '../regions-tax/test-fixtures'

let t: TestApp
let admin: AdminCredentials
let events: ReturnType<typeof recordEvents>
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  events = recordEvents(t)
})
afterAll(() => t.close())

function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })
}

async function createLocation(body: Record<string, unknown>) {
  const res = await call('POST', '/admin/stock-locations', body)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().stock_location
}

const address = { address_1: '1 Dock Road', city: 'Hamburg', country_code: 'DE', postal_code: '20457' }

describe('admin stock locations', () => {
  it('creates a location with its address and emits stock-location.created', async () => {
    const loc = await createLocation({ name: 'Hamburg', address, metadata: { dock: 3 } })
    expect(loc.id).toMatch(/^sloc_[0-9A-Z]{26}$/)
    expect(loc).toMatchObject({
      name: 'Hamburg',
      metadata: { dock: 3 },
      address: { ...address, country_code: 'de', address_2: null, company: null },
    })
    expect(loc.address.id).toMatch(/^laddr_/)
    expect(loc.address_id).toBe(loc.address.id)
    await t.ctx.events.idle()
    expect(events).toContainEqual({ name: 'stock-location.created', data: { id: loc.id } })

    const bare = await createLocation({ name: 'Bare' })
    expect(bare).toMatchObject({ address_id: null, address: null })
    const shared = await createLocation({ name: 'Shared address', address_id: loc.address_id })
    expect(shared.address.id).toBe(loc.address_id)
  })

  it('refuses bad input with 400, writing nothing', async () => {
    const before = [await countRows(t, 'stock_location'), await countRows(t, 'stock_location_address')]
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{}, /name is required/],
      [{ name: 'x', address: { city: 'Nowhere', country_code: 'de' } }, /address\.address_1 is required/],
      [
        { name: 'x', address: { address_1: 'a', country_code: 'Germany' } },
        /address\.country_code: must be a two-letter/,
      ],
      [
        { name: 'x', address_id: 'laddr_missing' },
        /Stock location address with id: laddr_missing was not found/,
      ],
      [{ name: 'x', sales_channels: [] }, /property sales_channels should not exist/],
    ]
    for (const [body, message] of cases) {
      const res = await call('POST', '/admin/stock-locations', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().message).toMatch(message)
    }
    expect([await countRows(t, 'stock_location'), await countRows(t, 'stock_location_address')]).toEqual(
      before,
    )
  })

  it('lists with the default limit of 20, filters id, name and dates, and expands sales_channels', async () => {
    for (let i = 0; i < 20; i++) await createLocation({ name: `Depot ${i}` })
    const all = (await call('GET', '/admin/stock-locations')).json()
    expect(all).toMatchObject({ limit: 20, offset: 0, count: 23 })
    expect(all.stock_locations).toHaveLength(20)
    expect(all.stock_locations[0]).toHaveProperty('address')
    const byName = (await call('GET', '/admin/stock-locations?name=Hamburg')).json()
    expect(byName.stock_locations.map((l: { name: string }) => l.name)).toEqual(['Hamburg'])
    const ids = all.stock_locations.slice(0, 2).map((l: { id: string }) => l.id)
    const byId = (await call('GET', `/admin/stock-locations?id[]=${ids.join(',')}`)).json()
    expect(byId.count).toBe(2)
    expect((await call('GET', '/admin/stock-locations?created_at[gt]=2999-01-01')).json().count).toBe(0)

    const channel = (await call('POST', '/admin/sales-channels', { name: 'Web' })).json().sales_channel
    await call('POST', `/admin/sales-channels/${channel.id}/stock-locations`, {
      location_id: byName.stock_locations[0].id,
    })
    const expanded = (await call('GET', '/admin/stock-locations?name=Hamburg&expand=sales_channels')).json()
    expect(expanded.stock_locations[0].sales_channels.map((c: { id: string }) => c.id)).toEqual([channel.id])
    expect(expanded.stock_locations[0]).not.toHaveProperty('address')
    const one = (
      await call(
        'GET',
        `/admin/stock-locations/${byName.stock_locations[0].id}?expand=address,sales_channels`,
      )
    ).json()
    expect(one.stock_location.address.city).toBe('Hamburg')
    expect(one.stock_location.sales_channels).toHaveLength(1)
    const q = (await call('GET', '/admin/stock-locations?q=hamb')).json()
    expect(q.stock_locations.map((l: { name: string }) => l.name)).toEqual(['Hamburg'])
    expect((await call('GET', '/admin/stock-locations?address_id=x')).statusCode).toBe(400)
  })

  it('updates the name, the address in place or a new address, and merges metadata', async () => {
    const loc = await createLocation({ name: 'Berlin', address, metadata: { a: 1 } })
    let res = await call('POST', `/admin/stock-locations/${loc.id}`, {
      name: 'Berlin Mitte',
      address: { city: 'Berlin', postal_code: '10115' },
      metadata: { b: 2 },
    })
    expect(res.statusCode, res.body).toBe(200)
    const updated = res.json().stock_location
    expect(updated).toMatchObject({
      name: 'Berlin Mitte',
      metadata: { a: 1, b: 2 },
      address_id: loc.address_id,
    })
    expect(updated.address).toMatchObject({ address_1: '1 Dock Road', city: 'Berlin', postal_code: '10115' })

    const bare = await createLocation({ name: 'No address yet' })
    res = await call('POST', `/admin/stock-locations/${bare.id}`, { address: { city: 'Kiel' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/address_1 and address.country_code are required/)
    expect(await countRows(t, 'stock_location_address', "city = 'Kiel'")).toBe(0)
    res = await call('POST', `/admin/stock-locations/${bare.id}`, {
      address: { address_1: 'Quay 1', country_code: 'dk' },
    })
    expect(res.json().stock_location.address).toMatchObject({ address_1: 'Quay 1', country_code: 'dk' })
    expect((await call('POST', '/admin/stock-locations/sloc_missing', { name: 'x' })).statusCode).toBe(404)
    expect((await call('GET', '/admin/stock-locations/sloc_missing')).statusCode).toBe(404)
    await t.ctx.events.idle()
    expect(events).toContainEqual({ name: 'stock-location.updated', data: { id: loc.id } })
  })

  it('soft-deletes a location with its channel links and stock levels', async () => {
    const loc = await createLocation({ name: 'Closing down' })
    const channel = (await call('POST', '/admin/sales-channels', { name: 'Pop-up' })).json().sales_channel
    await call('POST', `/admin/sales-channels/${channel.id}/stock-locations`, { location_id: loc.id })
    const { variantIds } = await insertProduct(t)
    const item = (await call('POST', '/admin/inventory-items', { variant_id: variantIds[0] })).json()
      .inventory_item
    await call('POST', `/admin/inventory-items/${item.id}/location-levels`, {
      location_id: loc.id,
      stocked_quantity: 3,
    })
    const res = await call('DELETE', `/admin/stock-locations/${loc.id}`)
    expect(res.json()).toEqual({ id: loc.id, object: 'stock_location', deleted: true })
    expect(await countRows(t, 'sales_channel_location', `location_id = '${loc.id}'`)).toBe(0)
    expect(await countRows(t, 'inventory_level', `location_id = '${loc.id}'`)).toBe(0)
    expect((await call('GET', `/admin/stock-locations/${loc.id}`)).statusCode).toBe(404)
    expect((await call('DELETE', `/admin/stock-locations/${loc.id}`)).statusCode).toBe(404)
    await t.ctx.events.idle()
    expect(events).toContainEqual({ name: 'stock-location.deleted', data: { id: loc.id } })
  })
})
