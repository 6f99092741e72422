import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isListQuery } from './http/list-query'
import { type DemoStore, openDemoStore } from './testing/demo-store'

// Every paginated list route the app serves, found from its route table, answers
// `{ <plural>, count, offset, limit }` with numbers (contract §1.7).

// Lists the contract says are not paginated (§1.7).
const UNPAGINATED = new Set([
  '/admin/apps',
  '/admin/invites',
  '/admin/return-reasons',
  '/admin/shipping-profiles',
  '/admin/store/payment-providers',
  '/admin/store/tax-providers',
  '/admin/products/types',
  '/admin/products/tag-usage',
  '/admin/publishable-api-keys/:id/sales-channels',
  '/store/return-reasons',
  '/store/shipping-options',
  '/store/shipping-options/:cart_id',
  '/store/customers/me/payment-methods',
  '/store/variants',
])

// Lists every Mercato release must keep serving as lists (a floor under the route-table discovery).
const MUST_BE_LISTS = [
  '/admin/product-categories',
  '/store/product-categories',
  '/admin/products',
  '/store/products',
  '/admin/collections',
  '/store/collections',
  '/admin/customers',
  '/admin/orders',
  '/admin/discounts',
  '/admin/price-lists/:id/products',
  '/admin/customer-groups/:id/customers',
  '/admin/orders/:id/reservations',
  '/store/customers/me/orders',
  '/admin/reservations',
]

let demo: DemoStore
beforeAll(async () => {
  demo = await openDemoStore()
})
afterAll(() => demo.t.close())

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies
type Json = any

/** An id for each `:param` of a nested route: the first row of the parent list. */
async function fillParams(url: string): Promise<string | null> {
  let out = url
  for (const match of url.matchAll(/:(\w+)/g)) {
    const parent = out.slice(0, out.indexOf(match[0]) - 1)
    const res = await demo.admin('GET', parent)
    if (res.status !== 200) return null
    const rows = Object.values(res.body as Json).find(Array.isArray) as Json[] | undefined
    const id = rows?.[0]?.id
    if (!id) return null
    out = out.replace(match[0], id)
  }
  return out
}

describe('list contract', () => {
  it('answers count, offset and limit as numbers on every admin and store list route', async () => {
    const gets = demo.t.routes.filter(
      (r) => r.method === 'GET' && /^\/(admin|store)\//.test(r.url) && !UNPAGINATED.has(r.url),
    )
    const lists: string[] = []
    const problems: string[] = []
    for (const route of gets) {
      const url = await fillParams(route.url)
      if (!url) continue
      const call = route.url.startsWith('/admin') ? demo.admin : demo.member
      const res = await call('GET', `${url}${url.includes('?') ? '&' : '?'}limit=2&offset=1`)
      if (res.status !== 200 || !res.body || typeof res.body !== 'object') continue
      const body = res.body as Json
      if (!('count' in body || 'limit' in body || 'offset' in body)) continue
      lists.push(route.url)
      const rows = Object.entries(body).filter(([, v]) => Array.isArray(v))
      if (typeof body.count !== 'number') problems.push(`${route.url}: count ${JSON.stringify(body.count)}`)
      if (body.offset !== 1) problems.push(`${route.url}: offset ${JSON.stringify(body.offset)}`)
      if (body.limit !== 2) problems.push(`${route.url}: limit ${JSON.stringify(body.limit)}`)
      if (rows.length !== 1) problems.push(`${route.url}: ${rows.length} arrays in the envelope`)
      else if ((rows[0]![1] as unknown[]).length > 2) problems.push(`${route.url}: more rows than limit`)
    }
    expect(problems).toEqual([])
    // The filter test (list-filters.test.ts) finds lists by their query parser: every list must use it.
    const notListQueries = gets
      .filter((r) => lists.includes(r.url) && !isListQuery(r.schema?.querystring))
      .map((r) => r.url)
    expect(notListQueries, 'lists whose query is not built by listQuerySchema').toEqual([])
    expect(lists).toEqual(expect.arrayContaining(MUST_BE_LISTS))
    expect(lists.length).toBeGreaterThanOrEqual(40)
  })

  it('counts the whole match, not the page', async () => {
    for (const url of ['/admin/product-categories', '/store/product-categories']) {
      const all = (await demo.admin('GET', `${url}?limit=100`)).body
      const page = (await demo.admin('GET', `${url}?limit=3`)).body
      expect(all.count, url).toBe(all.product_categories.length)
      expect(page.count, url).toBe(all.count)
      expect(page.product_categories, url).toHaveLength(3)
    }
  })
})
