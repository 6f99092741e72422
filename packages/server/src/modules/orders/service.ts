import { address, customer, order } from '@mercato/db'
import { invalidData, notAllowed, notFound } from '@mercato/domain'
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm'
import { type AppContext, inTransaction } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { signJwt, verifyJwt } from '../../http/jwt'
import { normalizeEmail } from '../users-auth/service'
import { topRelations } from '../../http/contract-relations'
import { ordersJsonByIds } from './load'
import { storeOrderEditsByOrder } from './order-edits-json'
import { type OrderFilters, orderPageIds } from './queries'

/**
 * Relations the store's default answer leaves out and a shopper may `expand` on their own order, as
 * the account's order page does to list its returns, exchanges and claims.
 */
const STORE_EXPANDABLE = ['returns', 'swaps', 'claims', 'sales_channel'] as const

/**
 * Orders as the Store API answers them, with the relations of `STORE_EXPANDABLE` that `expand` names,
 * and `edits` (changes staff proposed or made, so the shopper can review a requested one).
 */
async function storeOrdersJson(ctx: AppContext, ids: string[], expand: string[] = []) {
  const named = topRelations(expand)
  const asked = STORE_EXPANDABLE.filter((r) => named.has(r))
  // The admin statement loads all four in one go; those not asked for are dropped from the answer.
  const [orders, edits] = await Promise.all([
    ordersJsonByIds(ctx.db, ids, asked.length > 0),
    named.has('edits') ? storeOrderEditsByOrder(ctx.db, ids) : undefined,
  ])
  for (const json of orders as Array<Record<string, unknown>>) {
    if (asked.length > 0)
      for (const relation of STORE_EXPANDABLE) if (!named.has(relation)) delete json[relation]
    if (edits) json.edits = edits.get(json.id as string) ?? []
  }
  return orders
}

/** A customer's own orders (GET /store/customers/me/orders). */
export async function listCustomerOrders(
  ctx: AppContext,
  customerId: string,
  query: ListQuery<OrderFilters>,
) {
  const { ids, count } = await orderPageIds(ctx.db, query, [eq(order.customer_id, customerId)])
  return { orders: await storeOrdersJson(ctx, ids, query.expand), count }
}

/** Guest look-up: display id and email (and the shipping postal code, when given) must all match. */
export async function lookupOrder(
  ctx: AppContext,
  q: { display_id: number; email: string; postal_code?: string | undefined },
  expand?: string[],
) {
  const cond: SQL[] = [eq(order.display_id, q.display_id), eq(order.email, normalizeEmail(q.email))]
  if (q.postal_code)
    cond.push(
      sql`EXISTS (SELECT 1 FROM ${address} a WHERE a.id = ${order.shipping_address_id} AND a.postal_code = ${q.postal_code})`,
    )
  const [row] = await ctx.db
    .select()
    .from(order)
    .where(and(...cond))
    .limit(1)
  if (!row) throw notFound('Order was not found')
  const [json] = await storeOrdersJson(ctx, [row.id], expand)
  return json!
}

const CLAIM_TTL_SECONDS = 15 * 60

/**
 * Claiming guest orders (contract §4.7): one token per order email, sent to that address through the
 * `order-update-token.created` event; orders already on an account cannot be claimed.
 */
export async function requestOrderClaim(ctx: AppContext, customerId: string, orderIds: string[]) {
  const rows = await ctx.db
    .select({
      id: order.id,
      email: order.email,
      has_account: customer.has_account,
      customer_id: order.customer_id,
    })
    .from(order)
    .innerJoin(customer, eq(customer.id, order.customer_id))
    .where(inArray(order.id, orderIds))
  const missing = orderIds.filter((id) => !rows.some((r) => r.id === id))
  if (missing.length) throw notFound(`Orders with ids ${missing.join(', ')} were not found`)
  const claimed = rows.find((r) => r.has_account && r.customer_id !== customerId)
  if (claimed) throw notAllowed(`Order ${claimed.id} is already associated with a customer account`)
  const byEmail = new Map<string, string[]>()
  for (const r of rows.filter((x) => x.customer_id !== customerId))
    byEmail.set(r.email, [...(byEmail.get(r.email) ?? []), r.id])
  for (const [email, ids] of byEmail) {
    const token = signJwt(
      { claimingCustomerId: customerId, orders: ids },
      ctx.config.jwtSecret,
      CLAIM_TTL_SECONDS,
    )
    ctx.events.emit('order-update-token.created', {
      old_email: email,
      new_customer_id: customerId,
      orders: ids,
      token,
    })
  }
}

export async function confirmOrderClaim(ctx: AppContext, token: string) {
  let claims: { claimingCustomerId?: unknown; orders?: unknown }
  try {
    claims = verifyJwt(token, ctx.config.jwtSecret)
  } catch {
    throw invalidData('Invalid token')
  }
  const customerId = claims.claimingCustomerId
  const ids = claims.orders
  if (typeof customerId !== 'string' || !Array.isArray(ids)) throw invalidData('Invalid token')
  await inTransaction(ctx, async (tx, events) => {
    const [owner] = await tx.select().from(customer).where(eq(customer.id, customerId))
    if (!owner?.has_account) throw invalidData('Invalid token')
    await tx
      .update(order)
      .set({ customer_id: customerId, updated_at: new Date() })
      .where(inArray(order.id, ids as string[]))
    for (const id of ids) events.emit('order.updated', { id })
  })
}

export async function retrieveOrder(ctx: AppContext, id: string, expand?: string[]) {
  const [json] = await storeOrdersJson(ctx, [id], expand)
  if (!json) throw notFound(`Order with id: ${id} was not found`)
  return json
}

export async function orderForCart(ctx: AppContext, cartId: string, expand?: string[]) {
  const [row] = await ctx.db.select().from(order).where(eq(order.cart_id, cartId)).limit(1)
  if (!row) throw notFound(`Order with cart id: ${cartId} was not found`)
  const [json] = await storeOrdersJson(ctx, [row.id], expand)
  return json!
}
