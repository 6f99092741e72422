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
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  events = recordEvents(t)
})
afterAll(() => t.close())

function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })
}

async function createGroup(name: string, metadata?: Record<string, unknown>) {
  const res = await call('POST', '/admin/customer-groups', { name, ...(metadata ? { metadata } : {}) })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().customer_group
}

describe('admin customer groups', () => {
  it('creates a group and emits customer_group.created', async () => {
    const group = await createGroup('VIP', { tier: 1 })
    expect(group).toMatchObject({ name: 'VIP', metadata: { tier: 1 }, deleted_at: null })
    expect(group.id).toMatch(/^cgrp_[0-9A-Z]{26}$/)
    await t.ctx.events.idle()
    expect(events).toContainEqual({ name: 'customer_group.created', data: { id: group.id } })
  })

  it('refuses duplicate names (422) and bad bodies (400), writing nothing', async () => {
    const before = await countRows(t, 'customer_group')
    const dup = await call('POST', '/admin/customer-groups', { name: 'VIP' })
    expect(dup.statusCode).toBe(422)
    expect(dup.json()).toMatchObject({
      type: 'duplicate_error',
      code: 'invalid_request_error',
      message: 'A customer group with the name VIP already exists',
    })
    for (const body of [{}, { name: '' }, { name: 'x', customers: [] }]) {
      const res = await call('POST', '/admin/customer-groups', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
    expect(await countRows(t, 'customer_group')).toBe(before)
  })

  it('lists with the default limit of 10 and filters by id, name, q and dates', async () => {
    for (let i = 0; i < 11; i++) await createGroup(`Group ${String(i).padStart(2, '0')}`)
    const page = (await call('GET', '/admin/customer-groups')).json()
    expect(page).toMatchObject({ limit: 10, offset: 0, count: 12 })
    expect(page.customer_groups).toHaveLength(10)
    // Newest first by default.
    expect(page.customer_groups[0].name).toBe('Group 10')
    const byName = (await call('GET', '/admin/customer-groups?name=VIP')).json()
    expect(byName.customer_groups.map((g: { name: string }) => g.name)).toEqual(['VIP'])
    const q = (await call('GET', '/admin/customer-groups?q=group%200&order=name&limit=3')).json()
    expect(q).toMatchObject({ count: 10, limit: 3 })
    expect(q.customer_groups.map((g: { name: string }) => g.name)).toEqual([
      'Group 00',
      'Group 01',
      'Group 02',
    ])
    const ids = page.customer_groups.slice(0, 2).map((g: { id: string }) => g.id)
    const byId = (await call('GET', `/admin/customer-groups?id[]=${ids.join(',')}`)).json()
    expect(byId.customer_groups.map((g: { id: string }) => g.id).sort()).toEqual([...ids].sort())
    const future = (await call('GET', '/admin/customer-groups?created_at[gt]=2999-01-01')).json()
    expect(future).toMatchObject({ count: 0, customer_groups: [] })
    const past = (await call('GET', '/admin/customer-groups?created_at[lt]=2999-01-01')).json()
    expect(past.count).toBe(12)
    expect((await call('GET', '/admin/customer-groups?expand=orders')).statusCode).toBe(400)
  })

  it('retrieves with price_lists and customers on request, updates and 404s on unknown ids', async () => {
    const group = await createGroup('Wholesale', { a: 1 })
    const res = await call('GET', `/admin/customer-groups/${group.id}?expand=price_lists`)
    expect(res.json().customer_group).toMatchObject({ id: group.id, price_lists: [] })
    expect(res.json().customer_group).not.toHaveProperty('customers')
    await t.database.query(
      "INSERT INTO customer (id, email, password_hash, has_account) VALUES ('cus_1', 'a@example.com', 'secret', true)",
    )
    await t.database.query(
      `INSERT INTO customer_group_customers (customer_group_id, customer_id) VALUES ('${group.id}', 'cus_1')`,
    )
    const members = (await call('GET', `/admin/customer-groups?id=${group.id}&expand=customers`)).json()
    expect(members.customer_groups[0].customers).toMatchObject([{ id: 'cus_1', email: 'a@example.com' }])
    expect(members.customer_groups[0].customers[0]).not.toHaveProperty('password_hash')
    const upd = await call('POST', `/admin/customer-groups/${group.id}`, {
      name: 'Trade',
      metadata: { b: 2 },
    })
    expect(upd.json().customer_group).toMatchObject({ name: 'Trade', metadata: { a: 1, b: 2 } })
    const dup = await call('POST', `/admin/customer-groups/${group.id}`, { name: 'VIP' })
    expect(dup.statusCode).toBe(422)
    expect((await call('GET', `/admin/customer-groups/${group.id}`)).json().customer_group.name).toBe('Trade')
    expect((await call('GET', '/admin/customer-groups/cgrp_missing')).statusCode).toBe(404)
    expect((await call('POST', '/admin/customer-groups/cgrp_missing', { name: 'x' })).statusCode).toBe(404)
    await t.ctx.events.idle()
    expect(events).toContainEqual({ name: 'customer_group.updated', data: { id: group.id } })
  })

  it('soft-deletes a group, freeing its name', async () => {
    const group = await createGroup('Temporary')
    const res = await call('DELETE', `/admin/customer-groups/${group.id}`)
    expect(res.json()).toEqual({ id: group.id, object: 'customer_group', deleted: true })
    expect((await call('GET', `/admin/customer-groups/${group.id}`)).statusCode).toBe(404)
    expect((await call('DELETE', `/admin/customer-groups/${group.id}`)).statusCode).toBe(404)
    expect(await countRows(t, 'customer_group', `id = '${group.id}' AND deleted_at IS NOT NULL`)).toBe(1)
    await createGroup('Temporary')
    await t.ctx.events.idle()
    expect(events).toContainEqual({ name: 'customer_group.deleted', data: { id: group.id } })
  })
})
