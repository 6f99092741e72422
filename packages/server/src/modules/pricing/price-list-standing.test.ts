import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { countRows } from '../regions-tax/test-fixtures'

// The `standing` filter of GET /admin/price-lists follows the dashboard's badge: draft, scheduled (active,
// starting at or after now), expired (active, started, ending at or before now) or active.

let t: TestApp
let admin: AdminCredentials
const day = 24 * 60 * 60 * 1000

function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })
}

async function createList(name: string, body: Record<string, unknown>) {
  const res = await call('POST', '/admin/price-lists', {
    name,
    description: name,
    type: 'sale',
    prices: [],
    ...body,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().price_list.id as string
}

const at = (offset: number) => new Date(Date.now() + offset).toISOString()

beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  // A draft whose dates would make it active: the stored status decides first.
  await createList('Draft', { status: 'draft', starts_at: at(-day), ends_at: at(day) })
  await createList('Scheduled', { status: 'active', starts_at: at(14 * day) })
  await createList('Active', { status: 'active', starts_at: at(-day), ends_at: at(day) })
  await createList('Expired', { status: 'active', starts_at: at(-30 * day), ends_at: at(-day) })
})
afterAll(() => t.close())
afterEach(() => vi.useRealTimers())

async function names(qs: string): Promise<string[]> {
  const res = await call('GET', `/admin/price-lists?order=name&${qs}`)
  expect(res.statusCode, res.body).toBe(200)
  const body = res.json()
  expect(body.count).toBe(body.price_lists.length)
  return body.price_lists.map((l: { name: string }) => l.name)
}

describe('admin price lists: standing filter', () => {
  it('returns exactly the lists of each standing', async () => {
    expect(await names('standing=draft')).toEqual(['Draft'])
    expect(await names('standing=scheduled')).toEqual(['Scheduled'])
    expect(await names('standing=active')).toEqual(['Active'])
    expect(await names('standing=expired')).toEqual(['Expired'])
    expect(await names('standing[]=draft&standing[]=scheduled&standing[]=active&standing[]=expired')).toEqual(
      ['Active', 'Draft', 'Expired', 'Scheduled'],
    )
  })

  it('takes several standings, in either list form', async () => {
    expect(await names('standing[]=scheduled&standing[]=expired')).toEqual(['Expired', 'Scheduled'])
    expect(await names('standing[]=active,draft')).toEqual(['Active', 'Draft'])
  })

  it('applies `status` as well when both are given', async () => {
    expect(await names('standing=draft&status=draft')).toEqual(['Draft'])
    expect(await names('standing=active&status=draft')).toEqual([])
    expect(await names('standing[]=draft,expired&status=active')).toEqual(['Expired'])
    // `status=active` alone still means the stored status: scheduled and expired lists included.
    expect(await names('status=active')).toEqual(['Active', 'Expired', 'Scheduled'])
  })

  it('counts a start at this very moment as scheduled and an end at it as expired', async () => {
    const moment = Date.now() + 5_000
    const startsThen = await createList('Starts then', {
      status: 'active',
      starts_at: new Date(moment).toISOString(),
    })
    const endsThen = await createList('Ends then', {
      status: 'active',
      starts_at: at(-day),
      ends_at: new Date(moment).toISOString(),
    })
    const standings = async (now: number) => {
      vi.useFakeTimers({ now, toFake: ['Date'] })
      const [scheduled, active, expired] = [
        await names('standing=scheduled'),
        await names('standing=active'),
        await names('standing=expired'),
      ]
      vi.useRealTimers()
      return { scheduled, active, expired }
    }
    expect(await standings(moment - 1)).toEqual({
      scheduled: ['Scheduled', 'Starts then'],
      active: ['Active', 'Ends then'],
      expired: ['Expired'],
    })
    expect(await standings(moment)).toEqual({
      scheduled: ['Scheduled', 'Starts then'],
      active: ['Active'],
      expired: ['Ends then', 'Expired'],
    })
    expect(await standings(moment + 1)).toEqual({
      scheduled: ['Scheduled'],
      active: ['Active', 'Starts then'],
      expired: ['Ends then', 'Expired'],
    })
    for (const id of [startsThen, endsThen])
      expect((await call('DELETE', `/admin/price-lists/${id}`)).statusCode).toBe(200)
  })

  it('refuses an unknown standing with 400 invalid_data naming the field, and changes nothing', async () => {
    const before = await countRows(t, 'price_list')
    for (const qs of ['standing=live', 'standing[]=active,archived', 'standing=Active']) {
      const res = await call('GET', `/admin/price-lists?${qs}`)
      expect(res.statusCode, qs).toBe(400)
      expect(res.json().type).toBe('invalid_data')
      expect(res.json().message).toMatch(/standing/)
    }
    expect(await countRows(t, 'price_list')).toBe(before)
  })
})
