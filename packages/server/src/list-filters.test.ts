import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { declaredDateFilters, declaredFilters, isListQuery } from './http/list-query'
import type { ListTable, Row } from './list-filters/cases'
import { CATALOG_LISTS } from './list-filters/catalog.cases'
import { type FilterStore, openFilterStore } from './list-filters/fixtures'
import { SALES_LISTS } from './list-filters/sales.cases'
import { SETTINGS_LISTS } from './list-filters/settings.cases'

// A filter a list route declares must change its result (issue #18): every GET route built on the list
// query is found from the app's route table, and each filter its schema declares is sent alone with the
// fixture value from list-filters/*.cases.ts. It must return a non-empty strict subset of the list whose
// rows all match (or, for pricing context and the like, change the rows as its case says). Date ranges
// are checked on every list. A new list route, or a new filter on one, fails here until it has a case.

const TABLE: ListTable = { ...CATALOG_LISTS, ...SALES_LISTS, ...SETTINGS_LISTS }
const FAR_FUTURE = '2999-01-01T00:00:00Z'

let f: FilterStore
beforeAll(async () => {
  f = await openFilterStore()
}, 120_000)
afterAll(() => f?.t.close())

const listRoutes = () =>
  f.t.routes.filter((r) => r.method === 'GET' && isListQuery(r.schema?.querystring)).map((r) => r.url)
const keyOf = (row: Row) => row.id ?? row.code

describe('every declared list filter narrows its list', () => {
  it('has a table entry for every list route the app registers, and none for a route it does not', () => {
    const routes = listRoutes()
    expect(
      routes.filter((url) => !TABLE[url]),
      'list routes without an entry in list-filters/*.cases.ts',
    ).toEqual([])
    expect(
      Object.keys(TABLE).filter((url) => !routes.includes(url)),
      'table entries for routes the app does not serve',
    ).toEqual([])
  })

  for (const [route, entry] of Object.entries(TABLE)) {
    it(route, async () => {
      const record = f.t.routes.find((r) => r.method === 'GET' && r.url === route)
      const schema = record?.schema?.querystring as object
      expect(schema && isListQuery(schema), `${route} is a list route`).toBe(true)
      const declared = declaredFilters(schema)
      const cases = entry.cases(f)
      expect(
        declared.filter((name) => !(name in cases)),
        `${route}: filters its schema declares with no fixture case`,
      ).toEqual([])
      expect(
        Object.keys(cases).filter((name) => !declared.includes(name)),
        `${route}: cases for filters it does not declare`,
      ).toEqual([])

      const url = entry.url?.(f) ?? route
      const call = entry.as === 'member' ? f.member : route.startsWith('/store') ? f.shop : f.admin
      const get = async (query = ''): Promise<Row[]> => {
        const res = await call('GET', `${url}?limit=500${query ? `&${query}` : ''}`)
        expect(res.status, `${route}?${query}: ${JSON.stringify(res.body).slice(0, 400)}`).toBe(200)
        const rows = Object.values(res.body).find(Array.isArray) as Row[]
        if ('count' in res.body) expect(res.body.count, `${route}?${query}: count`).toBe(rows.length)
        return rows
      }
      const all = await get()
      expect(all.length, `${route}: the fixtures give it rows to filter`).toBeGreaterThan(
        declared.length > 0 ? 1 : 0,
      )

      for (const [name, c] of Object.entries(cases)) {
        const rows = await get(c.query)
        if ('effect' in c) {
          const baseline = c.baseline === undefined ? all : await get(c.baseline)
          expect(c.effect(rows, baseline), `${route}: ${name} changes the answer`).toBe(true)
          continue
        }
        if (c.ignoredToday) {
          expect(rows.length, `${route}: ${name} narrows now: remove its ignoredToday note`).toBe(all.length)
          continue
        }
        if (c.none) expect(rows.map(keyOf), `${route}: ${name} finds nothing`).toEqual([])
        else expect(rows.length, `${route}: ${name} finds something`).toBeGreaterThan(0)
        expect(rows.length, `${route}: ${name} narrows`).toBeLessThan(all.length)
        expect(
          rows.filter((r) => !c.matches(r)).map(keyOf),
          `${route}: ${name} returns only matches`,
        ).toEqual([])
      }

      for (const date of declaredDateFilters(schema)) {
        const later = await get(`${date}[gt]=${FAR_FUTURE}`)
        expect(later.map(keyOf), `${route}: ${date}[gt] the far future`).toEqual([])
        const earlier = await get(`${date}[lt]=${FAR_FUTURE}`)
        const dated = date in all[0] ? all.filter((r) => r[date] != null) : all
        expect(earlier.map(keyOf).sort(), `${route}: ${date}[lt] the far future`).toEqual(
          dated.map(keyOf).sort(),
        )
      }
    })
  }

  it('ignores an empty groups filter instead of matching nobody', async () => {
    const all = (await f.admin('GET', '/admin/customers')).body
    const empty = (await f.admin('GET', '/admin/customers?groups=')).body
    expect(empty.customers.map(keyOf)).toEqual(all.customers.map(keyOf))
    expect(all.count).toBeGreaterThan(1)
  })
})
