import { hostname } from 'node:os'
import { ulid } from '@mercato/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import { ConsumerGroupReader } from './redis-group-reader'
import { type StreamEvent, addEvent, allEventsKey, deliveredThrough } from './redis-streams'
import { StreamTailReader } from './redis-tail-reader'
import { EVENTS_KEY_BASE } from './namespace'
import type { EventHandler, EventTap, Events, SubscribeOptions } from './types'

export interface RedisEventBusOptions {
  /**
   * Prefix of the Redis keys; processes that share events share it. A function is called once, when
   * Redis is first needed (the default prefix names the store, read from the database).
   */
  keyPrefix?: string | (() => Promise<string>) | undefined
  /** Approximate cap on each stream's length. */
  maxLength?: number | undefined
  /** How long an event taken by a process may stay unacknowledged before another process takes it over. */
  claimAfterMs?: number | undefined
  /** Longest blocking read; also how soon a stream subscribed to later starts being read. */
  blockMs?: number | undefined
  /** Longest `idle()` waits for other processes to handle this process's events. */
  idleTimeoutMs?: number | undefined
  /** Longest `close()` waits for handlers in flight. */
  closeTimeoutMs?: number | undefined
  /** Most events this process handles at once for the consumer groups. */
  maxInFlight?: number | undefined
}

const IDLE_POLL_MS = 10
const CONNECTION_WARNING_EVERY_MS = 30_000

/**
 * The event bus across processes sharing a Redis (REDIS_URL). Handlers run once per event across the
 * processes subscribed to its name (a consumer group per event name); `everyProcess` handlers and
 * taps run in every process. In the emitting process, taps run inside `emit` and every-process
 * handlers on the next tick, as with the in-process bus. If Redis cannot take an event, it is handled
 * in this process alone and logged.
 */
export class RedisEventBus implements Events {
  /** Names this bus in the streams (`origin`) and in the consumer groups. */
  readonly instanceId = `${hostname()}:${process.pid}:${ulid().slice(-10)}`
  private readonly keyPrefix: string | (() => Promise<string>)
  private prefixFound: Promise<string> | undefined
  private readonly commands: Redis
  private readonly onceHandlers = new Map<string, EventHandler[]>()
  private readonly everyProcessHandlers = new Map<string, EventHandler[]>()
  private readonly taps: EventTap[] = []
  private readonly inFlight = new Set<Promise<void>>()
  /** Per event name ('*': the all-events stream), the last id this process added not yet known handled. */
  private readonly unconfirmed = new Map<string, string>()
  private group: ConsumerGroupReader | undefined
  private tail: StreamTailReader | undefined
  private closing: Promise<void> | undefined
  private lastConnectionWarning = 0
  private readonly settings: Required<Omit<RedisEventBusOptions, 'keyPrefix'>>

  constructor(
    private readonly connect: () => Redis,
    private readonly log?: FastifyBaseLogger,
    options: RedisEventBusOptions = {},
  ) {
    this.keyPrefix = options.keyPrefix ?? EVENTS_KEY_BASE
    this.settings = {
      maxLength: options.maxLength ?? 10_000,
      claimAfterMs: options.claimAfterMs ?? 30_000,
      blockMs: options.blockMs ?? 1_000,
      idleTimeoutMs: options.idleTimeoutMs ?? 10_000,
      closeTimeoutMs: options.closeTimeoutMs ?? 10_000,
      maxInFlight: options.maxInFlight ?? 32,
    }
    this.commands = this.connection()
  }

  subscribe(eventName: string, handler: EventHandler, options: SubscribeOptions = {}): () => void {
    const handlers = options.everyProcess ? this.everyProcessHandlers : this.onceHandlers
    handlers.set(eventName, [...(handlers.get(eventName) ?? []), handler])
    if (options.everyProcess) this.followTail()
    else this.groupReader().add(eventName)
    return () => {
      const left = (handlers.get(eventName) ?? []).filter((h) => h !== handler)
      handlers.set(eventName, left)
      if (!options.everyProcess && left.length === 0) this.group?.remove(eventName)
    }
  }

  tap(listener: EventTap): void {
    this.taps.push(listener)
    this.followTail()
  }

  emit(eventName: string, data: unknown): void {
    for (const listener of this.taps) listener(data, eventName)
    this.runLocally(this.everyProcessHandlers, eventName, data)
    if (this.closing) {
      this.log?.warn({ eventName }, 'events: emitted after close; handled in this process only')
      this.runLocally(this.onceHandlers, eventName, data)
      return
    }
    // Chained on the prefix like group creation, so Redis gets both in the order they were asked for.
    const added = this.prefix()
      .then((prefix) =>
        addEvent(this.commands, prefix, this.settings.maxLength, {
          name: eventName,
          data,
          origin: this.instanceId,
        }),
      )
      .then(
        ({ all, named }) => {
          this.unconfirmed.set('*', all)
          if (named) this.unconfirmed.set(eventName, named)
        },
        (err) => {
          this.log?.error(
            { err, eventName },
            'events: Redis did not take the event; handled in this process only (other processes miss it)',
          )
          this.runLocally(this.onceHandlers, eventName, data)
        },
      )
    this.track(added)
  }

  /** Resolves once the readers are in place (tests: before another process emits). */
  async ready(): Promise<void> {
    await this.tail?.started
    await this.settleLocal()
  }

  async idle(): Promise<void> {
    const deadline = Date.now() + this.settings.idleTimeoutMs
    for (;;) {
      await this.settleLocal()
      for (const [name, id] of [...this.unconfirmed]) {
        const prefix = await this.prefix()
        const done = await deliveredThrough(
          this.commands,
          prefix,
          name,
          id,
          this.settings.claimAfterMs,
        ).catch((err) => {
          this.log?.warn({ err, eventName: name }, 'events: could not check delivery; not waiting for it')
          return true
        })
        if (done && this.unconfirmed.get(name) === id) this.unconfirmed.delete(name)
      }
      if (this.unconfirmed.size === 0 && this.inFlight.size === 0) return
      if (Date.now() >= deadline) {
        this.log?.warn(
          { eventNames: [...this.unconfirmed.keys()] },
          'events: other processes have not handled these events in time; not waiting longer',
        )
        this.unconfirmed.clear()
        return
      }
      await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS))
    }
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      this.tail?.stop()
      await this.group?.stop()
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.settings.closeTimeoutMs)
      })
      await Promise.race([this.settleLocal(), timeout])
      clearTimeout(timer)
      await this.commands.quit().catch(() => this.commands.disconnect())
    })()
    return this.closing
  }

  private prefix(): Promise<string> {
    const { keyPrefix } = this
    this.prefixFound ??= typeof keyPrefix === 'string' ? Promise.resolve(keyPrefix) : keyPrefix()
    return this.prefixFound
  }

  private async settleLocal() {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight])
  }

  private track(work: Promise<void>) {
    const p = work.finally(() => this.inFlight.delete(p))
    this.inFlight.add(p)
  }

  /** As the in-process bus does: each handler on the next tick, failures logged. */
  private runLocally(handlers: Map<string, EventHandler[]>, eventName: string, data: unknown) {
    for (const handler of [...(handlers.get(eventName) ?? []), ...(handlers.get('*') ?? [])]) {
      this.track(
        new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => handler(data, eventName))
          .catch((err) => this.log?.error({ err, eventName }, 'event handler failed')),
      )
    }
  }

  /** An event from another process, seen on the all-events stream. */
  private arrived(event: StreamEvent) {
    if (event.origin === this.instanceId) return
    for (const listener of this.taps) {
      try {
        listener(event.data, event.name)
      } catch (err) {
        this.log?.error({ err, eventName: event.name }, 'event tap failed')
      }
    }
    this.runLocally(this.everyProcessHandlers, event.name, event.data)
  }

  /** An event handed to this process by a consumer group: runs the once-handlers for its name. */
  private async handleOnce(eventName: string, event: StreamEvent) {
    await Promise.all(
      (this.onceHandlers.get(eventName) ?? []).map((handler) =>
        Promise.resolve()
          .then(() => handler(event.data, event.name))
          .catch((err) => this.log?.error({ err, eventName: event.name }, 'event handler failed')),
      ),
    )
  }

  private followTail() {
    if (this.tail || this.closing) return
    this.tail = new StreamTailReader({
      reader: this.connection(),
      key: this.prefix().then(allEventsKey),
      blockMs: this.settings.blockMs,
      log: this.log,
      deliver: (event) => this.arrived(event),
    })
  }

  private groupReader(): ConsumerGroupReader {
    this.group ??= new ConsumerGroupReader({
      reader: this.connection(),
      commands: this.commands,
      prefix: () => this.prefix(),
      consumer: this.instanceId,
      blockMs: this.settings.blockMs,
      claimAfterMs: this.settings.claimAfterMs,
      maxInFlight: this.settings.maxInFlight,
      log: this.log,
      handle: (eventName, event) => this.handleOnce(eventName, event),
      track: (work) => this.track(work),
    })
    return this.group
  }

  private connection(): Redis {
    const redis = this.connect()
    // ioredis reconnects by itself; say so now and then rather than at every attempt.
    redis.on('error', (err: Error) => {
      if (Date.now() - this.lastConnectionWarning < CONNECTION_WARNING_EVERY_MS) return
      this.lastConnectionWarning = Date.now()
      this.log?.warn({ err }, 'events: Redis connection error')
    })
    return redis
  }
}
