import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AdminCredentials,
  type TestApp,
  createAdmin,
  recordEvents,
  startTestApp,
} from '../../testing/harness'
import { countRows } from '../regions-tax/test-fixtures'

let t: TestApp
let admin: AdminCredentials
let events: ReturnType<typeof recordEvents>
let web: string
let app: string
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  events = recordEvents(t)
  web = (await call('POST', '/admin/sales-channels', { name: 'Web', description: 'browser' })).json()
    .sales_channel.id
  app = (await call('POST', '/admin/sales-channels', { name: 'App' })).json().sales_channel.id
})
afterAll(() => t.close())

function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })
}

async function createKey(title: string) {
  const res = await call('POST', '/admin/publishable-api-keys', { title })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().publishable_api_key
}

describe('admin publishable API keys', () => {
  it('creates a key owned by the caller and emits publishable_api_key.created', async () => {
    const key = await createKey('Storefront')
    expect(key.id).toMatch(/^pk_[0-9A-Z]{26}$/)
    expect(key).toMatchObject({
      title: 'Storefront',
      created_by: admin.id,
      revoked_at: null,
      revoked_by: null,
    })
    await t.ctx.events.idle()
    expect(events).toContainEqual({ name: 'publishable_api_key.created', data: { id: key.id } })
    const before = await countRows(t, 'publishable_api_key')
    for (const body of [{}, { title: '' }, { title: 'x', sales_channels: [] }]) {
      expect((await call('POST', '/admin/publishable-api-keys', body)).statusCode).toBe(400)
    }
    expect(await countRows(t, 'publishable_api_key')).toBe(before)
  })

  it('retrieves, updates and 404s on unknown ids', async () => {
    const key = await createKey('Kiosk')
    expect((await call('GET', `/admin/publishable-api-keys/${key.id}`)).json().publishable_api_key).toEqual(
      key,
    )
    const res = await call('POST', `/admin/publishable-api-keys/${key.id}`, { title: 'Kiosk 2' })
    expect(res.json().publishable_api_key).toMatchObject({ id: key.id, title: 'Kiosk 2' })
    expect((await call('GET', '/admin/publishable-api-keys/pk_missing')).statusCode).toBe(404)
    expect((await call('POST', '/admin/publishable-api-keys/pk_missing', { title: 'x' })).statusCode).toBe(
      404,
    )
    expect(
      (await call('POST', `/admin/publishable-api-keys/${key.id}`, { revoked_at: null })).statusCode,
    ).toBe(400)
  })

  it('revokes once: revoked_at and revoked_by are set, a second revoke is refused', async () => {
    const key = await createKey('Old app')
    const res = await call('POST', `/admin/publishable-api-keys/${key.id}/revoke`)
    expect(res.statusCode, res.body).toBe(200)
    const revoked = res.json().publishable_api_key
    expect(revoked.revoked_by).toBe(admin.id)
    expect(Number.isNaN(Date.parse(revoked.revoked_at))).toBe(false)
    const again = await call('POST', `/admin/publishable-api-keys/${key.id}/revoke`)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({
      type: 'not_allowed',
      message: 'PublishableApiKey has already been revoked.',
    })
    expect(
      (await call('GET', `/admin/publishable-api-keys/${key.id}`)).json().publishable_api_key.revoked_at,
    ).toBe(revoked.revoked_at)
    expect((await call('POST', '/admin/publishable-api-keys/pk_missing/revoke')).statusCode).toBe(404)
    await t.ctx.events.idle()
    expect(
      events.filter((e) => e.name === 'publishable_api_key.revoked' && e.data.id === key.id),
    ).toHaveLength(1)
  })

  it('lists with the default limit of 20, q on title and the revoked_at filter', async () => {
    for (let i = 0; i < 20; i++) await createKey(`Bulk ${i}`)
    const all = (await call('GET', '/admin/publishable-api-keys')).json()
    expect(all).toMatchObject({ limit: 20, offset: 0, count: 23 })
    expect(all.publishable_api_keys).toHaveLength(20)
    const titles = async (qs: string) =>
      (await call('GET', `/admin/publishable-api-keys?${qs}`))
        .json()
        .publishable_api_keys.map((k: { title: string }) => k.title)
    expect(await titles('q=kiosk')).toEqual(['Kiosk 2'])
    expect(await titles('revoked_at[lt]=2999-01-01')).toEqual(['Old app'])
    expect(await titles('q=bulk%201&order=title&limit=3')).toEqual(['Bulk 1', 'Bulk 10', 'Bulk 11'])
    expect((await call('GET', '/admin/publishable-api-keys?revoked_at=yes')).statusCode).toBe(400)
  })

  it('scopes a key to sales channels in batches and lists them unpaginated', async () => {
    const key = await createKey('Scoped')
    const url = `/admin/publishable-api-keys/${key.id}/sales-channels`
    let res = await call('POST', `${url}/batch`, { sales_channel_ids: [{ id: web }, { id: app }] })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().publishable_api_key.id).toBe(key.id)
    // Adding again is harmless.
    await call('POST', `${url}/batch`, { sales_channel_ids: [{ id: web }] })
    let list = (await call('GET', url)).json()
    expect(Object.keys(list)).toEqual(['sales_channels'])
    expect(list.sales_channels.map((c: { id: string }) => c.id).sort()).toEqual([web, app].sort())
    list = (await call('GET', `${url}?q=browser`)).json()
    expect(list.sales_channels.map((c: { id: string }) => c.id)).toEqual([web])

    const before = await countRows(t, 'publishable_api_key_sales_channel')
    res = await call('POST', `${url}/batch`, { sales_channel_ids: [{ id: 'sc_missing' }] })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Sales channel with id: sc_missing was not found')
    expect(await countRows(t, 'publishable_api_key_sales_channel')).toBe(before)

    res = await call('DELETE', `${url}/batch`, { sales_channel_ids: [{ id: web }] })
    expect(res.statusCode).toBe(200)
    list = (await call('GET', url)).json()
    expect(list.sales_channels.map((c: { id: string }) => c.id)).toEqual([app])
    expect((await call('GET', '/admin/publishable-api-keys/pk_missing/sales-channels')).statusCode).toBe(404)
    const link = await countRows(t, 'publishable_api_key_sales_channel', `publishable_key_id = '${key.id}'`)
    expect(link).toBe(1)
    const [row] = await t.database.query<{ id: string }>(
      `SELECT id FROM publishable_api_key_sales_channel WHERE publishable_key_id = '${key.id}'`,
    )
    expect(row!.id).toMatch(/^pksc_/)

    // The list names each key's channels when asked (a Mercato extension for the dashboard's list).
    const listed = async (qs: string) => (await call('GET', `/admin/publishable-api-keys?${qs}`)).json()
    const [scoped] = (await listed('q=scoped&expand=sales_channels')).publishable_api_keys
    expect(scoped.sales_channels.map((c: { id: string; name: string }) => c.name)).toEqual(['App'])
    const [storefront] = (await listed('q=storefront&expand=sales_channels')).publishable_api_keys
    expect(storefront.sales_channels).toEqual([])
    expect((await listed('q=scoped')).publishable_api_keys[0]).not.toHaveProperty('sales_channels')
    expect((await call('GET', '/admin/publishable-api-keys?expand=owner')).statusCode).toBe(400)
  })

  it('deletes a key with its channel links', async () => {
    const key = await createKey('Doomed')
    await call('POST', `/admin/publishable-api-keys/${key.id}/sales-channels/batch`, {
      sales_channel_ids: [{ id: web }],
    })
    const res = await call('DELETE', `/admin/publishable-api-keys/${key.id}`)
    expect(res.json()).toEqual({ id: key.id, object: 'publishable_api_key', deleted: true })
    expect(await countRows(t, 'publishable_api_key_sales_channel', `publishable_key_id = '${key.id}'`)).toBe(
      0,
    )
    expect((await call('GET', `/admin/publishable-api-keys/${key.id}`)).statusCode).toBe(404)
    expect((await call('DELETE', `/admin/publishable-api-keys/${key.id}`)).statusCode).toBe(404)
    await t.ctx.events.idle()
    expect(events).toContainEqual({ name: 'publishable_api_key.deleted', data: { id: key.id } })
  })
})
