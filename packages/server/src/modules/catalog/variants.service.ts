import { product, productOption, productOptionValue } from '@mercato/db'
import { duplicate, generateId, invalidData, notFound } from '@mercato/domain'
import { and, eq, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import { type AppContext, type Tx, inTransaction } from '../../context'
import { assertKeptStockSettable, setKeptStock } from '../inventory/kept-stock'
import { attachVariantInventoryItems } from '../inventory/variant-items'
import { findProduct } from './product-queries'
import { resolvePrices } from './refs'
import type { variantCreateBody, variantUpdateBody } from '@mercato/domain'
import { mergeMetadata } from './util'
import {
  assertCompleteCombination,
  assertDistinctCombinations,
  insertVariants,
  loadVariantState,
  optionsById,
  softDeleteVariants,
  updateVariant,
  variantColumns,
} from './variant-writes'

async function requireProduct(tx: Tx, id: string) {
  const row = await findProduct(tx, id)
  if (!row) throw notFound(`Product with id: ${id} was not found`)
  return row
}

const touch = (tx: Tx, productId: string) =>
  tx.update(product).set({ updated_at: new Date() }).where(eq(product.id, productId))

export async function createVariant(
  ctx: AppContext,
  productId: string,
  input: z.output<typeof variantCreateBody>,
): Promise<string> {
  return inTransaction(ctx, async (tx, events) => {
    await requireProduct(tx, productId)
    const state = await loadVariantState(tx, productId)
    const label = `Variant "${input.title}"`
    const combo = optionsById(label, state.options, input.options ?? [])
    assertCompleteCombination(label, state.options, combo)
    assertDistinctCombinations(state.options, [...state.variants, { title: input.title, combo }])
    const [prices] = await resolvePrices(tx, [{ label, prices: input.prices }])
    const id = generateId('variant')
    const rank = state.variants.reduce((m, v) => Math.max(m, v.variant_rank + 1), 0)
    await insertVariants(
      tx,
      productId,
      [
        {
          id,
          isNew: true,
          title: input.title,
          columns: { ...variantColumns(input), metadata: input.metadata ?? null },
          combo,
          optionWrites: combo,
          prices,
        },
      ],
      rank,
    )
    const items = await attachVariantInventoryItems(tx, [id])
    await touch(tx, productId)
    events.emit('product-variant.created', { id, product_id: productId })
    for (const item of items) events.emit('inventory-item.created', { id: item })
    return id
  })
}

export async function updateVariantById(
  ctx: AppContext,
  productId: string,
  variantId: string,
  input: z.output<typeof variantUpdateBody>,
) {
  await inTransaction(ctx, async (tx, events) => {
    await requireProduct(tx, productId)
    const state = await loadVariantState(tx, productId)
    const current = state.variants.find((v) => v.id === variantId)
    if (!current) throw notFound(`Variant with id: ${variantId} was not found on product ${productId}`)
    const title = input.title ?? current.title
    const label = `Variant "${title}"`
    const given = optionsById(label, state.options, input.options ?? [])
    const combo = new Map([...current.combo, ...given])
    assertDistinctCombinations(
      state.options,
      state.variants.map((v) => (v.id === variantId ? { title, combo } : v)),
    )
    const [prices] = await resolvePrices(tx, [{ label, prices: input.prices }])
    const counts =
      input.inventory_quantity === undefined
        ? []
        : [{ variant_id: variantId, quantity: input.inventory_quantity }]
    await assertKeptStockSettable(tx, counts)
    await updateVariant(tx, {
      id: variantId,
      isNew: false,
      title,
      columns: { ...variantColumns(input), metadata: mergeMetadata(current.metadata, input.metadata) },
      combo,
      optionWrites: given,
      prices,
    })
    const levels = await setKeptStock(tx, counts)
    await touch(tx, productId)
    events.emit('product-variant.updated', {
      id: variantId,
      product_id: productId,
      fields: Object.keys(input),
    })
    for (const level of levels) events.emit('inventory-level.updated', level)
  })
}

export async function deleteVariantById(ctx: AppContext, productId: string, variantId: string) {
  await inTransaction(ctx, async (tx, events) => {
    await requireProduct(tx, productId)
    const state = await loadVariantState(tx, productId)
    if (!state.variants.some((v) => v.id === variantId))
      throw notFound(`Variant with id: ${variantId} was not found on product ${productId}`)
    await softDeleteVariants(tx, [variantId])
    await touch(tx, productId)
    events.emit('product-variant.deleted', { id: variantId, product_id: productId })
  })
}

export async function addOption(ctx: AppContext, productId: string, title: string) {
  await inTransaction(ctx, async (tx, events) => {
    await requireProduct(tx, productId)
    const state = await loadVariantState(tx, productId)
    if (state.options.some((o) => o.title.toLowerCase() === title.toLowerCase()))
      throw duplicate(`An option with the title: ${title} already exists`)
    const id = generateId('opt')
    const rank = state.options.reduce((m, o) => Math.max(m, o.rank + 1), 0)
    await tx.insert(productOption).values({ id, title, product_id: productId, rank })
    // Existing variants get a placeholder value, as in Medusa, so that every variant keeps a full combination.
    if (state.variants.length)
      await tx.insert(productOptionValue).values(
        state.variants.map((v) => ({
          id: generateId('optval'),
          option_id: id,
          variant_id: v.id,
          value: 'Default Value',
        })),
      )
    await touch(tx, productId)
    events.emit('product.updated', { id: productId, fields: ['options'] })
  })
}

export async function updateOption(ctx: AppContext, productId: string, optionId: string, title: string) {
  await inTransaction(ctx, async (tx, events) => {
    await requireProduct(tx, productId)
    const state = await loadVariantState(tx, productId)
    if (!state.options.some((o) => o.id === optionId))
      throw notFound(`Option with id: ${optionId} does not exist on product ${productId}`)
    if (state.options.some((o) => o.id !== optionId && o.title.toLowerCase() === title.toLowerCase()))
      throw duplicate(`An option with title ${title} already exists`)
    await tx
      .update(productOption)
      .set({ title, updated_at: new Date() })
      .where(eq(productOption.id, optionId))
    await touch(tx, productId)
    events.emit('product.updated', { id: productId, fields: ['options'] })
  })
}

export async function deleteOption(ctx: AppContext, productId: string, optionId: string) {
  await inTransaction(ctx, async (tx, events) => {
    await requireProduct(tx, productId)
    const state = await loadVariantState(tx, productId)
    if (!state.options.some((o) => o.id === optionId))
      throw notFound(`Option with id: ${optionId} does not exist on product ${productId}`)
    // Without the option, variants that differ only in it would become duplicates.
    const values = new Set(state.variants.map((v) => v.combo.get(optionId)))
    if (values.size > 1)
      throw invalidData(
        'To delete an option, first delete all variants, such that when an option is deleted, no duplicate variants will exist.',
      )
    const now = new Date()
    await tx.update(productOption).set({ deleted_at: now }).where(eq(productOption.id, optionId))
    await tx
      .update(productOptionValue)
      .set({ deleted_at: now })
      .where(and(eq(productOptionValue.option_id, optionId), isNull(productOptionValue.deleted_at)))
    await touch(tx, productId)
    events.emit('product.updated', { id: productId, fields: ['options'] })
  })
}
