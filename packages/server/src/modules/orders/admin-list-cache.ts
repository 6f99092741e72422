import type { AppContext } from '../../context'

/**
 * The admin order list keeps each order's JSON text under the order's stamp (`admin-list-stamps.ts`:
 * a digest of the versions of every row its JSON is built from), so a page whose orders did not change
 * is served without building them again. The stamp is read before the JSON it keys, so a kept text is
 * never older than its stamp.
 */

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
