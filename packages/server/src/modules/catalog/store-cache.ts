import type { Redis } from 'ioredis'

/**
 * The store's read cache: everything a store product read needs that only staff, imports or the clock
 * change (product representations per pricing context, list pages, publishable-key scopes, regions).
 * Stock is never cached; it is read per request and spliced in.
 *
 * Entries belong to a generation. Any catalogue-side write ends the generation before its response
 * is sent (see store-cache-invalidation.ts), and a build that was running when the generation ended
 * is served to its own callers but never kept, so no reader sees an answer older than a write that
 * has already returned. With REDIS_URL, the generation is also a counter in Redis: a writing process
 * increments it before answering, and every read first compares it with the one it last saw, so
 * several server processes stay coherent.
 */
export const GENERATION_KEY = 'mercato:store-cache:generation'
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024
/** Response bodies: one per page, for the stock it was rendered with. */
const BODY_MAX_BYTES = 16 * 1024 * 1024

interface Slot {
  promise: Promise<unknown>
  bytes: number
}

export class StoreReadCache {
  private slots = new Map<string, Slot>()
  private bytes = 0
  private bodies = new Map<string, { signature: string; body: Buffer }>()
  private bodyBytes = 0
  private generation = 0
  /** The Redis counter as last read; a change means another process wrote. */
  private seen: string | null | undefined = undefined
  /** Set while Redis cannot be read: nothing is kept, every read builds afresh. */
  private degraded = false
  /** Increments not yet acknowledged, and whether one was lost and must be repeated. */
  private pending = new Set<Promise<unknown>>()
  private owed = false
  /** When the next price list starts or ends, the priced entries stop being true. */
  private validUntil = Number.POSITIVE_INFINITY

  constructor(
    private readonly remote: Redis | null = null,
    private readonly maxBytes = DEFAULT_MAX_BYTES,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  get size() {
    return { entries: this.slots.size, bytes: this.bytes }
  }

  /** Brings this process up to date before a read: another process's write, or the clock. */
  async sync(): Promise<void> {
    if (Date.now() > this.validUntil) this.clearLocal()
    if (!this.remote) return
    try {
      if (this.owed) await this.increment()
      const current = await this.remote.get(GENERATION_KEY)
      if (current !== this.seen || this.degraded) {
        this.seen = current
        this.degraded = false
        this.clearLocal()
      }
    } catch (err) {
      if (!this.degraded) this.onError(err)
      this.degraded = true
      this.clearLocal()
    }
  }

  /** Ends the generation: called after a write commits and before its response is sent. */
  invalidate(): void {
    this.clearLocal()
    if (this.remote) void this.increment()
  }

  /** Resolves once this process's increments reached Redis (a write answers only after that). */
  async flushed(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending])
  }

  /** The entries stop being valid at `at` (ms since the epoch), unless a write ends them sooner. */
  expireAt(at: number, generation: number): void {
    if (generation === this.generation && at < this.validUntil) this.validUntil = at
  }

  get currentGeneration() {
    return this.generation
  }

  /** One value per key, built once for all concurrent callers of a generation. */
  get<T>(key: string, build: () => Promise<T>, bytes: (value: T) => number = () => 256): Promise<T> {
    const hit = this.slots.get(key)
    if (hit) {
      this.touch(key, hit)
      return hit.promise as Promise<T>
    }
    const promise = build()
    this.keep(key, promise, bytes)
    return promise
  }

  /**
   * Values for many keys; the missing ones are built together in one call (a page of products loads
   * its relations once, not per product). `build` gets the missing keys and answers by key.
   */
  getMany<T>(
    keys: string[],
    build: (missing: string[]) => Promise<Map<string, T>>,
    bytes: (value: T) => number = () => 256,
  ): Promise<Array<T | undefined>> {
    const missing: string[] = []
    for (const k of keys) {
      const hit = this.slots.get(k)
      if (hit) this.touch(k, hit)
      else missing.push(k)
    }
    if (missing.length > 0) {
      const batch = build(missing)
      for (const key of new Set(missing))
        this.keep(
          key,
          batch.then((found) => found.get(key)),
          bytes,
        )
    }
    return Promise.all(keys.map((k) => this.slots.get(k)!.promise as Promise<T | undefined>))
  }

  /**
   * A response body kept per key for as long as its signature (the stock it shows) stays the same, so
   * a repeated page is sent as the same bytes. Nothing is kept if the generation moved since
   * `generation` (the one its fragments came from).
   */
  body(key: string, signature: string, generation: number, render: () => string): Buffer {
    const hit = this.bodies.get(key)
    if (hit && hit.signature === signature && generation === this.generation) return hit.body
    const body = Buffer.from(render())
    if (generation !== this.generation || this.degraded) return body
    if (hit) {
      this.bodies.delete(key)
      this.bodyBytes -= hit.body.length
    }
    this.bodies.set(key, { signature, body })
    this.bodyBytes += body.length
    for (const [k, b] of this.bodies) {
      if (this.bodyBytes <= BODY_MAX_BYTES) break
      this.bodies.delete(k)
      this.bodyBytes -= b.body.length
    }
    return body
  }

  private keep<T>(key: string, promise: Promise<T | undefined>, bytes: (value: T) => number) {
    const generation = this.generation
    const slot: Slot = { promise, bytes: 0 }
    this.slots.set(key, slot)
    promise.then(
      (value) => {
        if (this.slots.get(key) !== slot) return
        if (generation !== this.generation || this.degraded) {
          this.slots.delete(key)
          return
        }
        slot.bytes = value === undefined ? 64 : bytes(value)
        this.bytes += slot.bytes
        this.evict()
      },
      () => {
        if (this.slots.get(key) === slot) this.slots.delete(key)
      },
    )
  }

  /**
   * Marks a slot as just used: eviction drops the least recently used entries, so what shoppers keep
   * asking for (the first pages, popular products) outlives a crawl through the whole catalogue.
   */
  private touch(key: string, slot: Slot) {
    this.slots.delete(key)
    this.slots.set(key, slot)
  }

  private evict() {
    for (const [key, slot] of this.slots) {
      if (this.bytes <= this.maxBytes) return
      this.slots.delete(key)
      this.bytes -= slot.bytes
    }
  }

  private clearLocal() {
    this.slots.clear()
    this.bytes = 0
    this.bodies.clear()
    this.bodyBytes = 0
    this.generation++
    this.validUntil = Number.POSITIVE_INFINITY
  }

  private increment(): Promise<unknown> {
    this.owed = false
    const p: Promise<unknown> = this.remote!.incr(GENERATION_KEY)
      .catch((err) => {
        this.owed = true
        this.onError(err)
      })
      .finally(() => this.pending.delete(p))
    this.pending.add(p)
    return p
  }
}
