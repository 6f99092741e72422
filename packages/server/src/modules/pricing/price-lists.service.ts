import { customerGroup, moneyAmount, priceList, priceListCustomerGroup, productVariant } from '@mercato/db'
import { generateId, invalidData, notFound } from '@mercato/domain'
import { type SQL, and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { type RetrieveQuery, missing, relationsOf, unique } from '../../http/route-helpers'
import { type PriceListProductFilters, listPriceListProducts } from './price-list-products.queries'
import {
  DEFAULT_PRICE_LIST_RELATIONS,
  type PriceListFilters,
  type PriceListStatus,
  type PriceListType,
  decoratePriceLists,
  findPriceList,
  listPriceListRows,
} from './price-lists.queries'
import { type PriceInput, resolvePrices, writePrices } from './prices'

export async function retrievePriceList(ctx: AppContext, id: string, q: RetrieveQuery = {}) {
  const row = await findPriceList(ctx.db, id)
  if (!row) throw notFound(`Price list with id: ${id} was not found`)
  const [out] = await decoratePriceLists(
    ctx.db,
    [row],
    relationsOf(q.expand, DEFAULT_PRICE_LIST_RELATIONS),
    q.fields,
  )
  return out!
}

export async function listPriceLists(ctx: AppContext, query: ListQuery<PriceListFilters>) {
  const [rows, count] = await listPriceListRows(ctx.db, query)
  const lists = await decoratePriceLists(
    ctx.db,
    rows,
    relationsOf(query.expand, DEFAULT_PRICE_LIST_RELATIONS),
    query.fields,
  )
  return { price_lists: lists, count }
}

export async function listProductsOfPriceList(
  ctx: AppContext,
  id: string,
  query: ListQuery<PriceListProductFilters>,
) {
  if (!(await findPriceList(ctx.db, id))) throw notFound(`Price list with id: ${id} was not found`)
  const [products, count] = await listPriceListProducts(ctx.db, id, query)
  return { products, count }
}

async function setCustomerGroups(tx: Tx, listId: string, groups: Array<{ id: string }>) {
  const ids = unique(groups.map((g) => g.id))
  if (ids.length) {
    const found = await tx
      .select({ id: customerGroup.id })
      .from(customerGroup)
      .where(and(inArray(customerGroup.id, ids), isNull(customerGroup.deleted_at)))
    const bad = missing(
      ids,
      found.map((f) => f.id),
    )
    if (bad.length) throw invalidData(`Customer group with id: ${bad.join(', ')} was not found`)
  }
  await tx.delete(priceListCustomerGroup).where(eq(priceListCustomerGroup.price_list_id, listId))
  if (ids.length)
    await tx
      .insert(priceListCustomerGroup)
      .values(ids.map((customer_group_id) => ({ price_list_id: listId, customer_group_id })))
}

function assertWindow(starts: Date | null, ends: Date | null) {
  if (starts && ends && ends.getTime() <= starts.getTime())
    throw invalidData('ends_at must be later than starts_at')
}

export interface PriceListInput {
  name?: string | undefined
  description?: string | undefined
  type?: PriceListType | undefined
  status?: PriceListStatus | undefined
  starts_at?: Date | null | undefined
  ends_at?: Date | null | undefined
  includes_tax?: boolean | undefined
  prices?: PriceInput[] | undefined
  customer_groups?: Array<{ id: string }> | undefined
}

export async function createPriceList(
  ctx: AppContext,
  input: PriceListInput & { name: string; description: string; type: PriceListType; prices: PriceInput[] },
  q?: RetrieveQuery,
) {
  const id = await inTransaction(ctx, async (tx, events) => {
    const { prices, customer_groups, ...fields } = input
    assertWindow(fields.starts_at ?? null, fields.ends_at ?? null)
    const id = generateId('pl')
    // Validate every price before the first write.
    const resolved = await resolvePrices(tx, id, prices)
    await tx.insert(priceList).values({ ...fields, id })
    if (customer_groups) await setCustomerGroups(tx, id, customer_groups)
    await writePrices(tx, id, resolved)
    events.emit('price_list.created', { id })
    return id
  })
  return retrievePriceList(ctx, id, q)
}

async function lockPriceList(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(priceList)
    .where(and(eq(priceList.id, id), isNull(priceList.deleted_at)))
    .for('update')
  if (!row) throw notFound(`Price list with id: ${id} was not found`)
  return row
}

export async function updatePriceList(ctx: AppContext, id: string, input: PriceListInput, q?: RetrieveQuery) {
  await inTransaction(ctx, async (tx, events) => {
    const existing = await lockPriceList(tx, id)
    const { prices, customer_groups, ...fields } = input
    assertWindow(
      fields.starts_at === undefined ? existing.starts_at : fields.starts_at,
      fields.ends_at === undefined ? existing.ends_at : fields.ends_at,
    )
    // As in Medusa: prices are upserted (by id), customer groups replaced.
    const resolved = prices ? await resolvePrices(tx, id, prices) : []
    if (customer_groups) await setCustomerGroups(tx, id, customer_groups)
    await writePrices(tx, id, resolved)
    await tx
      .update(priceList)
      .set({ ...fields, updated_at: new Date() })
      .where(eq(priceList.id, id))
    events.emit('price_list.updated', { id })
  })
  return retrievePriceList(ctx, id, q)
}

/** Soft-deletes the list and its prices, so price selection never sees them again. */
export async function deletePriceList(ctx: AppContext, id: string) {
  return inTransaction(ctx, async (tx, events) => {
    await lockPriceList(tx, id)
    const now = new Date()
    await tx.update(priceList).set({ deleted_at: now }).where(eq(priceList.id, id))
    await tx
      .update(moneyAmount)
      .set({ deleted_at: now })
      .where(and(eq(moneyAmount.price_list_id, id), isNull(moneyAmount.deleted_at)))
    events.emit('price_list.deleted', { id })
    return { id, object: 'price-list', deleted: true }
  })
}

export async function addPriceListPrices(
  ctx: AppContext,
  id: string,
  prices: PriceInput[],
  override: boolean,
  q?: RetrieveQuery,
) {
  await inTransaction(ctx, async (tx, events) => {
    await lockPriceList(tx, id)
    // With override the list's prices are replaced, so ids of its current prices cannot be reused.
    const resolved = await resolvePrices(
      tx,
      id,
      override ? prices.map((p) => ({ ...p, id: undefined })) : prices,
    )
    const now = new Date()
    if (override)
      await tx
        .update(moneyAmount)
        .set({ deleted_at: now })
        .where(and(eq(moneyAmount.price_list_id, id), isNull(moneyAmount.deleted_at)))
    await writePrices(tx, id, resolved)
    await tx.update(priceList).set({ updated_at: now }).where(eq(priceList.id, id))
    events.emit('price_list.updated', { id, fields: ['prices'] })
  })
  return retrievePriceList(ctx, id, q)
}

export type PriceSelector = { price_ids: string[] } | { product_ids: string[] } | { variant_id: string }

/** Soft-deletes the list's prices chosen by id, by product or by variant; answers Medusa's shape. */
export async function deletePriceListPrices(ctx: AppContext, id: string, which: PriceSelector) {
  return inTransaction(ctx, async (tx, events) => {
    await lockPriceList(tx, id)
    let scope: SQL
    if ('price_ids' in which) {
      if (which.price_ids.length === 0) return { ids: [], object: 'money-amount', deleted: true }
      scope = inArray(moneyAmount.id, which.price_ids)
    } else if ('product_ids' in which) {
      if (which.product_ids.length === 0) return { ids: [], object: 'money-amount', deleted: true }
      scope = inArray(
        moneyAmount.variant_id,
        tx
          .select({ id: productVariant.id })
          .from(productVariant)
          .where(inArray(productVariant.product_id, which.product_ids)),
      )
    } else {
      scope = eq(moneyAmount.variant_id, which.variant_id)
    }
    const deleted = await tx
      .update(moneyAmount)
      .set({ deleted_at: sql`now()` })
      .where(and(eq(moneyAmount.price_list_id, id), isNull(moneyAmount.deleted_at), scope))
      .returning({ id: moneyAmount.id })
    if (deleted.length) {
      await tx.update(priceList).set({ updated_at: new Date() }).where(eq(priceList.id, id))
      events.emit('price_list.updated', { id, fields: ['prices'] })
    }
    return { ids: deleted.map((d) => d.id), object: 'money-amount', deleted: true }
  })
}
