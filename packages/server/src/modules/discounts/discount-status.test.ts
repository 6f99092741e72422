import { discount } from '@mercato/db'
import { type DiscountStatus, discountStatus } from '@mercato/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { insertRegion } from './test-fixtures'

let t: TestApp
let admin: AdminCredentials
const day = 24 * 3600 * 1000
const at = (days: number) => new Date(Date.now() + days * day)

// One discount per way of standing: live, live until next week, not started, ended, used up, switched off.
const SHAPES: Record<string, Partial<typeof discount.$inferInsert>> = {
  'STAT-LIVE': {},
  'STAT-UNTIL': { ends_at: at(7), usage_limit: 5, usage_count: 4 },
  'STAT-SOON': { starts_at: at(2) },
  'STAT-ENDED': { starts_at: at(-10), ends_at: at(-1) },
  'STAT-USEDUP': { usage_limit: 3, usage_count: 3 },
  'STAT-OFF': { is_disabled: true, starts_at: at(30) },
}

beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  const region = await insertRegion(t, 'US')
  for (const [code, shape] of Object.entries(SHAPES)) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/discounts',
      headers: admin.headers,
      payload: { code, rule: { type: 'fixed', value: 100, allocation: 'total' }, regions: [region] },
    })
    expect(res.statusCode).toBe(200)
    // Dates in the past and usage counts are not what a create takes: set them as time and orders would.
    await t.ctx.db
      .update(discount)
      .set({ starts_at: at(-1), ...shape })
      .where(eq(discount.id, res.json().discount.id))
  }
})
afterAll(() => t.close())

async function codesIn(query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/admin/discounts?q=STAT-&order=code&${query}`,
    headers: admin.headers,
  })
  expect(res.statusCode).toBe(200)
  const body = res.json() as { discounts: Array<Parameters<typeof discountStatus>[0] & { code: string }> }
  return body.discounts
}

describe('the admin discount list by status', () => {
  it('answers the discounts in each status, as the dashboard names it', async () => {
    const expected: Record<DiscountStatus, string[]> = {
      active: ['STAT-LIVE', 'STAT-UNTIL'],
      scheduled: ['STAT-SOON'],
      expired: ['STAT-ENDED', 'STAT-USEDUP'],
      disabled: ['STAT-OFF'],
    }
    for (const [status, codes] of Object.entries(expected)) {
      const found = await codesIn(`status=${status}`)
      expect(found.map((d) => d.code)).toEqual(codes)
      for (const d of found) expect(discountStatus(d)).toBe(status)
    }
  })

  it('takes several statuses as any of them, with the other filters', async () => {
    const found = await codesIn('status[]=scheduled&status[]=expired')
    expect(found.map((d) => d.code)).toEqual(['STAT-ENDED', 'STAT-SOON', 'STAT-USEDUP'])
    expect((await codesIn('status[]=active&status[]=disabled&is_disabled=false')).map((d) => d.code)).toEqual(
      ['STAT-LIVE', 'STAT-UNTIL'],
    )
    expect(await codesIn('status=active&rule[type]=percentage')).toEqual([])
  })

  it('refuses a status it does not know, naming the parameter', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin/discounts?status=live',
      headers: admin.headers,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ type: 'invalid_data' })
    expect(res.json().message).toContain('status')
  })
})
