import type { AppContext } from '../../context'

/**
 * The admin order list keeps each order's JSON text under the order's stamp (`admin-list-stamps.ts`:
 * a digest of the versions of every row its JSON is built from), so a page whose orders did not change
 * is served without building them again. The stamp is read before the JSON it keys, so a kept text is
 * never older than its stamp. Whole pages are kept too, as the bytes sent, under their orders' ids and
 * stamps, their count and their place, so a page asked for again is sent without being assembled.
 */

const MAX_BYTES = 16 * 1024 * 1024

/** Values by key, the least recently used dropped beyond a budget of their lengths. */
export class OrderTextCache<V extends { length: number } = string> {
  private values = new Map<string, V>()
  private bytes = 0

  constructor(private readonly maxBytes = MAX_BYTES) {}

  get(key: string): V | undefined {
    const value = this.values.get(key)
    if (value === undefined) return undefined
    this.values.delete(key)
    this.values.set(key, value)
    return value
  }

  set(key: string, value: V): void {
    const old = this.values.get(key)
    if (old !== undefined) {
      this.values.delete(key)
      this.bytes -= old.length + key.length
    }
    this.values.set(key, value)
    this.bytes += value.length + key.length
    for (const [k, v] of this.values) {
      if (this.bytes <= this.maxBytes) break
      this.values.delete(k)
      this.bytes -= v.length + k.length
    }
  }

  get size() {
    return { entries: this.values.size, bytes: this.bytes }
  }
}

/** A page's bytes with the database snapshot taken before it was built (`database-snapshot.ts`). */
export interface QuietPage {
  snapshot: string
  body: Buffer
  length: number
}

interface OrderListCaches {
  texts: OrderTextCache<string>
  pages: OrderTextCache<Buffer>
  /** The last page sent for each query, while the database stays as it was. */
  quiet: OrderTextCache<QuietPage>
}

const caches = new WeakMap<AppContext, OrderListCaches>()

/** The order text and page caches of an app. */
export function orderListCachesOf(ctx: AppContext): OrderListCaches {
  let cache = caches.get(ctx)
  if (!cache) {
    cache = {
      texts: new OrderTextCache(),
      pages: new OrderTextCache(8 * 1024 * 1024),
      quiet: new OrderTextCache(4 * 1024 * 1024),
    }
    caches.set(ctx, cache)
  }
  return cache
}
