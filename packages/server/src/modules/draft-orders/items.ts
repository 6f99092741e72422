import { isDeepStrictEqual } from 'node:util'
import { lineItem } from '@mercato/db'
import { generateId, notFound } from '@mercato/domain'
import { and, asc, eq } from 'drizzle-orm'
import type { AppContext, Tx } from '../../context'
import { gather } from '../carts/gather'
import { pricingTarget } from '../carts/line-items.service'
import type { CartRow } from '../carts/load'
import { assertStock, loadCartVariants, priceLines } from '../carts/pricing'
import type { DraftItemInput, UpdateLineInput } from './schemas'

// Line items of a draft's cart. Variant items are priced for the region and customer exactly as on
// store carts (contract §4.1) and checked against the channel's stock. A `unit_price` given by the
// admin replaces the catalogue price and marks the line `should_merge: false` — "priced by hand":
// such a line never merges with another and is never re-priced. Custom items (no variant) carry
// their own title and price and never merge. Unlike store carts, a draft may sell a product outside
// its sales channel (the admin decides, as in Medusa, which skips that check for drafts).

type Metadata = Record<string, unknown> | null | undefined
const sameMetadata = (a: Metadata, b: Metadata) => isDeepStrictEqual(a ?? {}, b ?? {})

const variantNotFound = (id: string) => notFound(`Variant with id: ${id} was not found`)

/** Adds items to a locked draft cart; refuses unknown variants and missing stock before writing any. */
export async function addDraftItems(ctx: AppContext, tx: Tx, c: CartRow, inputs: DraftItemInput[]) {
  if (inputs.length === 0) return
  const variantIds = inputs.map((i) => i.variant_id).filter((v): v is string => !!v)
  const [variants, existing, target] = await gather(tx, [
    () => loadCartVariants(tx, variantIds, c.sales_channel_id),
    () => tx.select().from(lineItem).where(eq(lineItem.cart_id, c.id)).orderBy(asc(lineItem.created_at)),
    () => pricingTarget(ctx, tx, c),
  ])
  for (const id of variantIds) if (!variants.has(id)) throw variantNotFound(id)
  const now = new Date()
  for (const input of inputs) {
    const v = input.variant_id ? variants.get(input.variant_id)! : null
    const byHand = input.unit_price !== undefined
    const merge =
      v && !byHand
        ? existing.find(
            (i) =>
              i.variant_id === v.variant.id && i.should_merge && sameMetadata(i.metadata, input.metadata),
          )
        : undefined
    const quantity = (merge?.quantity ?? 0) + input.quantity
    let price = { unit_price: input.unit_price ?? 0, includes_tax: false }
    if (v) {
      const inCart = existing.filter((i) => i.variant_id === v.variant.id).reduce((n, i) => n + i.quantity, 0)
      assertStock(v, inCart + input.quantity)
      if (!byHand) price = (await priceLines(tx, [{ variant: v, quantity }], target))[0]!
    }
    if (merge) {
      await tx
        .update(lineItem)
        .set({ quantity, ...price, updated_at: now })
        .where(eq(lineItem.id, merge.id))
      merge.quantity = quantity
      continue
    }
    const [row] = await tx
      .insert(lineItem)
      .values({
        id: generateId('item'),
        cart_id: c.id,
        title: input.title ?? v?.product.title ?? 'Custom item',
        description: v?.variant.title ?? null,
        thumbnail: v?.product.thumbnail ?? null,
        is_giftcard: v?.product.is_giftcard ?? false,
        // Custom items are not discountable, as in Medusa.
        allow_discounts: v?.product.discountable ?? false,
        should_merge: !!v && !byHand,
        has_shipping: false,
        ...price,
        variant_id: v?.variant.id ?? null,
        quantity: input.quantity,
        metadata: input.metadata ?? {},
        created_at: now,
        updated_at: now,
      })
      .returning()
    existing.push(row!)
  }
}

async function findLine(tx: Tx, cartId: string, lineId: string) {
  const [row] = await tx
    .select()
    .from(lineItem)
    .where(and(eq(lineItem.id, lineId), eq(lineItem.cart_id, cartId)))
  if (!row) throw notFound(`Line item with id: ${lineId} was not found`)
  return row
}

/**
 * Changes one line: quantity 0 removes it; a new quantity is checked against stock and re-prices a
 * catalogue-priced line; a `unit_price` prices it by hand from now on; metadata is merged.
 */
export async function updateDraftLine(
  ctx: AppContext,
  tx: Tx,
  c: CartRow,
  lineId: string,
  input: UpdateLineInput,
) {
  const item = await findLine(tx, c.id, lineId)
  if (input.quantity === 0) {
    await tx.delete(lineItem).where(eq(lineItem.id, lineId))
    return
  }
  const quantity = input.quantity ?? item.quantity
  const set: Partial<typeof lineItem.$inferInsert> = { quantity, updated_at: new Date() }
  if (input.title !== undefined) set.title = input.title
  if (input.metadata !== undefined) set.metadata = { ...(item.metadata ?? {}), ...(input.metadata ?? {}) }
  if (input.unit_price !== undefined) {
    set.unit_price = input.unit_price
    set.includes_tax = false
    set.should_merge = false
  }
  const variantId = item.variant_id
  if (variantId && quantity !== item.quantity) {
    const [variants, lines] = await gather(tx, [
      () => loadCartVariants(tx, [variantId], c.sales_channel_id),
      () =>
        tx
          .select({ id: lineItem.id, quantity: lineItem.quantity })
          .from(lineItem)
          .where(and(eq(lineItem.cart_id, c.id), eq(lineItem.variant_id, variantId))),
    ])
    const v = variants.get(variantId)
    if (!v) throw variantNotFound(variantId)
    const elsewhere = lines.filter((l) => l.id !== lineId).reduce((n, l) => n + l.quantity, 0)
    assertStock(v, elsewhere + quantity)
    if (item.should_merge && input.unit_price === undefined) {
      const [price] = await priceLines(tx, [{ variant: v, quantity }], await pricingTarget(ctx, tx, c))
      Object.assign(set, price)
    }
  }
  await tx.update(lineItem).set(set).where(eq(lineItem.id, lineId))
}

export async function deleteDraftLine(tx: Tx, cartId: string, lineId: string) {
  await findLine(tx, cartId, lineId)
  await tx.delete(lineItem).where(eq(lineItem.id, lineId))
}
