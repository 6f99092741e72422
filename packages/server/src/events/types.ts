export type EventHandler = (data: unknown, eventName: string) => Promise<void> | void

/** A listener that runs synchronously when an event is published; it must be cheap and must not throw. */
export type EventTap = (data: unknown, eventName: string) => void

export interface SubscribeOptions {
  /**
   * Run in every process that subscribes, not once across them: for reactions local to a process,
   * such as waking its batch-job worker. Without it (the default) a handler runs once per event
   * across all processes sharing the bus.
   */
  everyProcess?: boolean
}

/**
 * What services and subscribers use: the in-process `EventBus`, or the `RedisEventBus` that carries
 * events between processes when REDIS_URL is set. Services emit only after their transaction commits.
 */
export interface Events {
  /** `eventName` '*' receives every event. Returns an unsubscribe function. */
  subscribe(eventName: string, handler: EventHandler, options?: SubscribeOptions): () => void
  /**
   * Runs inside `emit` in the emitting process, before the emitting request answers (for caches that
   * must never serve what a write just changed); in other processes when the event reaches them.
   */
  tap(listener: EventTap): void
  emit(eventName: string, data: unknown): void
  /** Resolves once the handlers of the events this process emitted have run, wherever they ran. */
  idle(): Promise<void>
  /** Stops receiving, lets handlers in flight finish and releases connections. */
  close(): Promise<void>
}
