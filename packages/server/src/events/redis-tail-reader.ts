import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import { type RawStreams, type StreamEvent, parseEntry } from './redis-streams'

export interface TailReaderSettings {
  /** A blocking connection used by this reader alone. */
  reader: Redis
  key: Promise<string>
  blockMs: number
  log?: FastifyBaseLogger | undefined
  deliver(event: StreamEvent): void
}

/**
 * Follows the all-events stream from its tail with plain XREAD: every process sees every event (for
 * taps and every-process handlers). It resumes from the last id it saw after a reconnect, so a short
 * Redis outage delays events rather than dropping them. Events added before it started are not read.
 */
export class StreamTailReader {
  readonly started: Promise<void>
  private lastId = '$'
  private key = ''
  private stopped = false

  constructor(private readonly s: TailReaderSettings) {
    this.started = this.findTail()
    void this.started.then(() => this.readLoop())
  }

  stop(): void {
    this.stopped = true
    this.s.reader.disconnect()
  }

  private async findTail() {
    this.key = await this.s.key
    try {
      const [last] = (await this.s.reader.xrevrange(this.key, '+', '-', 'COUNT', 1)) as Array<
        [string, string[]]
      >
      this.lastId = last?.[0] ?? '0-0'
    } catch (err) {
      if (!this.stopped)
        this.s.log?.warn({ err }, 'events: could not find the stream tail; reading new events only')
    }
  }

  private async readLoop() {
    while (!this.stopped) {
      let reply: RawStreams
      try {
        reply = (await this.s.reader.xread(
          'COUNT',
          100,
          'BLOCK',
          this.s.blockMs,
          'STREAMS',
          this.key,
          this.lastId,
        )) as RawStreams
      } catch (err) {
        if (this.stopped) return
        this.s.log?.warn({ err }, 'events: reading the event stream failed; retrying')
        await new Promise((r) => setTimeout(r, Math.min(this.s.blockMs, 1_000)))
        continue
      }
      for (const [, entries] of reply ?? []) {
        for (const entry of entries) {
          this.lastId = entry[0]
          const event = parseEntry(entry)
          if ('error' in event)
            this.s.log?.error({ err: event.error, id: event.id }, 'events: unreadable entry')
          else this.s.deliver(event)
        }
      }
    }
  }
}
