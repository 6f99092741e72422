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

describe('store settings', () => {
  it('returns the store with currencies, default channel, providers, feature flags and modules', async () => {
    const { store } = (await call('GET', '/admin/store')).json()
    expect(store).toMatchObject({
      name: 'Mercato Store',
      default_currency_code: 'usd',
      default_currency: { code: 'usd' },
      default_sales_channel: { name: 'Default Sales Channel' },
      payment_providers: [
        { id: 'manual', is_installed: true },
        { id: 'test', is_installed: true },
      ],
      fulfillment_providers: [{ id: 'manual', is_installed: true }],
    })
    expect(store.currencies.map((c: { code: string }) => c.code)).toEqual(['usd'])
    expect(store.feature_flags).toContainEqual({ key: 'analytics', value: true })
    expect(store.feature_flags).toContainEqual({ key: 'product_categories', value: true })
    expect(store.modules.map((m: { module: string }) => m.module)).toContain('inventoryService')
  })

  it('updates name, templates and currencies; the default must be one of them', async () => {
    const res = await call('POST', '/admin/store', {
      name: 'Corner Shop',
      currencies: ['usd', 'EUR'],
      default_currency_code: 'eur',
      invite_link_template: 'https://admin.example.com/invite?token={invite_token}',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().store).toMatchObject({ name: 'Corner Shop', default_currency_code: 'eur' })
    expect(res.json().store.currencies.map((c: { code: string }) => c.code)).toEqual(['eur', 'usd'])
    const bad = await call('POST', '/admin/store', { currencies: ['usd'], default_currency_code: 'jpy' })
    expect(bad.statusCode).toBe(400)
    const unknown = await call('POST', '/admin/store', { currencies: ['usd', 'zzz'] })
    expect(unknown.json().message).toBe('Currency with code zzz does not exist')
    const after = (await call('GET', '/admin/store')).json().store
    expect(after.currencies.map((c: { code: string }) => c.code)).toEqual(['eur', 'usd'])
  })

  it("keeps the seller's business details in metadata.business, checked before anything is saved", async () => {
    const business = {
      legal_name: 'Corner Shop Ltd',
      address: '12 Rue Cuvier\n69006 Lyon\nFrance',
      tax_id: 'FR12345678901',
      email: 'billing@corner.example',
      phone: '+33 4 00 00 00 00',
    }
    const saved = await call('POST', '/admin/store', { name: 'Corner', metadata: { business, note: 'kept' } })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().store.metadata).toEqual({ business, note: 'kept' })

    for (const bad of [
      { ...business, email: 'not an e-mail' },
      { ...business, tax_id: 'x'.repeat(65) },
      { ...business, address: Array.from({ length: 9 }, (_, i) => `line ${i}`).join('\n') },
      { ...business, website: 'https://corner.example' },
      { legal_name: 'Only a name' },
    ]) {
      const res = await call('POST', '/admin/store', { name: 'Renamed', metadata: { business: bad } })
      expect(res.statusCode, JSON.stringify(bad)).toBe(400)
      expect(res.json()).toMatchObject({ type: 'invalid_data' })
      expect(res.json().message).toContain('business')
    }
    const { store } = (await call('GET', '/admin/store')).json()
    expect(store.name).toBe('Corner')
    expect(store.metadata.business).toEqual(business)
  })

  it('adds and removes store currencies, also through the /admin/store/{code} alias', async () => {
    expect(
      (await call('POST', '/admin/store/currencies/gbp'))
        .json()
        .store.currencies.map((c: { code: string }) => c.code),
    ).toContain('gbp')
    expect(
      (await call('POST', '/admin/store/jpy')).json().store.currencies.map((c: { code: string }) => c.code),
    ).toContain('jpy')
    const removed = (await call('DELETE', '/admin/store/currencies/gbp')).json().store
    expect(removed.currencies.map((c: { code: string }) => c.code)).not.toContain('gbp')
    const def = await call('DELETE', `/admin/store/currencies/${removed.default_currency_code}`)
    expect(def.statusCode).toBe(400)
    expect((await call('POST', '/admin/store/currencies/abc')).statusCode).toBe(400)
  })

  it('keeps a currency that a region prices in, and says which region', async () => {
    await call('POST', '/admin/store/currencies/chf')
    const created = await call('POST', '/admin/regions', {
      name: 'Switzerland',
      currency_code: 'chf',
      tax_rate: 8,
      countries: ['ch'],
      payment_providers: ['manual'],
      fulfillment_providers: ['manual'],
    })
    expect(created.statusCode, created.body).toBe(200)
    const before = (await call('GET', '/admin/store')).json().store
    const refused = await call('DELETE', '/admin/store/currencies/chf')
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      type: 'invalid_data',
      message:
        'CHF cannot be removed from the store: the region Switzerland uses it; give it another currency first',
    })
    const codes = before.currencies.map((c: { code: string }) => c.code)
    const viaList = await call('POST', '/admin/store', {
      currencies: codes.filter((c: string) => c !== 'chf'),
    })
    expect(viaList.statusCode).toBe(400)
    expect((await call('GET', '/admin/store')).json().store.currencies).toEqual(before.currencies)
    // Once the region is gone, the currency can go.
    await call('DELETE', `/admin/regions/${created.json().region.id}`)
    expect((await call('DELETE', '/admin/store/currencies/chf')).statusCode).toBe(200)
  })

  it('lists payment and tax providers', async () => {
    expect((await call('GET', '/admin/store/payment-providers')).json()).toEqual({
      payment_providers: [
        { id: 'manual', is_installed: true },
        { id: 'test', is_installed: true },
      ],
    })
    expect((await call('GET', '/admin/store/tax-providers')).json().tax_providers).toEqual([
      { id: 'system', is_installed: true },
    ])
  })

  it('lists all ISO 4217 currencies with paging and search, and updates includes_tax', async () => {
    const page = (await call('GET', '/admin/currencies')).json()
    expect(page.limit).toBe(20)
    expect(page.count).toBeGreaterThan(150)
    const eur = (await call('GET', '/admin/currencies?q=euro')).json()
    expect(eur.currencies.map((c: { code: string }) => c.code)).toContain('eur')
    const upd = await call('POST', '/admin/currencies/eur', { includes_tax: true })
    expect(upd.json().currency).toMatchObject({ code: 'eur', includes_tax: true })
    expect((await call('GET', '/admin/currencies?includes_tax=true')).json().currencies).toHaveLength(1)
    expect((await call('POST', '/admin/currencies/zzz', { includes_tax: true })).statusCode).toBe(404)
  })
})
