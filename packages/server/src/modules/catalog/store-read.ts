import { product, productVariant } from '@mercato/db'
import { notFound } from '@mercato/domain'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../../context'
import type { ListQuery } from '../../http/list-query'
import {
  PRODUCT_EXPANDABLE,
  STORE_PRODUCT_RELATIONS,
  VARIANT_EXPANDABLE,
  VARIANT_RELATIONS,
  type VariantFilters,
  listVariantRows,
} from './admin-read'
import { type VariantNode, anyOf, loadVariantRelations } from './loader'
import { cachedProductIds } from './list-cache'
import { type ProductFilters, inSalesChannels } from './product-queries'
import { type SelectionSpec, parseSelection } from './selection'
import { variantJson } from './serialize'
import { storeCacheOf } from './store-cache-install'
import {
  type PricingRequest,
  type StoreScope,
  availabilityChannels,
  listChannels,
  resolvePricing,
  resolveStoreScope,
} from './store-context'
import {
  type ProductFragment,
  pricingKey,
  productFragments,
  renderFragment,
  selectionKey,
  stockOf,
  stockSignature,
} from './store-fragments'
import type { StockRead } from './stock-sql'
import { type PricingInputs, loadAvailability, loadTaxRates, variantExtras } from './store-pricing'

export const storeProductSpec: SelectionSpec = {
  defaults: STORE_PRODUCT_RELATIONS,
  expandable: PRODUCT_EXPANDABLE,
  entity: 'product',
}
export const storeVariantSpec: SelectionSpec = {
  defaults: VARIANT_RELATIONS,
  expandable: VARIANT_EXPANDABLE,
  entity: 'variant',
}

export interface StoreProductFilters extends ProductFilters {
  cart_id?: string
  region_id?: string
  currency_code?: string
}

/** A product or variant outside the publishable key's channels (answered in the MultipleErrors shape). */
export class OutOfScope extends Error {}

async function pricingInputs(
  ctx: AppContext,
  req: FastifyRequest,
  scope: StoreScope,
  context: PricingRequest & { sales_channel_id?: string[] | undefined },
  by: { productIds: string[] } | { variantIds: string[] },
  productIds: string[],
): Promise<PricingInputs> {
  const pricing = await resolvePricing(ctx, { ...context, customer_id: req.actor.customerId })
  const [taxRates, availability] = await Promise.all([
    loadTaxRates(ctx, productIds, pricing.region),
    loadAvailability(ctx, by, availabilityChannels(scope, context.sales_channel_id)),
  ])
  return {
    pricing,
    taxRates,
    availability,
    taxInclusivePricing: !!ctx.config.featureFlags.tax_inclusive_pricing,
  }
}

/**
 * Wraps a page's products (JSON text separated by commas) in a response's envelope; `name` tells
 * envelopes apart in the cache.
 */
export interface Envelope {
  name: string
  wrap(items: string, count: number): string
}

/**
 * A page of store products: ids from the cached list entry, each product from the read cache, stock
 * from one statement. Warm, that statement is the only one (plus the cart's, when `cart_id` is given),
 * and a page whose stock did not move is sent as the bytes it was sent as before.
 */
export async function listStoreProducts(
  ctx: AppContext,
  req: FastifyRequest,
  query: ListQuery<StoreProductFilters>,
  envelope: Envelope,
): Promise<{ body: Buffer; count: number }> {
  const cache = storeCacheOf(ctx)
  const generation = cache.currentGeneration
  const sel = parseSelection(query, storeProductSpec, { list: true })
  const scope = await resolveStoreScope(ctx, req)
  const { cart_id, region_id, currency_code, ...filters } = query.filters
  const channels = listChannels(scope, filters.sales_channel_id)
  // Prices and region are resolved before the page so an unknown region fails fast.
  const pricing = await resolvePricing(ctx, {
    cart_id,
    region_id,
    currency_code,
    customer_id: req.actor.customerId,
  })
  const listed = {
    ...query,
    filters: { ...filters, sales_channel_id: channels.length ? channels : undefined },
  }
  const [ids, count] = await cachedProductIds(ctx, listed, { store: true })
  const read: StockRead = {
    channels: availabilityChannels(scope, filters.sales_channel_id),
    found: new Map(),
  }
  const fragments = (await productFragments(ctx, ids, sel, pricing, read)).filter(
    (f): f is ProductFragment => f !== undefined,
  )
  const stock = await stockOf(ctx, fragments, read)
  const key = `page|${envelope.name}|${JSON.stringify([ids, count, query.offset, query.limit, pricingKey(pricing, pricedInclusive(ctx)), selectionKey(sel)])}`
  const body = cache.body(key, stockSignature(fragments, stock), generation, () =>
    envelope.wrap(fragments.map((f) => renderFragment(f, stock)).join(','), count),
  )
  return { body, count }
}

/** One store product's response body. */
export async function retrieveStoreProduct(
  ctx: AppContext,
  req: FastifyRequest,
  id: string,
  query: PricingRequest & {
    sales_channel_id?: string[] | undefined
    expand?: string[] | undefined
    fields?: string[] | undefined
  },
  envelope: (product: string) => string,
): Promise<Buffer> {
  const cache = storeCacheOf(ctx)
  const generation = cache.currentGeneration
  const sel = parseSelection(query, storeProductSpec)
  const scope = await resolveStoreScope(ctx, req)
  const pricing = await resolvePricing(ctx, { ...query, customer_id: req.actor.customerId })
  // The fragment carries the product's status, so a cold read does not fetch the product twice, and
  // its statement reads the stock too.
  const read: StockRead = { channels: availabilityChannels(scope, query.sales_channel_id), found: new Map() }
  const [[fragment], inScope] = await Promise.all([
    productFragments(ctx, [id], sel, pricing, read),
    scope.keyChannels.length
      ? cache.get(`in-channels|${id}|${scope.keyChannels.join(',')}`, () =>
          productInChannels(ctx, id, scope.keyChannels),
        )
      : Promise.resolve(true),
  ])
  // Draft, proposed and rejected products are never served (Mercato's decision).
  if (fragment?.status !== 'published') throw notFound(`Product with id: ${id} was not found`)
  if (!inScope)
    throw new OutOfScope(
      `Product with id: ${id} is not associated with sales channels defined by the Publishable API Key passed in the header of the request.`,
    )
  const stock = await stockOf(ctx, [fragment], read)
  const key = `product|${id}|${pricingKey(pricing, pricedInclusive(ctx))}|${selectionKey(sel)}`
  return cache.body(key, stockSignature([fragment], stock), generation, () =>
    envelope(renderFragment(fragment, stock)),
  )
}

const pricedInclusive = (ctx: AppContext) => !!ctx.config.featureFlags.tax_inclusive_pricing

async function productInChannels(ctx: AppContext, id: string, channels: string[]) {
  const rows = await ctx.db
    .select({ id: product.id })
    .from(product)
    .where(and(eq(product.id, id), inSalesChannels(channels)))
  return rows.length > 0
}

/** Variants of published, live products; with a publishable key, only those in its channels. */
function storeVariantScope(scope: StoreScope, requested: string[] | undefined) {
  const published = sql`EXISTS (SELECT 1 FROM product sp WHERE sp.id = ${productVariant.product_id} AND sp.status = 'published' AND sp.deleted_at IS NULL)`
  const channels = requested?.length ? listChannels(scope, requested) : scope.keyChannels
  if (channels.length === 0) return [published]
  return [
    published,
    sql`EXISTS (SELECT 1 FROM product_sales_channel vsc WHERE vsc.product_id = ${productVariant.product_id} AND vsc.sales_channel_id = ANY(${anyOf(channels)}))`,
  ]
}

async function storeVariantsJson(
  ctx: AppContext,
  req: FastifyRequest,
  scope: StoreScope,
  rows: Array<typeof productVariant.$inferSelect>,
  relations: Set<string>,
  context: PricingRequest & { sales_channel_id?: string[] | undefined },
  sel: ReturnType<typeof parseSelection>,
) {
  const [nodes, inputs] = await Promise.all([
    loadVariantRelations(ctx.db, rows, relations),
    pricingInputs(ctx, req, scope, context, { variantIds: rows.map((r) => r.id) }, [
      ...new Set(rows.map((r) => r.product_id)),
    ]),
  ])
  return nodes.map((n: VariantNode) => variantJson(n, variantExtras(n, inputs), sel))
}

export async function listStoreVariants(
  ctx: AppContext,
  req: FastifyRequest,
  query: ListQuery<VariantFilters & { ids?: string }>,
) {
  const sel = parseSelection(query, storeVariantSpec, { list: true })
  const scope = await resolveStoreScope(ctx, req)
  const { ids, cart_id, region_id, currency_code, sales_channel_id, ...filters } = query.filters
  const idList = [
    ...(filters.id ?? []),
    ...(ids
      ? ids
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : []),
  ]
  const [rows] = await listVariantRows(
    ctx.db,
    { ...query, filters: { ...filters, ...(idList.length ? { id: idList } : {}) } },
    storeVariantScope(scope, sales_channel_id),
  )
  return storeVariantsJson(
    ctx,
    req,
    scope,
    rows,
    sel.relations,
    { cart_id, region_id, currency_code, sales_channel_id },
    sel,
  )
}

export async function retrieveStoreVariant(
  ctx: AppContext,
  req: FastifyRequest,
  id: string,
  query: PricingRequest & {
    sales_channel_id?: string[] | undefined
    expand?: string[] | undefined
    fields?: string[] | undefined
  },
) {
  const sel = parseSelection(query, storeVariantSpec)
  const scope = await resolveStoreScope(ctx, req)
  const published = sql`EXISTS (SELECT 1 FROM product sp WHERE sp.id = ${productVariant.product_id} AND sp.status = 'published' AND sp.deleted_at IS NULL)`
  const [row] = await ctx.db
    .select()
    .from(productVariant)
    .where(and(eq(productVariant.id, id), isNull(productVariant.deleted_at), published))
  if (!row) throw notFound(`Variant with id: ${id} was not found`)
  if (scope.keyChannels.length && !(await productInChannels(ctx, row.product_id, scope.keyChannels)))
    throw new OutOfScope(
      `Variant with id: ${id} is not associated with sales channels defined by the Publishable API Key passed in the header of the request.`,
    )
  const [variant] = await storeVariantsJson(ctx, req, scope, [row], sel.relations, query, sel)
  return variant
}
