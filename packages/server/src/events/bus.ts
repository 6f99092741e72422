import type { FastifyBaseLogger } from 'fastify'
import type { EventHandler, EventTap, Events, SubscribeOptions } from './types'

export type { EventHandler } from './types'

/**
 * In-process event bus. Services emit only after their transaction commits; handlers run
 * on the next tick so a slow subscriber never delays a response. `idle()` lets tests and
 * graceful shutdown wait for handlers in flight. With one process, every handler runs in it,
 * so `everyProcess` changes nothing here.
 */
export class EventBus implements Events {
  private handlers = new Map<string, EventHandler[]>()
  private inFlight = new Set<Promise<void>>()
  private taps: EventTap[] = []

  constructor(private readonly log?: FastifyBaseLogger) {}

  subscribe(eventName: string, handler: EventHandler, _options?: SubscribeOptions): () => void {
    const list = this.handlers.get(eventName) ?? []
    list.push(handler)
    this.handlers.set(eventName, list)
    return () => {
      const l = this.handlers.get(eventName)
      if (l)
        this.handlers.set(
          eventName,
          l.filter((h) => h !== handler),
        )
    }
  }

  /**
   * A listener that runs synchronously inside `emit`, before the emitting request answers: for caches
   * that must never serve what a write just changed. It must be cheap and must not throw.
   */
  tap(listener: EventTap): void {
    this.taps.push(listener)
  }

  emit(eventName: string, data: unknown): void {
    for (const listener of this.taps) listener(data, eventName)
    const list = [...(this.handlers.get(eventName) ?? []), ...(this.handlers.get('*') ?? [])]
    for (const handler of list) {
      const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => handler(data, eventName))
        .catch((err) => this.log?.error({ err, eventName }, 'event handler failed'))
        .finally(() => this.inFlight.delete(p))
      this.inFlight.add(p)
    }
  }

  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight])
  }

  close(): Promise<void> {
    return this.idle()
  }
}
