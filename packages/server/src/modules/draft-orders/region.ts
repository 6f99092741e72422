import { address, cartGiftCards, country, lineItem, paymentSession, shippingMethod } from '@mercato/db'
import { notAllowed } from '@mercato/domain'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import type { AppContext, Tx } from '../../context'
import type { Actor } from '../../http/auth'
import { writeCartAddress } from '../carts/addresses'
import { gather } from '../carts/gather'
import { pricingTarget } from '../carts/line-items.service'
import type { CartRow } from '../carts/load'
import { loadCartVariants, priceLines } from '../carts/pricing'
import { dropDiscountsOutsideRegion } from '../carts/promotions'

/**
 * A draft moved to another region drops what belonged to the old one — shipping methods, payment
 * sessions, gift cards, discounts not offered there — as store carts do (contract §4.3). The
 * region's only country becomes the shipping country; a shipping country outside it is cleared.
 * Returns the shipping address id.
 */
export async function changeRegion(
  tx: Tx,
  c: CartRow,
  regionId: string,
  countryCode: string | undefined,
  actor: Actor,
): Promise<string | null> {
  await tx.delete(shippingMethod).where(eq(shippingMethod.cart_id, c.id))
  await tx.delete(paymentSession).where(eq(paymentSession.cart_id, c.id))
  await tx.delete(cartGiftCards).where(eq(cartGiftCards.cart_id, c.id))
  await dropDiscountsOutsideRegion(tx, c.id, regionId)
  const codes = (
    await tx
      .select({ iso_2: country.iso_2 })
      .from(country)
      .where(eq(country.region_id, regionId))
      .orderBy(asc(country.iso_2))
  ).map((x) => x.iso_2)
  const wanted = countryCode?.toLowerCase() ?? (codes.length === 1 ? codes[0] : undefined)
  if (wanted && !codes.includes(wanted)) throw notAllowed('Country not available in region')
  if (wanted) return (await writeCartAddress(tx, c.shipping_address_id, { country_code: wanted }, actor)).id
  if (c.shipping_address_id) {
    const [a] = await tx.select().from(address).where(eq(address.id, c.shipping_address_id))
    if (a?.country_code && !codes.includes(a.country_code))
      await writeCartAddress(tx, a.id, { country_code: null }, actor)
  }
  return c.shipping_address_id
}

/**
 * After a change of region or customer, catalogue-priced lines (variant, `should_merge`) take the
 * price that now applies; lines priced by hand keep theirs. A variant without a price in the new
 * region refuses the change (400) rather than silently dropping the admin's line.
 */
export async function repriceCatalogueLines(ctx: AppContext, tx: Tx, c: CartRow) {
  const lines = await tx
    .select()
    .from(lineItem)
    .where(and(eq(lineItem.cart_id, c.id), eq(lineItem.should_merge, true), isNotNull(lineItem.variant_id)))
  if (lines.length === 0) return
  const [variants, target] = await gather(tx, [
    () =>
      loadCartVariants(
        tx,
        lines.map((l) => l.variant_id!),
        c.sales_channel_id,
      ),
    () => pricingTarget(ctx, tx, c),
  ])
  const priced = lines.filter((l) => variants.has(l.variant_id!))
  const prices = await priceLines(
    tx,
    priced.map((l) => ({ variant: variants.get(l.variant_id!)!, quantity: l.quantity })),
    target,
  )
  for (const [n, line] of priced.entries()) {
    const p = prices[n]!
    if (p.unit_price !== line.unit_price || p.includes_tax !== line.includes_tax)
      await tx
        .update(lineItem)
        .set({ ...p, updated_at: new Date() })
        .where(eq(lineItem.id, line.id))
  }
}
