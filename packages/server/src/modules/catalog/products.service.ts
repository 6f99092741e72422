import {
  product,
  productCategoryProduct,
  productImage,
  productOption,
  productSalesChannel,
  productTags,
  shippingProfile,
  store,
} from '@mercato/db'
import { actionNotAllowed, duplicate, generateId, invalidData, notFound, toHandle } from '@mercato/domain'
import { and, eq, isNull, ne } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import { ForbiddenError } from '../../http/errors'
import { assertKeptStockSettable, setKeptStock } from '../inventory/kept-stock'
import { attachVariantInventoryItems } from '../inventory/variant-items'
import { findProduct } from './product-queries'
import {
  assertCategories,
  assertCollection,
  assertSalesChannels,
  resolvePrices,
  resolveTags,
  resolveType,
} from './refs'
import type { ProductCreateInput, ProductUpdateInput } from '@mercato/domain'
import { mergeMetadata } from './util'
import {
  type VariantDraft,
  assertCompleteCombination,
  assertDistinctCombinations,
  insertVariants,
  loadVariantState,
  optionsById,
  softDeleteVariants,
  updateVariant,
  variantColumns,
} from './variant-writes'

export async function assertHandleFree(tx: Tx, handle: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: product.id })
    .from(product)
    .where(
      and(
        eq(product.handle, handle),
        isNull(product.deleted_at),
        exceptId ? ne(product.id, exceptId) : undefined,
      ),
    )
    .limit(1)
  if (row) throw duplicate(`Product with handle ${handle} already exists.`)
}

function handleOf(input: { handle?: string | undefined; title: string }) {
  const handle = input.handle ?? toHandle(input.title)
  if (!handle) throw invalidData('A handle could not be made from the title; give a handle')
  return handle
}

const PRODUCT_COLUMNS = [
  'subtitle',
  'description',
  'discountable',
  'thumbnail',
  'status',
  'collection_id',
  'external_id',
  'weight',
  'length',
  'height',
  'width',
  'hs_code',
  'origin_country',
  'mid_code',
  'material',
] as const

function productColumns(input: Record<string, unknown>) {
  const out: Record<string, unknown> = {}
  for (const k of PRODUCT_COLUMNS) if (input[k] !== undefined) out[k] = input[k]
  return out as Partial<typeof product.$inferInsert>
}

async function writeLinks(
  tx: Tx,
  productId: string,
  links: { tags?: string[] | undefined; channels?: string[] | undefined; categories?: string[] | undefined },
  replace: boolean,
) {
  if (links.tags) {
    if (replace) await tx.delete(productTags).where(eq(productTags.product_id, productId))
    if (links.tags.length)
      await tx
        .insert(productTags)
        .values(links.tags.map((product_tag_id) => ({ product_id: productId, product_tag_id })))
  }
  if (links.channels) {
    if (replace) await tx.delete(productSalesChannel).where(eq(productSalesChannel.product_id, productId))
    if (links.channels.length)
      await tx.insert(productSalesChannel).values(
        [...new Set(links.channels)].map((sales_channel_id) => ({
          product_id: productId,
          sales_channel_id,
        })),
      )
  }
  if (links.categories) {
    if (replace)
      await tx.delete(productCategoryProduct).where(eq(productCategoryProduct.product_id, productId))
    if (links.categories.length)
      await tx.insert(productCategoryProduct).values(
        [...new Set(links.categories)].map((product_category_id) => ({
          product_id: productId,
          product_category_id,
        })),
      )
  }
}

async function replaceImages(tx: Tx, productId: string, urls: string[] | undefined, replace: boolean) {
  if (!urls) return
  if (replace) await tx.delete(productImage).where(eq(productImage.product_id, productId))
  if (urls.length)
    await tx
      .insert(productImage)
      .values(urls.map((url, rank) => ({ id: generateId('img'), product_id: productId, url, rank })))
}

export async function createProduct(ctx: AppContext, input: ProductCreateInput): Promise<string> {
  return inTransaction(ctx, async (tx, events) => {
    const id = generateId('prod')
    const handle = handleOf(input)
    await assertHandleFree(tx, handle)
    await assertCollection(tx, input.collection_id)
    const channels =
      input.sales_channels === undefined
        ? await defaultChannels(tx)
        : (input.sales_channels ?? []).map((c) => c.id)
    await assertSalesChannels(tx, channels)
    const categories = input.categories?.map((c) => c.id)
    await assertCategories(tx, categories ?? [])

    const options = (input.options ?? []).map((o, rank) => ({ id: generateId('opt'), title: o.title, rank }))
    const titles = options.map((o) => o.title.toLowerCase())
    if (new Set(titles).size !== titles.length)
      throw invalidData('Two options of the product have the same title')
    const variantInputs = input.variants ?? []
    const prices = await resolvePrices(
      tx,
      variantInputs.map((v, i) => ({ label: `variants[${i}] (${v.title})`, prices: v.prices })),
    )
    const drafts: VariantDraft[] = variantInputs.map((v, i) => {
      const given = v.options ?? []
      if (given.length !== options.length)
        throw invalidData(
          `variants[${i}] (${v.title}): the variant's options do not match the product's options; the product has ${options.length} option${options.length === 1 ? '' : 's'} and the variant gives ${given.length} value${given.length === 1 ? '' : 's'} (values are matched to options by position)`,
        )
      const combo = new Map(options.map((o, k) => [o.id, given[k]!.value]))
      return {
        id: generateId('variant'),
        isNew: true,
        title: v.title,
        columns: { ...variantColumns(v), metadata: v.metadata ?? null },
        combo,
        optionWrites: combo,
        prices: prices[i],
      }
    })
    assertDistinctCombinations(options, drafts)

    const typeId = await resolveType(tx, input.type)
    const tagIds = await resolveTags(tx, input.tags)
    const [profile] = await tx
      .select({ id: shippingProfile.id })
      .from(shippingProfile)
      .where(
        and(
          eq(shippingProfile.type, input.is_giftcard ? 'gift_card' : 'default'),
          isNull(shippingProfile.deleted_at),
        ),
      )
      .limit(1)

    await tx.insert(product).values({
      ...productColumns(input),
      id,
      title: input.title,
      handle,
      is_giftcard: input.is_giftcard ?? false,
      // Gift cards are never discounted (Medusa does the same).
      discountable: input.is_giftcard ? false : (input.discountable ?? true),
      thumbnail: input.thumbnail ?? input.images?.[0] ?? null,
      type_id: typeId ?? null,
      profile_id: profile?.id ?? null,
      metadata: input.metadata ?? null,
    })
    if (options.length) await tx.insert(productOption).values(options.map((o) => ({ ...o, product_id: id })))
    await insertVariants(tx, id, drafts, 0)
    await replaceImages(tx, id, input.images, false)
    await writeLinks(tx, id, { tags: tagIds, channels, categories }, false)
    // After the channels: whether a stock location can sell the items depends on them.
    const items = await attachVariantInventoryItems(
      tx,
      drafts.map((d) => d.id),
    )
    events.emit('product.created', { id })
    for (const item of items) events.emit('inventory-item.created', { id: item })
    return id
  })
}

async function defaultChannels(tx: Tx): Promise<string[]> {
  const [row] = await tx.select({ id: store.default_sales_channel_id }).from(store).limit(1)
  return row?.id ? [row.id] : []
}

/**
 * Updates a product. A list of `variants` deletes the product's variants it leaves out (as Medusa v1
 * does), so staff withheld deletions (`mayDelete: false`) are refused such a list before anything is
 * written.
 */
export async function updateProduct(
  ctx: AppContext,
  id: string,
  input: ProductUpdateInput,
  opts: { mayDelete: boolean } = { mayDelete: true },
): Promise<void> {
  await inTransaction(ctx, async (tx, events) => {
    const row = await findProduct(tx, id)
    if (!row) throw notFound(`Product with id: ${id} was not found`)
    if (input.handle !== undefined && input.handle !== row.handle)
      await assertHandleFree(tx, input.handle, id)
    await assertCollection(tx, input.collection_id)
    const channels =
      input.sales_channels === undefined ? undefined : (input.sales_channels ?? []).map((c) => c.id)
    await assertSalesChannels(tx, channels ?? [])
    const categories = input.categories?.map((c) => c.id)
    await assertCategories(tx, categories ?? [])
    const variantPlan = input.variants ? await planVariants(tx, id, input.variants) : null
    if (variantPlan?.removed.length && !opts.mayDelete)
      throw new ForbiddenError(actionNotAllowed('deletions'))
    const counts = (variantPlan?.drafts ?? [])
      .filter((d) => !d.isNew && typeof d.columns.inventory_quantity === 'number')
      .map((d) => ({ variant_id: d.id, quantity: d.columns.inventory_quantity as number }))
    await assertKeptStockSettable(tx, counts)

    const typeId = await resolveType(tx, input.type)
    const tagIds = await resolveTags(tx, input.tags)
    const thumbnail =
      input.thumbnail === undefined && !row.thumbnail && input.images?.length
        ? input.images[0]
        : input.thumbnail
    await tx
      .update(product)
      .set({
        ...productColumns({ ...input, thumbnail }),
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.handle !== undefined ? { handle: input.handle } : {}),
        ...(typeId !== undefined ? { type_id: typeId } : {}),
        metadata: mergeMetadata(row.metadata, input.metadata),
        updated_at: new Date(),
      })
      .where(eq(product.id, id))
    if (variantPlan) {
      await softDeleteVariants(tx, variantPlan.removed)
      for (const d of variantPlan.drafts.filter((x) => !x.isNew)) await updateVariant(tx, d)
      for (const level of await setKeptStock(tx, counts)) events.emit('inventory-level.updated', level)
      await insertVariants(
        tx,
        id,
        variantPlan.drafts.filter((x) => x.isNew),
        0,
      )
    }
    await replaceImages(tx, id, input.images, true)
    await writeLinks(tx, id, { tags: tagIds, channels, categories }, true)
    const items = await attachVariantInventoryItems(
      tx,
      (variantPlan?.drafts ?? []).filter((d) => d.isNew).map((d) => d.id),
    )
    events.emit('product.updated', { id, fields: Object.keys(input) })
    for (const item of items) events.emit('inventory-item.created', { id: item })
  })
}

/**
 * `variants` on a product update is the complete list (contract §2.1): listed variants are updated or
 * created, array order sets variant_rank, variants left out are deleted.
 */
async function planVariants(tx: Tx, productId: string, inputs: NonNullable<ProductUpdateInput['variants']>) {
  const state = await loadVariantState(tx, productId)
  const existing = new Map(state.variants.map((v) => [v.id, v]))
  const prices = await resolvePrices(
    tx,
    inputs.map((v, i) => ({ label: `variants[${i}]${v.title ? ` (${v.title})` : ''}`, prices: v.prices })),
  )
  const drafts: VariantDraft[] = inputs.map((v, i) => {
    const label = `variants[${i}]${v.title ? ` (${v.title})` : ''}`
    const given = optionsById(label, state.options, v.options ?? [])
    const current = v.id ? existing.get(v.id) : undefined
    if (v.id && !current) throw notFound(`Variant with id: ${v.id} is not associated with this product`)
    const columns = { ...variantColumns(v), variant_rank: i }
    if (current) {
      return {
        id: current.id,
        isNew: false,
        title: v.title ?? current.title,
        columns: { ...columns, metadata: mergeMetadata(current.metadata, v.metadata) },
        combo: new Map([...current.combo, ...given]),
        optionWrites: given,
        prices: prices[i],
      }
    }
    if (!v.title) throw invalidData(`${label}: title is required for a new variant`)
    assertCompleteCombination(label, state.options, given)
    return {
      id: generateId('variant'),
      isNew: true,
      title: v.title,
      columns: { ...columns, metadata: v.metadata ?? null },
      combo: given,
      optionWrites: given,
      prices: prices[i],
    }
  })
  const ids = new Set(drafts.map((d) => d.id))
  if (ids.size !== drafts.length) throw invalidData('A variant is listed twice')
  assertDistinctCombinations(state.options, drafts)
  return { drafts, removed: state.variants.filter((v) => !ids.has(v.id)).map((v) => v.id) }
}

export async function deleteProduct(ctx: AppContext, id: string) {
  await inTransaction(ctx, async (tx, events) => {
    const row = await findProduct(tx, id)
    // Deleting is idempotent, as in Medusa.
    if (!row) return
    const now = new Date()
    const variants = await loadVariantState(tx, id)
    await softDeleteVariants(
      tx,
      variants.variants.map((v) => v.id),
    )
    await tx
      .update(productOption)
      .set({ deleted_at: now })
      .where(and(eq(productOption.product_id, id), isNull(productOption.deleted_at)))
    await tx.update(product).set({ deleted_at: now }).where(eq(product.id, id))
    events.emit('product.deleted', { id })
  })
  return { id, object: 'product', deleted: true }
}

export async function setProductMetadata(ctx: AppContext, id: string, key: string, value: unknown) {
  await inTransaction(ctx, async (tx, events) => {
    const row = await findProduct(tx, id)
    if (!row) throw notFound(`Product with id: ${id} was not found`)
    await tx
      .update(product)
      .set({ metadata: mergeMetadata(row.metadata, { [key]: value }), updated_at: new Date() })
      .where(eq(product.id, id))
    events.emit('product.updated', { id, fields: ['metadata'] })
  })
}
