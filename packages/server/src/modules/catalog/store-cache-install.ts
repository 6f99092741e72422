import { createRequire } from 'node:module'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { StoreReadCache } from './store-cache'

const caches = new WeakMap<AppContext, StoreReadCache>()

/** The store read cache of an app (an in-process one until `installStoreCache` ran). */
export function storeCacheOf(ctx: AppContext): StoreReadCache {
  let cache = caches.get(ctx)
  if (!cache) {
    cache = new StoreReadCache()
    caches.set(ctx, cache)
  }
  return cache
}

/**
 * Events that change what the store shows, from writes that are not admin requests (imports and
 * other background jobs). Admin requests end the generation anyway.
 */
const CATALOGUE_EVENT =
  /^(product|price_list|sales_channel|publishable_api_key|region|tax_rate|store\.|inventory|stock-location|customer_group|currenc)/

/**
 * Admin areas whose writes change nothing a store product read shows except stock, which is never cached
 * (orders, returns and reservations move stock only). Every other admin write ends the generation,
 * discounts included: product lists filter by `discount_condition_id`.
 */
const NOT_CATALOGUE =
  /^\/admin\/(orders|draft-orders|order-edits|returns|swaps|reservations|notes|notifications|gift-cards|customers|uploads|auth|users|invites|payment-collections|payments|analytics-configs|apps|mercato)(\/|\?|$)/

/**
 * Ends the cache's generation after every admin write and every catalogue event, before the response
 * is sent; with REDIS_URL, the writing request answers only once Redis has the new generation.
 */
export function installStoreCache(app: FastifyInstance, ctx: AppContext) {
  let cache: StoreReadCache
  if (ctx.config.redisUrl) {
    // Loaded only when configured; ioredis is CommonJS, so it can be required synchronously.
    const { Redis } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis')
    const redis = new Redis(ctx.config.redisUrl, { maxRetriesPerRequest: 2 })
    redis.on('error', () => {})
    cache = new StoreReadCache(redis, undefined, (err) =>
      ctx.log.warn({ err }, 'store read cache: Redis unavailable, reading without the cache'),
    )
    app.addHook('onClose', async () => {
      await cache.flushed()
      await redis.quit().catch(() => redis.disconnect())
    })
  } else cache = new StoreReadCache()
  caches.set(ctx, cache)

  // Reads first catch up with other processes' writes (with Redis) and with price lists' schedules.
  app.addHook('onRequest', async (req) => {
    if (req.url.startsWith('/store') || req.url.startsWith('/admin')) await cache.sync()
  })
  ctx.events.tap((_data, name) => {
    if (CATALOGUE_EVENT.test(name)) cache.invalidate()
  })
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return payload
    if (req.url.startsWith('/admin') && !NOT_CATALOGUE.test(req.url)) cache.invalidate()
    await cache.flushed()
    return payload
  })
}
