import type { Redis } from 'ioredis'

/**
 * Counts failed attempts per key in a fixed window. In memory for one process; in Redis when
 * REDIS_URL is set, so that every process behind a load balancer shares the count.
 */
export interface AttemptCounter {
  /** Attempts recorded for the key in the current window. */
  count(key: string): Promise<number>
  record(key: string): Promise<void>
  reset(key: string): Promise<void>
  close(): Promise<void>
}

export class MemoryAttemptCounter implements AttemptCounter {
  private entries = new Map<string, { n: number; until: number }>()

  constructor(private readonly windowMs: number) {}

  private live(key: string) {
    const e = this.entries.get(key)
    if (e && e.until > Date.now()) return e
    if (e) this.entries.delete(key)
    return undefined
  }

  async count(key: string) {
    return this.live(key)?.n ?? 0
  }

  async record(key: string) {
    const e = this.live(key)
    if (e) e.n++
    else this.entries.set(key, { n: 1, until: Date.now() + this.windowMs })
    // Keep memory bounded under a flood of distinct keys.
    if (this.entries.size > 100_000) this.entries.clear()
  }

  async reset(key: string) {
    this.entries.delete(key)
  }

  async close() {}
}

export class RedisAttemptCounter implements AttemptCounter {
  constructor(
    private readonly redis: Redis,
    private readonly windowMs: number,
  ) {}

  async count(key: string) {
    return Number((await this.redis.get(`mercato:attempts:${key}`)) ?? 0)
  }

  async record(key: string) {
    const k = `mercato:attempts:${key}`
    const n = await this.redis.incr(k)
    if (n === 1) await this.redis.pexpire(k, this.windowMs)
  }

  async reset(key: string) {
    await this.redis.del(`mercato:attempts:${key}`)
  }

  async close() {
    await this.redis.quit()
  }
}

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000
export const SIGN_IN_MAX_FAILURES = 10

export async function createAttemptCounter(redisUrl: string | undefined): Promise<AttemptCounter> {
  if (!redisUrl) return new MemoryAttemptCounter(SIGN_IN_WINDOW_MS)
  const { Redis } = await import('ioredis')
  return new RedisAttemptCounter(
    new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }),
    SIGN_IN_WINDOW_MS,
  )
}
