import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { type AttemptCounter, MemoryAttemptCounter, RedisAttemptCounter } from './rate-limit'

async function behavesAsCounter(counter: AttemptCounter, key: string) {
  expect(await counter.count(key)).toBe(0)
  await counter.record(key)
  await counter.record(key)
  expect(await counter.count(key)).toBe(2)
  await counter.reset(key)
  expect(await counter.count(key)).toBe(0)
}

describe('MemoryAttemptCounter', () => {
  it('counts, resets and forgets after the window', async () => {
    const c = new MemoryAttemptCounter(50)
    await behavesAsCounter(c, 'k')
    await c.record('k')
    await new Promise((r) => setTimeout(r, 70))
    expect(await c.count('k')).toBe(0)
  })
})

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
const redisUp = await probe.connect().then(
  () => true,
  () => false,
)
afterAll(() => probe.quit().catch(() => {}))
if (!redisUp) console.warn(`RedisAttemptCounter tests skipped: no Redis at ${redisUrl}`)

describe.skipIf(!redisUp)('RedisAttemptCounter', () => {
  it('shares counts through Redis and expires them', async () => {
    const key = `test-${Date.now()}`
    const a = new RedisAttemptCounter(probe, 100)
    await behavesAsCounter(a, key)
    await a.record(key)
    const other = new RedisAttemptCounter(probe, 100)
    expect(await other.count(key)).toBe(1)
    await new Promise((r) => setTimeout(r, 150))
    expect(await other.count(key)).toBe(0)
  })
})
