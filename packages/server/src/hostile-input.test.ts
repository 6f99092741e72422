import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RouteRecord } from './http/auth'
import {
  changedTables,
  fingerprint,
  fingerprintSql,
  tablesOf,
  writeWatermark,
} from './testing/db-fingerprint'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from './testing/harness'

// Malformed input over every route the app registers (the list comes from the app, so new routes are
// covered): fields come from each route's own zod schemas. Nothing may answer 5xx, every 4xx answers
// in the contract's `{ type, message }` shape, and after every 4xx the database is as it was before
// that request. Values are sampled per field, not crossed.

/**
 * Rows a refused request may change, each for a reason of its own; everything else is compared after
 * every refused request. Per table: the condition on the rows that are still compared.
 */
const COMPARED_ROWS: Record<string, string> = {
  // An `Idempotency-Key` is claimed before the work runs, so a concurrent repeat sees it busy; a
  // request that fails leaves its claim unlocked and without a response, so a retry runs afresh
  // (rows hold a digest, never the body, and are purged after a day). Stored responses must not change.
  idempotency_key: 't.response_code IS NOT NULL',
}

const LONG = 'x'.repeat(20_000)
/** Under the string cap but over PostgreSQL's index row size when stored in an indexed column. */
const INDEX_BUSTER = 'y'.repeat(9_000)
const HOSTILE_VALUES: unknown[] = [
  'a\u0000b',
  LONG,
  INDEX_BUSTER,
  1e308,
  -1e308,
  9_007_199_254_740_993_000,
  -1,
  0.5,
  null,
  true,
  [],
  {},
  [{ id: '\u0000' }],
  { nested: { deep: ['\u0000'] } },
  '-271821-04-20T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '0000-00-00',
  '',
  'not_an_id',
]
const HOSTILE_QUERY_VALUES = [
  '%00',
  `${'q'.repeat(12_000)}`,
  '1e309',
  '-99999999999999999999',
  '-271821-04-20',
  '275760-09-13',
  '0.5',
  'null',
]
const GARBAGE_IDS = [
  'x',
  '%00',
  'id%00x',
  `${'i'.repeat(90)}`,
  "'%3B--",
  '%E0%A4%A',
  '%F0%9F%92%A5',
  '..%2F..',
]
const WHOLE_BODIES = ['null', '[]', '"text"', '123', '{"a":', `{"k":"${'z'.repeat(150_000)}"}`]

// biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions, read loosely on purpose
type ZodLike = { _zod?: { def?: Record<string, any> } }

/** The top-level keys a zod schema accepts, looking through wrappers, unions and pipes. */
function keysOf(schema: unknown, depth = 0): string[] {
  const def = (schema as ZodLike | undefined)?._zod?.def
  if (!def || depth > 8) return []
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape ?? {})
    case 'pipe':
      return keysOf(def.in, depth + 1)
    case 'union':
      return [...new Set((def.options as unknown[]).flatMap((o) => keysOf(o, depth + 1)))]
    case 'intersection':
      return [...new Set([...keysOf(def.left, depth + 1), ...keysOf(def.right, depth + 1)])]
    default:
      return def.innerType ? keysOf(def.innerType, depth + 1) : []
  }
}

const fillPath = (url: string, id: string) => url.replace(/:\w+/g, id).replace(/\*$/, id)

interface Probe {
  method: string
  url: string
  payload?: string
}

/** A sample of hostile requests for one route, derived from its schemas. */
function probesFor(route: RouteRecord, seed: number): Probe[] {
  const method = route.method
  const hasBody = method !== 'GET' && method !== 'DELETE'
  const out: Probe[] = []
  const path = (i: number) => fillPath(route.url, GARBAGE_IDS[(seed + i) % GARBAGE_IDS.length]!)
  const ids = route.url.includes(':') ? 3 : 1
  for (let i = 0; i < ids; i++) out.push({ method, url: path(i), ...(hasBody ? { payload: '{}' } : {}) })
  const base = path(0)
  const bodyKeys = keysOf(route.schema?.body)
  if (hasBody || bodyKeys.length > 0) {
    for (const [k, key] of bodyKeys.entries()) {
      for (let j = 0; j < 2; j++) {
        const value = HOSTILE_VALUES[(seed + k * 2 + j) % HOSTILE_VALUES.length]
        out.push({ method, url: base, payload: JSON.stringify({ [key]: value }) })
      }
    }
    for (const payload of WHOLE_BODIES) out.push({ method, url: base, payload })
  }
  const queryKeys = [...keysOf(route.schema?.querystring), 'created_at[gt]', 'unknown_param']
  for (const [k, key] of queryKeys.entries()) {
    const value = HOSTILE_QUERY_VALUES[(seed + k) % HOSTILE_QUERY_VALUES.length]!
    const url = `${base}?${key}=${value}`
    out.push({ method, url, ...(hasBody ? { payload: '{}' } : {}) })
  }
  return out
}

let t: TestApp
let admin: AdminCredentials
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
})
afterAll(() => t?.close())

async function sweep(asAdmin: boolean) {
  const failures: string[] = []
  let sent = 0
  // The database is fingerprinted only when a transaction has written since the last look: most
  // refusals happen before any transaction, and fingerprinting ~100 tables after each of ~4,000
  // requests would multiply the runtime.
  const printSql = fingerprintSql(await tablesOf(t.database), COMPARED_ROWS)
  let mark = await writeWatermark(t.database)
  let print = await fingerprint(t.database, printSql)
  let prints = 0
  // The API only: the dashboard and storefront pages answer HTML by design.
  const routes = t.routes.filter(
    (r) => /^\/(admin|store)(\/|$)/.test(r.url) && !(r.method === 'DELETE' && r.url === '/admin/auth'),
  )
  for (const [seed, route] of routes.entries()) {
    // Anonymous callers cannot pass an admin route's authentication: one probe each is enough there.
    const probes = probesFor(route, seed)
    const chosen = !asAdmin && route.auth === 'admin' ? probes.slice(0, 2) : probes
    for (const p of chosen) {
      const res = await t.app.inject({
        method: p.method as 'GET',
        url: p.url,
        headers: {
          ...(asAdmin ? admin.headers : {}),
          ...(p.payload !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(p.payload !== undefined ? { payload: p.payload } : {}),
      })
      sent++
      const where = `${p.method} ${p.url.slice(0, 120)} ${String(p.payload).slice(0, 80)}`
      // Subscribers of events published by an accepted request write after it answered.
      await t.ctx.events.idle()
      const markNow = await writeWatermark(t.database)
      if (markNow !== mark) {
        const printNow = await fingerprint(t.database, printSql)
        prints++
        const changed = changedTables(print, printNow)
        if (res.statusCode >= 400 && changed.length > 0)
          failures.push(`${res.statusCode} ${where} changed ${changed.join(', ')}`)
        mark = markNow
        print = printNow
      }
      if (res.statusCode >= 500) {
        failures.push(`${res.statusCode} ${where} → ${res.body.slice(0, 200)}`)
        continue
      }
      if (res.statusCode >= 400) {
        let body: { type?: unknown; message?: unknown } | null
        try {
          body = res.json()
        } catch {
          body = null
        }
        if (typeof body?.type !== 'string' || typeof body?.message !== 'string')
          failures.push(`${res.statusCode} without the error shape: ${where} → ${res.body.slice(0, 200)}`)
      }
    }
  }
  return { failures, sent, prints }
}

describe('hostile input on every route', () => {
  it('never answers 5xx; every 4xx is in the error shape and changed nothing, as admin', async () => {
    expect(t.routes.length).toBeGreaterThan(100)
    const { failures, sent, prints } = await sweep(true)
    console.info(`hostile input: ${sent} requests as admin, database fingerprinted ${prints} times`)
    expect(sent).toBeGreaterThan(2000)
    expect(failures).toEqual([])
  }, 120_000)

  it('never answers 5xx; every 4xx is in the error shape and changed nothing, anonymously', async () => {
    const { failures } = await sweep(false)
    expect(failures).toEqual([])
  }, 120_000)

  it('notices a write in its database fingerprint (the check above can fail)', async () => {
    const sql = fingerprintSql(await tablesOf(t.database), COMPARED_ROWS)
    const [mark, print] = [await writeWatermark(t.database), await fingerprint(t.database, sql)]
    await t.database.query("UPDATE store SET swap_link_template = 'https://example.com/{swap_id}'")
    expect(await writeWatermark(t.database)).not.toBe(mark)
    expect(changedTables(print, await fingerprint(t.database, sql))).toEqual(['store (rows 1 → 1)'])
  })

  it('answers router errors in the error shape', async () => {
    for (const url of ['/admin/products/%E0%A4%A', `/store/products/${'p'.repeat(500)}`, '/%']) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin.headers })
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, url).toBeLessThan(500)
      expect(res.json(), url).toMatchObject({ type: expect.any(String), message: expect.any(String) })
    }
  })

  it('accepts an empty currency update (valid per the contract)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/currencies/usd',
      headers: admin.headers,
      payload: {},
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().currency.code).toBe('usd')
  })
})
