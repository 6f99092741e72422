import { cartDiscounts, cartGiftCards, giftCard } from '@mercato/db'
import {
  discountUseError,
  giftCardUseError,
  invalidData,
  normalizeDiscountCode,
  notFound,
} from '@mercato/domain'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Tx } from '../../context'
import { asDiscountLike, customerGroupIds, discountsByCode, discountsById } from './discount-data'
import type { CartRow } from './load'
import { gather } from './gather'

// Discounts and gift cards on a cart (contract §4.4). An update names the whole set: discounts and
// gift cards given replace those on the cart.

/**
 * Codes applied in a transaction: the refresh that follows refuses them, rather than drops them, if
 * the cart does not reach their minimum requirement (which needs the cart's refreshed items).
 */
const appliedIn = new WeakMap<Tx, Set<string>>()

export const justApplied = (tx: Tx, discountId: string) => appliedIn.get(tx)?.has(discountId) ?? false

/**
 * Replaces the cart's discounts, checking each code in the contract's order. At most one
 * free-shipping discount and one other remain: a later code of the same kind replaces an earlier one.
 */
export async function setDiscounts(tx: Tx, c: CartRow, codes: string[]) {
  const wanted = codes.map(normalizeDiscountCode)
  const [found, groups] = await gather(tx, [
    () => discountsByCode(tx, wanted),
    () => customerGroupIds(tx, c.customer_id),
  ])
  let freeShipping: string | null = null
  let other: string | null = null
  for (const code of wanted) {
    const d = found.find((x) => x.code === code)
    if (!d) throw notFound(`Discount with code ${code} was not found`)
    if (!d.rule) throw invalidData(`Discount ${code} has no rule`)
    const error = discountUseError(asDiscountLike(d), {
      region_id: c.region_id,
      customer_id: c.customer_id,
      customer_group_ids: groups,
    })
    if (error) throw error
    if (d.rule.type === 'free_shipping') freeShipping = d.id
    else other = d.id
  }
  await tx.delete(cartDiscounts).where(eq(cartDiscounts.cart_id, c.id))
  const ids = [freeShipping, other].filter((x): x is string => !!x)
  if (ids.length)
    await tx.insert(cartDiscounts).values(ids.map((discount_id) => ({ cart_id: c.id, discount_id })))
  appliedIn.set(tx, new Set(ids))
}

/** Removes one discount by code; a code that is not on the cart changes nothing. */
export async function removeDiscount(tx: Tx, c: CartRow, code: string) {
  const [d] = await discountsByCode(tx, [normalizeDiscountCode(code)])
  if (!d) return
  await tx
    .delete(cartDiscounts)
    .where(and(eq(cartDiscounts.cart_id, c.id), eq(cartDiscounts.discount_id, d.id)))
}

/** After a region change: discounts not offered in the new region leave the cart. */
export async function dropDiscountsOutsideRegion(tx: Tx, cartId: string, regionId: string) {
  const onCart = await tx.select().from(cartDiscounts).where(eq(cartDiscounts.cart_id, cartId))
  if (onCart.length === 0) return
  const facts = await discountsById(
    tx,
    onCart.map((x) => x.discount_id),
  )
  const invalid = facts.filter((d) => !d.region_ids.includes(regionId)).map((d) => d.id)
  if (invalid.length)
    await tx
      .delete(cartDiscounts)
      .where(and(eq(cartDiscounts.cart_id, cartId), inArray(cartDiscounts.discount_id, invalid)))
}

/** Replaces the cart's gift cards; each must exist, be enabled, unexpired, of the cart's region and not used up. */
export async function setGiftCards(tx: Tx, c: CartRow, codes: string[]) {
  const wanted = [...new Set(codes.map((x) => x.trim().toUpperCase()))]
  const cards = wanted.length
    ? await tx
        .select()
        .from(giftCard)
        .where(and(inArray(giftCard.code, wanted), isNull(giftCard.deleted_at)))
    : []
  for (const code of wanted) {
    const card = cards.find((x) => x.code === code)
    if (!card) throw notFound(`Gift card with code: ${code} was not found`)
    const error = giftCardUseError(card, c.region_id)
    if (error) throw error
    // A used-up card would take nothing off the total, so applying it would only mislead the shopper.
    if (card.balance <= 0) throw invalidData('The gift card has no balance left')
  }
  await tx.delete(cartGiftCards).where(eq(cartGiftCards.cart_id, c.id))
  if (cards.length)
    await tx.insert(cartGiftCards).values(cards.map((card) => ({ cart_id: c.id, gift_card_id: card.id })))
}
