import type { Redis } from 'ioredis'

/**
 * The Redis layout of events. Every event goes to `<prefix>:all` (read by every process for taps and
 * every-process handlers); it also goes to `<prefix>:event:<name>` if that stream exists, which it
 * does once some process has subscribed to the name: that stream's consumer group hands each event to
 * one of the processes handling the name. Both streams are capped (XADD MAXLEN ~).
 */
export const HANDLERS_GROUP = 'handlers'

export const allEventsKey = (prefix: string) => `${prefix}:all`
export const namedEventsKey = (prefix: string, eventName: string) =>
  eventName === '*' ? allEventsKey(prefix) : `${prefix}:event:${eventName}`

/** One event as stored: its name, JSON payload and the bus instance that added it. */
export interface StreamEvent {
  id: string
  name: string
  data: unknown
  origin: string
}

type RawEntry = [id: string, fields: string[]]
export type RawStreams = Array<[key: string, entries: RawEntry[]]> | null

export function parseEntry([id, fields]: RawEntry): StreamEvent | { id: string; error: Error } {
  const f = new Map<string, string>()
  for (let i = 0; i + 1 < fields.length; i += 2) f.set(fields[i]!, fields[i + 1]!)
  try {
    return {
      id,
      name: f.get('name') ?? '',
      data: JSON.parse(f.get('data') ?? 'null'),
      origin: f.get('origin') ?? '',
    }
  } catch (err) {
    return { id, error: err as Error }
  }
}

/** Orders stream ids ("<ms>-<seq>"). */
export function compareIds(a: string, b: string): number {
  const [am = 0n, as = 0n] = a.split('-').map(BigInt)
  const [bm = 0n, bs = 0n] = b.split('-').map(BigInt)
  if (am !== bm) return am < bm ? -1 : 1
  return as === bs ? 0 : as < bs ? -1 : 1
}

/**
 * Streams expire after a week without events or readers, so the keys of a store (or test database)
 * that no longer runs do not stay in Redis; readers renew the streams they read.
 */
export const STREAM_TTL_MS = 7 * 24 * 3600 * 1000

// One round trip, atomic: the per-name stream is written only when it exists, so names nobody
// subscribes to cost no memory.
const EMIT_SCRIPT = `
local all = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', 'name', ARGV[2], 'data', ARGV[3], 'origin', ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
local named = ''
if KEYS[2] ~= KEYS[1] and redis.call('EXISTS', KEYS[2]) == 1 then
  named = redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[1], '*', 'name', ARGV[2], 'data', ARGV[3], 'origin', ARGV[4])
  redis.call('PEXPIRE', KEYS[2], ARGV[5])
end
return {all, named}`

/** Adds an event; answers the ids it got in the all-events stream and (if written) its name's stream. */
export async function addEvent(
  redis: Redis,
  prefix: string,
  maxLength: number,
  event: Omit<StreamEvent, 'id'>,
): Promise<{ all: string; named: string | null }> {
  const [all, named] = (await redis.eval(
    EMIT_SCRIPT,
    2,
    allEventsKey(prefix),
    namedEventsKey(prefix, event.name),
    maxLength,
    event.name,
    JSON.stringify(event.data ?? null),
    event.origin,
    STREAM_TTL_MS,
  )) as [string, string]
  return { all, named: named || null }
}

/** Creates the handlers' group of a stream (and the stream) unless it exists; new groups start at the tail. */
export async function ensureGroup(redis: Redis, key: string): Promise<void> {
  try {
    await redis.xgroup('CREATE', key, HANDLERS_GROUP, '$', 'MKSTREAM')
  } catch (err) {
    if (!String((err as Error).message).includes('BUSYGROUP')) throw err
  }
}

/**
 * Who reads a name's group: a sorted set of consumer names scored by when each last said so. A
 * process refreshes its entries more often than `staleAfterMs` and removes them when it closes.
 */
export const readersKey = (prefix: string, eventName: string) => `${prefix}:readers:${eventName}`

export async function markReading(
  redis: Redis,
  prefix: string,
  names: string[],
  consumer: string,
  staleAfterMs: number,
) {
  const batch = redis.pipeline()
  for (const name of names) {
    batch.zadd(readersKey(prefix, name), Date.now(), consumer)
    batch.pexpire(readersKey(prefix, name), staleAfterMs * 2)
    batch.pexpire(namedEventsKey(prefix, name), STREAM_TTL_MS)
  }
  await batch.exec()
}

export async function stopReading(redis: Redis, prefix: string, names: string[], consumer: string) {
  const batch = redis.pipeline()
  for (const name of names) batch.zrem(readersKey(prefix, name), consumer)
  await batch.exec()
}

/**
 * Whether the group of a name ('*': of every event) has delivered and acknowledged all entries up to
 * `id`. A group created after `id` was added never receives it and counts as done; so does a group no
 * process has said it reads within `staleAfterMs` (the processes that read it no longer run).
 */
export async function deliveredThrough(
  redis: Redis,
  prefix: string,
  eventName: string,
  id: string,
  staleAfterMs: number,
): Promise<boolean> {
  const key = namedEventsKey(prefix, eventName)
  const groups = (await redis.xinfo('GROUPS', key)) as unknown[][]
  for (const flat of groups) {
    const g = fields(flat)
    let waiting = compareIds(String(g.get('last-delivered-id')), id) < 0
    if (!waiting && Number(g.get('pending')) > 0) {
      const [, oldest] = (await redis.xpending(key, String(g.get('name')))) as [number, string | null]
      waiting = !!oldest && compareIds(oldest, id) <= 0
    }
    if (waiting) {
      const live = await redis.zcount(readersKey(prefix, eventName), `(${Date.now() - staleAfterMs}`, '+inf')
      if (live > 0) return false
    }
  }
  return true
}

function fields(flat: unknown[]): Map<string, unknown> {
  const map = new Map<string, unknown>()
  for (let i = 0; i + 1 < flat.length; i += 2) map.set(String(flat[i]), flat[i + 1])
  return map
}
