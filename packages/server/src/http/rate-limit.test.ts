import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import {
  type AttemptCounter,
  MemoryAttemptCounter,
  RedisAttemptCounter,
  SIGN_IN_ADDRESS_MAX_FAILURES,
  SIGN_IN_MAX_FAILURES,
  limitSignIn,
} from './rate-limit'

async function behavesAsCounter(counter: AttemptCounter, key: string) {
  expect(await counter.count(key)).toBe(0)
  expect(await counter.hit(key)).toBe(1)
  expect(await counter.hit(key)).toBe(2)
  expect(await counter.count(key)).toBe(2)
  await counter.release(key)
  expect(await counter.count(key)).toBe(1)
  await counter.reset(key)
  expect(await counter.count(key)).toBe(0)
  // Releasing an absent key does not create one.
  await counter.release(key)
  expect(await counter.count(key)).toBe(0)
}

async function concurrentHitsAreDistinct(counter: AttemptCounter, key: string) {
  const seen = await Promise.all(Array.from({ length: 300 }, () => counter.hit(key)))
  expect(new Set(seen).size).toBe(300)
  expect(Math.max(...seen)).toBe(300)
}

async function burstEvaluatesAtMostTheLimit(counter: AttemptCounter, address: string) {
  let verified = 0
  const attempt = () =>
    limitSignIn(counter, 'admin', address, 'target@example.com', async () => {
      verified++
      await new Promise((r) => setTimeout(r, 5))
      return undefined
    }).then(
      () => 'wrong',
      (e: { type?: string }) => e.type,
    )
  const outcomes = await Promise.all(Array.from({ length: 300 }, attempt))
  expect(verified).toBe(SIGN_IN_MAX_FAILURES)
  expect(outcomes.filter((o) => o === 'too_many_requests')).toHaveLength(300 - SIGN_IN_MAX_FAILURES)
}

async function sprayIsLimitedPerAddress(counter: AttemptCounter, address: string) {
  let verified = 0
  for (let i = 0; i < 30; i++) {
    await limitSignIn(counter, 'store', address, `user${i}@example.com`, async () => {
      verified++
      return undefined
    }).catch(() => {})
  }
  expect(verified).toBe(SIGN_IN_ADDRESS_MAX_FAILURES)
}

describe('MemoryAttemptCounter', () => {
  it('counts, releases, resets and forgets after the window', async () => {
    const c = new MemoryAttemptCounter(50)
    await behavesAsCounter(c, 'k')
    await c.hit('k')
    await new Promise((r) => setTimeout(r, 70))
    expect(await c.count('k')).toBe(0)
  })

  it('gives concurrent hits distinct counts', () =>
    concurrentHitsAreDistinct(new MemoryAttemptCounter(60_000), 'k'))

  it('lets a burst of 300 wrong sign-ins verify only the limit', () =>
    burstEvaluatesAtMostTheLimit(new MemoryAttemptCounter(60_000), '10.0.0.1'))

  it('limits one address spraying one password across 30 accounts', () =>
    sprayIsLimitedPerAddress(new MemoryAttemptCounter(60_000), '10.0.0.2'))

  it('gives the address its attempt back and clears the account on a right password', async () => {
    const c = new MemoryAttemptCounter(60_000)
    await limitSignIn(c, 'admin', '10.0.0.3', 'a@example.com', async () => undefined)
    await limitSignIn(c, 'admin', '10.0.0.3', 'a@example.com', async () => ({ id: 'usr_1' }))
    expect(await c.count('admin:sign-in:10.0.0.3')).toBe(1)
    expect(await c.count('admin:10.0.0.3:a@example.com')).toBe(0)
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
  const run = `${Date.now()}-${Math.random().toString(36).slice(2)}`

  it('shares counts through Redis and expires them', async () => {
    const key = `test-${run}`
    // A window long enough that a busy machine cannot let a key expire between two steps.
    await behavesAsCounter(new RedisAttemptCounter(probe, 60_000), key)
    const a = new RedisAttemptCounter(probe, 1_000)
    await a.hit(key)
    const other = new RedisAttemptCounter(probe, 1_000)
    expect(await other.count(key)).toBe(1)
    await new Promise((r) => setTimeout(r, 1_100))
    expect(await other.count(key)).toBe(0)
  })

  it('sets the window on the first hit', async () => {
    const key = `ttl-${run}`
    await new RedisAttemptCounter(probe, 60_000).hit(key)
    const ttl = await probe.pttl(`mercato:attempts:${key}`)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(60_000)
  })

  it('gives concurrent hits distinct counts', () =>
    concurrentHitsAreDistinct(new RedisAttemptCounter(probe, 60_000), `burst-${run}`))

  it('lets a burst of 300 wrong sign-ins verify only the limit', () =>
    burstEvaluatesAtMostTheLimit(new RedisAttemptCounter(probe, 60_000), `burst-${run}`))

  it('limits one address spraying one password across 30 accounts', () =>
    sprayIsLimitedPerAddress(new RedisAttemptCounter(probe, 60_000), `spray-${run}`))
})
