import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { SETUP_NOT_ALLOWED, changesSetup } from './setup-permissions'

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
