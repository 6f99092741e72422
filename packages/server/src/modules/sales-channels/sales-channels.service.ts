import { product, productSalesChannel, salesChannel, salesChannelLocation, stockLocation } from '@mercato/db'
import { generateId, invalidData, notAllowed, notFound } from '@mercato/domain'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { type RetrieveQuery, mergeMetadata, missing, relationsOf, unique } from '../../http/route-helpers'
import {
  type SalesChannelFilters,
  decorateSalesChannels,
  defaultSalesChannelId,
  findSalesChannel,
  listSalesChannelRows,
} from './sales-channels.queries'

export async function retrieveSalesChannel(ctx: AppContext, id: string, q: RetrieveQuery = {}) {
  const row = await findSalesChannel(ctx.db, id)
  if (!row) throw notFound(`Sales channel with id ${id} was not found`)
  const [out] = await decorateSalesChannels(ctx.db, [row], relationsOf(q.expand, []), q.fields)
  return out!
}

export async function listSalesChannels(ctx: AppContext, query: ListQuery<SalesChannelFilters>) {
  const [rows, count] = await listSalesChannelRows(ctx.db, query)
  const channels = await decorateSalesChannels(ctx.db, rows, relationsOf(query.expand, []), query.fields)
  return { sales_channels: channels, count }
}

export interface SalesChannelInput {
  name?: string | undefined
  description?: string | null | undefined
  is_disabled?: boolean | undefined
  metadata?: Record<string, unknown> | null | undefined
}

export async function createSalesChannel(
  ctx: AppContext,
  input: SalesChannelInput & { name: string },
  q?: RetrieveQuery,
) {
  const id = await inTransaction(ctx, async (tx, events) => {
    const id = generateId('sc')
    await tx.insert(salesChannel).values({
      id,
      name: input.name,
      description: input.description ?? null,
      is_disabled: input.is_disabled ?? false,
      metadata: input.metadata ?? null,
    })
    events.emit('sales_channel.created', { id })
    return id
  })
  return retrieveSalesChannel(ctx, id, q)
}

async function lockChannel(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(salesChannel)
    .where(and(eq(salesChannel.id, id), isNull(salesChannel.deleted_at)))
    .for('update')
  if (!row) throw notFound(`Sales channel with id ${id} was not found`)
  return row
}

export async function updateSalesChannel(
  ctx: AppContext,
  id: string,
  input: SalesChannelInput,
  q?: RetrieveQuery,
) {
  await inTransaction(ctx, async (tx, events) => {
    const existing = await lockChannel(tx, id)
    const { metadata, ...fields } = input
    await tx
      .update(salesChannel)
      .set({ ...fields, metadata: mergeMetadata(existing.metadata, metadata), updated_at: new Date() })
      .where(eq(salesChannel.id, id))
    events.emit('sales_channel.updated', { id })
  })
  return retrieveSalesChannel(ctx, id, q)
}

export async function deleteSalesChannel(ctx: AppContext, id: string) {
  return inTransaction(ctx, async (tx, events) => {
    await lockChannel(tx, id)
    if ((await defaultSalesChannelId(tx)) === id)
      throw notAllowed('You cannot delete the default sales channel')
    await tx.update(salesChannel).set({ deleted_at: new Date() }).where(eq(salesChannel.id, id))
    await tx.delete(salesChannelLocation).where(eq(salesChannelLocation.sales_channel_id, id))
    events.emit('sales_channel.deleted', { id })
    return { id, object: 'sales-channel', deleted: true }
  })
}

export async function batchSalesChannelProducts(
  ctx: AppContext,
  id: string,
  productIds: string[],
  action: 'add' | 'remove',
  q?: RetrieveQuery,
) {
  const ids = unique(productIds)
  await inTransaction(ctx, async (tx, events) => {
    await lockChannel(tx, id)
    if (action === 'add' && ids.length) {
      const found = await tx
        .select({ id: product.id })
        .from(product)
        .where(and(inArray(product.id, ids), isNull(product.deleted_at)))
      const bad = missing(
        ids,
        found.map((f) => f.id),
      )
      if (bad.length) throw invalidData(`Product with id: ${bad.join(', ')} was not found`)
      await tx
        .insert(productSalesChannel)
        .values(ids.map((product_id) => ({ product_id, sales_channel_id: id })))
        .onConflictDoNothing()
    } else if (ids.length) {
      await tx
        .delete(productSalesChannel)
        .where(
          and(eq(productSalesChannel.sales_channel_id, id), inArray(productSalesChannel.product_id, ids)),
        )
    }
    events.emit('sales_channel.updated', { id, fields: ['products'] })
  })
  return retrieveSalesChannel(ctx, id, q)
}

export async function addSalesChannelLocation(
  ctx: AppContext,
  id: string,
  locationId: string,
  q?: RetrieveQuery,
) {
  await inTransaction(ctx, async (tx, events) => {
    await lockChannel(tx, id)
    const [loc] = await tx
      .select({ id: stockLocation.id })
      .from(stockLocation)
      .where(and(eq(stockLocation.id, locationId), isNull(stockLocation.deleted_at)))
    if (!loc) throw invalidData(`Stock location with id: ${locationId} was not found`)
    await tx
      .insert(salesChannelLocation)
      .values({ id: generateId('scloc'), sales_channel_id: id, location_id: locationId })
      .onConflictDoNothing()
    events.emit('sales_channel.updated', { id, fields: ['locations'] })
  })
  return retrieveSalesChannel(ctx, id, q)
}

/** Answers Medusa's shape: the id is the sales channel's. */
export async function removeSalesChannelLocation(ctx: AppContext, id: string, locationId: string) {
  return inTransaction(ctx, async (tx, events) => {
    await lockChannel(tx, id)
    await tx
      .delete(salesChannelLocation)
      .where(
        and(eq(salesChannelLocation.sales_channel_id, id), eq(salesChannelLocation.location_id, locationId)),
      )
    events.emit('sales_channel.updated', { id, fields: ['locations'] })
    return { id, object: 'stock-location', deleted: true }
  })
}
