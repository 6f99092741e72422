import { lineItem, region } from '@mercato/db'
import { generateId, notFound } from '@mercato/domain'
import { and, asc, eq } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import type { Actor } from '../../http/auth'
import { lockCart, reloadCart } from './access'
import type { CartGraph, CartRow } from './load'
import {
  type PricingTarget,
  assertSellable,
  assertStock,
  loadCartVariants,
  priceLines,
  variantLineColumns,
} from './pricing'
import { refreshCart } from './refresh'
import { gather } from './gather'

type Metadata = Record<string, unknown> | null | undefined

/** Key-order-independent JSON, so that equal metadata compares equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value ?? null)
}
const sameMetadata = (a: Metadata, b: Metadata) => canonical(a ?? {}) === canonical(b ?? {})

export async function pricingTarget(ctx: AppContext, tx: Tx, c: CartRow): Promise<PricingTarget> {
  const [r] = await tx.select().from(region).where(eq(region.id, c.region_id))
  return {
    region: { ...r!, tax_rate: Number(r!.tax_rate) },
    customer_id: c.customer_id,
    tax_inclusive_pricing: ctx.config.featureFlags.tax_inclusive_pricing !== false,
  }
}

export interface NewItem {
  variant_id: string
  quantity: number
  metadata?: Metadata
}

/**
 * Adds items to a locked cart: the same variant with equal metadata merges into one line, the
 * quantity of a variant over all lines is checked against stock, and each changed line is re-priced
 * for its new quantity.
 */
export async function addItems(ctx: AppContext, tx: Tx, c: CartRow, inputs: NewItem[]) {
  if (inputs.length === 0) return
  const [variants, existing, pricing] = await gather(tx, [
    () =>
      loadCartVariants(
        tx,
        inputs.map((i) => i.variant_id),
        c.sales_channel_id,
      ),
    () => tx.select().from(lineItem).where(eq(lineItem.cart_id, c.id)).orderBy(asc(lineItem.created_at)),
    () => pricingTarget(ctx, tx, c),
  ])
  const now = new Date()
  for (const input of inputs) {
    const v = variants.get(input.variant_id)
    assertSellable(v, input.variant_id)
    const target = existing.find(
      (i) => i.variant_id === input.variant_id && i.should_merge && sameMetadata(i.metadata, input.metadata),
    )
    const quantity = (target?.quantity ?? 0) + input.quantity
    const inCart = existing
      .filter((i) => i.variant_id === input.variant_id)
      .reduce((n, i) => n + i.quantity, 0)
    assertStock(v!, inCart + input.quantity)
    const [price] = await priceLines(tx, [{ variant: v!, quantity }], pricing)
    if (target) {
      await tx
        .update(lineItem)
        .set({ quantity, unit_price: price!.unit_price, includes_tax: price!.includes_tax, updated_at: now })
        .where(eq(lineItem.id, target.id))
      target.quantity = quantity
      continue
    }
    const [row] = await tx
      .insert(lineItem)
      .values({
        id: generateId('item'),
        cart_id: c.id,
        ...variantLineColumns(v!),
        should_merge: true,
        has_shipping: false,
        unit_price: price!.unit_price,
        includes_tax: price!.includes_tax,
        quantity: input.quantity,
        metadata: input.metadata ?? {},
        created_at: now,
        updated_at: now,
      })
      .returning()
    existing.push(row!)
  }
}

async function changeCart(
  ctx: AppContext,
  cartId: string,
  actor: Actor,
  work: (tx: Tx, c: CartRow) => Promise<void>,
): Promise<CartGraph> {
  return inTransaction(ctx, async (tx, events) => {
    const c = await lockCart(tx, cartId, actor)
    await work(tx, c)
    const g = await reloadCart(tx, cartId)
    await refreshCart(tx, g)
    events.emit('cart.updated', { id: cartId })
    return g
  })
}

export function addLineItem(ctx: AppContext, cartId: string, actor: Actor, input: NewItem) {
  return changeCart(ctx, cartId, actor, (tx, c) => addItems(ctx, tx, c, [input]))
}

async function findItem(tx: Tx, cartId: string, lineId: string) {
  const [row] = await tx
    .select()
    .from(lineItem)
    .where(and(eq(lineItem.id, lineId), eq(lineItem.cart_id, cartId)))
  if (!row) throw notFound(`Line item with id: ${lineId} was not found`)
  return row
}

/** Sets a line's quantity (0 removes it), re-checking stock and re-pricing for the new quantity. */
export function updateLineItem(
  ctx: AppContext,
  cartId: string,
  lineId: string,
  actor: Actor,
  input: { quantity: number; metadata?: Metadata },
) {
  return changeCart(ctx, cartId, actor, async (tx, c) => {
    const item = await findItem(tx, cartId, lineId)
    if (input.quantity === 0) {
      await tx.delete(lineItem).where(eq(lineItem.id, lineId))
      return
    }
    const set: Partial<typeof lineItem.$inferInsert> = { quantity: input.quantity, updated_at: new Date() }
    if (input.metadata !== undefined) set.metadata = { ...(item.metadata ?? {}), ...(input.metadata ?? {}) }
    const variantId = item.variant_id
    if (variantId) {
      const [variants, others, target] = await gather(tx, [
        () => loadCartVariants(tx, [variantId], c.sales_channel_id),
        () =>
          tx
            .select({ quantity: lineItem.quantity, id: lineItem.id })
            .from(lineItem)
            .where(and(eq(lineItem.cart_id, cartId), eq(lineItem.variant_id, variantId))),
        () => pricingTarget(ctx, tx, c),
      ])
      const v = variants.get(variantId)
      assertSellable(v, variantId)
      const elsewhere = others.filter((o) => o.id !== lineId).reduce((n, o) => n + o.quantity, 0)
      assertStock(v!, elsewhere + input.quantity)
      const [price] = await priceLines(tx, [{ variant: v!, quantity: input.quantity }], target)
      set.unit_price = price!.unit_price
      set.includes_tax = price!.includes_tax
    }
    await tx.update(lineItem).set(set).where(eq(lineItem.id, lineId))
  })
}

export function deleteLineItem(ctx: AppContext, cartId: string, lineId: string, actor: Actor) {
  return changeCart(ctx, cartId, actor, async (tx) => {
    await findItem(tx, cartId, lineId)
    await tx.delete(lineItem).where(eq(lineItem.id, lineId))
  })
}

export { changeCart }
