import { idempotencyKey } from '@mercato/db'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purgeExpiredIdempotencyKeys } from './modules/checkout/idempotency'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from './testing/harness'

let t: TestApp
let admin: AdminCredentials
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
})
afterAll(() => t?.close())

const post = (url: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object })
const productCount = async () =>
  (await t.app.inject({ method: 'GET', url: '/admin/products?limit=1', headers: admin.headers })).json().count

describe('request size limits', () => {
  it('refuses bodies over 100 kB with 413, except on batch routes', async () => {
    const big = { title: 'Big', description: 'd'.repeat(60_000), subtitle: 's'.repeat(9_000), handle: 'x' }
    const tooBig = await post('/admin/products', { ...big, metadata: { a: 'm'.repeat(50_000) } })
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json()).toMatchObject({ type: 'invalid_data', message: expect.any(String) })
    const ids = Array.from({ length: 6000 }, (_, i) => ({ id: `prod_${String(i).padStart(20, '0')}` }))
    const batch = await post('/admin/collections/pcol_missing/products/batch', { product_ids: ids })
    expect(batch.statusCode).not.toBe(413)
    expect(batch.statusCode).toBeLessThan(500)
  })

  it('bounds strings, long text fields, metadata and cart context', async () => {
    const before = await productCount()
    const longTitle = await post('/admin/products', { title: 't'.repeat(10_001) })
    expect(longTitle.statusCode).toBe(400)
    expect(longTitle.json().message).toMatch(/title must be at most 10000 characters/)
    const nul = await post('/admin/products', { title: 'a\u0000b' })
    expect(nul.statusCode).toBe(400)
    expect(nul.json().message).toMatch(/NUL/)
    const metadata = await post('/admin/products', { title: 'Meta', metadata: { k: 'v'.repeat(17_000) } })
    expect(metadata.statusCode).toBe(400)
    expect(metadata.json().message).toMatch(/metadata must be at most 16 kB/)
    expect(await productCount()).toBe(before)
    const description = await post('/admin/products', { title: 'Long text', description: 'd'.repeat(50_000) })
    expect(description.statusCode).toBe(200)
    const cart = await post('/store/carts', { context: { blob: 'c'.repeat(17_000) } }, {})
    expect(cart.statusCode).toBe(400)
    expect(cart.json()).toMatchObject({ type: 'invalid_data', message: expect.stringContaining('context') })
  })
})

describe('idempotency keys', () => {
  it('store a digest of the body, not the body', async () => {
    const key = `test-${Date.now()}`
    const secret = 'do-not-keep-me'.repeat(100)
    const res = await post(
      '/store/carts/cart_missing/line-items',
      { variant_id: secret, quantity: 1 },
      { 'idempotency-key': key },
    )
    expect(res.statusCode).toBe(404)
    const [row] = await t.ctx.db.select().from(idempotencyKey).where(eq(idempotencyKey.idempotency_key, key))
    expect(row).toBeDefined()
    expect(JSON.stringify(row!.request_params)).not.toContain('do-not-keep-me')
    expect(row!.request_params).toEqual({ body_sha256: expect.stringMatching(/^[0-9a-f]{64}$/) })
  })

  it('are purged after 24 hours', async () => {
    const values = (id: string, age: string) => ({
      id,
      idempotency_key: `purge-${id}`,
      request_method: 'POST',
      request_path: '/store/carts/x/taxes',
      created_at: sql`now() - ${age}::interval`,
    })
    await t.ctx.db
      .insert(idempotencyKey)
      .values([values('ikey_old', '25 hours'), values('ikey_recent', '23 hours')] as never)
    expect(await purgeExpiredIdempotencyKeys(t.ctx)).toBeGreaterThanOrEqual(1)
    const left = await t.ctx.db
      .select({ id: idempotencyKey.id })
      .from(idempotencyKey)
      .where(sql`${idempotencyKey.id} IN ('ikey_old', 'ikey_recent')`)
    expect(left.map((r) => r.id)).toEqual(['ikey_recent'])
  })
})
