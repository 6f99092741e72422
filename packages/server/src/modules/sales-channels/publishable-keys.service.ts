import { publishableApiKey, publishableApiKeySalesChannel, salesChannel } from '@mercato/db'
import { generateId, invalidData, notAllowed, notFound } from '@mercato/domain'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { type RetrieveQuery, missing, project, unique } from '../../http/route-helpers'
import {
  findPublishableKey,
  listPublishableKeyRows,
  publishableKeySalesChannels,
  salesChannelsOfKeys,
} from './publishable-keys.queries'

const NOT_FOUND = (id: string) => notFound(`Publishable API key with id: ${id} was not found`)

export async function retrievePublishableKey(ctx: AppContext, id: string, q: RetrieveQuery = {}) {
  const row = await findPublishableKey(ctx.db, id)
  if (!row) throw NOT_FOUND(id)
  return project(row, q.fields)
}

export async function listPublishableKeys(ctx: AppContext, query: ListQuery<unknown>) {
  const [rows, count] = await listPublishableKeyRows(ctx.db, query)
  // A Mercato extension: the list page shows each key's channels without a request per key.
  if (!query.expand?.includes('sales_channels'))
    return { publishable_api_keys: rows.map((r) => project(r, query.fields)), count }
  const channels = await salesChannelsOfKeys(
    ctx.db,
    rows.map((r) => r.id),
  )
  const publishable_api_keys = rows.map((r) => ({
    ...project(r, query.fields),
    sales_channels: channels.get(r.id) ?? [],
  }))
  return { publishable_api_keys, count }
}

export async function listPublishableKeySalesChannels(ctx: AppContext, id: string, q?: string) {
  if (!(await findPublishableKey(ctx.db, id))) throw NOT_FOUND(id)
  return publishableKeySalesChannels(ctx.db, id, q)
}

export async function createPublishableKey(ctx: AppContext, title: string, userId: string | undefined) {
  return inTransaction(ctx, async (tx, events) => {
    const [row] = await tx
      .insert(publishableApiKey)
      .values({ id: generateId('pk'), title, created_by: userId ?? null })
      .returning()
    events.emit('publishable_api_key.created', { id: row!.id })
    return row!
  })
}

async function lockKey(tx: Tx, id: string) {
  const [row] = await tx.select().from(publishableApiKey).where(eq(publishableApiKey.id, id)).for('update')
  if (!row) throw NOT_FOUND(id)
  return row
}

export async function updatePublishableKey(
  ctx: AppContext,
  id: string,
  input: { title?: string | undefined },
) {
  return inTransaction(ctx, async (tx, events) => {
    await lockKey(tx, id)
    const [row] = await tx
      .update(publishableApiKey)
      .set({ ...input, updated_at: new Date() })
      .where(eq(publishableApiKey.id, id))
      .returning()
    events.emit('publishable_api_key.updated', { id })
    return row!
  })
}

export async function revokePublishableKey(ctx: AppContext, id: string, userId: string | undefined) {
  return inTransaction(ctx, async (tx, events) => {
    const existing = await lockKey(tx, id)
    if (existing.revoked_at) throw notAllowed('PublishableApiKey has already been revoked.')
    const now = new Date()
    const [row] = await tx
      .update(publishableApiKey)
      .set({ revoked_at: now, revoked_by: userId ?? null, updated_at: now })
      .where(eq(publishableApiKey.id, id))
      .returning()
    events.emit('publishable_api_key.revoked', { id })
    return row!
  })
}

export async function deletePublishableKey(ctx: AppContext, id: string) {
  return inTransaction(ctx, async (tx, events) => {
    await lockKey(tx, id)
    await tx.delete(publishableApiKey).where(eq(publishableApiKey.id, id))
    events.emit('publishable_api_key.deleted', { id })
    return { id, object: 'publishable_api_key', deleted: true }
  })
}

export async function batchPublishableKeySalesChannels(
  ctx: AppContext,
  id: string,
  channelIds: string[],
  action: 'add' | 'remove',
) {
  const ids = unique(channelIds)
  return inTransaction(ctx, async (tx, events) => {
    await lockKey(tx, id)
    if (action === 'add' && ids.length) {
      const found = await tx
        .select({ id: salesChannel.id })
        .from(salesChannel)
        .where(and(inArray(salesChannel.id, ids), isNull(salesChannel.deleted_at)))
      const bad = missing(
        ids,
        found.map((f) => f.id),
      )
      if (bad.length) throw invalidData(`Sales channel with id: ${bad.join(', ')} was not found`)
      await tx
        .insert(publishableApiKeySalesChannel)
        .values(
          ids.map((sales_channel_id) => ({
            id: generateId('pksc'),
            publishable_key_id: id,
            sales_channel_id,
          })),
        )
        .onConflictDoNothing()
    } else if (ids.length) {
      await tx
        .delete(publishableApiKeySalesChannel)
        .where(
          and(
            eq(publishableApiKeySalesChannel.publishable_key_id, id),
            inArray(publishableApiKeySalesChannel.sales_channel_id, ids),
          ),
        )
    }
    const [row] = await tx
      .update(publishableApiKey)
      .set({ updated_at: new Date() })
      .where(eq(publishableApiKey.id, id))
      .returning()
    events.emit('publishable_api_key.updated', { id, fields: ['sales_channels'] })
    return row!
  })
}
