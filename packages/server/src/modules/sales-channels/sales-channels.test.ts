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

async function createChannel(body: Record<string, unknown>) {
  const res = await call('POST', '/admin/sales-channels', body)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().sales_channel
}

describe('admin sales channels', () => {
  it('creates a channel and emits sales_channel.created', async () => {
    const channel = await createChannel({ name: 'Web', description: 'The web shop', metadata: { a: 1 } })
    expect(channel.id).toMatch(/^sc_[0-9A-Z]{26}$/)
    expect(channel).toMatchObject({
      name: 'Web',
      description: 'The web shop',
      is_disabled: false,
      metadata: { a: 1 },
    })
    await t.ctx.events.idle()
    expect(events).toContainEqual({ name: 'sales_channel.created', data: { id: channel.id } })
  })

  it('refuses bad bodies, writing nothing', async () => {
    const before = await countRows(t, 'sales_channel')
    for (const body of [{}, { name: '' }, { name: 'x', is_disabled: 'yes' }, { name: 'x', colour: 'red' }]) {
      const res = await call('POST', '/admin/sales-channels', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().type).toBe('invalid_data')
    }
    expect(await countRows(t, 'sales_channel')).toBe(before)
  })

  it('lists with the default limit of 20 and filters by id, name, description and q', async () => {
    await createChannel({ name: 'Retail', description: 'Shops', is_disabled: true })
    for (let i = 0; i < 20; i++) await createChannel({ name: `Marketplace ${i}` })
    const all = (await call('GET', '/admin/sales-channels')).json()
    // 20 created here, Web, Retail and the store's default channel.
    expect(all).toMatchObject({ limit: 20, offset: 0, count: 23 })
    expect(all.sales_channels).toHaveLength(20)
    const names = async (qs: string) =>
      (await call('GET', `/admin/sales-channels?${qs}`))
        .json()
        .sales_channels.map((c: { name: string }) => c.name)
    expect(await names('name=Retail')).toEqual(['Retail'])
    expect(await names('description=Shops')).toEqual(['Retail'])
    expect(await names('q=web%20shop')).toEqual(['Web'])
    expect(await names('q=default')).toEqual(['Default Sales Channel'])
    const ids = all.sales_channels.slice(0, 3).map((c: { id: string }) => c.id)
    const byId = (await call('GET', `/admin/sales-channels?id[]=${ids.join(',')}`)).json()
    expect(byId.count).toBe(3)
    const paged = (await call('GET', '/admin/sales-channels?offset=20&order=name')).json()
    expect(paged.sales_channels).toHaveLength(3)
    expect((await call('GET', '/admin/sales-channels?expand=products')).statusCode).toBe(400)
  })

  it('retrieves, updates (merging metadata) and 404s on unknown ids', async () => {
    const channel = await createChannel({ name: 'App', metadata: { a: 1 } })
    expect((await call('GET', `/admin/sales-channels/${channel.id}`)).json().sales_channel).toEqual(channel)
    const res = await call('POST', `/admin/sales-channels/${channel.id}`, {
      name: 'Mobile app',
      description: null,
      is_disabled: true,
      metadata: { b: 2 },
    })
    expect(res.json().sales_channel).toMatchObject({
      name: 'Mobile app',
      description: null,
      is_disabled: true,
      metadata: { a: 1, b: 2 },
    })
    expect((await call('GET', '/admin/sales-channels/sc_missing')).statusCode).toBe(404)
    expect((await call('POST', '/admin/sales-channels/sc_missing', { name: 'x' })).statusCode).toBe(404)
    await t.ctx.events.idle()
    expect(events).toContainEqual({ name: 'sales_channel.updated', data: { id: channel.id } })
  })

  it('soft-deletes a channel but never the store default', async () => {
    const store = (await call('GET', '/admin/store')).json().store
    const refused = await call('DELETE', `/admin/sales-channels/${store.default_sales_channel_id}`)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      type: 'not_allowed',
      message: 'You cannot delete the default sales channel',
    })
    expect(await countRows(t, 'sales_channel', 'deleted_at IS NOT NULL')).toBe(0)

    const channel = await createChannel({ name: 'Temporary' })
    const res = await call('DELETE', `/admin/sales-channels/${channel.id}`)
    expect(res.json()).toEqual({ id: channel.id, object: 'sales-channel', deleted: true })
    expect((await call('GET', `/admin/sales-channels/${channel.id}`)).statusCode).toBe(404)
    expect((await call('DELETE', `/admin/sales-channels/${channel.id}`)).statusCode).toBe(404)
    await t.ctx.events.idle()
    expect(events).toContainEqual({ name: 'sales_channel.deleted', data: { id: channel.id } })
  })

  it('adds and removes products in batches', async () => {
    const channel = await createChannel({ name: 'Wholesale' })
    const a = await insertProduct(t)
    const b = await insertProduct(t)
    const links = () => countRows(t, 'product_sales_channel', `sales_channel_id = '${channel.id}'`)
    let res = await call('POST', `/admin/sales-channels/${channel.id}/products/batch`, {
      product_ids: [{ id: a.id }, { id: b.id }, { id: a.id }],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().sales_channel.id).toBe(channel.id)
    expect(await links()).toBe(2)
    res = await call('POST', `/admin/sales-channels/${channel.id}/products/batch`, {
      product_ids: [{ id: 'prod_missing' }],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Product with id: prod_missing was not found')
    res = await call('POST', `/admin/sales-channels/${channel.id}/products/batch`, { product_ids: [a.id] })
    expect(res.statusCode).toBe(400)
    expect(await links()).toBe(2)
    res = await call('DELETE', `/admin/sales-channels/${channel.id}/products/batch`, {
      product_ids: [{ id: a.id }],
    })
    expect(res.statusCode).toBe(200)
    expect(await links()).toBe(1)
    expect(
      (await call('POST', '/admin/sales-channels/sc_missing/products/batch', { product_ids: [] })).statusCode,
    ).toBe(404)
  })

  it('associates and removes stock locations', async () => {
    const channel = await createChannel({ name: 'Outlet' })
    const location = (await call('POST', '/admin/stock-locations', { name: 'Warehouse' })).json()
      .stock_location
    let res = await call('POST', `/admin/sales-channels/${channel.id}/stock-locations?expand=locations`, {
      location_id: location.id,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().sales_channel.locations).toMatchObject([
      { sales_channel_id: channel.id, location_id: location.id },
    ])
    expect(res.json().sales_channel.locations[0].id).toMatch(/^scloc_/)
    // Associating twice keeps one link.
    await call('POST', `/admin/sales-channels/${channel.id}/stock-locations`, { location_id: location.id })
    expect(await countRows(t, 'sales_channel_location', `sales_channel_id = '${channel.id}'`)).toBe(1)
    res = await call('POST', `/admin/sales-channels/${channel.id}/stock-locations`, { location_id: 'sloc_x' })
    expect(res.statusCode).toBe(400)
    const list = (await call('GET', `/admin/sales-channels?id=${channel.id}&expand=locations`)).json()
    expect(list.sales_channels[0].locations).toHaveLength(1)
    res = await call('DELETE', `/admin/sales-channels/${channel.id}/stock-locations`, {
      location_id: location.id,
    })
    expect(res.json()).toEqual({ id: channel.id, object: 'stock-location', deleted: true })
    expect(await countRows(t, 'sales_channel_location', `sales_channel_id = '${channel.id}'`)).toBe(0)
    expect((await call('DELETE', `/admin/sales-channels/${channel.id}/stock-locations`, {})).statusCode).toBe(
      400,
    )
  })
})
