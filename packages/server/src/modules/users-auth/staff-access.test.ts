import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { SETUP_NOT_ALLOWED, changesSetup } from './staff-access'

// Members run the shop and may look at its settings; admins and developers also change them.

let t: TestApp
let admin: AdminCredentials
let member: AdminCredentials
let developer: AdminCredentials
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  member = await createAdmin(t, 'member')
  developer = await createAdmin(t, 'developer')
})
afterAll(() => t.close())

const as = (who: AdminCredentials) => (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) })

describe('setup permissions', () => {
  it('tells changes of the setup from reads and from running the shop', () => {
    expect(changesSetup('POST', '/admin/regions/:id')).toBe(true)
    expect(changesSetup('DELETE', '/admin/store/currencies/:code')).toBe(true)
    expect(changesSetup('GET', '/admin/regions')).toBe(false)
    expect(changesSetup('POST', '/admin/products')).toBe(false)
    expect(changesSetup('POST', '/admin/storefront')).toBe(false)
  })

  it("refuse a member's change of the store, a region, a sales channel or a return reason, and change nothing", async () => {
    const { store } = (await as(admin)('GET', '/admin/store')).json()
    const { sales_channel } = (await as(admin)('POST', '/admin/sales-channels', { name: 'Kiosk' })).json()
    const call = as(member)
    const refusals = [
      await call('POST', '/admin/store', { name: 'Renamed by a member' }),
      await call('POST', '/admin/regions', {
        name: 'Nowhere',
        currency_code: 'usd',
        tax_rate: 0,
        payment_providers: [],
        fulfillment_providers: [],
        countries: [],
      }),
      await call('DELETE', `/admin/sales-channels/${sales_channel.id}`),
      await call('POST', '/admin/return-reasons', { value: 'x', label: 'X' }),
      // Refused before the body is read: a bad body gets the same answer.
      await call('POST', '/admin/shipping-options', { nonsense: true }),
    ]
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(403)
      expect(res.json()).toEqual({ type: 'not_allowed', code: 'forbidden', message: SETUP_NOT_ALLOWED })
    }
    expect((await call('GET', '/admin/store')).json().store.name).toBe(store.name)
    expect((await call('GET', `/admin/sales-channels/${sales_channel.id}`)).statusCode).toBe(200)
    expect((await call('GET', '/admin/return-reasons')).json().return_reasons).toEqual([])
    expect(
      (await call('GET', '/admin/regions')).json().regions.map((r: { name: string }) => r.name),
    ).not.toContain('Nowhere')
  })

  it('let a member run the shop, and a developer change the setup', async () => {
    const product = await as(member)('POST', '/admin/products', { title: 'Member mug' })
    expect(product.statusCode, product.body).toBe(200)
    const reason = await as(developer)('POST', '/admin/return-reasons', { value: 'dev', label: 'Dev' })
    expect(reason.statusCode, reason.body).toBe(200)
    const renamed = await as(developer)('POST', '/admin/store', { name: 'Developer shop' })
    expect(renamed.json().store.name).toBe('Developer shop')
  })
})

describe('shop areas', () => {
  const withAreas = async (who: AdminCredentials, areas: string[] | null) => {
    const res = await as(admin)('POST', `/admin/users/${who.id}`, { metadata: { areas } })
    expect(res.statusCode, res.body).toBe(200)
  }

  it('keep a member out of the private areas they lack, and out of changes in the others', async () => {
    const clerk = await createAdmin(t, 'member')
    await withAreas(clerk, ['products'])
    const call = as(clerk)
    for (const [method, url, area] of [
      ['GET', '/admin/orders', 'orders'],
      ['GET', '/admin/customers', 'customers'],
      ['GET', '/admin/gift-cards', 'gift cards'],
      ['GET', '/admin/mercato/overview', 'orders'],
      ['POST', '/admin/price-lists', 'pricing'],
      // Refused before the body is read.
      ['POST', '/admin/customer-groups', 'customers'],
    ] as const) {
      const res = await call(method, url, method === 'POST' ? { nonsense: true } : undefined)
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403)
      expect(res.json()).toEqual({
        type: 'not_allowed',
        code: 'forbidden',
        message: `Your access does not include ${area}; an admin can give it on the Team page`,
      })
    }
    // What other areas look up stays readable, and their own area works.
    expect((await call('GET', '/admin/price-lists')).statusCode).toBe(200)
    expect((await call('GET', '/admin/customer-groups')).statusCode).toBe(200)
    expect((await call('POST', '/admin/products', { title: 'Clerk mug' })).statusCode).toBe(200)
    const { price_lists } = (await as(admin)('GET', '/admin/price-lists')).json()
    expect(price_lists).toEqual([])
  })

  it('check a batch job by the data it reads or writes', async () => {
    const clerk = await createAdmin(t, 'developer')
    await withAreas(clerk, ['products'])
    const orders = await as(clerk)('POST', '/admin/batch-jobs', { type: 'order-export', context: {} })
    expect(orders.statusCode, orders.body).toBe(403)
    const products = await as(clerk)('POST', '/admin/batch-jobs', { type: 'product-export', context: {} })
    expect(products.statusCode, products.body).toBe(201)
  })

  it('take effect on the next request, and are given back by setting them to null', async () => {
    const clerk = await createAdmin(t, 'member')
    expect((await as(clerk)('GET', '/admin/discounts')).statusCode).toBe(200)
    await withAreas(clerk, ['orders'])
    expect((await as(clerk)('GET', '/admin/discounts')).statusCode).toBe(403)
    expect((await as(clerk)('GET', '/admin/orders')).statusCode).toBe(200)
    await withAreas(clerk, null)
    expect((await as(clerk)('GET', '/admin/discounts')).statusCode).toBe(200)
  })

  it('do not limit admins', async () => {
    const owner = await createAdmin(t, 'admin')
    await withAreas(owner, [])
    expect((await as(owner)('GET', '/admin/orders')).statusCode).toBe(200)
  })

  it('cannot be widened by the staff member themselves', async () => {
    const clerk = await createAdmin(t, 'member')
    await withAreas(clerk, ['orders'])
    const call = as(clerk)
    for (const payload of [
      { metadata: { areas: null } },
      { metadata: { areas: ['orders', 'customers'] } },
      { metadata: null },
    ]) {
      const res = await call('POST', `/admin/users/${clerk.id}`, payload)
      expect(res.statusCode, res.body).toBe(403)
    }
    const named = await call('POST', `/admin/users/${clerk.id}`, {
      first_name: 'Clara',
      metadata: { locale: 'fr' },
    })
    expect(named.statusCode, named.body).toBe(200)
    expect(named.json().user.metadata).toEqual({ areas: ['orders'], locale: 'fr' })
    expect((await call('GET', '/admin/customers')).statusCode).toBe(403)
  })

  it('come with an invite, with withheld actions, and refuse an unknown area', async () => {
    const bad = await as(admin)('POST', '/admin/invites', {
      user: 'areas-bad@example.com',
      role: 'member',
      metadata: { areas: ['orders', 'settings'] },
    })
    expect(bad.statusCode, bad.body).toBe(400)
    const made = await as(admin)('POST', '/admin/invites', {
      user: 'areas@example.com',
      role: 'member',
      metadata: { areas: ['orders', 'customers'], withheld: ['refunds'] },
    })
    expect(made.statusCode, made.body).toBe(200)
    const { invites } = (await as(admin)('GET', '/admin/invites')).json()
    expect(invites.map((i: { user_email: string }) => i.user_email)).not.toContain('areas-bad@example.com')
    const invite = invites.find((i: { user_email: string }) => i.user_email === 'areas@example.com')
    const token = invite.token
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/admin/invites/accept',
      payload: { token, user: { first_name: 'Ana', last_name: 'Reyes', password: 'welcome-12345' } },
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
    const { users } = (await as(admin)('GET', '/admin/users')).json()
    expect(users.find((u: { email: string }) => u.email === 'areas@example.com').metadata).toEqual({
      areas: ['orders', 'customers'],
      withheld: ['refunds'],
    })
  })
})
