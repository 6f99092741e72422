import { fulfillmentProvider, region, regionFulfillmentProvider } from '@mercato/db'
import { generateId } from '@mercato/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { countRows, insertProduct } from '../regions-tax/test-fixtures'

let t: TestApp
let admin: AdminCredentials
let us: string
let eu: string
let noProvider: string

async function insertRegion(name: string, providers: string[]) {
  const id = generateId('reg')
  await t.ctx.db.insert(region).values({ id, name, currency_code: 'usd' })
  for (const p of providers)
    await t.ctx.db.insert(regionFulfillmentProvider).values({ region_id: id, provider_id: p })
  return id
}

beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  // A second installed provider that no region offers.
  await t.ctx.db.insert(fulfillmentProvider).values({ id: 'courier' }).onConflictDoNothing()
  us = await insertRegion('US', ['manual'])
  eu = await insertRegion('EU', ['manual'])
  noProvider = await insertRegion('Nowhere', [])
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })

const option = (over: Record<string, unknown> = {}) => ({
  name: 'Standard',
  region_id: us,
  provider_id: 'manual',
  data: { id: 'manual-fulfillment' },
  price_type: 'flat_rate',
  amount: 500,
  ...over,
})

describe('shipping profiles', () => {
  it('lists the store profiles without paging', async () => {
    const res = await call('GET', '/admin/shipping-profiles/')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(Object.keys(body)).toEqual(['shipping_profiles'])
    expect(body.shipping_profiles.map((p: { type: string }) => p.type).sort()).toEqual([
      'default',
      'gift_card',
    ])
  })

  it('creates, retrieves with products and options, updates and deletes a custom profile', async () => {
    const created = await call('POST', '/admin/shipping-profiles', { name: 'Bulky', type: 'custom' })
    expect(created.statusCode).toBe(200)
    const profile = created.json().shipping_profile
    expect(profile).toMatchObject({ name: 'Bulky', type: 'custom', products: [], shipping_options: [] })
    expect(profile.id).toMatch(/^sp_/)

    const { id: productId } = await insertProduct(t)
    const upd = await call('POST', `/admin/shipping-profiles/${profile.id}`, {
      name: 'Bulky goods',
      products: [productId],
      metadata: { note: 'freight' },
    })
    expect(upd.statusCode).toBe(200)
    expect(upd.json().shipping_profile).toMatchObject({ name: 'Bulky goods', metadata: { note: 'freight' } })
    expect(upd.json().shipping_profile.products.map((p: { id: string }) => p.id)).toEqual([productId])

    const so = (await call('POST', '/admin/shipping-options', option({ profile_id: profile.id }))).json()
    const got = (await call('GET', `/admin/shipping-profiles/${profile.id}?expand=shipping_options`)).json()
    expect(got.shipping_profile.shipping_options.map((o: { id: string }) => o.id)).toEqual([
      so.shipping_option.id,
    ])
    expect(got.shipping_profile.products).toBeUndefined()

    const refused = await call('DELETE', `/admin/shipping-profiles/${profile.id}`)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toMatch(/still has shipping options/)
    await call('DELETE', `/admin/shipping-options/${so.shipping_option.id}`)

    const del = await call('DELETE', `/admin/shipping-profiles/${profile.id}`)
    expect(del.json()).toEqual({ id: profile.id, object: 'shipping_profile', deleted: true })
    expect((await call('GET', `/admin/shipping-profiles/${profile.id}`)).statusCode).toBe(404)
    // Its products moved to the default profile.
    const [row] = await t.database.query<{ type: string }>(
      'SELECT sp.type FROM product p JOIN shipping_profile sp ON sp.id = p.profile_id WHERE p.id = $1',
      [productId],
    )
    expect(row?.type).toBe('default')
  })

  it('keeps the store default and gift-card profiles', async () => {
    const { shipping_profiles } = (await call('GET', '/admin/shipping-profiles')).json()
    for (const p of shipping_profiles as Array<{ id: string; type: string }>) {
      const res = await call('DELETE', `/admin/shipping-profiles/${p.id}`)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(`The store's ${p.type} shipping profile cannot be deleted`)
      expect((await call('POST', `/admin/shipping-profiles/${p.id}`, { type: 'custom' })).statusCode).toBe(
        400,
      )
    }
    const second = await call('POST', '/admin/shipping-profiles', { name: 'Other', type: 'default' })
    expect(second.statusCode).toBe(400)
    expect(await countRows(t, 'shipping_profile', "name = 'Other'")).toBe(0)
  })

  it('refuses bad input', async () => {
    expect((await call('POST', '/admin/shipping-profiles', { name: 'X', type: 'weird' })).statusCode).toBe(
      400,
    )
    const extra = await call('POST', '/admin/shipping-profiles', { name: 'X', type: 'custom', foo: 1 })
    expect(extra.json().message).toBe('property foo should not exist')
    const unknown = await call('POST', '/admin/shipping-profiles', { name: 'X', type: 'custom' })
    const id = unknown.json().shipping_profile.id
    const bad = await call('POST', `/admin/shipping-profiles/${id}`, { name: 'Y', products: ['prod_nope'] })
    expect(bad.statusCode).toBe(404)
    expect((await call('GET', `/admin/shipping-profiles/${id}`)).json().shipping_profile.name).toBe('X')
  })
})

describe('shipping options', () => {
  it('creates an option with requirements in the default profile, with default relations', async () => {
    const res = await call(
      'POST',
      '/admin/shipping-options',
      option({
        name: 'Express',
        amount: 1500,
        includes_tax: true,
        requirements: [
          { type: 'min_subtotal', amount: 1000 },
          { type: 'max_subtotal', amount: 50000 },
        ],
      }),
    )
    expect(res.statusCode).toBe(200)
    const so = res.json().shipping_option
    expect(so).toMatchObject({
      name: 'Express',
      region_id: us,
      provider_id: 'manual',
      price_type: 'flat_rate',
      amount: 1500,
      includes_tax: true,
      is_return: false,
      admin_only: false,
      data: { id: 'manual-fulfillment' },
      region: { id: us, name: 'US' },
      profile: { type: 'default' },
    })
    expect(so.id).toMatch(/^so_/)
    expect(so.requirements.map((r: { type: string; amount: number }) => [r.type, r.amount])).toEqual([
      ['max_subtotal', 50000],
      ['min_subtotal', 1000],
    ])
    expect(so.requirements[0].id).toMatch(/^sor_/)
  })

  it('refuses bad options and writes nothing', async () => {
    const before = await countRows(t, 'shipping_option')
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ region_id: 'reg_missing' }, 404, /Region with id: reg_missing was not found/],
      [{ provider_id: 'ghost' }, 400, /ghost is not installed/],
      [{ provider_id: 'courier' }, 400, /courier is not available in the region/],
      [{ region_id: noProvider }, 400, /not available in the region/],
      [{ amount: -1 }, 400, /amount must be greater than or equal to 0/],
      [{ amount: undefined }, 400, /must have an amount/],
      [{ amount: 1.5 }, 400, /integer/],
      [{ price_type: 'calculated' }, 400, /cannot calculate prices/],
      [{ profile_id: 'sp_missing' }, 404, /Shipping profile/],
      [
        {
          requirements: [
            { type: 'min_subtotal', amount: 1 },
            { type: 'min_subtotal', amount: 2 },
          ],
        },
        400,
        /Only one requirement of each type/,
      ],
      [
        {
          requirements: [
            { type: 'min_subtotal', amount: 500 },
            { type: 'max_subtotal', amount: 100 },
          ],
        },
        400,
        /Max. subtotal must be greater/,
      ],
      [{ requirements: [{ type: 'weight', amount: 1 }] }, 400, /requirements\[0\]\.type/],
      [{ data: undefined }, 400, /data is required/],
    ]
    for (const [over, status, message] of cases) {
      const res = await call('POST', '/admin/shipping-options', option(over))
      expect(res.statusCode, JSON.stringify(over)).toBe(status)
      expect(res.json().message, JSON.stringify(over)).toMatch(message)
    }
    expect(await countRows(t, 'shipping_option')).toBe(before)
  })

  it('updates name, price and replaces requirements', async () => {
    const so = (
      await call(
        'POST',
        '/admin/shipping-options',
        option({ requirements: [{ type: 'min_subtotal', amount: 100 }] }),
      )
    ).json().shipping_option
    const keep = so.requirements[0]
    const res = await call('POST', `/admin/shipping-options/${so.id}`, {
      name: 'Standard (new)',
      amount: 700,
      admin_only: true,
      requirements: [
        { id: keep.id, type: 'min_subtotal', amount: 200 },
        { type: 'max_subtotal', amount: 9000 },
      ],
    })
    expect(res.statusCode).toBe(200)
    const updated = res.json().shipping_option
    expect(updated).toMatchObject({ name: 'Standard (new)', amount: 700, admin_only: true })
    expect(updated.requirements).toHaveLength(2)
    expect(updated.requirements.find((r: { id: string }) => r.id === keep.id).amount).toBe(200)

    const cleared = await call('POST', `/admin/shipping-options/${so.id}`, { requirements: [] })
    expect(cleared.json().shipping_option.requirements).toEqual([])

    const neg = await call('POST', `/admin/shipping-options/${so.id}`, { amount: -5 })
    expect(neg.statusCode).toBe(400)
    const foreign = await call('POST', `/admin/shipping-options/${so.id}`, {
      requirements: [{ id: 'sor_other', type: 'min_subtotal', amount: 1 }],
    })
    expect(foreign.statusCode).toBe(404)
    const region = await call('POST', `/admin/shipping-options/${so.id}`, { region_id: eu })
    expect(region.json().message).toBe('property region_id should not exist')
    expect((await call('GET', `/admin/shipping-options/${so.id}`)).json().shipping_option.amount).toBe(700)
  })

  it('lists with filters, default limit 50, expand and fields; deletes', async () => {
    await call(
      'POST',
      '/admin/shipping-options',
      option({ name: 'EU Return', region_id: eu, is_return: true }),
    )
    await call(
      'POST',
      '/admin/shipping-options',
      option({ name: 'EU Staff', region_id: eu, admin_only: true }),
    )
    const all = (await call('GET', '/admin/shipping-options')).json()
    expect(all.limit).toBe(50)
    expect(all.offset).toBe(0)
    expect(all.count).toBe(all.shipping_options.length)
    expect(all.shipping_options[0].region).toBeDefined()

    const euOnly = (await call('GET', `/admin/shipping-options?region_id=${eu}`)).json()
    expect(euOnly.shipping_options.map((o: { name: string }) => o.name).sort()).toEqual([
      'EU Return',
      'EU Staff',
    ])
    const returns = (await call('GET', '/admin/shipping-options?is_return=true')).json()
    expect(returns.shipping_options.map((o: { name: string }) => o.name)).toEqual(['EU Return'])
    const staff = (await call('GET', `/admin/shipping-options?admin_only=true&region_id[]=${eu}`)).json()
    expect(staff.shipping_options.map((o: { name: string }) => o.name)).toEqual(['EU Staff'])
    const byName = (await call('GET', '/admin/shipping-options?name=EU%20Staff')).json()
    expect(byName.count).toBe(1)
    const page = (await call('GET', '/admin/shipping-options?limit=1&offset=1&order=name')).json()
    expect(page).toMatchObject({ limit: 1, offset: 1, count: all.count })
    const slim = (await call('GET', '/admin/shipping-options?expand=requirements&fields=name')).json()
    expect(Object.keys(slim.shipping_options[0]).sort()).toEqual(['id', 'name', 'requirements'])
    expect((await call('GET', '/admin/shipping-options?expand=bogus')).statusCode).toBe(400)
    expect((await call('GET', '/admin/shipping-options?color=red')).json().message).toBe(
      'property color should not exist',
    )

    const id = staff.shipping_options[0].id
    const del = await call('DELETE', `/admin/shipping-options/${id}`)
    expect(del.json()).toEqual({ id, object: 'shipping-option', deleted: true })
    expect((await call('GET', `/admin/shipping-options/${id}`)).statusCode).toBe(404)
    expect((await call('DELETE', `/admin/shipping-options/${id}`)).statusCode).toBe(404)
    expect((await call('GET', '/admin/shipping-options')).json().count).toBe(all.count - 1)
  })
})
