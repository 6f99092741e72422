import { ulid } from '@mercato/domain'
import { Redis } from 'ioredis'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { EventBus } from './bus'
import { RedisEventBus, type RedisEventBusOptions } from './redis-bus'

describe('EventBus (in process)', () => {
  it('runs taps inside emit, handlers on the next tick, and idle() waits for them', async () => {
    const bus = new EventBus()
    const seen: string[] = []
    bus.tap((_d, name) => seen.push(`tap:${name}`))
    bus.subscribe('a', async (d) => {
      await new Promise((r) => setTimeout(r, 20))
      seen.push(`once:${(d as { n: number }).n}`)
    })
    bus.subscribe('a', () => void seen.push('every'), { everyProcess: true })
    bus.subscribe('*', (_d, name) => void seen.push(`any:${name}`))
    bus.emit('a', { n: 1 })
    expect(seen).toEqual(['tap:a'])
    await bus.idle()
    expect(seen.sort()).toEqual(['any:a', 'every', 'once:1', 'tap:a'])
    await bus.close()
  })
})

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
const redisUp = await probe.connect().then(
  () => true,
  () => false,
)
if (!redisUp) console.warn(`RedisEventBus tests skipped: no Redis at ${redisUrl}`)
afterAll(() => probe.disconnect())

const FAST: RedisEventBusOptions = {
  blockMs: 100,
  claimAfterMs: 300,
  idleTimeoutMs: 5_000,
  closeTimeoutMs: 200,
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.skipIf(!redisUp)('RedisEventBus across processes', () => {
  let buses: RedisEventBus[] = []
  let prefixes: string[] = []

  /** Two buses on one fresh key prefix, standing for two processes. */
  function twoProcesses(options: RedisEventBusOptions = {}) {
    const keyPrefix = `mercato-test:events:${ulid()}`
    prefixes.push(keyPrefix)
    const make = () =>
      new RedisEventBus(() => new Redis(redisUrl), undefined, { ...FAST, keyPrefix, ...options })
    const pair = [make(), make()] as const
    buses.push(...pair)
    return pair
  }

  afterEach(async () => {
    await Promise.all(buses.map((b) => b.close()))
    for (const prefix of prefixes) {
      const keys = await probe.keys(`${prefix}:*`)
      if (keys.length) await probe.del(...keys)
    }
    buses = []
    prefixes = []
  })

  it('runs a handler once per event across the processes, with the payload as emitted', async () => {
    const [a, b] = twoProcesses()
    const ran: Array<{ where: string; data: unknown }> = []
    a.subscribe('order.placed', (data) => void ran.push({ where: 'a', data }))
    b.subscribe('order.placed', (data) => void ran.push({ where: 'b', data }))
    await Promise.all([a.ready(), b.ready()])
    for (let n = 0; n < 20; n++)
      a.emit('order.placed', { id: `order_${n}`, summary: { total: 1250, items: [{ title: 'Shirt' }] } })
    await a.idle()
    expect(ran).toHaveLength(20)
    expect(new Set(ran.map((r) => (r.data as { id: string }).id)).size).toBe(20)
    expect(ran.find((r) => (r.data as { id: string }).id === 'order_0')?.data).toEqual({
      id: 'order_0',
      summary: { total: 1250, items: [{ title: 'Shirt' }] },
    })
  })

  it('never hands an event to a process with no handler for it', async () => {
    const [api, worker] = twoProcesses()
    const ran: string[] = []
    api.subscribe('invite.created', () => void ran.push('api'))
    worker.subscribe('batch.failed', () => void ran.push('worker'))
    await Promise.all([api.ready(), worker.ready()])
    for (let n = 0; n < 10; n++) worker.emit('invite.created', { id: n })
    await worker.idle()
    expect(ran).toEqual(Array(10).fill('api'))
  })

  it('runs every-process handlers in each process, and taps inside emit here and on arrival there', async () => {
    const [a, b] = twoProcesses()
    const seen: string[] = []
    for (const [where, bus] of [['a', a] as const, ['b', b] as const]) {
      bus.subscribe('batch.created', () => void seen.push(`${where}:wake`), { everyProcess: true })
      bus.tap((_d, name) => seen.push(`${where}:tap:${name}`))
    }
    await Promise.all([a.ready(), b.ready()])
    a.emit('batch.created', { id: 'batch_1' })
    // The emitting process's taps have run before emit returns.
    expect(seen).toEqual(['a:tap:batch.created'])
    await expect
      .poll(() => [...seen].sort())
      .toEqual(['a:tap:batch.created', 'a:wake', 'b:tap:batch.created', 'b:wake'])
    await sleep(250)
    expect(seen).toHaveLength(4)
  })

  it('has idle() wait for a handler running in another process', async () => {
    const [a, b] = twoProcesses()
    let done = false
    b.subscribe('user.password_reset', async () => {
      await sleep(200)
      done = true
    })
    await b.ready()
    a.emit('user.password_reset', { id: 'usr_1' })
    await a.idle()
    expect(done).toBe(true)
  })

  it('does not have idle() wait for a group left by processes that stopped', async () => {
    const [a, b] = twoProcesses()
    b.subscribe('order.canceled', () => {})
    await b.ready()
    await sleep(150)
    await b.close()
    const started = Date.now()
    a.emit('order.canceled', { id: 'order_1' })
    await a.idle()
    // Longer than the claim time (the last process may still come back), far less than idleTimeoutMs.
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('runs an event again in another process when the one that took it stops before acknowledging it', async () => {
    const [a, b] = twoProcesses()
    let release = () => {}
    const stuck = new Promise<void>((resolve) => {
      release = resolve
    })
    let startedInB = 0
    b.subscribe('order.placed', async () => {
      startedInB++
      await stuck
    })
    await b.ready()
    a.emit('order.placed', { id: 'order_1' })
    await expect.poll(() => startedInB).toBe(1)
    const ranInA: unknown[] = []
    a.subscribe('order.placed', (data) => void ranInA.push(data))
    await a.ready()
    // B's close gives up waiting for the stuck handler: the event stays taken and unacknowledged.
    await b.close()
    await expect.poll(() => ranInA, { timeout: 3_000 }).toEqual([{ id: 'order_1' }])
    await a.idle()
    expect(startedInB).toBe(1)
    release()
  })

  it('handles the event in this process when Redis cannot take it', async () => {
    const down = new RedisEventBus(
      () => new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, retryStrategy: () => null }),
      undefined,
      FAST,
    )
    buses.push(down)
    const ran: unknown[] = []
    down.subscribe('order.placed', (data) => void ran.push(data))
    down.emit('order.placed', { id: 'order_1' })
    await down.idle()
    expect(ran).toEqual([{ id: 'order_1' }])
  })
})
