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

describe('a dashboard built while the server runs', () => {
  let late: MercatoApp
  let closeDb: () => Promise<void>
  let emptyDist: string

  beforeAll(async () => {
    emptyDist = mkdtempSync(join(tmpdir(), 'mercato-admin-late-'))
    const opened = await openTestDatabase()
    closeDb = opened.dispose
    late = await buildApp({
      database: opened.database,
      config: { ...loadConfig({ NODE_ENV: 'test' }), logLevel: 'silent' },
      logger: false,
      adminDist: emptyDist,
    })
  })

  afterAll(async () => {
    await late?.app.close()
    await closeDb?.()
    rmSync(emptyDist, { recursive: true, force: true })
  })

  const get = (url: string) => late.app.inject({ method: 'GET', url })

  it('is served without a restart, and so are asset files that appear later', async () => {
    for (const url of ['/app', '/app/orders', '/app/assets/index-1a2b3c.js']) {
      const before = await get(url)
      expect(before.statusCode, url).toBe(503)
      expect(before.json()).toEqual({
        type: 'unexpected_state',
        message: 'The admin dashboard is not built. Run `npm run build`; this server serves it once built.',
      })
    }

    mkdirSync(join(emptyDist, 'assets'))
    writeFileSync(join(emptyDist, 'index.html'), '<!doctype html><title>Built later</title>')
    writeFileSync(join(emptyDist, 'assets', 'index-1a2b3c.js'), 'console.log("first build")')
    const page = await get('/app/orders')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Built later')
    expect(page.headers['cache-control']).toBe('no-cache')
    const script = await get('/app/assets/index-1a2b3c.js')
    expect(script.statusCode).toBe(200)
    expect(script.body).toBe('console.log("first build")')
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable')

    // A rebuild writes new content-named files beside a new page.
    writeFileSync(join(emptyDist, 'assets', 'index-9f8e7d.js'), 'console.log("rebuilt")')
    writeFileSync(join(emptyDist, 'index.html'), '<!doctype html><title>Rebuilt</title>')
    expect((await get('/app')).body).toContain('Rebuilt')
    expect((await get('/app/assets/index-9f8e7d.js')).body).toBe('console.log("rebuilt")')
    expect((await get('/app/assets/index-missing.js')).statusCode).toBe(404)
  })

  it('never serves a file from outside the folder', async () => {
    writeFileSync(join(emptyDist, 'index.html'), '<!doctype html>')
    for (const url of [
      '/app/..%2f..%2fetc%2fpasswd.txt',
      '/app/%2e%2e/%2e%2e/etc/hosts.txt',
      '/app//etc/passwd.txt',
    ]) {
      const res = await get(url)
      expect([403, 404], `${url} → ${res.statusCode}`).toContain(res.statusCode)
      expect(res.body, url).not.toContain('root:')
    }
  })
})
