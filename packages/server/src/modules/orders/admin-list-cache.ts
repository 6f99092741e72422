import { createHash } from 'node:crypto'
import type { AppContext } from '../../context'

/**
 * The admin order list keeps each order's JSON text under a stamp of the rows it was built from, so a
 * page whose orders did not change is served without building them again.
 *
 * The stamp is the page statement itself with every row it reads replaced by that row's version
 * (PostgreSQL's `xmin`, which every insert and update of a row sets anew): any change to a row of an
 * order's graph (the order, its customer, addresses, lines with their variant and product, methods,
 * payments, fulfillments, returns, swaps, claims…), and any row added or removed, gives another stamp.
 * Values read without a whole row (the totals' digests, a `fields` column list) stay values, so they
 * are stamped by what they are. No write has to remember to invalidate anything, and several server
 * processes agree without talking to each other.
 *
 * The stamp is read before the JSON it keys, so a kept text is never older than its stamp.
 */

const WHOLE_ROW = /\b(row_to_json|to_jsonb)\((\w+)\)/g

/** The statement text with each whole row it reads replaced by that row's version. */
export function rowVersionsOf(text: string): string {
  return text.replace(WHOLE_ROW, (_m, fn: string, alias: string) =>
    fn === 'to_jsonb' ? `to_jsonb(${alias}.xmin::text)` : `to_json(${alias}.xmin::text)`,
  )
}

/** A short key for a stamp text. */
export const stampKey = (stamp: string) => createHash('sha1').update(stamp).digest('base64url')

const MAX_BYTES = 16 * 1024 * 1024

/** Order texts by key, the least recently used dropped beyond a byte budget. */
export class OrderTextCache {
  private texts = new Map<string, string>()
  private bytes = 0

  constructor(private readonly maxBytes = MAX_BYTES) {}

  get(key: string): string | undefined {
    const text = this.texts.get(key)
    if (text === undefined) return undefined
    this.texts.delete(key)
    this.texts.set(key, text)
    return text
  }

  set(key: string, text: string): void {
    const old = this.texts.get(key)
    if (old !== undefined) {
      this.texts.delete(key)
      this.bytes -= old.length + key.length
    }
    this.texts.set(key, text)
    this.bytes += text.length + key.length
    for (const [k, t] of this.texts) {
      if (this.bytes <= this.maxBytes) break
      this.texts.delete(k)
      this.bytes -= t.length + k.length
    }
  }

  get size() {
    return { entries: this.texts.size, bytes: this.bytes }
  }
}

const caches = new WeakMap<AppContext, OrderTextCache>()

/** The order text cache of an app. */
export function orderTextCacheOf(ctx: AppContext): OrderTextCache {
  let cache = caches.get(ctx)
  if (!cache) {
    cache = new OrderTextCache()
    caches.set(ctx, cache)
  }
  return cache
}
