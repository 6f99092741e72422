import { moneyAmount, productOption, productOptionValue, productVariant } from '@mercato/db'
import { findDuplicateCombination, generateId, invalidData } from '@mercato/domain'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Tx } from '../../context'
import { type OptionRow, type VariantRow, anyOf } from './loader'
import { detachVariantInventoryItems } from '../inventory/variant-items'
import { type ResolvedPrice, priceKey } from './refs'
import { sql } from 'drizzle-orm'

// Writing variants: their columns, option values and non-list prices, always checked against the
// product's options first so that a bad request writes nothing.

export type VariantColumns = Partial<
  Omit<typeof productVariant.$inferInsert, 'id' | 'product_id' | 'created_at' | 'deleted_at'>
>

export interface VariantDraft {
  id: string
  isNew: boolean
  title: string
  columns: VariantColumns
  /** option id → value, the variant's complete combination after the write. */
  combo: Map<string, string>
  /** Values to write (all of them for a new variant, the changed ones for an existing one). */
  optionWrites: Map<string, string>
  prices: ResolvedPrice[] | undefined
}

export interface ProductVariantState {
  options: OptionRow[]
  variants: Array<VariantRow & { combo: Map<string, string> }>
}

export async function loadVariantState(tx: Tx, productId: string): Promise<ProductVariantState> {
  const [options, variants, values] = await Promise.all([
    tx
      .select()
      .from(productOption)
      .where(and(eq(productOption.product_id, productId), isNull(productOption.deleted_at)))
      .orderBy(asc(productOption.rank), asc(productOption.created_at), asc(productOption.id)),
    tx
      .select()
      .from(productVariant)
      .where(and(eq(productVariant.product_id, productId), isNull(productVariant.deleted_at)))
      .orderBy(asc(productVariant.variant_rank), asc(productVariant.created_at)),
    tx
      .select({
        variant_id: productOptionValue.variant_id,
        option_id: productOptionValue.option_id,
        value: productOptionValue.value,
      })
      .from(productOptionValue)
      .innerJoin(productVariant, eq(productVariant.id, productOptionValue.variant_id))
      .where(and(eq(productVariant.product_id, productId), isNull(productOptionValue.deleted_at))),
  ])
  const combos = new Map<string, Map<string, string>>()
  for (const v of values) {
    const m = combos.get(v.variant_id) ?? new Map<string, string>()
    m.set(v.option_id, v.value)
    combos.set(v.variant_id, m)
  }
  return { options, variants: variants.map((v) => ({ ...v, combo: combos.get(v.id) ?? new Map() })) }
}

/** Variant options given by option id must name options of the product. */
type OptionRef = Pick<OptionRow, 'id' | 'title'>

export function optionsById(
  label: string,
  options: OptionRef[],
  given: Array<{ option_id: string; value: string }>,
): Map<string, string> {
  const known = new Set(options.map((o) => o.id))
  const out = new Map<string, string>()
  for (const o of given) {
    if (!known.has(o.option_id))
      throw invalidData(`${label}: option ${o.option_id} is not an option of this product`)
    if (out.has(o.option_id)) throw invalidData(`${label}: option ${o.option_id} is given twice`)
    out.set(o.option_id, o.value)
  }
  return out
}

/** A new variant must give one value for every option of the product. */
export function assertCompleteCombination(label: string, options: OptionRef[], combo: Map<string, string>) {
  const absent = options.filter((o) => !combo.has(o.id))
  if (absent.length > 0 || combo.size !== options.length)
    throw invalidData(
      `${label}: the variant's options do not match the product's options; the product has ${options.length} option${options.length === 1 ? '' : 's'} (${options.map((o) => o.title).join(', ') || 'none'}) and the variant gives ${combo.size}`,
    )
}

export function assertDistinctCombinations(
  options: OptionRef[],
  variants: Array<{ title: string; combo: Map<string, string> }>,
) {
  const ids = options.map((o) => o.id)
  const dup = findDuplicateCombination(variants, ids)
  if (dup && ids.length === 0)
    throw invalidData(
      `Variants "${dup[0].title}" and "${dup[1].title}" cannot be told apart: the product has no options. Add an option, such as Size, and give each variant its own value`,
    )
  if (dup) {
    const values = ids.map((id) => dup[1].combo.get(id)).join(' / ')
    throw invalidData(
      `Variants "${dup[0].title}" and "${dup[1].title}" have the same option values (${values}); each variant of a product needs its own combination of option values`,
    )
  }
}

export async function insertVariants(tx: Tx, productId: string, drafts: VariantDraft[], firstRank: number) {
  if (drafts.length === 0) return
  await tx.insert(productVariant).values(
    drafts.map((d, i) => ({
      ...d.columns,
      id: d.id,
      product_id: productId,
      title: d.title,
      variant_rank: d.columns.variant_rank ?? firstRank + i,
    })),
  )
  const values = drafts.flatMap((d) =>
    [...d.optionWrites].map(([option_id, value]) => ({
      id: generateId('optval'),
      option_id,
      variant_id: d.id,
      value,
    })),
  )
  if (values.length) await tx.insert(productOptionValue).values(values)
  const prices = drafts.flatMap((d) => (d.prices ?? []).map((p) => priceRow(d.id, p)))
  if (prices.length) await tx.insert(moneyAmount).values(prices)
}

const priceRow = (variantId: string, p: ResolvedPrice) => ({
  id: generateId('ma'),
  variant_id: variantId,
  currency_code: p.currency_code,
  region_id: p.region_id,
  amount: p.amount,
  min_quantity: p.min_quantity,
  max_quantity: p.max_quantity,
})

export async function updateVariant(tx: Tx, draft: VariantDraft) {
  const now = new Date()
  await tx
    .update(productVariant)
    .set({ ...draft.columns, title: draft.title, updated_at: now })
    .where(eq(productVariant.id, draft.id))
  if (draft.optionWrites.size > 0) {
    const existing = await tx
      .select({ id: productOptionValue.id, option_id: productOptionValue.option_id })
      .from(productOptionValue)
      .where(and(eq(productOptionValue.variant_id, draft.id), isNull(productOptionValue.deleted_at)))
    const byOption = new Map(existing.map((e) => [e.option_id, e.id]))
    const inserts: Array<typeof productOptionValue.$inferInsert> = []
    for (const [optionId, value] of draft.optionWrites) {
      const id = byOption.get(optionId)
      if (id)
        await tx
          .update(productOptionValue)
          .set({ value, updated_at: now })
          .where(eq(productOptionValue.id, id))
      else inserts.push({ id: generateId('optval'), option_id: optionId, variant_id: draft.id, value })
    }
    if (inserts.length) await tx.insert(productOptionValue).values(inserts)
  }
  if (draft.prices) await replaceVariantPrices(tx, draft.id, draft.prices)
}

/**
 * The variant's own (non-price-list) prices become exactly the given ones: matched by id or by
 * region/currency and tier, updated in place; the others are removed.
 */
export async function replaceVariantPrices(tx: Tx, variantId: string, prices: ResolvedPrice[]) {
  const existing = await tx
    .select()
    .from(moneyAmount)
    .where(
      and(
        eq(moneyAmount.variant_id, variantId),
        isNull(moneyAmount.price_list_id),
        isNull(moneyAmount.deleted_at),
      ),
    )
  const byId = new Map(existing.map((e) => [e.id, e]))
  const byKey = new Map(existing.map((e) => [priceKey(e), e]))
  const kept = new Set<string>()
  const now = new Date()
  const inserts = []
  for (const p of prices) {
    if (p.id && !byId.has(p.id)) throw invalidData(`Price ${p.id} is not a price of variant ${variantId}`)
    const match = (p.id && byId.get(p.id)) || byKey.get(priceKey(p))
    if (match && !kept.has(match.id)) {
      kept.add(match.id)
      await tx
        .update(moneyAmount)
        .set({
          amount: p.amount,
          currency_code: p.currency_code,
          region_id: p.region_id,
          min_quantity: p.min_quantity,
          max_quantity: p.max_quantity,
          updated_at: now,
        })
        .where(eq(moneyAmount.id, match.id))
    } else inserts.push(priceRow(variantId, p))
  }
  const removed = existing.filter((e) => !kept.has(e.id)).map((e) => e.id)
  if (removed.length)
    await tx.update(moneyAmount).set({ deleted_at: now }).where(inArray(moneyAmount.id, removed))
  if (inserts.length) await tx.insert(moneyAmount).values(inserts)
}

/**
 * Soft-deletes variants with their option values, prices and inventory-item links; their SKUs become
 * free again.
 */
export async function softDeleteVariants(tx: Tx, ids: string[]) {
  if (ids.length === 0) return
  const now = new Date()
  const list = sql`ANY(${anyOf(ids)})`
  await tx.update(productVariant).set({ deleted_at: now }).where(sql`${productVariant.id} = ${list}`)
  await tx
    .update(productOptionValue)
    .set({ deleted_at: now })
    .where(and(sql`${productOptionValue.variant_id} = ${list}`, isNull(productOptionValue.deleted_at)))
  await tx
    .update(moneyAmount)
    .set({ deleted_at: now })
    .where(and(sql`${moneyAmount.variant_id} = ${list}`, isNull(moneyAmount.deleted_at)))
  await detachVariantInventoryItems(tx, ids, now)
}

export function variantColumns(input: Record<string, unknown>): VariantColumns {
  const keys = [
    'sku',
    'ean',
    'upc',
    'barcode',
    'inventory_quantity',
    'allow_backorder',
    'manage_inventory',
    'weight',
    'length',
    'height',
    'width',
    'hs_code',
    'origin_country',
    'mid_code',
    'material',
  ] as const
  const out: Record<string, unknown> = {}
  for (const k of keys) if (input[k] !== undefined) out[k] = input[k]
  return out as VariantColumns
}
