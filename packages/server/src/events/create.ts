import { createRequire } from 'node:module'
import type { Database } from '@mercato/db'
import type { FastifyBaseLogger } from 'fastify'
import { EventBus } from './bus'
import { storeEventsPrefix } from './namespace'
import { RedisEventBus } from './redis-bus'
import type { Events } from './types'

/**
 * The in-process bus, or with a Redis URL the bus shared by every process of this store using that
 * Redis (keys under `keyPrefix`, by default named after the store's id in `database`).
 */
export function createEventBus(
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
  scope: { database: Database; keyPrefix?: string | undefined },
): Events {
  if (!redisUrl) return new EventBus(log)
  // Loaded only when configured; ioredis is CommonJS, so it can be required synchronously.
  const { Redis } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis')
  const keyPrefix = scope.keyPrefix ?? (() => storeEventsPrefix(scope.database.db, log))
  return new RedisEventBus(() => new Redis(redisUrl, { maxRetriesPerRequest: 2 }), log, { keyPrefix })
}
