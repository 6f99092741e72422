import { notification } from '@mercato/db'
import { generateId, notFound } from '@mercato/domain'
import { type SQL, and, desc, eq, inArray, isNull } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll, dateConditions, orderBy } from '../../lib/sql'
import { groupBy, project } from '../../http/route-helpers'
import { COMPOSERS, type Draft } from './compose'
import type { NotificationProvider } from './provider'

export type NotificationRow = typeof notification.$inferSelect
export const NOTIFICATION_RELATIONS = ['resends', 'parent_notification'] as const

/**
 * Delivers through the provider, then stores what was sent. A failed delivery is stored too, with the
 * error in `data.delivery_error`, so staff see it and can resend once the mail server is fixed.
 */
async function deliver(
  ctx: AppContext,
  provider: NotificationProvider,
  eventName: string | null,
  draft: Draft,
  parentId: string | null,
): Promise<NotificationRow> {
  let sent = { to: draft.to, data: draft.data }
  try {
    sent = await provider.send(eventName ?? '', sent)
  } catch (err) {
    ctx.log.error({ err, event: eventName, to: draft.to }, 'notification delivery failed')
    sent = { to: draft.to, data: { ...draft.data, delivery_error: (err as Error).message } }
  }
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx
      .insert(notification)
      .values({
        id: generateId('noti'),
        event_name: eventName,
        resource_type: draft.resource_type,
        resource_id: draft.resource_id,
        customer_id: draft.customer_id ?? null,
        to: sent.to,
        data: sent.data,
        parent_id: parentId,
        provider_id: provider.id,
      })
      .returning()
    return row!
  })
}

/** Subscribes to every event that notifies someone (events published by other modules after commit). */
export function subscribeNotifications(ctx: AppContext, provider: NotificationProvider) {
  for (const [eventName, compose] of Object.entries(COMPOSERS)) {
    ctx.events.subscribe(eventName, async (data) => {
      const draft = await compose(ctx, (data ?? {}) as Record<string, unknown>)
      if (draft) await deliver(ctx, provider, eventName, draft, null)
    })
  }
}

export async function findNotification(db: Tx, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notification).where(eq(notification.id, id)).limit(1)
  return row
}

export interface NotificationFilters {
  event_name?: string[] | undefined
  resource_type?: string[] | undefined
  resource_id?: string[] | undefined
  to?: string[] | undefined
  include_resends?: boolean | undefined
}

export async function listNotifications(
  db: Tx,
  query: ListQuery<NotificationFilters>,
): Promise<[NotificationRow[], number]> {
  const f = query.filters
  const cond: (SQL | undefined)[] = [
    ...dateConditions(
      { created_at: notification.created_at, updated_at: notification.updated_at },
      query.dates,
    ),
  ]
  if (!f.include_resends) cond.push(isNull(notification.parent_id))
  if (f.event_name?.length) cond.push(inArray(notification.event_name, f.event_name))
  if (f.resource_type?.length) cond.push(inArray(notification.resource_type, f.resource_type))
  if (f.resource_id?.length) cond.push(inArray(notification.resource_id, f.resource_id))
  if (f.to?.length) cond.push(inArray(notification.to, f.to))
  const where = and(...cond)
  const columns = { created_at: notification.created_at, updated_at: notification.updated_at }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(notification)
      .where(where)
      .orderBy(...orderBy(columns, query.order, notification.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(notification).where(where),
  ])
  return [rows, count?.n ?? 0]
}

export async function decorateNotifications(
  db: Tx,
  rows: NotificationRow[],
  relations: Set<string>,
  fields?: string[],
) {
  const ids = rows.map((r) => r.id)
  const parentIds = [...new Set(rows.map((r) => r.parent_id).filter((x): x is string => !!x))]
  const [resends, parents] = await Promise.all([
    relations.has('resends') && ids.length
      ? db
          .select()
          .from(notification)
          .where(inArray(notification.parent_id, ids))
          .orderBy(desc(notification.created_at), desc(notification.id))
      : [],
    relations.has('parent_notification') && parentIds.length
      ? db.select().from(notification).where(inArray(notification.id, parentIds))
      : [],
  ])
  const byParent = groupBy(resends, (r) => r.parent_id)
  return rows.map((row) =>
    project(
      {
        ...row,
        ...(relations.has('resends') ? { resends: byParent.get(row.id) ?? [] } : {}),
        ...(relations.has('parent_notification')
          ? { parent_notification: parents.find((p) => p.id === row.parent_id) ?? null }
          : {}),
      },
      fields,
      relations,
    ),
  )
}

/** Sends a stored notification again (to another address if given) as a child of the original. */
export async function resendNotification(
  ctx: AppContext,
  provider: NotificationProvider,
  id: string,
  to: string | undefined,
) {
  const original = await findNotification(ctx.db, id)
  if (!original) throw notFound(`Notification with id: ${id} was not found`)
  const { delivery_error: _failed, ...data } = original.data
  return deliver(
    ctx,
    provider,
    original.event_name,
    {
      to: to ?? original.to,
      data,
      resource_type: original.resource_type,
      resource_id: original.resource_id,
      customer_id: original.customer_id,
    },
    original.id,
  )
}
