import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { GENERATION_KEY, StoreReadCache } from './store-cache'

function gate() {
  let open!: () => void
  const opened = new Promise<void>((r) => {
    open = r
  })
  return { opened, open }
}

describe('StoreReadCache', () => {
  it('builds a cold key once for concurrent callers and forgets builds overtaken by a write', async () => {
    const cache = new StoreReadCache()
    let builds = 0
    const g = gate()
    const build = async () => {
      builds++
      await g.opened
      return builds
    }
    const [a, b] = [cache.get('k', build), cache.get('k', build)]
    cache.invalidate()
    g.open()
    expect([await a, await b]).toEqual([1, 1])
    expect(builds).toBe(1)
    // The write ended the generation during the build: the next caller builds afresh, once.
    expect(await cache.get('k', build)).toBe(2)
    expect(await cache.get('k', build)).toBe(2)
    expect(builds).toBe(2)
  })

  it('builds the missing keys of a batch together and keeps the rest', async () => {
    const cache = new StoreReadCache()
    const batches: string[][] = []
    const build = async (missing: string[]) => {
      batches.push(missing)
      return new Map(missing.filter((k) => k !== 'gone').map((k) => [k, `v:${k}`]))
    }
    expect(await cache.getMany(['a', 'b'], build)).toEqual(['v:a', 'v:b'])
    expect(await cache.getMany(['b', 'c', 'gone', 'a'], build)).toEqual(['v:b', 'v:c', undefined, 'v:a'])
    expect(batches).toEqual([
      ['a', 'b'],
      ['c', 'gone'],
    ])
  })

  it('does not keep failed builds', async () => {
    const cache = new StoreReadCache()
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('k', async () => 'up')).toBe('up')
  })

  it('lets entries expire when a price list starts or ends', async () => {
    const cache = new StoreReadCache()
    let n = 0
    const build = async () => ++n
    expect(await cache.get('k', build)).toBe(1)
    const realNow = Date.now
    const now = realNow()
    cache.expireAt(now + 1_000, cache.currentGeneration)
    try {
      Date.now = () => now + 500
      await cache.sync()
      expect(await cache.get('k', build)).toBe(1)
      Date.now = () => now + 1_001
      await cache.sync()
      expect(await cache.get('k', build)).toBe(2)
    } finally {
      Date.now = realNow
    }
  })

  it('stays within its byte budget, dropping the oldest entries first', async () => {
    const cache = new StoreReadCache(null, 1_000)
    for (let i = 0; i < 10; i++)
      await cache.get(
        `k${i}`,
        async () => 'x'.repeat(300),
        (v) => v.length,
      )
    await new Promise((r) => setImmediate(r))
    expect(cache.size.bytes).toBeLessThanOrEqual(1_000)
    expect(cache.size.entries).toBe(3)
    let rebuilt = false
    await cache.get('k0', async () => {
      rebuilt = true
      return 'y'
    })
    expect(rebuilt).toBe(true)
  })

  it('drops the least recently used entries first', async () => {
    const cache = new StoreReadCache(null, 1_000)
    const put = async (key: string) => {
      await cache.get(
        key,
        async () => 'x'.repeat(300),
        (v) => v.length,
      )
      await new Promise((r) => setImmediate(r))
    }
    for (const key of ['a', 'b', 'c']) await put(key)
    // `a` is read again, so `b` is now the least recently used and goes first.
    await cache.get('a', async () => 'rebuilt')
    await cache.getMany(['c'], async () => new Map())
    await put('d')
    let missing: string[] = []
    await cache.getMany(['a', 'b', 'c', 'd'], async (keys) => {
      missing = keys
      return new Map()
    })
    expect(missing).toEqual(['b'])
  })
})

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
const redisUp = await probe.connect().then(
  () => true,
  () => false,
)
if (!redisUp) console.warn(`StoreReadCache Redis tests skipped: no Redis at ${redisUrl}`)
afterAll(() => probe.disconnect())

describe.skipIf(!redisUp)('StoreReadCache across processes (Redis)', () => {
  it("sees another process's write on its next read", async () => {
    const [r1, r2] = [new Redis(redisUrl), new Redis(redisUrl)]
    try {
      const one = new StoreReadCache(r1)
      const two = new StoreReadCache(r2)
      let version = 1
      const build = async () => version
      await one.sync()
      await two.sync()
      expect(await one.get('price', build)).toBe(1)
      expect(await two.get('price', build)).toBe(1)
      version = 2
      // Process one commits a write and answers only once Redis has the new generation.
      one.invalidate()
      await one.flushed()
      await two.sync()
      expect(await two.get('price', build)).toBe(2)
      await one.sync()
      expect(await one.get('price', build)).toBe(2)
      expect(Number(await probe.get(GENERATION_KEY))).toBeGreaterThan(0)
    } finally {
      r1.disconnect()
      r2.disconnect()
    }
  })

  it('reads without keeping anything while Redis is unreachable', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    })
    down.on('error', () => {})
    const errors: unknown[] = []
    const cache = new StoreReadCache(down, undefined, (e) => errors.push(e))
    let n = 0
    await cache.sync()
    expect(await cache.get('k', async () => ++n)).toBe(1)
    await new Promise((r) => setImmediate(r))
    expect(await cache.get('k', async () => ++n)).toBe(2)
    expect(errors).toHaveLength(1)
    down.disconnect()
  })
})
