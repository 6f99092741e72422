import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MercatoApp, buildApp } from './app'
import { loadConfig } from './config'
import { openTestDatabase } from './testing/harness'

// How long browsers may keep the dashboard's files: content-named scripts for a year, the rest briefly,
// and the page itself never without asking (a release must reach staff on their next load).

let built: MercatoApp
let dispose: () => Promise<void>
let dist: string

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'mercato-admin-dist-'))
  mkdirSync(join(dist, 'assets'))
  mkdirSync(join(dist, 'locales', 'en'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Mercato</title>')
  writeFileSync(join(dist, 'assets', 'index-4f2a9c.js'), 'console.log(1)')
  writeFileSync(join(dist, 'locales', 'en', 'orders.json'), '{}')
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  const opened = await openTestDatabase()
  dispose = opened.dispose
  built = await buildApp({
    database: opened.database,
    config: { ...loadConfig({ NODE_ENV: 'test' }), logLevel: 'silent' },
    logger: false,
    adminDist: dist,
  })
})

afterAll(async () => {
  await built?.app.close()
  await dispose?.()
  rmSync(dist, { recursive: true, force: true })
})

const cacheOf = async (url: string) => {
  const res = await built.app.inject({ method: 'GET', url })
  expect(res.statusCode, url).toBe(200)
  return res.headers['cache-control']
}

describe('dashboard files', () => {
  it('keeps content-named scripts a year, other files an hour, and the page not without asking', async () => {
    expect(await cacheOf('/app/assets/index-4f2a9c.js')).toBe('public, max-age=31536000, immutable')
    expect(await cacheOf('/app/locales/en/orders.json')).toBe('public, max-age=3600')
    expect(await cacheOf('/app/favicon.svg')).toBe('public, max-age=3600')
    expect(await cacheOf('/app/a/orders')).toBe('no-cache')
    expect(await cacheOf('/app')).toBe('no-cache')
  })

  it('answers 404 for a missing script instead of the page', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/app/assets/index-missing.js' })
    expect(res.statusCode).toBe(404)
  })
})
