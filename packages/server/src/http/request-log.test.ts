import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MercatoApp, buildApp } from '../app'
import { loadConfig } from '../config'
import { insertShopRegion } from '../modules/carts/test-helpers'
import { openTestDatabase } from '../testing/harness'

// At the default level a request leaves one short line: no body, no query string, no SQL.

const lines: string[] = []
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean))
    done()
  },
})
let built: MercatoApp
let dispose: () => Promise<void>
beforeAll(async () => {
  const opened = await openTestDatabase()
  dispose = opened.dispose
  const { LOG_LEVEL: _ignored, ...env } = process.env
  const config = loadConfig({ ...env, NODE_ENV: 'test' })
  expect(config.logLevel).toBe('info')
  built = await buildApp({
    database: opened.database,
    config,
    logger: { level: config.logLevel, stream: sink },
    adminDist: null,
  })
}, 60_000)
afterAll(async () => {
  await built?.app.close()
  await dispose?.()
})

describe('request logging at the default level', () => {
  it('writes one line per request with method, path, status and time, and no body', async () => {
    const region = await insertShopRegion(built, { countries: ['us'] })
    lines.length = 0
    const res = await built.app.inject({
      method: 'POST',
      url: '/store/carts?access_token=query-secret-42',
      payload: { region_id: region, context: { note: 'body-secret-note' } },
    })
    expect(res.statusCode).toBe(200)
    expect(lines).toHaveLength(1)
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>
    expect(entry).toMatchObject({ level: 30, method: 'POST', url: '/store/carts', status: 200 })
    expect(typeof entry.ms).toBe('number')
    expect(lines[0]).not.toMatch(/secret|SELECT|INSERT/i)
  })

  it('logs a read the same way', async () => {
    lines.length = 0
    const res = await built.app.inject({ method: 'GET', url: '/store/products?limit=2&q=shirt' })
    expect(res.statusCode).toBe(200)
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({ method: 'GET', url: '/store/products', status: 200 })
  })
})
