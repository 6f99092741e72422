import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import {
  HANDLERS_GROUP,
  type RawStreams,
  type StreamEvent,
  ensureGroup,
  markReading,
  namedEventsKey,
  parseEntry,
  stopReading,
} from './redis-streams'

export interface GroupReaderSettings {
  /** A blocking connection used by this reader alone. */
  reader: Redis
  /** The bus's connection for short commands (group creation, XACK, claims). */
  commands: Redis
  prefix: () => Promise<string>
  /** This process's consumer name in the groups. */
  consumer: string
  blockMs: number
  claimAfterMs: number
  maxInFlight: number
  log?: FastifyBaseLogger | undefined
  /** Runs the handlers this process has for `eventName` ('*': for every event). */
  handle(eventName: string, event: StreamEvent): Promise<void>
  /** Registers work that `idle()` and `close()` wait for. */
  track(work: Promise<void>): void
}

type RawEntry = [string, string[]]

/**
 * Reads the consumer groups of the streams this process handles: each entry goes to one consumer, is
 * handled here, then acknowledged (XACK). Entries another consumer took and left unacknowledged for
 * `claimAfterMs` (its process died) are taken over with XAUTOCLAIM and handled again, so delivery is
 * at least once. Entries in hand are re-claimed by their own consumer every third of that time, so a
 * slow handler is not mistaken for a dead process.
 */
export class ConsumerGroupReader {
  /** Event names subscribed to ('*' for all), and the ones whose group exists (read). */
  private readonly names = new Set<string>()
  private readonly readable = new Set<string>()
  private readonly inHand = new Map<string, Set<string>>()
  private inFlight = 0
  private prefix = ''
  private stopped = false
  private running = false
  private maintaining = false
  private timer: NodeJS.Timeout | undefined
  private wake: (() => void) | undefined

  constructor(private readonly s: GroupReaderSettings) {}

  /**
   * Starts reading a stream. Its group is created on the commands connection, ahead of anything this
   * process emits afterwards, so those events reach the group.
   */
  add(eventName: string): void {
    if (this.names.has(eventName) || this.stopped) return
    this.names.add(eventName)
    this.s.track(this.createGroup(eventName))
    this.start()
  }

  remove(eventName: string): void {
    this.names.delete(eventName)
    this.readable.delete(eventName)
    if (this.prefix)
      void stopReading(this.s.commands, this.prefix, [eventName], this.s.consumer).catch(() => {})
  }

  /** Stops reading; what a blocking read had taken stays pending and is claimed by another process. */
  async stop(): Promise<void> {
    this.stopped = true
    clearInterval(this.timer)
    this.s.reader.disconnect()
    this.wake?.()
    if (this.prefix)
      await stopReading(this.s.commands, this.prefix, [...this.names], this.s.consumer).catch(() => {})
  }

  private async createGroup(eventName: string): Promise<void> {
    try {
      this.prefix = await this.s.prefix()
      await ensureGroup(this.s.commands, this.key(eventName))
      await markReading(this.s.commands, this.prefix, [eventName], this.s.consumer, this.s.claimAfterMs)
      if (this.names.has(eventName)) this.readable.add(eventName)
      this.wake?.()
    } catch (err) {
      this.s.log?.warn({ err, eventName }, 'events: could not create the consumer group; retrying')
    }
  }

  private key(eventName: string) {
    return namedEventsKey(this.prefix, eventName)
  }

  private start() {
    if (this.running) return
    this.running = true
    const every = Math.max(20, Math.floor(this.s.claimAfterMs / 3))
    this.timer = setInterval(() => void this.maintain(), every)
    this.timer.unref()
    void this.readLoop()
  }

  private async readLoop() {
    while (!this.stopped) {
      const names = [...this.readable]
      const keys = names.map((n) => this.key(n))
      if (names.length === 0 || this.inFlight >= this.s.maxInFlight) {
        await this.waitForChange()
        continue
      }
      let reply: RawStreams
      try {
        reply = (await this.s.reader.xreadgroup(
          'GROUP',
          HANDLERS_GROUP,
          this.s.consumer,
          'COUNT',
          this.s.maxInFlight - this.inFlight,
          'BLOCK',
          this.s.blockMs,
          'STREAMS',
          ...keys,
          ...keys.map(() => '>'),
        )) as RawStreams
      } catch (err) {
        if (this.stopped) return
        // A stream deleted from outside takes its group with it: create them again.
        if (String((err as Error).message).includes('NOGROUP')) for (const n of names) this.readable.delete(n)
        else this.s.log?.warn({ err }, 'events: reading the consumer groups failed; retrying')
        await this.waitForChange(Math.min(this.s.blockMs, 1_000))
        continue
      }
      for (const [key, entries] of reply ?? []) {
        const name = names[keys.indexOf(key)]
        if (name !== undefined) for (const entry of entries) this.run(name, entry)
      }
    }
  }

  /** Waits until a stream becomes readable, a handler finishes or the reader stops (or `ms` pass). */
  private waitForChange(ms = this.s.blockMs): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms)
      const self = this
      function done() {
        clearTimeout(timer)
        if (self.wake === done) self.wake = undefined
        resolve()
      }
      this.wake = done
    })
  }

  private run(eventName: string, entry: RawEntry) {
    const key = this.key(eventName)
    const event = parseEntry(entry)
    const ids = this.inHand.get(key) ?? new Set<string>()
    if (ids.has(event.id)) return
    ids.add(event.id)
    this.inHand.set(key, ids)
    this.inFlight++
    const work = (async () => {
      if ('error' in event)
        this.s.log?.error({ err: event.error, key, id: event.id }, 'events: unreadable entry')
      else await this.s.handle(eventName, event)
      await this.s.commands
        .xack(key, HANDLERS_GROUP, event.id)
        .catch((err) => this.s.log?.warn({ err, key, id: event.id }, 'events: acknowledging failed'))
    })().finally(() => {
      ids.delete(event.id)
      this.inFlight--
      this.wake?.()
    })
    this.s.track(work)
  }

  private async maintain() {
    if (this.maintaining || this.stopped) return
    this.maintaining = true
    try {
      for (const name of this.names) if (!this.readable.has(name)) await this.createGroup(name)
      const reading = [...this.readable]
      await markReading(this.s.commands, this.prefix, reading, this.s.consumer, this.s.claimAfterMs)
      await this.keepInHand()
      for (const name of reading) await this.claimAbandoned(name)
    } catch (err) {
      if (!this.stopped) this.s.log?.warn({ err }, 'events: claiming abandoned events failed')
    } finally {
      this.maintaining = false
    }
  }

  /** Resets the idle time of the entries this process is still handling (JUSTID: no delivery counted). */
  private async keepInHand() {
    for (const [key, ids] of this.inHand) {
      if (ids.size > 0)
        await this.s.commands.xclaim(key, HANDLERS_GROUP, this.s.consumer, 0, ...ids, 'JUSTID')
    }
  }

  private async claimAbandoned(eventName: string) {
    const key = this.key(eventName)
    let start = '0-0'
    do {
      const room = this.s.maxInFlight - this.inFlight
      if (room <= 0 || this.stopped) return
      const [next, entries, deleted] = (await this.s.commands.xautoclaim(
        key,
        HANDLERS_GROUP,
        this.s.consumer,
        this.s.claimAfterMs,
        start,
        'COUNT',
        room,
      )) as [string, Array<RawEntry | null>, string[] | undefined]
      for (const entry of entries) if (entry) this.run(eventName, entry)
      if (deleted?.length)
        this.s.log?.error(
          { key, ids: deleted },
          'events: abandoned events were trimmed before anyone handled them',
        )
      start = next
    } while (start !== '0-0')
  }
}
