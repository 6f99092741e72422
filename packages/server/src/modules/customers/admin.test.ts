import { customerGroup } from '@mercato/db'
import { generateId } from '@mercato/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'

let t: TestApp
let admin: AdminCredentials
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })

describe('admin customers', () => {
  it('creates (201), retrieves, updates and lists customers with search', async () => {
    const created = await call('POST', '/admin/customers', {
      email: 'Kim@Example.com',
      first_name: 'Kim',
      last_name: 'Park',
      password: 'customer-pass',
    })
    expect(created.statusCode).toBe(201)
    const id = created.json().customer.id
    expect(created.json().customer).toMatchObject({ email: 'kim@example.com', has_account: true })
    expect((await call('GET', `/admin/customers/${id}`)).json().customer.shipping_addresses).toEqual([])
    const upd = await call('POST', `/admin/customers/${id}`, { last_name: 'Lee' })
    expect(upd.json().customer.last_name).toBe('Lee')
    const list = (await call('GET', '/admin/customers?q=kim')).json()
    expect(list).toMatchObject({ count: 1, limit: 50, offset: 0 })
    expect((await call('GET', '/admin/customers?q=nomatch')).json().count).toBe(0)
    expect((await call('GET', '/admin/customers/cus_missing')).statusCode).toBe(404)
  })

  it('manages group membership through update and the batch routes', async () => {
    const groupId = generateId('cgrp')
    await t.ctx.db.insert(customerGroup).values({ id: groupId, name: 'VIP' })
    const c = (
      await call('POST', '/admin/customers', {
        email: 'vip@example.com',
        first_name: 'V',
        last_name: 'P',
        password: 'customer-pass',
      })
    ).json().customer
    const viaUpdate = await call('POST', `/admin/customers/${c.id}`, { groups: [{ id: groupId }] })
    expect(viaUpdate.json().customer.groups.map((g: { id: string }) => g.id)).toEqual([groupId])
    expect((await call('GET', `/admin/customer-groups/${groupId}/customers`)).json().count).toBe(1)
    expect((await call('GET', `/admin/customers?groups[]=${groupId}`)).json().count).toBe(1)
    await call('DELETE', `/admin/customer-groups/${groupId}/customers/batch`, {
      customer_ids: [{ id: c.id }],
    })
    expect((await call('GET', `/admin/customer-groups/${groupId}/customers`)).json().count).toBe(0)
    const add = await call('POST', `/admin/customer-groups/${groupId}/customers/batch`, {
      customer_ids: [{ id: c.id }],
    })
    expect(add.json().customer_group.id).toBe(groupId)
    expect((await call('GET', `/admin/customer-groups/${groupId}/customers`)).json().count).toBe(1)
    const bad = await call('POST', `/admin/customer-groups/${groupId}/customers/batch`, {
      customer_ids: [{ id: 'cus_nope' }],
    })
    expect(bad.statusCode).toBe(404)
    const badGroup = await call('POST', `/admin/customers/${c.id}`, { groups: [{ id: 'cgrp_nope' }] })
    expect(badGroup.statusCode).toBe(404)
    expect((await call('GET', `/admin/customers/${c.id}?expand=groups`)).json().customer.groups).toHaveLength(
      1,
    )
  })

  it('lets staff add, edit and delete the addresses of a customer, refusing bad input', async () => {
    const id = (
      await call('POST', '/admin/customers', {
        email: 'addr@example.com',
        first_name: 'Ada',
        last_name: 'Ng',
        password: 'customer-pass',
      })
    ).json().customer.id
    const address = {
      first_name: 'Ada',
      last_name: 'Ng',
      address_1: '1 Main St',
      city: 'Lisbon',
      country_code: 'PT',
      postal_code: '1000-001',
    }
    const added = await call('POST', `/admin/customers/${id}/addresses`, { address })
    expect(added.statusCode).toBe(200)
    const [saved] = added.json().customer.shipping_addresses
    expect(saved).toMatchObject({ city: 'Lisbon', country_code: 'pt' })

    const missingCity = await call('POST', `/admin/customers/${id}/addresses`, {
      address: { ...address, city: '' },
    })
    expect(missingCity.statusCode).toBe(400)
    const unknownCountry = await call('POST', `/admin/customers/${id}/addresses`, {
      address: { ...address, country_code: 'zz' },
    })
    expect(unknownCountry.statusCode).toBe(400)
    expect((await call('POST', '/admin/customers/cus_missing/addresses', { address })).statusCode).toBe(404)

    const edited = await call('POST', `/admin/customers/${id}/addresses/${saved.id}`, { city: 'Porto' })
    expect(edited.json().customer.shipping_addresses).toMatchObject([{ id: saved.id, city: 'Porto' }])
    // Another customer's address is not found through this customer.
    const other = (
      await call('POST', '/admin/customers', {
        email: 'other@example.com',
        first_name: 'O',
        last_name: 'T',
        password: 'customer-pass',
      })
    ).json().customer.id
    expect((await call('DELETE', `/admin/customers/${other}/addresses/${saved.id}`)).statusCode).toBe(404)

    const deleted = await call('DELETE', `/admin/customers/${id}/addresses/${saved.id}`)
    expect(deleted.json().customer.shipping_addresses).toEqual([])
  })
})
