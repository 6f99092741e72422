import {
  address,
  cart,
  cartGiftCards,
  country,
  customer,
  lineItem,
  paymentSession,
  region,
  salesChannel,
  shippingMethod,
} from '@mercato/db'
import { generateId, invalidData, notAllowed, notFound } from '@mercato/domain'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { type AppContext, type PendingEvents, type Tx, inTransaction } from '../../context'
import type { Actor } from '../../http/auth'
import { rowsOf } from '../../jobs/sql'
import type { AddressInput } from '../customers/schemas'
import { lockCartInRegion, reloadCart } from './access'
import { countryInRegion, guestCustomer, writeCartAddress } from './addresses'
import { customerGroupIds } from './discount-data'
import { type NewItem, addItems, pricingTarget } from './line-items.service'
import {
  type CartGraph,
  type CartRow,
  type RegionRow,
  writeCartReturningGraph,
  writeCartReturningGraphIfAny,
} from './load'
import { loadCartVariants, priceLines } from './pricing'
import { dropDiscountsOutsideRegion, setDiscounts, setGiftCards } from './promotions'
import { refreshCart } from './refresh'
import { gather } from './gather'
import { rememberCartContext } from './known-contexts'

export interface CreateCartInput {
  region_id?: string | undefined
  country_code?: string | undefined
  items?: NewItem[] | undefined
  context?: Record<string, unknown> | undefined
}

async function findRegionOrFirst(tx: Tx, id: string | undefined) {
  const where = id ? and(eq(region.id, id), isNull(region.deleted_at)) : isNull(region.deleted_at)
  const [row] = await tx
    .select()
    .from(region)
    .where(where)
    .orderBy(asc(region.created_at), asc(region.id))
    .limit(1)
  if (!row && id) throw notFound(`Region with id ${id} was not found`)
  if (!row) throw invalidData('A region is required to create a cart')
  return row
}

type Shopper = { id: string; email: string } | null

/**
 * What a new cart needs, in one statement: its region (the one named, or the first), the sales
 * channel's state and the signed-in shopper.
 */
function newCartFactsSql(regionId: string | undefined, channelId: string | null, customerId: string | null) {
  const pick = regionId ? sql`r.id = ${regionId} AND r.deleted_at IS NULL` : sql`r.deleted_at IS NULL`
  return sql`SELECT (SELECT r.id FROM region r WHERE ${pick} ORDER BY r.created_at, r.id LIMIT 1) AS region_id,
               (SELECT json_build_object('name', sc.name, 'is_disabled', sc.is_disabled) FROM sales_channel sc
                 WHERE sc.id = ${channelId} AND sc.deleted_at IS NULL) AS channel,
               (SELECT json_build_object('id', cu.id, 'email', cu.email) FROM customer cu
                 WHERE cu.id = ${customerId}) AS shopper`
}

async function newCartFacts(
  tx: Tx,
  regionId: string | undefined,
  channelId: string | null,
  customerId: string | null,
) {
  const [row] = await rowsOf<{
    region_id: string | null
    channel: { name: string; is_disabled: boolean } | null
    shopper: { id: string; email: string } | null
  }>(tx, newCartFactsSql(regionId, channelId, customerId))
  if (!row!.region_id && regionId) throw notFound(`Region with id ${regionId} was not found`)
  if (!row!.region_id) throw invalidData('A region is required to create a cart')
  if (channelId) {
    if (!row!.channel) throw notFound(`Sales channel with id: ${channelId} was not found`)
    if (row!.channel.is_disabled)
      throw invalidData(`Unable to assign the cart to a disabled Sales Channel "${row!.channel.name}"`)
  }
  return { regionId: row!.region_id, shopper: row!.shopper }
}

export async function assertChannelUsable(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(salesChannel)
    .where(and(eq(salesChannel.id, id), isNull(salesChannel.deleted_at)))
  if (!row) throw notFound(`Sales channel with id: ${id} was not found`)
  if (row.is_disabled)
    throw invalidData(`Unable to assign the cart to a disabled Sales Channel "${row.name}"`)
}

/** Creates a cart in a region (or the first), a sales channel, for the signed-in customer if any. */
export async function createCart(
  ctx: AppContext,
  actor: Actor,
  channelId: string | null,
  input: CreateCartInput,
  request: { ip: string; user_agent: string | undefined },
): Promise<CartGraph> {
  const context = { ip: request.ip, user_agent: request.user_agent ?? null, ...(input.context ?? {}) }
  const insertCart = (id: string, regionId: string, shopper: Shopper, shippingAddressId: string | null) =>
    sql`INSERT INTO cart (id, region_id, sales_channel_id, customer_id, email, shipping_address_id, context)
        VALUES (${id}, ${regionId}, ${channelId}, ${shopper?.id ?? null}, ${shopper?.email ?? null},
                ${shippingAddressId}, ${JSON.stringify(context)}::jsonb) RETURNING *`
  if (!input.country_code && !input.items?.length) {
    // The usual cart (no items, no country yet) is one statement: its facts are read, the cart is
    // written only if they allow it, and read back. A single write needs no transaction, which saves
    // the BEGIN and COMMIT round trips. Nothing is brought up to date after it, so the graph reads
    // nothing for a change. When nothing was written, the facts are read again to say why.
    const id = generateId('cart')
    const customerId = actor.customerId ?? null
    const g = await writeCartReturningGraphIfAny(
      ctx.db,
      sql`INSERT INTO cart (id, region_id, sales_channel_id, customer_id, email, shipping_address_id, context)
          SELECT ${id}, f.region_id, ${channelId}, f.shopper->>'id', f.shopper->>'email', NULL,
                 ${JSON.stringify(context)}::jsonb
            FROM (${newCartFactsSql(input.region_id, channelId, customerId)}) f
           WHERE f.region_id IS NOT NULL
             AND (${channelId}::text IS NULL OR NOT (f.channel->>'is_disabled')::boolean)
          RETURNING *`,
      { forChange: false },
    )
    if (g) {
      ctx.events.emit('cart.created', { id })
      rememberCartContext(g.cart)
      return g
    }
    await newCartFacts(ctx.db, input.region_id, channelId, customerId)
  }
  return inTransaction(ctx, async (tx, events) => {
    const { regionId, shopper } = await newCartFacts(tx, input.region_id, channelId, actor.customerId ?? null)
    let shippingAddressId: string | null = null
    if (input.country_code) {
      const code = input.country_code.toLowerCase()
      if (!(await countryInRegion(tx, code, regionId))) throw notAllowed('Country not available in region')
      shippingAddressId = (await writeCartAddress(tx, null, { country_code: code }, actor)).id
    }
    const id = generateId('cart')
    const insert = insertCart(id, regionId, shopper, shippingAddressId)
    let g: CartGraph
    if (input.items?.length) {
      const [row] = await rowsOf<CartRow>(tx, insert)
      await addItems(ctx, tx, row!, input.items)
      g = await reloadCart(tx, id)
    } else {
      // Written and read in one statement; a cart without items has nothing to refresh (no reads).
      g = await writeCartReturningGraph(tx, insert, { forChange: true })
    }
    await refreshCart(tx, g)
    events.emit('cart.created', { id })
    rememberCartContext(g.cart)
    return g
  })
}

export interface UpdateCartInput {
  region_id?: string | undefined
  country_code?: string | undefined
  email?: string | undefined
  sales_channel_id?: string | undefined
  billing_address?: AddressInput | string | undefined
  shipping_address?: AddressInput | string | undefined
  gift_cards?: Array<{ code: string }> | undefined
  discounts?: Array<{ code: string }> | undefined
  customer_id?: string | undefined
  context?: Record<string, unknown> | undefined
}

/** Re-prices every line for the cart's (new) region or customer; lines without a price there go. */
async function repriceItems(ctx: AppContext, tx: Tx, c: CartRow, known: RegionRow) {
  const items = await tx.select().from(lineItem).where(eq(lineItem.cart_id, c.id))
  const priced = items.filter((i) => i.variant_id)
  if (priced.length === 0) return
  const [variants, target] = await gather(tx, [
    () =>
      loadCartVariants(
        tx,
        priced.map((i) => i.variant_id!),
        c.sales_channel_id,
      ),
    () => pricingTarget(ctx, tx, c, known),
  ])
  const sellable = priced.filter((i) => variants.has(i.variant_id!))
  const prices = await priceLines(
    tx,
    sellable.map((i) => ({ variant: variants.get(i.variant_id!)!, quantity: i.quantity })),
    target,
    true,
  )
  const gone = priced.filter((i) => !variants.has(i.variant_id!)).map((i) => i.id)
  for (const [n, item] of sellable.entries()) {
    const price = prices[n]
    if (!price) gone.push(item.id)
    else if (price.unit_price !== item.unit_price || price.includes_tax !== item.includes_tax)
      await tx
        .update(lineItem)
        .set({ unit_price: price.unit_price, includes_tax: price.includes_tax, updated_at: new Date() })
        .where(eq(lineItem.id, item.id))
  }
  if (gone.length) await tx.delete(lineItem).where(inArray(lineItem.id, gone))
}

/**
 * A new region re-prices the items and drops what belonged to the old one: shipping methods,
 * payment sessions, gift cards and discounts not offered in the new region (contract §4.3).
 */
async function changeRegion(tx: Tx, c: CartRow, regionId: string, countryCode: string | undefined) {
  const r = await findRegionOrFirst(tx, regionId)
  await tx.delete(shippingMethod).where(eq(shippingMethod.cart_id, c.id))
  await tx.delete(paymentSession).where(eq(paymentSession.cart_id, c.id))
  await tx.delete(cartGiftCards).where(eq(cartGiftCards.cart_id, c.id))
  await dropDiscountsOutsideRegion(tx, c.id, r.id)
  c.region_id = r.id
  // The region's only country becomes the shipping country; a country outside the region is cleared.
  const codes = (
    await tx
      .select({ iso_2: country.iso_2 })
      .from(country)
      .where(eq(country.region_id, r.id))
      .orderBy(asc(country.iso_2))
  ).map((x) => x.iso_2)
  const wanted = countryCode?.toLowerCase() ?? (codes.length === 1 ? codes[0]! : undefined)
  if (wanted && !codes.includes(wanted)) throw notAllowed('Country not available in region')
  return { countryCode: wanted, countries: codes }
}

export async function updateCart(
  ctx: AppContext,
  id: string,
  actor: Actor,
  input: UpdateCartInput,
): Promise<CartGraph> {
  return inTransaction(ctx, async (tx, events) => {
    const { cart: c, region: r } = await lockCartInRegion(tx, id, actor)
    const set: Partial<typeof cart.$inferInsert> = { updated_at: new Date() }
    const before = { region: c.region_id, customer: c.customer_id }
    const newCustomerGroups = await changeCustomer(tx, c, actor, input, set, events)
    if (input.billing_address !== undefined)
      set.billing_address_id = (
        await writeCartAddress(tx, c.billing_address_id, input.billing_address, actor)
      ).id
    let countryCode: string | undefined
    let regionCountries: string[] | null = null
    if (input.region_id && input.region_id !== c.region_id) {
      const changed = await changeRegion(tx, c, input.region_id, input.country_code)
      set.region_id = c.region_id
      countryCode = changed.countryCode
      regionCountries = changed.countries
    } else if (input.country_code) {
      countryCode = input.country_code.toLowerCase()
      if (!(await countryInRegion(tx, countryCode, c.region_id)))
        throw notAllowed('Country not available in region')
    }
    if (input.shipping_address !== undefined) {
      const a = await writeCartAddress(tx, c.shipping_address_id, input.shipping_address, actor, c.region_id)
      set.shipping_address_id = a.id
    } else if (countryCode !== undefined) {
      set.shipping_address_id = (
        await writeCartAddress(tx, c.shipping_address_id, { country_code: countryCode }, actor)
      ).id
    } else if (regionCountries && c.shipping_address_id) {
      const [a] = await tx.select().from(address).where(eq(address.id, c.shipping_address_id))
      if (a?.country_code && !regionCountries.includes(a.country_code))
        await writeCartAddress(tx, a.id, { country_code: null }, actor)
    }
    if (input.sales_channel_id && input.sales_channel_id !== c.sales_channel_id) {
      await assertChannelUsable(tx, input.sales_channel_id)
      set.sales_channel_id = input.sales_channel_id
      c.sales_channel_id = input.sales_channel_id
      await dropItemsOutsideChannel(tx, c)
    }
    if (input.context) set.context = { ...(c.context ?? {}), ...input.context }
    const reprice =
      c.region_id !== before.region ||
      (c.customer_id !== before.customer &&
        !(await sameGroups(tx, before.customer, c.customer_id, newCustomerGroups)))
    const write = tx.update(cart).set(set).where(eq(cart.id, id))
    let g: CartGraph
    if (!reprice && !input.discounts && !input.gift_cards) {
      // The usual update (email, addresses): the cart is written and read back in one statement.
      g = await writeCartReturningGraph(tx, write.returning().getSQL(), { forChange: true })
    } else {
      await write
      if (reprice) await repriceItems(ctx, tx, c, r)
      if (input.discounts)
        await setDiscounts(
          tx,
          c,
          input.discounts.map((d) => d.code),
        )
      if (input.gift_cards)
        await setGiftCards(
          tx,
          c,
          input.gift_cards.map((g) => g.code),
        )
      g = await reloadCart(tx, id)
    }
    await refreshCart(tx, g)
    events.emit('cart.updated', { id })
    return g
  })
}

/**
 * `customer_id` may only name the signed-in customer (nobody attaches themselves to someone else's
 * cart); an email on a guest cart links the guest record for it; an account's cart keeps its owner.
 * Answers the new customer's groups where they were read with it.
 */
async function changeCustomer(
  tx: Tx,
  c: CartRow,
  actor: Actor,
  input: UpdateCartInput,
  set: Partial<typeof cart.$inferInsert>,
  events: PendingEvents,
): Promise<string[] | undefined> {
  if (input.customer_id !== undefined) {
    if (!actor.customerId || input.customer_id !== actor.customerId)
      throw notAllowed('A cart can only be attached to the signed-in customer')
    const [me] = await tx.select().from(customer).where(eq(customer.id, actor.customerId))
    c.customer_id = me!.id
    set.customer_id = me!.id
    set.email = input.email?.toLowerCase() ?? me!.email
    return undefined
  }
  if (input.email === undefined) return undefined
  const [owner] = c.customer_id ? await tx.select().from(customer).where(eq(customer.id, c.customer_id)) : []
  if (owner?.has_account) {
    set.email = input.email.trim().toLowerCase()
    return undefined
  }
  const guest = await guestCustomer(tx, input.email, events)
  c.customer_id = guest.id
  set.customer_id = guest.id
  set.email = guest.email
  return guest.groupIds
}

/**
 * Prices depend on the customer only through their groups (price lists), so a new customer in the
 * same groups as the old one keeps every price. `afterGroups` are the new customer's groups where
 * they were read with the customer (a guest found or made by email).
 */
async function sameGroups(tx: Tx, before: string | null, after: string | null, afterGroups?: string[]) {
  const [a, b] = await gather(tx, [
    () => customerGroupIds(tx, before),
    () => (afterGroups ? Promise.resolve(afterGroups) : customerGroupIds(tx, after)),
  ])
  return a.length === b.length && a.every((g) => b.includes(g))
}

async function dropItemsOutsideChannel(tx: Tx, c: CartRow) {
  const items = await tx.select().from(lineItem).where(eq(lineItem.cart_id, c.id))
  const ids = items.map((i) => i.variant_id).filter((v): v is string => !!v)
  const variants = await loadCartVariants(tx, ids, c.sales_channel_id)
  const gone = items.filter((i) => i.variant_id && !variants.get(i.variant_id)?.in_channel).map((i) => i.id)
  if (gone.length) await tx.delete(lineItem).where(inArray(lineItem.id, gone))
}
