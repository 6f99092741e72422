import {
  inventoryItem,
  productSalesChannel,
  productVariant,
  productVariantInventoryItem,
  salesChannel,
  salesChannelLocation,
} from '@mercato/db'
import { notFound } from '@mercato/domain'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import type { ZodTypeProvider } from '../../http/type-provider'
import { idParams } from '../../http/route-helpers'
import { type InventoryLevelRow, decorateInventoryItems, levelsOf } from './inventory-items.queries'

/**
 * A variant's inventory items (with their levels) and, per sales channel its product is in, how many
 * units can be sold: for each item, the free stock at the channel's locations divided by the units the
 * variant needs, and the smallest of those over the items.
 */
export async function variantInventory(ctx: AppContext, variantId: string) {
  const db = ctx.db
  const [variant] = await db
    .select({ id: productVariant.id, product_id: productVariant.product_id })
    .from(productVariant)
    .where(and(eq(productVariant.id, variantId), isNull(productVariant.deleted_at)))
  if (!variant) throw notFound(`Variant with id: ${variantId} was not found`)
  const links = await db
    .select({ item: inventoryItem, required: productVariantInventoryItem.required_quantity })
    .from(productVariantInventoryItem)
    .innerJoin(inventoryItem, eq(inventoryItem.id, productVariantInventoryItem.inventory_item_id))
    .where(
      and(
        eq(productVariantInventoryItem.variant_id, variantId),
        isNull(productVariantInventoryItem.deleted_at),
        isNull(inventoryItem.deleted_at),
      ),
    )
    .orderBy(asc(inventoryItem.created_at), asc(inventoryItem.id))
  const items = links.map((l) => l.item)
  if (items.length === 0) return { id: variantId, inventory: [], sales_channel_availability: [] }
  const [inventory, levels, channels] = await Promise.all([
    decorateInventoryItems(db, items, new Set(['location_levels'])),
    levelsOf(
      db,
      items.map((i) => i.id),
    ),
    db
      .select({ id: salesChannel.id, name: salesChannel.name })
      .from(productSalesChannel)
      .innerJoin(salesChannel, eq(salesChannel.id, productSalesChannel.sales_channel_id))
      .where(and(eq(productSalesChannel.product_id, variant.product_id), isNull(salesChannel.deleted_at)))
      .orderBy(asc(salesChannel.created_at), asc(salesChannel.id)),
  ])
  const channelLocations = channels.length
    ? await db
        .select({
          channel: salesChannelLocation.sales_channel_id,
          location: salesChannelLocation.location_id,
        })
        .from(salesChannelLocation)
        .where(
          and(
            inArray(
              salesChannelLocation.sales_channel_id,
              channels.map((c) => c.id),
            ),
            isNull(salesChannelLocation.deleted_at),
          ),
        )
    : []
  const availableAt = (itemId: string, locations: Set<string>) =>
    levels
      .filter((l: InventoryLevelRow) => l.inventory_item_id === itemId && locations.has(l.location_id))
      .reduce((n, l) => n + Math.max(l.stocked_quantity - l.reserved_quantity, 0), 0)
  const sales_channel_availability = channels.map((channel) => {
    const locations = new Set(channelLocations.filter((c) => c.channel === channel.id).map((c) => c.location))
    const available =
      locations.size === 0
        ? 0
        : Math.min(...links.map((l) => Math.floor(availableAt(l.item.id, locations) / l.required)))
    return { channel_name: channel.name, channel_id: channel.id, available_quantity: available }
  })
  return { id: variantId, inventory, sales_channel_availability }
}

export function registerVariantInventoryRoute(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get('/admin/variants/:id/inventory', { schema: { params: idParams } }, async (req) => ({
    variant: await variantInventory(ctx, req.params.id),
  }))
}
