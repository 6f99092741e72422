import { publishableApiKey, publishableApiKeySalesChannel, salesChannel } from '@mercato/db'
import { type SQL, and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { groupBy } from '../../http/route-helpers'
import { countAll, dateConditions, orderBy, searchAny } from '../../lib/sql'

export type PublishableKeyRow = typeof publishableApiKey.$inferSelect

export async function findPublishableKey(db: Tx, id: string): Promise<PublishableKeyRow | undefined> {
  const [row] = await db.select().from(publishableApiKey).where(eq(publishableApiKey.id, id)).limit(1)
  return row
}

export async function listPublishableKeyRows(
  db: Tx,
  query: ListQuery<unknown>,
): Promise<[PublishableKeyRow[], number]> {
  const cond: (SQL | undefined)[] = dateConditions(
    {
      created_at: publishableApiKey.created_at,
      updated_at: publishableApiKey.updated_at,
      revoked_at: publishableApiKey.revoked_at,
    },
    query.dates,
  )
  if (query.q) cond.push(searchAny([publishableApiKey.title], query.q))
  const where = and(...cond)
  const columns = {
    created_at: publishableApiKey.created_at,
    updated_at: publishableApiKey.updated_at,
    revoked_at: publishableApiKey.revoked_at,
    title: publishableApiKey.title,
  }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(publishableApiKey)
      .where(where)
      .orderBy(...orderBy(columns, query.order, publishableApiKey.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(publishableApiKey).where(where),
  ])
  return [rows, count?.n ?? 0]
}

/** The live sales channels a key is scoped to, optionally searched by name/description. */
export async function publishableKeySalesChannels(db: Tx, keyId: string, q?: string) {
  const rows = await db
    .select({ channel: salesChannel })
    .from(publishableApiKeySalesChannel)
    .innerJoin(salesChannel, eq(salesChannel.id, publishableApiKeySalesChannel.sales_channel_id))
    .where(
      and(
        eq(publishableApiKeySalesChannel.publishable_key_id, keyId),
        isNull(salesChannel.deleted_at),
        q ? searchAny([salesChannel.name, salesChannel.description], q) : undefined,
      ),
    )
    .orderBy(asc(salesChannel.created_at), asc(salesChannel.id))
  return rows.map((r) => r.channel)
}

/** The live sales channels of several keys at once, for a list page's `expand=sales_channels`. */
export async function salesChannelsOfKeys(db: Tx, keyIds: string[]) {
  if (keyIds.length === 0) return new Map<string, (typeof salesChannel.$inferSelect)[]>()
  const rows = await db
    .select({ keyId: publishableApiKeySalesChannel.publishable_key_id, channel: salesChannel })
    .from(publishableApiKeySalesChannel)
    .innerJoin(salesChannel, eq(salesChannel.id, publishableApiKeySalesChannel.sales_channel_id))
    .where(
      and(inArray(publishableApiKeySalesChannel.publishable_key_id, keyIds), isNull(salesChannel.deleted_at)),
    )
    .orderBy(asc(salesChannel.created_at), asc(salesChannel.id))
  const byKey = groupBy(rows, (r) => r.keyId)
  return new Map([...byKey].map(([keyId, links]) => [keyId, links.map((l) => l.channel)]))
}
