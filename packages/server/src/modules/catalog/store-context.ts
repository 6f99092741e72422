import type { Database } from '@mercato/db'
import { invalidData, notFound } from '@mercato/domain'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from '../../context'
import { storeCacheOf } from './store-cache-install'

/**
 * Who is asking, from the store's point of view: the publishable key's sales channels (contract §1.3
 * and Mercato's decisions: unknown or revoked keys are refused), the store's default channel, and the
 * region, currency and customer that prices are chosen for.
 */
export interface StoreScope {
  keyId: string | null
  keyChannels: string[]
  defaultChannel: string | null
}

export const MULTIPLE_ERRORS_MESSAGE =
  'Provided request body contains errors. Please check the data and retry the request'

/** The contract's "MultipleErrors" shape, used by publishable-key scope checks. */
export function sendMultipleErrors(reply: FastifyReply, errors: string[]) {
  return reply.status(400).send({ errors, message: MULTIPLE_ERRORS_MESSAGE })
}

export async function resolveStoreScope(ctx: AppContext, req: FastifyRequest): Promise<StoreScope> {
  const header = req.headers['x-publishable-api-key']
  const key = typeof header === 'string' && header.length > 0 ? header : null
  // Keys and the default channel change only through admin writes, which end the cache's generation.
  const row = await storeCacheOf(ctx).get(`scope|${key ?? ''}`, async () => {
    const [found] = await ctx.database.query<{
      default_channel: string | null
      key_id: string | null
      revoked: boolean | null
      channels: string[] | null
    }>(
      `SELECT (SELECT default_sales_channel_id FROM store ORDER BY created_at LIMIT 1) AS default_channel,
              k.id AS key_id, k.revoked_at IS NOT NULL AS revoked,
              (SELECT array_agg(ks.sales_channel_id ORDER BY ks.sales_channel_id)
                 FROM publishable_api_key_sales_channel ks WHERE ks.publishable_key_id = k.id) AS channels
         FROM (SELECT 1) one LEFT JOIN publishable_api_key k ON k.id = $1`,
      [key],
    )
    return found
  })
  if (key && (!row?.key_id || row.revoked)) {
    throw invalidData(
      row?.key_id
        ? `Publishable API key ${key} has been revoked`
        : `Publishable API key ${key} does not exist`,
    )
  }
  return {
    keyId: row?.key_id ?? null,
    keyChannels: row?.channels ?? [],
    defaultChannel: row?.default_channel ?? null,
  }
}

/**
 * Channels a store product list is restricted to: the requested ones (which must lie inside the key's
 * scope), else the key's, else the store's default channel.
 */
export function listChannels(scope: StoreScope, requested: string[] | undefined): string[] {
  if (requested && requested.length > 0) {
    assertInScope(scope, requested)
    return requested
  }
  if (scope.keyChannels.length > 0) return scope.keyChannels
  return scope.defaultChannel ? [scope.defaultChannel] : []
}

/** Channels whose stock locations count for availability. */
export function availabilityChannels(scope: StoreScope, requested: string[] | undefined): string[] {
  return listChannels(scope, requested)
}

export function assertInScope(scope: StoreScope, requested: string[]) {
  if (scope.keyChannels.length === 0) return
  const outside = requested.filter((c) => !scope.keyChannels.includes(c))
  if (outside.length > 0)
    throw invalidData(
      `Requested sales channel${outside.length > 1 ? 's' : ''} ${outside.join(', ')} ${outside.length > 1 ? 'are' : 'is'} not part of the Publishable Key mappings`,
    )
}

// Carts and customer groups belong to later modules; until their tables exist, cart_id is ignored and
// shoppers belong to no group.
const optionalTables = new WeakMap<Database, Promise<{ cart: boolean; groups: boolean }>>()

function tablesOf(database: Database) {
  let p = optionalTables.get(database)
  if (!p) {
    p = database
      .query<{ cart: boolean; groups: boolean }>(
        `SELECT to_regclass('cart') IS NOT NULL AS cart, to_regclass('customer_group_customers') IS NOT NULL AS groups`,
      )
      .then((rows) => rows[0] ?? { cart: false, groups: false })
    optionalTables.set(database, p)
  }
  return p
}

export interface PricingRequest {
  region_id?: string | undefined
  currency_code?: string | undefined
  cart_id?: string | undefined
  customer_id?: string | undefined
}

export interface ResolvedPricing {
  region: {
    id: string
    currency_code: string
    includes_tax: boolean
    automatic_taxes: boolean
    tax_rate: number
  } | null
  currency_code: string | null
  customer_id: string | null
  customer_group_ids: string[]
}

/**
 * The region (from `region_id` or the cart), currency and customer groups prices are chosen for. The
 * cart and the groups come from one statement; regions from the store read cache.
 */
export async function resolvePricing(ctx: AppContext, input: PricingRequest): Promise<ResolvedPricing> {
  let regionId = input.region_id ?? null
  let customerId = input.customer_id ?? null
  let groups: string[] = []
  const tables = input.cart_id || customerId ? await tablesOf(ctx.database) : null
  if (input.cart_id && tables?.cart) {
    const groupsOf = tables.groups
      ? `(SELECT array_agg(g.customer_group_id ORDER BY g.customer_group_id) FROM customer_group_customers g
           WHERE g.customer_id = coalesce($2, c.customer_id))`
      : 'NULL::text[]'
    const [cart] = await ctx.database.query<{
      region_id: string | null
      customer_id: string | null
      groups: string[] | null
    }>(`SELECT c.region_id, c.customer_id, ${groupsOf} AS groups FROM cart c WHERE c.id = $1`, [
      input.cart_id,
      customerId,
    ])
    if (!cart) throw notFound(`Cart with id: ${input.cart_id} was not found`)
    regionId = cart.region_id ?? regionId
    customerId = customerId ?? cart.customer_id
    groups = cart.groups ?? []
  } else if (customerId && tables?.groups) {
    const rows = await ctx.database.query<{ id: string }>(
      'SELECT customer_group_id AS id FROM customer_group_customers WHERE customer_id = $1 ORDER BY 1',
      [customerId],
    )
    groups = rows.map((r) => r.id)
  }
  const region = regionId ? await regionOf(ctx, regionId) : null
  return {
    region,
    currency_code: region?.currency_code ?? input.currency_code?.toLowerCase() ?? null,
    customer_id: customerId,
    customer_group_ids: groups,
  }
}

async function regionOf(ctx: AppContext, id: string): Promise<NonNullable<ResolvedPricing['region']>> {
  const row = await storeCacheOf(ctx).get(`region|${id}`, async () => {
    const [found] = await ctx.database.query<NonNullable<ResolvedPricing['region']>>(
      `SELECT id, currency_code, includes_tax, automatic_taxes, tax_rate FROM region
        WHERE id = $1 AND deleted_at IS NULL`,
      [id],
    )
    return found ? { ...found, tax_rate: Number(found.tax_rate) } : null
  })
  if (!row) throw notFound(`Region with id ${id} was not found`)
  return row
}
