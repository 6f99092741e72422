import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AdminCredentials,
  type TestApp,
  createAdmin,
  recordEvents,
  startTestApp,
} from '../../testing/harness'
import { countQueries, countRows } from './test-fixtures'

let t: TestApp
let admin: AdminCredentials
let events: ReturnType<typeof recordEvents>
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  events = recordEvents(t)
  // Regions need store currencies (as in Medusa).
  for (const code of ['eur', 'dkk', 'gbp'])
    await call('POST', `/admin/store/currencies/${code}`).then((r) => expect(r.statusCode).toBe(200))
})
afterAll(() => t.close())

function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })
}

const base = {
  name: 'Europe',
  currency_code: 'EUR',
  tax_rate: 25,
  payment_providers: ['manual'],
  fulfillment_providers: ['manual'],
  countries: ['DE', 'fr'],
}

async function createRegion(body: Record<string, unknown> = {}) {
  const res = await call('POST', '/admin/regions', { ...base, ...body })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().region
}

describe('admin regions: create', () => {
  it('creates a region with its countries, providers and currency and emits region.created', async () => {
    const region = await createRegion({ name: 'Central', countries: ['at', 'ch'], tax_code: 'VAT' })
    expect(region.id).toMatch(/^reg_[0-9A-Z]{26}$/)
    expect(region).toMatchObject({
      name: 'Central',
      currency_code: 'eur',
      tax_rate: 25,
      tax_code: 'VAT',
      gift_cards_taxable: true,
      automatic_taxes: true,
      includes_tax: false,
      deleted_at: null,
      currency: { code: 'eur', symbol: '€' },
      payment_providers: [{ id: 'manual', is_installed: true }],
      fulfillment_providers: [{ id: 'manual', is_installed: true }],
    })
    expect(region.countries.map((c: { iso_2: string }) => c.iso_2)).toEqual(['at', 'ch'])
    expect(region.countries[0]).toMatchObject({ iso_3: 'aut', name: 'AUSTRIA', region_id: region.id })
    await t.ctx.events.idle()
    expect(events).toContainEqual({ name: 'region.created', data: { id: region.id } })
  })

  it('refuses a country that already belongs to another region, writing nothing', async () => {
    await createRegion({ name: 'Nordics', countries: ['dk', 'se'], currency_code: 'dkk' })
    const before = await countRows(t, 'region')
    const res = await call('POST', '/admin/regions', { ...base, name: 'Other', countries: ['no', 'DK'] })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ type: 'invalid_data' })
    expect(res.json().message).toMatch(
      /^Denmark \(dk\) already belongs to the region Nordics; remove it there first$/,
    )
    expect(await countRows(t, 'region')).toBe(before)
    expect(await countRows(t, 'country', "iso_2 = 'no' AND region_id IS NOT NULL")).toBe(0)
  })

  it('refuses unknown or non-store currencies, unknown countries and providers, bad rates', async () => {
    const before = await countRows(t, 'region')
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ currency_code: 'xyz' }, /Currency with code xyz does not exist/],
      [{ currency_code: 'jpy' }, /jpy is not one of the store's currencies/],
      [{ countries: ['zz'] }, /Country with iso code zz was not found/],
      [{ countries: ['germany'] }, /countries\[0\]: must be a two-letter/],
      [{ payment_providers: ['stripe'] }, /Payment provider stripe is not installed/],
      [{ fulfillment_providers: ['ups'] }, /Fulfillment provider ups is not installed/],
      [{ tax_rate: 120 }, /tax_rate: must be between 0 and 100/],
      [{ tax_rate: -1 }, /tax_rate: must be between 0 and 100/],
      [{ automatic_taxes: false }, /property automatic_taxes should not exist/],
      [{ name: undefined }, /name is required/],
    ]
    for (const [body, message] of cases) {
      const res = await call('POST', '/admin/regions', { ...base, countries: ['it'], ...body })
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().message).toMatch(message)
    }
    expect(await countRows(t, 'region')).toBe(before)
    expect(await countRows(t, 'country', "iso_2 = 'it' AND region_id IS NOT NULL")).toBe(0)
  })
})

describe('admin regions: read', () => {
  it('lists with the default limit of 50, q, order, expand and fields', async () => {
    const res = await call('GET', '/admin/regions')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ offset: 0, limit: 50 })
    expect(body.count).toBe(body.regions.length)
    expect(body.regions[0]).toHaveProperty('countries')
    expect(body.regions[0]).toHaveProperty('currency')

    const q = (await call('GET', '/admin/regions?q=nord')).json()
    expect(q.regions.map((r: { name: string }) => r.name)).toEqual(['Nordics'])

    const ordered = (await call('GET', '/admin/regions?order=name')).json()
    const names = ordered.regions.map((r: { name: string }) => r.name)
    expect(names).toEqual([...names].sort())

    const expanded = (await call('GET', '/admin/regions?expand=countries&limit=1&offset=1')).json()
    expect(expanded).toMatchObject({ limit: 1, offset: 1, count: body.count })
    expect(expanded.regions[0]).toHaveProperty('countries')
    expect(expanded.regions[0]).not.toHaveProperty('currency')
    expect(expanded.regions[0]).not.toHaveProperty('payment_providers')

    const narrow = (await call('GET', '/admin/regions?fields=name&expand=')).json()
    expect(Object.keys(narrow.regions[0]).sort()).toEqual(['id', 'name'])

    expect((await call('GET', '/admin/regions?expand=secrets')).json().message).toMatch(
      /Requested fields \[secrets\] are not valid/,
    )
    expect((await call('GET', '/admin/regions?foo=1')).statusCode).toBe(400)
  })

  it('reads a page with a fixed number of queries, whatever its size', async () => {
    const url = '/admin/regions?expand=countries,payment_providers,fulfillment_providers,currency,tax_rates'
    const one = await countQueries(t, () => call('GET', `${url}&limit=1`))
    const many = await countQueries(t, () => call('GET', `${url}&limit=50`))
    expect((await call('GET', `${url}&limit=50`)).json().regions.length).toBeGreaterThanOrEqual(2)
    expect(many).toBe(one)
  })

  it('retrieves by id with tax_rates on request; unknown ids are 404', async () => {
    const region = await createRegion({ name: 'Iberia', countries: ['es', 'pt'] })
    const res = await call('GET', `/admin/regions/${region.id}?expand=tax_rates,countries`)
    expect(res.json().region).toMatchObject({ id: region.id, tax_rates: [] })
    expect(res.json().region.countries).toHaveLength(2)
    const missing = await call('GET', '/admin/regions/reg_missing')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({
      type: 'not_found',
      message: 'Region with id: reg_missing was not found',
    })
  })
})

describe('admin regions: update', () => {
  it('updates fields, merges metadata, replaces countries (freeing the old ones) and providers', async () => {
    const region = await createRegion({ name: 'Benelux', countries: ['be', 'nl'], metadata: { a: 1 } })
    const res = await call('POST', `/admin/regions/${region.id}`, {
      name: 'Benelux+',
      currency_code: 'gbp',
      automatic_taxes: false,
      gift_cards_taxable: false,
      tax_provider_id: null,
      tax_rate: 21,
      includes_tax: true,
      countries: ['nl', 'lu'],
      payment_providers: [],
      metadata: { b: 2 },
    })
    expect(res.statusCode, res.body).toBe(200)
    const updated = res.json().region
    expect(updated).toMatchObject({
      name: 'Benelux+',
      currency_code: 'gbp',
      automatic_taxes: false,
      gift_cards_taxable: false,
      tax_rate: 21,
      includes_tax: true,
      metadata: { a: 1, b: 2 },
      payment_providers: [],
      fulfillment_providers: [{ id: 'manual', is_installed: true }],
    })
    expect(updated.countries.map((c: { iso_2: string }) => c.iso_2)).toEqual(['lu', 'nl'])
    expect(await countRows(t, 'country', "iso_2 = 'be' AND region_id IS NULL")).toBe(1)
    await t.ctx.events.idle()
    expect(events.some((e) => e.name === 'region.updated' && e.data.id === region.id)).toBe(true)
  })

  it('refuses a taken country or a non-store currency on update, changing nothing', async () => {
    const region = await createRegion({ name: 'Baltics', countries: ['ee'] })
    for (const body of [
      { countries: ['lv', 'dk'], name: 'X' },
      { currency_code: 'usd1' },
      { currency_code: 'jpy' },
    ]) {
      const res = await call('POST', `/admin/regions/${region.id}`, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
    const after = (await call('GET', `/admin/regions/${region.id}`)).json().region
    expect(after.name).toBe('Baltics')
    expect(after.currency_code).toBe('eur')
    expect(after.countries.map((c: { iso_2: string }) => c.iso_2)).toEqual(['ee'])
    expect(await countRows(t, 'country', "iso_2 = 'lv' AND region_id IS NOT NULL")).toBe(0)
    expect((await call('POST', '/admin/regions/reg_missing', { name: 'x' })).statusCode).toBe(404)
    expect(
      (await call('POST', `/admin/regions/${region.id}`, { tax_provider_id: 'avalara' })).statusCode,
    ).toBe(400)
  })

  it('adds and removes countries and providers, and lists fulfillment options', async () => {
    const region = await createRegion({
      name: 'Islands',
      countries: ['is'],
      payment_providers: [],
      fulfillment_providers: [],
    })
    let res = await call('POST', `/admin/regions/${region.id}/countries`, { country_code: 'IE' })
    expect(res.statusCode).toBe(200)
    expect(res.json().region.countries.map((c: { iso_2: string }) => c.iso_2)).toEqual(['ie', 'is'])
    res = await call('POST', `/admin/regions/${region.id}/countries`, { country_code: 'dk' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(
      /^Denmark \(dk\) already belongs to the region Nordics; remove it there first$/,
    )
    res = await call('DELETE', `/admin/regions/${region.id}/countries/is`)
    expect(res.json().region.countries.map((c: { iso_2: string }) => c.iso_2)).toEqual(['ie'])

    res = await call('GET', `/admin/regions/${region.id}/fulfillment-options`)
    expect(res.json()).toEqual({ fulfillment_options: [] })
    res = await call('POST', `/admin/regions/${region.id}/fulfillment-providers`, { provider_id: 'manual' })
    expect(res.json().region.fulfillment_providers).toEqual([{ id: 'manual', is_installed: true }])
    res = await call('POST', `/admin/regions/${region.id}/payment-providers`, { provider_id: 'manual' })
    expect(res.json().region.payment_providers).toEqual([{ id: 'manual', is_installed: true }])
    res = await call('POST', `/admin/regions/${region.id}/payment-providers`, { provider_id: 'stripe' })
    expect(res.statusCode).toBe(400)

    res = await call('GET', `/admin/regions/${region.id}/fulfillment-options`)
    expect(res.json()).toEqual({
      fulfillment_options: [
        {
          provider_id: 'manual',
          options: [{ id: 'manual-fulfillment' }, { id: 'manual-fulfillment-return', is_return: true }],
        },
      ],
    })
    res = await call('DELETE', `/admin/regions/${region.id}/payment-providers/manual`)
    expect(res.json().region.payment_providers).toEqual([])
    res = await call('DELETE', `/admin/regions/${region.id}/fulfillment-providers/manual`)
    expect(res.json().region.fulfillment_providers).toEqual([])
    expect((await call('GET', '/admin/regions/reg_missing/fulfillment-options')).statusCode).toBe(404)
  })
})

describe('admin regions: delete and the store API', () => {
  it('soft-deletes, frees the countries, hides the region everywhere and emits region.deleted', async () => {
    const region = await createRegion({ name: 'Doomed', countries: ['gr'] })
    expect((await t.app.inject({ method: 'GET', url: `/store/regions/${region.id}` })).statusCode).toBe(200)
    const res = await call('DELETE', `/admin/regions/${region.id}`)
    expect(res.json()).toEqual({ id: region.id, object: 'region', deleted: true })
    expect(await countRows(t, 'region', `id = '${region.id}' AND deleted_at IS NOT NULL`)).toBe(1)
    expect(await countRows(t, 'country', "iso_2 = 'gr' AND region_id IS NULL")).toBe(1)
    expect((await call('GET', `/admin/regions/${region.id}`)).statusCode).toBe(404)
    expect((await call('DELETE', `/admin/regions/${region.id}`)).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: `/store/regions/${region.id}` })).statusCode).toBe(404)
    const list = (await call('GET', '/admin/regions?limit=100')).json()
    expect(list.regions.some((r: { id: string }) => r.id === region.id)).toBe(false)
    await t.ctx.events.idle()
    expect(events).toContainEqual({ name: 'region.deleted', data: { id: region.id } })
    // Greece can join another region now.
    await createRegion({ name: 'Hellas', countries: ['gr'] })
  })

  it('serves /store/regions (limit 100) and /store/regions/:id without credentials', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/store/regions' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ offset: 0, limit: 100 })
    expect(body.count).toBe(body.regions.length)
    const first = body.regions[0]
    expect(first).toHaveProperty('countries')
    expect(first).toHaveProperty('payment_providers')
    expect(first).toHaveProperty('fulfillment_providers')
    expect(first.currency).toHaveProperty('code')
    const one = await t.app.inject({ method: 'GET', url: `/store/regions/${first.id}` })
    expect(one.json().region).toEqual(first)
    const paged = (await t.app.inject({ method: 'GET', url: '/store/regions?limit=2&offset=1' })).json()
    expect(paged).toMatchObject({ limit: 2, offset: 1, count: body.count })
    expect(paged.regions).toHaveLength(2)
    expect((await t.app.inject({ method: 'GET', url: '/store/regions/reg_nope' })).statusCode).toBe(404)
  })

  it('requires credentials on admin routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/regions' })
    expect(res.statusCode).toBe(401)
  })
})
