import { lineItem, order, productVariantInventoryItem } from '@mercato/db'
import { notAllowed, notFound } from '@mercato/domain'
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { createReservation, listReservations } from '../inventory/reservations.service'

// Stock held for an order's line items: listed for staff, and reserved by hand where placement could
// not (an item sold on backorder, or a variant that got its inventory item later).

async function orderItemIds(ctx: AppContext, orderId: string) {
  const [o] = await ctx.db.select({ id: order.id }).from(order).where(eq(order.id, orderId))
  if (!o) throw notFound(`Order with id: ${orderId} was not found`)
  const rows = await ctx.db.select({ id: lineItem.id }).from(lineItem).where(eq(lineItem.order_id, orderId))
  return rows.map((r) => r.id)
}

/** One page of the reservations held for an order's items, and their total. */
export async function orderReservations(
  ctx: AppContext,
  orderId: string,
  query: ListQuery<Record<string, never>>,
) {
  const ids = await orderItemIds(ctx, orderId)
  if (ids.length === 0) return { reservations: [], count: 0 }
  return listReservations(ctx, { ...query, filters: { line_item_id: ids } })
}

export async function reserveOrderItem(
  ctx: AppContext,
  orderId: string,
  lineItemId: string,
  input: { location_id: string; quantity?: number | undefined },
  userId: string | undefined,
) {
  const [item] = await ctx.db
    .select()
    .from(lineItem)
    .where(and(eq(lineItem.id, lineItemId), eq(lineItem.order_id, orderId)))
  if (!item) throw notFound(`Line item with id: ${lineItemId} was not found on order ${orderId}`)
  if (!item.variant_id) throw notAllowed('A custom line item has no stock to reserve')
  const [link] = await ctx.db
    .select()
    .from(productVariantInventoryItem)
    .where(
      and(
        eq(productVariantInventoryItem.variant_id, item.variant_id),
        isNull(productVariantInventoryItem.deleted_at),
      ),
    )
    .orderBy(asc(productVariantInventoryItem.inventory_item_id))
    .limit(1)
  if (!link) throw notAllowed(`The variant of ${item.title} has no inventory item to reserve`)
  return createReservation(
    ctx,
    {
      line_item_id: item.id,
      location_id: input.location_id,
      inventory_item_id: link.inventory_item_id,
      quantity: input.quantity ?? item.quantity * link.required_quantity,
    },
    userId,
  )
}
