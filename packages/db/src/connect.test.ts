import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Database, FairQueue, connect, inArrivalOrder } from './connect'

// The embedded database has one connection; the queue in front of it decides who goes next.

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('FairQueue', () => {
  it('runs one piece of work at a time, earlier arrivals first, and no one waits forever', async () => {
    const queue = new FairQueue()
    const order: string[] = []
    let running = 0
    const step = (name: string) =>
      queue.run(async () => {
        running++
        expect(running).toBe(1)
        await tick()
        order.push(name)
        running--
      })
    // Three "requests" of three statements each, arriving one after another.
    const request = (name: string) =>
      inArrivalOrder(async () => {
        for (let i = 1; i <= 3; i++) await step(`${name}${i}`)
      })
    await Promise.all([request('a'), request('b'), request('c')])
    // The connection is handed on the moment a statement ends, before its request has sent the next
    // one, so two requests alternate; but c, the latest, waits until a and b are done (a plain FIFO
    // would interleave all three: a1 b1 c1 a2 b2 c2 a3 b3 c3).
    expect(order).toEqual(['a1', 'b1', 'a2', 'b2', 'a3', 'b3', 'c1', 'c2', 'c3'])
    expect(queue.length).toBe(0)
  })

  it('gives work whose arrival is long past no head start over new requests', async () => {
    const queue = new FairQueue()
    const order: string[] = []
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000)
    try {
      let go!: () => void
      const resumed = new Promise<void>((resolve) => {
        go = resolve
      })
      // Background work started by a request: its context carries that request's early place.
      const old = inArrivalOrder(async () => {
        await resumed
        await queue.run(async () => order.push('old context'))
      })
      let unblock!: () => void
      const blocker = queue.run(() => new Promise<void>((resolve) => (unblock = resolve)))
      now.mockReturnValue(600_000)
      const fresh = inArrivalOrder(() => queue.run(async () => order.push('new request')))
      go()
      await tick()
      unblock()
      await Promise.all([blocker, old, fresh])
      expect(order).toEqual(['new request', 'old context'])
    } finally {
      now.mockRestore()
    }
  })
})

describe('PGlite behind the fair queue', () => {
  let database: Database
  beforeAll(async () => {
    database = await connect('memory://')
    await database.execScript('CREATE TABLE item (id int PRIMARY KEY, n int NOT NULL)')
  }, 60_000)
  afterAll(() => database?.close())

  it('lets the earliest request finish first instead of every request advancing a statement at a time', async () => {
    let statements = 0
    const statementsBefore = new Map<number, number>()
    const request = (id: number) =>
      inArrivalOrder(async () => {
        for (let i = 0; i < 4; i++) {
          await database.query('SELECT pg_sleep(0.002), $1::int AS id', [id])
          statements++
        }
        statementsBefore.set(id, statements)
      })
    await Promise.all(Array.from({ length: 12 }, (_, i) => request(i)))
    expect([...statementsBefore.keys()]).toEqual(Array.from({ length: 12 }, (_, i) => i))
    // The first request is done after its own 4 statements and at most 4 of the second's; in a plain
    // FIFO it would finish only after 37 of the 48.
    expect(statementsBefore.get(0)).toBeLessThanOrEqual(8)
  })

  it('keeps a transaction atomic: statements outside it wait for its commit or rollback', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`INSERT INTO item VALUES (1, 1)`)
      await held
      await t.execute(sql`UPDATE item SET n = 2 WHERE id = 1`)
    })
    await tick()
    const outside = database.query<{ n: number }>('SELECT n FROM item WHERE id = 1')
    let seen = false
    void outside.then(() => {
      seen = true
    })
    await tick()
    expect(seen).toBe(false)
    release()
    await tx
    expect(await outside).toEqual([{ n: 2 }])

    await expect(
      database.db.transaction(async (t) => {
        await t.execute(sql`INSERT INTO item VALUES (2, 1)`)
        throw new Error('abandon')
      }),
    ).rejects.toThrow('abandon')
    expect(await database.query('SELECT id FROM item ORDER BY id')).toEqual([{ id: 1 }])
  })
})
