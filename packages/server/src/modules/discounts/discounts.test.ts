import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AdminCredentials,
  type TestApp,
  createAdmin,
  recordEvents,
  startTestApp,
} from '../../testing/harness'
import { countRows } from '../regions-tax/test-fixtures'
import { insertRegion } from './test-fixtures'

let t: TestApp
let admin: AdminCredentials
let us: string
let eu: string
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  us = await insertRegion(t, 'US')
  eu = await insertRegion(t, 'EU', 'eur')
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })

const percentage = (code: string, over: Record<string, unknown> = {}) => ({
  code,
  rule: { type: 'percentage', value: 10, allocation: 'total', description: '10% off' },
  regions: [us, eu],
  ...over,
})

describe('discounts', () => {
  it('creates a discount with code upper-cased and the default relations', async () => {
    const events = recordEvents(t, 'discount.created')
    const res = await call('POST', '/admin/discounts', percentage('summer10', { usage_limit: 100 }))
    expect(res.statusCode).toBe(200)
    const d = res.json().discount
    expect(d).toMatchObject({
      code: 'SUMMER10',
      is_dynamic: false,
      is_disabled: false,
      usage_limit: 100,
      usage_count: 0,
      parent_discount_id: null,
      parent_discount: null,
      ends_at: null,
      rule: { type: 'percentage', value: 10, allocation: 'total', description: '10% off', conditions: [] },
    })
    expect(d.id).toMatch(/^disc_/)
    expect(d.rule.id).toMatch(/^dru_/)
    expect(d.rule_id).toBe(d.rule.id)
    expect(d.regions.map((r: { id: string }) => r.id).sort()).toEqual([us, eu].sort())
    expect(new Date(d.starts_at).getTime()).toBeLessThanOrEqual(Date.now())
    await t.ctx.events.idle()
    expect(events.map((e) => e.data.id)).toContain(d.id)
  })

  it('refuses bad discounts and writes nothing', async () => {
    const before = [await countRows(t, 'discount'), await countRows(t, 'discount_rule')]
    const cases: Array<[object, number, RegExp]> = [
      [
        { code: 'FIX2', rule: { type: 'fixed', value: 500, allocation: 'total' }, regions: [us, eu] },
        400,
        /Fixed discounts must have exactly one region/,
      ],
      [
        { code: 'FIX0', rule: { type: 'fixed', value: 500, allocation: 'total' }, regions: [] },
        400,
        /exactly one region/,
      ],
      [
        percentage('PCT150', { rule: { type: 'percentage', value: 150, allocation: 'total' } }),
        400,
        /above 100/,
      ],
      [percentage('summer10'), 422, /Discount with code SUMMER10 already exists/],
      [percentage('NOREG', { regions: ['reg_missing'] }), 404, /Region with id: reg_missing was not found/],
      [
        percentage('DATES', { starts_at: '2030-01-02', ends_at: '2030-01-01' }),
        400,
        /ends_at must be greater/,
      ],
      [percentage('DUR', { valid_duration: 'two weeks' }), 400, /not an ISO 8601 duration/],
      [percentage('LIMIT', { usage_limit: 0 }), 400, /usage_limit/],
      [percentage('BADTYPE', { rule: { type: 'bogo', value: 1, allocation: 'total' } }), 400, /rule.type/],
      [percentage('EXTRA', { foo: 1 }), 400, /property foo should not exist/],
      [
        { rule: { type: 'percentage', value: 1, allocation: 'total' }, regions: [us] },
        400,
        /code is required/,
      ],
      [
        percentage('COND', {
          rule: {
            type: 'percentage',
            value: 5,
            allocation: 'total',
            conditions: [{ operator: 'in', products: ['prod_missing'] }],
          },
        }),
        404,
        /Products with ids: prod_missing were not found/,
      ],
      [
        percentage('COND2', {
          rule: {
            type: 'percentage',
            value: 5,
            allocation: 'total',
            conditions: [{ operator: 'in', products: [], product_tags: [] }],
          },
        }),
        400,
        /exactly one of products/,
      ],
    ]
    for (const [body, status, message] of cases) {
      const res = await call('POST', '/admin/discounts', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(status)
      expect(res.json().message, JSON.stringify(body)).toMatch(message)
    }
    expect([await countRows(t, 'discount'), await countRows(t, 'discount_rule')]).toEqual(before)
    expect(await countRows(t, 'discount_condition')).toBe(0)
  })

  it('looks a code up case-insensitively and retrieves by id', async () => {
    const got = await call('GET', '/admin/discounts/code/sUmMeR10')
    expect(got.statusCode).toBe(200)
    expect(got.json().discount.code).toBe('SUMMER10')
    const byId = await call('GET', `/admin/discounts/${got.json().discount.id}?expand=rule`)
    expect(byId.json().discount.rule.conditions).toBeUndefined()
    expect(byId.json().discount.regions).toBeUndefined()
    const missing = await call('GET', '/admin/discounts/code/nope')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('Discount with code NOPE was not found')
    expect((await call('GET', '/admin/discounts/disc_missing')).statusCode).toBe(404)
  })

  it('updates fields, rule and regions with the same rules', async () => {
    const fixed = (
      await call('POST', '/admin/discounts', {
        code: 'five-off',
        rule: { type: 'fixed', value: 500, allocation: 'item' },
        regions: [us],
        ends_at: '2099-01-01T00:00:00Z',
      })
    ).json().discount
    expect(fixed.code).toBe('FIVE-OFF')
    const res = await call('POST', `/admin/discounts/${fixed.id}`, {
      code: 'five-off-2',
      is_disabled: true,
      usage_limit: 3,
      ends_at: null,
      rule: { id: fixed.rule.id, value: 700, description: 'Five, now seven' },
      metadata: { campaign: 'spring' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().discount).toMatchObject({
      code: 'FIVE-OFF-2',
      is_disabled: true,
      usage_limit: 3,
      ends_at: null,
      metadata: { campaign: 'spring' },
      rule: { value: 700, description: 'Five, now seven', allocation: 'item' },
    })
    const two = await call('POST', `/admin/discounts/${fixed.id}`, { regions: [us, eu] })
    expect(two.statusCode).toBe(400)
    const moved = await call('POST', `/admin/discounts/${fixed.id}`, { regions: [eu] })
    expect(moved.json().discount.regions.map((r: { id: string }) => r.id)).toEqual([eu])
    const wrongRule = await call('POST', `/admin/discounts/${fixed.id}`, {
      rule: { id: 'dru_other', value: 1 },
    })
    expect(wrongRule.statusCode).toBe(400)
    const dup = await call('POST', `/admin/discounts/${fixed.id}`, { code: 'summer10' })
    expect(dup.statusCode).toBe(422)
    const typeChange = await call('POST', `/admin/discounts/${fixed.id}`, {
      rule: { id: fixed.rule.id, type: 'percentage' },
    })
    expect(typeChange.json().message).toBe('property rule.type should not exist')
    const after = (await call('GET', `/admin/discounts/${fixed.id}`)).json().discount
    expect(after).toMatchObject({ code: 'FIVE-OFF-2', rule: { value: 700 } })

    const pct = (await call('GET', '/admin/discounts/code/SUMMER10')).json().discount
    const over = await call('POST', `/admin/discounts/${pct.id}`, { rule: { id: pct.rule.id, value: 101 } })
    expect(over.json().message).toBe('Discount value above 100 is not allowed when type is percentage')
  })

  it('adds and removes regions', async () => {
    const d = (await call('POST', '/admin/discounts', percentage('REGIONS', { regions: [us] }))).json()
      .discount
    const added = await call('POST', `/admin/discounts/${d.id}/regions/${eu}`)
    expect(added.json().discount.regions).toHaveLength(2)
    const removed = await call('DELETE', `/admin/discounts/${d.id}/regions/${us}`)
    expect(removed.json().discount.regions.map((r: { id: string }) => r.id)).toEqual([eu])
    expect((await call('POST', `/admin/discounts/${d.id}/regions/reg_missing`)).statusCode).toBe(404)
    expect((await call('DELETE', `/admin/discounts/${d.id}/regions/${us}`)).statusCode).toBe(404)

    const fixed = (await call('GET', '/admin/discounts/code/five-off-2')).json().discount
    const second = await call('POST', `/admin/discounts/${fixed.id}/regions/${us}`)
    expect(second.statusCode).toBe(400)
    expect(second.json().message).toMatch(/exactly one region/)
    expect((await call('DELETE', `/admin/discounts/${fixed.id}/regions/${eu}`)).statusCode).toBe(400)
  })

  it('creates and deletes dynamic codes', async () => {
    const parent = (
      await call('POST', '/admin/discounts', percentage('VIP', { is_dynamic: true, valid_duration: 'P14D' }))
    ).json().discount
    const plain = (await call('GET', '/admin/discounts/code/summer10')).json().discount
    const refused = await call('POST', `/admin/discounts/${plain.id}/dynamic-codes`, { code: 'x1' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe('Discount must be set to dynamic')

    const res = await call('POST', `/admin/discounts/${parent.id}/dynamic-codes`, { code: 'vip-alice' })
    expect(res.statusCode).toBe(200)
    const child = res.json().discount
    expect(child).toMatchObject({
      code: 'VIP-ALICE',
      is_dynamic: true,
      usage_limit: 1,
      parent_discount_id: parent.id,
      parent_discount: { id: parent.id },
      rule_id: parent.rule_id,
    })
    const days = (new Date(child.ends_at).getTime() - new Date(child.starts_at).getTime()) / 86_400_000
    expect(days).toBeCloseTo(14, 3)
    const limited = await call('POST', `/admin/discounts/${parent.id}/dynamic-codes`, {
      code: 'vip-bob',
      usage_limit: 5,
    })
    expect(limited.json().discount.usage_limit).toBe(5)
    const dup = await call('POST', `/admin/discounts/${parent.id}/dynamic-codes`, { code: 'VIP-ALICE' })
    expect(dup.statusCode).toBe(422)

    const dynamic = (await call('GET', '/admin/discounts?is_dynamic=true')).json()
    expect(dynamic.discounts.map((x: { code: string }) => x.code).sort()).toEqual([
      'VIP',
      'VIP-ALICE',
      'VIP-BOB',
    ])
    // The dashboard lists a template's codes with this filter (an addition to the Medusa v1 query).
    const codes = (await call('GET', `/admin/discounts?parent_discount_id=${parent.id}&order=code`)).json()
    expect(codes.discounts.map((x: { code: string }) => x.code)).toEqual(['VIP-ALICE', 'VIP-BOB'])

    const del = await call('DELETE', `/admin/discounts/${parent.id}/dynamic-codes/vip-alice`)
    expect(del.statusCode).toBe(200)
    expect(del.json().discount.id).toBe(parent.id)
    expect((await call('GET', '/admin/discounts/code/VIP-ALICE')).statusCode).toBe(404)
    expect((await call('DELETE', `/admin/discounts/${parent.id}/dynamic-codes/vip-alice`)).statusCode).toBe(
      404,
    )

    // Deleting the parent takes its codes with it; the code is free again.
    const gone = await call('DELETE', `/admin/discounts/${parent.id}`)
    expect(gone.json()).toEqual({ id: parent.id, object: 'discount', deleted: true })
    expect((await call('GET', '/admin/discounts/code/vip-bob')).statusCode).toBe(404)
    expect((await call('GET', `/admin/discounts/${parent.id}`)).statusCode).toBe(404)
    expect((await call('DELETE', `/admin/discounts/${parent.id}`)).statusCode).toBe(404)
    expect((await call('POST', '/admin/discounts', percentage('vip'))).statusCode).toBe(200)
  })

  it('lists with default limit 20, filters, q, paging and order', async () => {
    for (let i = 0; i < 21; i++)
      await call('POST', '/admin/discounts', percentage(`BULK${String(i).padStart(2, '0')}`))
    await call('POST', '/admin/discounts', {
      code: 'SHIPFREE',
      rule: { type: 'free_shipping', value: 0, allocation: 'total' },
      regions: [us],
      is_disabled: true,
    })
    const page = (await call('GET', '/admin/discounts')).json()
    expect(page.limit).toBe(20)
    expect(page.offset).toBe(0)
    expect(page.discounts).toHaveLength(20)
    expect(page.count).toBeGreaterThan(25)
    expect(page.discounts[0]).toHaveProperty('rule.conditions')
    expect(page.discounts[0]).toHaveProperty('regions')

    const q = (await call('GET', '/admin/discounts?q=bulk1&order=code')).json()
    expect(q.discounts.map((d: { code: string }) => d.code)).toEqual(
      Array.from({ length: 10 }, (_, i) => `BULK1${i}`),
    )
    const disabled = (await call('GET', '/admin/discounts?is_disabled=true')).json()
    expect(disabled.discounts.map((d: { code: string }) => d.code).sort()).toEqual(['FIVE-OFF-2', 'SHIPFREE'])
    const free = (await call('GET', '/admin/discounts?rule[type]=free_shipping')).json()
    expect(free.discounts.map((d: { code: string }) => d.code)).toEqual(['SHIPFREE'])
    const item = (await call('GET', '/admin/discounts?rule[allocation]=item&rule[type]=fixed')).json()
    expect(item.discounts.map((d: { code: string }) => d.code)).toEqual(['FIVE-OFF-2'])
    const second = (await call('GET', '/admin/discounts?limit=5&offset=5&order=code')).json()
    expect(second).toMatchObject({ limit: 5, offset: 5, count: page.count })
    expect(second.discounts).toHaveLength(5)
    const slim = (await call('GET', '/admin/discounts?fields=code&expand=regions&limit=1')).json()
    expect(Object.keys(slim.discounts[0]).sort()).toEqual(['code', 'id', 'regions'])
    expect((await call('GET', '/admin/discounts?rule[kind]=x')).statusCode).toBe(400)
    expect((await call('GET', '/admin/discounts?expand=orders')).statusCode).toBe(400)
  })
})
