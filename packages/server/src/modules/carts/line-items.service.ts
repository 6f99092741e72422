import { lineItem, region, sendWithNextStatement } from '@mercato/db'
import { generateId, notFound } from '@mercato/domain'
import { and, eq, sql } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import type { Actor } from '../../http/auth'
import { lockCartInRegion, reloadCart } from './access'
import { type CartContext, knownCartContext, sameCartContext } from './known-contexts'
import {
  type CartGraph,
  type CartRow,
  type LineItemRow,
  type RegionRow,
  cartGraphWithNewLineSql,
  changeGraphOf,
} from './load'
import {
  type CartVariant,
  type PricingTarget,
  assertSellable,
  assertStock,
  loadCartVariants,
  loadVariantsForCart,
  knowRates,
  priceLines,
  variantLineColumns,
} from './pricing'
import { itemTaxLines, transactionRateMaps } from './taxes'
import { compiledRows } from '../../lib/compiled'
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

/** What prices are selected for: the cart's region (read here unless the caller has it) and customer. */
export async function pricingTarget(
  ctx: AppContext,
  tx: Tx,
  c: CartRow,
  known?: RegionRow,
): Promise<PricingTarget> {
  const r =
    known?.id === c.region_id ? known : (await tx.select().from(region).where(eq(region.id, c.region_id)))[0]
  return {
    region: { ...r!, tax_rate: Number(r!.tax_rate) },
    customer_id: c.customer_id,
    tax_inclusive_pricing: ctx.config.featureFlags.tax_inclusive_pricing !== false,
  }
}

// The columns a new cart line is written with; the others take their defaults.
const NEW_LINE_COLUMNS = [
  'id',
  'cart_id',
  'title',
  'description',
  'thumbnail',
  'is_giftcard',
  'allow_discounts',
  'variant_id',
  'should_merge',
  'has_shipping',
  'unit_price',
  'includes_tax',
  'quantity',
  'metadata',
  'created_at',
  'updated_at',
] as const
type NewLineValues = Required<Pick<typeof lineItem.$inferInsert, (typeof NEW_LINE_COLUMNS)[number]>>

// A new line's insert, and its tax lines' (JSON rows, at the line's time) with their rows returned.
const newLineInsert = (db: Tx) =>
  db
    .insert(lineItem)
    .values(Object.fromEntries(NEW_LINE_COLUMNS.map((k) => [k, sql.placeholder(k)])) as never)
    .returning()
    .getSQL()
const TAX_LINES_INSERT = sql`INSERT INTO line_item_tax_line (id, item_id, rate, name, code, metadata, created_at, updated_at)
    SELECT x.id, x.item_id, x.rate, x.name, x.code, NULL,
           ${sql.placeholder('created_at')}::timestamptz, ${sql.placeholder('created_at')}::timestamptz
      FROM json_to_recordset(${sql.placeholder('taxes')}::json) AS x(id text, item_id text, rate float8, name text, code text)
    RETURNING *`

/**
 * A new line with its tax lines in one statement, whose foreign keys are checked at its end; its text
 * is built once.
 */
const insertTaxedLine = compiledRows<LineItemRow, NewLineValues & { taxes: string }>(
  (db) => sql`WITH taxed AS (${TAX_LINES_INSERT}) ${newLineInsert(db)}`,
)

/**
 * `insertTaxedLine`, with the cart read back for a change in the same statement: one round trip
 * instead of two. Its text is built once.
 */
const insertTaxedLineReturningGraph = compiledRows<
  Record<string, unknown>,
  NewLineValues & { taxes: string }
>(
  (db) => sql`WITH taxed AS (${TAX_LINES_INSERT}), line AS (${newLineInsert(db)})
    ${cartGraphWithNewLineSql(sql`${sql.placeholder('cart_id')}`)}`,
)

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
export async function addItems(
  ctx: AppContext,
  tx: Tx,
  c: CartRow,
  inputs: NewItem[],
  known?: RegionRow,
  opts: { readBack?: boolean; variants?: Map<string, CartVariant> } = {},
): Promise<CartGraph | undefined> {
  if (inputs.length === 0) return
  const [variants, pricing] = await gather(tx, [
    async () =>
      opts.variants ??
      loadVariantsForCart(
        tx,
        c,
        inputs.map((i) => i.variant_id),
      ),
    () => pricingTarget(ctx, tx, c, known),
  ])
  knowRates(tx, c.region_id, variants.values())
  // The cart's lines of these variants: all that merging and the stock check look at.
  const existing = [...variants.values()].flatMap((v) => v.cart_lines ?? [])
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
    const id = generateId('item')
    const lineValues: NewLineValues = {
      id,
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
    }
    // Where the region taxes automatically, the new line's tax lines (what the refresh would write)
    // go in with it: one statement, whose foreign keys are checked at its end.
    const taxes = pricing.region.automatic_taxes
      ? itemTaxLines(
          { is_giftcard: v!.product.is_giftcard, productId: v!.product.id },
          pricing.region,
          await transactionRateMaps(tx, pricing.region.id, [v!.product.id], []),
        )
      : []
    const taxRows = taxes.map((l) => ({ id: generateId('litl'), item_id: id, ...l }))
    // A single new line is written and the cart read back in one statement; the caller's reload
    // is then not needed.
    if (opts.readBack && inputs.length === 1) {
      const [row] = await insertTaxedLineReturningGraph(tx, { ...lineValues, taxes: JSON.stringify(taxRows) })
      return changeGraphOf(tx, row!)
    }
    if (taxes.length === 0) {
      existing.push((await tx.insert(lineItem).values(lineValues).returning())[0]!)
      continue
    }
    const [row] = await insertTaxedLine(tx, { ...lineValues, taxes: JSON.stringify(taxRows) })
    existing.push(row!)
  }
  return undefined
}

/** A change to a locked cart; it may answer the cart as read back by its last write. */
type CartWork<E = never> = (
  tx: Tx,
  c: CartRow,
  region: RegionRow,
  early?: E,
  // biome-ignore lint/suspicious/noConfusingVoidType: most changes are async functions that return nothing
) => Promise<CartGraph | undefined | void>

/** A read sent with the cart's lock, for the cart as last seen; its answer reaches the work if the cart is still so. */
type EarlyRead<E> = (tx: Tx, seen: CartContext) => Promise<E>

/**
 * A change to a locked cart, then the cart brought up to date and answered: `answer` runs in the
 * same transaction (an Idempotency-Key's response commits with the change).
 */
async function changeCartAnswered<T, E = never>(
  ctx: AppContext,
  cartId: string,
  actor: Actor,
  work: CartWork<E>,
  answer: (tx: Tx, g: CartGraph) => Promise<T>,
  early?: EarlyRead<E>,
): Promise<T> {
  return inTransaction(ctx, async (tx, events) => {
    // The early read goes out in the lock's write and runs after the lock is taken, with a snapshot
    // of its own: what it reads is as fresh as a read sent after the lock's answer.
    const seen = early && knownCartContext(cartId)
    const paired = seen !== undefined && sendWithNextStatement(tx)
    const locking = lockCartInRegion(tx, cartId, actor)
    const earlyRead = paired ? early!(tx, seen) : undefined
    earlyRead?.catch(() => {})
    const { cart: c, region: r } = await locking
    const read = earlyRead && sameCartContext(seen!, c) ? await earlyRead : undefined
    const g = (await work(tx, c, r, read)) || (await reloadCart(tx, cartId))
    await refreshCart(tx, g)
    events.emit('cart.updated', { id: cartId })
    return answer(tx, g)
  })
}

function changeCart(ctx: AppContext, cartId: string, actor: Actor, work: CartWork): Promise<CartGraph> {
  return changeCartAnswered(ctx, cartId, actor, work, async (_tx, g) => g)
}

export function addLineItem<T>(
  ctx: AppContext,
  cartId: string,
  actor: Actor,
  input: NewItem,
  answer: (tx: Tx, g: CartGraph) => Promise<T>,
) {
  return changeCartAnswered(
    ctx,
    cartId,
    actor,
    (tx, c, r, variants?: Map<string, CartVariant>) =>
      addItems(ctx, tx, c, [input], r, { readBack: true, variants }),
    answer,
    (tx, seen) => loadVariantsForCart(tx, seen, [input.variant_id]),
  )
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
  return changeCart(ctx, cartId, actor, async (tx, c, r) => {
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
        () => pricingTarget(ctx, tx, c, r),
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
