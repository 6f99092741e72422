import { randomInt } from 'node:crypto'
import {
  type PaymentStatus,
  giftCard,
  giftCardTransaction,
  order,
  orderDiscounts,
  orderGiftCards,
} from '@mercato/db'
import {
  type Totals,
  discountUseError,
  generateId,
  giftCardUseError,
  giftCardUsage,
  notAllowed,
} from '@mercato/domain'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { PendingEvents, Tx } from '../../context'
import { rowsOf } from '../../jobs/sql'
import { anyOf } from '../catalog/loader'
import { asDiscountLike, customerGroupIds, discountsById } from '../carts/discount-data'
import type { CartGraph } from '../carts/load'
import { gather } from '../carts/gather'
import { refreshCart } from '../carts/refresh'
import { cartTotals } from '../carts/serialize'
import { takeStock } from './stock'
import { placedSummary } from './placed-summary'

// The parts of placing an order that touch shared rows: discounts' usage, gift cards' balances and
// the gift cards an order sells. Each is a conditional UPDATE or a row lock taken inside the
// completion transaction, so concurrent checkouts cannot overuse a code or overspend a card.

/** Re-reads the cart's gift cards under row locks (fresh balances) and re-checks them. */
export async function lockGiftCards(tx: Tx, g: CartGraph) {
  if (g.gift_cards.length === 0) return
  const ids = g.gift_cards.map((c) => c.id).sort()
  const fresh = await tx
    .select()
    .from(giftCard)
    .where(inArray(giftCard.id, ids))
    .orderBy(asc(giftCard.id))
    .for('update')
  const order = new Map(g.gift_cards.map((c, i) => [c.id, i]))
  g.gift_cards = fresh.sort((a, b) => order.get(a.id)! - order.get(b.id)!)
  for (const card of g.gift_cards) {
    const error = giftCardUseError(card, g.region.id)
    if (error) throw error
  }
}

/** Checks the cart's discounts again and counts one use of each, refusing codes used up meanwhile. */
export async function consumeDiscounts(tx: Tx, g: CartGraph) {
  if (g.discounts.length === 0) return
  const [facts, groups] = await gather(tx, [
    () =>
      discountsById(
        tx,
        g.discounts.map((d) => d.id),
      ),
    () => customerGroupIds(tx, g.cart.customer_id),
  ])
  for (const d of facts) {
    const error = discountUseError(asDiscountLike(d), {
      region_id: g.region.id,
      customer_id: g.cart.customer_id,
      customer_group_ids: groups,
    })
    if (error) throw error
  }
  const ids = facts.map((d) => d.id).sort()
  const counted = await rowsOf<{ id: string }>(
    tx,
    sql`UPDATE discount SET usage_count = usage_count + 1, updated_at = now()
         WHERE id = ANY(${anyOf(ids)}) AND (usage_limit IS NULL OR usage_count < usage_limit)
        RETURNING id`,
  )
  const used = facts.find((d) => !counted.some((c) => c.id === d.id))
  if (used) throw notAllowed(`Discount ${used.code} has been used maximum allowed times`)
}

export interface NewOrder {
  id: string
  g: CartGraph
  totals: Totals
  idempotencyKey: string | null
  /** `awaiting` at checkout; a draft order marked paid is placed `captured`. */
  paymentStatus?: PaymentStatus
  draftOrderId?: string | null
  noNotification?: boolean | null
}

/** The INSERT of the order row (`placeOrder` runs it with the writes that close the cart). */
function orderInsert(tx: Tx, o: NewOrder) {
  const { g, id } = o
  return tx.insert(order).values({
    id,
    status: 'pending',
    fulfillment_status: 'not_fulfilled',
    payment_status: o.paymentStatus ?? 'awaiting',
    cart_id: g.cart.id,
    customer_id: g.cart.customer_id!,
    email: g.cart.email!,
    billing_address_id: g.cart.billing_address_id,
    shipping_address_id: g.cart.shipping_address_id,
    region_id: g.region.id,
    currency_code: g.region.currency_code,
    sales_channel_id: g.cart.sales_channel_id,
    idempotency_key: o.idempotencyKey,
    draft_order_id: o.draftOrderId ?? null,
    no_notification: o.noNotification ?? null,
    metadata: g.cart.metadata,
  })
}

/** The order's links to discounts and gift cards, the cards' spending and the gift cards it sells. */
async function insertOrderLinks(tx: Tx, o: NewOrder, events: PendingEvents) {
  const { g, id } = o
  if (g.discounts.length)
    await tx.insert(orderDiscounts).values(g.discounts.map((d) => ({ order_id: id, discount_id: d.id })))
  if (g.gift_cards.length) {
    await tx.insert(orderGiftCards).values(g.gift_cards.map((c) => ({ order_id: id, gift_card_id: c.id })))
    const usage = giftCardUsage(g.gift_cards, o.totals.gift_card_total)
    const spent = g.gift_cards.map((card, i) => ({ card, amount: usage[i]! })).filter((x) => x.amount > 0)
    for (const { card, amount } of spent)
      await tx
        .update(giftCard)
        .set({ balance: sql`${giftCard.balance} - ${amount}`, updated_at: new Date() })
        .where(eq(giftCard.id, card.id))
    if (spent.length)
      await tx.insert(giftCardTransaction).values(
        spent.map(({ card, amount }) => ({
          id: generateId('gct'),
          gift_card_id: card.id,
          order_id: id,
          amount,
          is_taxable: card.tax_rate !== null,
          tax_rate: card.tax_rate,
        })),
      )
  }
  await sellGiftCards(tx, o, events)
}

/** Re-reads gift cards under lock and writes tax lines now (also where taxes are not automatic): the totals to charge. */
export async function finalTotals(tx: Tx, g: CartGraph): Promise<Totals> {
  await lockGiftCards(tx, g)
  await refreshCart(tx, g, { forceTaxes: true })
  return cartTotals(g, { forceTaxes: true })
}

export interface OrderPayment {
  id: string
  provider_id: string
  data: Record<string, unknown>
  captured_at: Date | null
}

/**
 * The writes that turn a checked, re-totalled cart into an order, shared by store checkout and
 * draft orders: discount uses, stock, the order, its payment and links, the cart closed. Runs
 * under the caller's cart lock; a refusal anywhere (e.g. insufficient_inventory) rolls it all back.
 */
export async function placeOrder(
  tx: Tx,
  o: NewOrder & { payment: OrderPayment | null; now: Date },
  events: PendingEvents,
) {
  const { g } = o
  await consumeDiscounts(tx, g)
  await takeStock(
    tx,
    g.items.map((i) => ({ line_item_id: i.id, variant_id: i.variant_id, quantity: i.quantity })),
    g.cart.sales_channel_id,
  )
  // The order, its payment, its items and shipping methods (the cart's rows, now also the order's)
  // and the closed cart: one statement. Foreign keys are checked at its end, when the order exists.
  const now = o.now.toISOString()
  const pay = o.payment
  const payment = pay
    ? sql`, paid AS (INSERT INTO payment (id, cart_id, order_id, amount, currency_code, provider_id, data, captured_at)
            VALUES (${pay.id}, ${g.cart.id}, ${o.id}, ${o.totals.total}, ${g.region.currency_code},
                    ${pay.provider_id}, ${JSON.stringify(pay.data)}::jsonb, ${pay.captured_at?.toISOString() ?? null}::timestamptz))`
    : sql``
  // A guest is known by e-mail only until now: the customer takes the name the order is billed (or
  // else shipped) to, once, and the first phone number the order gives, so staff find and reach them.
  // Accounts keep what their owners gave.
  const namedFrom = g.cart.billing_address_id ?? g.cart.shipping_address_id
  const unnamed = sql`c.first_name IS NULL AND c.last_name IS NULL`
  const phone = sql`coalesce(nullif(a.phone, ''), (SELECT nullif(s.phone, '') FROM address s WHERE s.id = ${g.cart.shipping_address_id ?? null}))`
  const named = namedFrom
    ? sql`, named AS (UPDATE customer c
              SET first_name = CASE WHEN ${unnamed} THEN a.first_name ELSE c.first_name END,
                  last_name = CASE WHEN ${unnamed} THEN a.last_name ELSE c.last_name END,
                  phone = coalesce(c.phone, ${phone}), updated_at = ${now}::timestamptz
            FROM address a
           WHERE c.id = ${g.cart.customer_id} AND a.id = ${namedFrom} AND c.has_account = false
             AND ((${unnamed} AND (a.first_name IS NOT NULL OR a.last_name IS NOT NULL))
                  OR (c.phone IS NULL AND ${phone} IS NOT NULL)))`
    : sql``
  await tx.execute(
    sql`WITH placed AS (${orderInsert(tx, o).getSQL()}),
             items AS (UPDATE line_item SET order_id = ${o.id} WHERE cart_id = ${g.cart.id}),
             methods AS (UPDATE shipping_method SET order_id = ${o.id} WHERE cart_id = ${g.cart.id})
             ${payment}${named}
        UPDATE cart SET completed_at = ${now}::timestamptz, payment_id = ${pay?.id ?? null},
               payment_authorized_at = ${pay ? now : null}::timestamptz, updated_at = ${now}::timestamptz
         WHERE id = ${g.cart.id}`,
  )
  await insertOrderLinks(tx, o, events)
  events.emit('order.placed', { id: o.id, cart_id: g.cart.id, summary: placedSummary(o) })
}

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const giftCardCode = () =>
  Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(36)]).join(''),
  ).join('-')

/**
 * Gift-card products become one card per unit (contract §4.4): value and balance the tax-exclusive
 * unit price, tax rate the sum of the item's tax rates.
 */
async function sellGiftCards(tx: Tx, o: NewOrder, events: PendingEvents) {
  const cards = o.g.items
    .filter((i) => i.is_giftcard)
    .flatMap((i) => {
      const t = o.totals.items.get(i.id)!
      const value = Math.round(t.subtotal / i.quantity)
      const rate = i.tax_lines.length ? i.tax_lines.reduce((n, l) => n + l.rate, 0) : null
      return Array.from({ length: i.quantity }, () => ({
        id: generateId('gift'),
        code: giftCardCode(),
        value,
        balance: value,
        region_id: o.g.region.id,
        order_id: o.id,
        tax_rate: rate,
      }))
    })
  if (cards.length === 0) return
  await tx.insert(giftCard).values(cards)
  for (const c of cards) events.emit('order.gift_card_created', { id: o.id, gift_card_id: c.id })
}
