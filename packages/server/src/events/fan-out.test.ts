import { notification } from '@mercato/db'
import { ulid } from '@mercato/domain'
import { eq } from 'drizzle-orm'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MercatoApp, buildApp } from '../app'
import { loadConfig } from '../config'
import { storeDetailsReader } from '../http/storefront'
import { type AdminCredentials, createAdmin, openTestDatabase } from '../testing/harness'
import { RedisEventBus } from './redis-bus'

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
const redisUp = await probe.connect().then(
  () => true,
  () => false,
)
if (!redisUp) console.warn(`Event fan-out tests skipped: no Redis at ${redisUrl}`)
afterAll(() => probe.disconnect())

/** Two app processes on one database and one Redis, as behind a load balancer. */
describe.skipIf(!redisUp)('events across two app processes (Redis)', () => {
  const eventsKeyPrefix = `mercato-test:events:${ulid()}`
  let a: MercatoApp
  let b: MercatoApp
  let admin: AdminCredentials
  let dispose: () => Promise<void>

  beforeAll(async () => {
    const opened = await openTestDatabase()
    dispose = opened.dispose
    const config = { ...loadConfig({ NODE_ENV: 'test' }), logLevel: 'silent', redisUrl }
    const build = () =>
      buildApp({ database: opened.database, config, logger: false, adminDist: null, eventsKeyPrefix })
    a = await build()
    b = await build()
    for (const app of [a, b]) await (app.ctx.events as RedisEventBus).ready()
    admin = await createAdmin(a)
  })

  afterAll(async () => {
    await a?.app.close()
    await b?.app.close()
    await dispose?.()
    const keys = await probe.keys(`${eventsKeyPrefix}:*`)
    if (keys.length) await probe.del(...keys)
  })

  it('uses the Redis bus when REDIS_URL is set', () => {
    expect(a.ctx.events).toBeInstanceOf(RedisEventBus)
  })

  it("follows a store-details change made in the other process through the storefront's tap", async () => {
    // Kept for a minute: only the tap can make it read again within the test.
    const details = storeDetailsReader(b.ctx, 60_000)
    const before = (await details()).name
    const name = `Fan-out ${ulid().slice(-6)}`
    const res = await a.app.inject({
      method: 'POST',
      url: '/admin/store',
      headers: admin.headers,
      payload: { name },
    })
    expect(res.statusCode).toBe(200)
    expect(before).not.toBe(name)
    await expect.poll(async () => (await details()).name, { timeout: 3_000 }).toBe(name)
  })

  it('sends the notification of an event once across the processes', async () => {
    const ids: string[] = []
    for (let n = 0; n < 4; n++) {
      const res = await a.app.inject({
        method: 'POST',
        url: '/admin/invites',
        headers: admin.headers,
        payload: { user: `fanout${n}-${ulid().toLowerCase()}@example.com`, role: 'member' },
      })
      expect(res.statusCode).toBe(200)
    }
    await a.ctx.events.idle()
    const rows = await a.ctx.db
      .select()
      .from(notification)
      .where(eq(notification.event_name, 'invite.created'))
    for (const row of rows) ids.push(row.resource_id)
    expect(rows).toHaveLength(4)
    expect(new Set(ids).size).toBe(4)
    // Nothing more arrives later from the other process.
    await b.ctx.events.idle()
    await new Promise((r) => setTimeout(r, 300))
    expect(
      await a.ctx.db.select().from(notification).where(eq(notification.event_name, 'invite.created')),
    ).toHaveLength(4)
  })
})
