import {
  inventoryItem,
  inventoryLevel,
  moneyAmount,
  priceList,
  product,
  productType,
  productTypeTaxRate,
  productVariant,
  productVariantInventoryItem,
  salesChannelLocation,
  stockLocation,
  stockLocationAddress,
  taxRate,
} from '@mercato/db'
import { generateId, toHandle } from '@mercato/domain'
import { and, eq, inArray, isNull, like, notExists } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { DEMO_PRODUCTS } from './seed-data'

// The demo catalogue's prices, taxes and stock beyond the products themselves.

/** The id of the row `where` finds, after inserting `make()` if there is none. */
export async function ensureRow<T extends { id: string }>(
  ctx: AppContext,
  table: Parameters<AppContext['db']['insert']>[0] & { id: unknown },
  where: ReturnType<typeof eq>,
  make: () => T,
): Promise<string> {
  const [found] = (await ctx.db
    .select()
    .from(table as never)
    .where(where)
    .limit(1)) as Array<{ id: string }>
  if (found) return found.id
  const row = make()
  await ctx.db.insert(table).values(row as never)
  return row.id
}

/** Books are taxed at a reduced rate in Europe. */
export async function ensureBookTaxRate(ctx: AppContext, euRegion: string) {
  const rate = await ensureRow(
    ctx,
    taxRate,
    and(eq(taxRate.region_id, euRegion), eq(taxRate.code, 'reduced'))!,
    () => ({
      id: generateId('txr'),
      region_id: euRegion,
      rate: 7,
      name: 'Reduced rate (books)',
      code: 'reduced',
    }),
  )
  const [books] = await ctx.db
    .select()
    .from(productType)
    .where(and(eq(productType.value, 'Book'), isNull(productType.deleted_at)))
  if (books)
    await ctx.db
      .insert(productTypeTaxRate)
      .values({ product_type_id: books.id, rate_id: rate })
      .onConflictDoNothing()
}

/**
 * An active summer sale: 20 % off the products marked `onSale`. A price list's prices all include tax
 * or none do, so the sale is two lists: dollars before tax, as the North American region's prices are,
 * and Europe's prices with VAT inside, 20 % off the price a European shopper sees (the region's own
 * price, else the euro price). One list of net prices beside Europe's gross ones made a sale price
 * shown before tax next to an original shown with it.
 */
export async function ensureSale(ctx: AppContext) {
  const [existing] = await ctx.db.select().from(priceList).where(eq(priceList.name, 'Summer Sale'))
  if (existing) return
  const handles = DEMO_PRODUCTS.filter((p) => p.onSale).map((p) => toHandle(p.title))
  const prices = await ctx.db
    .select({
      id: productVariant.id,
      amount: moneyAmount.amount,
      currency: moneyAmount.currency_code,
      region: moneyAmount.region_id,
    })
    .from(productVariant)
    .innerJoin(product, eq(product.id, productVariant.product_id))
    .innerJoin(moneyAmount, eq(moneyAmount.variant_id, productVariant.id))
    .where(
      and(
        inArray(product.handle, handles),
        isNull(product.deleted_at),
        isNull(productVariant.deleted_at),
        isNull(moneyAmount.price_list_id),
        inArray(moneyAmount.currency_code, ['usd', 'eur']),
      ),
    )
  const dollars = prices.filter((p) => p.currency === 'usd' && !p.region)
  // Per variant, the euro price a European shopper sees: the region's price wins over the currency's.
  const euros = new Map<string, (typeof prices)[number]>()
  for (const p of prices) if (p.currency === 'eur' && (p.region || !euros.has(p.id))) euros.set(p.id, p)
  const sale = async (name: string, description: string, includesTax: boolean, rows: typeof prices) => {
    const id = generateId('pl')
    await ctx.db.insert(priceList).values({
      id,
      name,
      description,
      type: 'sale',
      status: 'active',
      includes_tax: includesTax,
    })
    if (rows.length)
      await ctx.db.insert(moneyAmount).values(
        rows.map((p) => ({
          id: generateId('ma'),
          variant_id: p.id,
          price_list_id: id,
          currency_code: p.currency,
          region_id: p.region,
          amount: Math.round(p.amount * 0.8),
        })),
      )
  }
  await sale('Summer Sale', '20% off selected summer favourites', false, dollars)
  await sale('Summer Offer (Europe)', '20% off selected summer favourites, prices with VAT', true, [
    ...euros.values(),
  ])
}

/** A warehouse serving both channels, with an inventory item per demo variant. */
export async function ensureStock(ctx: AppContext, channels: string[]) {
  const location = await ensureRow(ctx, stockLocation, eq(stockLocation.name, 'Main Warehouse'), () => ({
    id: generateId('sloc'),
    name: 'Main Warehouse',
  }))
  const [loc] = await ctx.db.select().from(stockLocation).where(eq(stockLocation.id, location))
  if (!loc?.address_id) {
    const address = generateId('laddr')
    await ctx.db.insert(stockLocationAddress).values({
      id: address,
      address_1: 'Harbour Street 1',
      city: 'Rotterdam',
      country_code: 'nl',
      postal_code: '3011',
    })
    await ctx.db.update(stockLocation).set({ address_id: address }).where(eq(stockLocation.id, location))
  }
  for (const sc of channels) {
    const [linked] = await ctx.db
      .select()
      .from(salesChannelLocation)
      .where(
        and(eq(salesChannelLocation.sales_channel_id, sc), eq(salesChannelLocation.location_id, location)),
      )
    if (!linked)
      await ctx.db
        .insert(salesChannelLocation)
        .values({ id: generateId('scloc'), sales_channel_id: sc, location_id: location })
  }
  const variants = await ctx.db
    .select({
      id: productVariant.id,
      sku: productVariant.sku,
      qty: productVariant.inventory_quantity,
      link: productVariantInventoryItem.id,
      title: productVariant.title,
      productTitle: product.title,
    })
    .from(productVariant)
    .innerJoin(product, eq(product.id, productVariant.product_id))
    .leftJoin(productVariantInventoryItem, eq(productVariantInventoryItem.variant_id, productVariant.id))
    .where(and(isNull(productVariant.deleted_at)))
  await stockLinkedDemoItems(ctx, location)
  const demo = variants.filter((v) => v.sku?.startsWith('DEMO-') && !v.link)
  if (demo.length === 0) return
  const items = demo.map((v) => ({ variant: v, item: generateId('iitem') }))
  await ctx.db.insert(inventoryItem).values(
    items.map(({ variant, item }) => ({
      id: item,
      sku: variant.sku,
      // As new variants' items are titled (variant-items.ts).
      title:
        variant.productTitle === variant.title
          ? variant.productTitle
          : `${variant.productTitle} / ${variant.title}`,
    })),
  )
  await ctx.db.insert(inventoryLevel).values(
    items.map(({ variant, item }) => ({
      id: generateId('ilev'),
      inventory_item_id: item,
      location_id: location,
      stocked_quantity: variant.qty,
    })),
  )
  await ctx.db.insert(productVariantInventoryItem).values(
    items.map(({ variant, item }) => ({
      id: generateId('pvitem'),
      inventory_item_id: item,
      variant_id: variant.id,
    })),
  )
}

/**
 * Demo variants made while a location already served their channel got their inventory item, and
 * their count as stock at that location. An item left with no stock anywhere (a count of 0, or an
 * item made before that rule) gets the variant's count at the warehouse.
 */
async function stockLinkedDemoItems(ctx: AppContext, location: string) {
  const unstocked = await ctx.db
    .select({ item: productVariantInventoryItem.inventory_item_id, qty: productVariant.inventory_quantity })
    .from(productVariant)
    .innerJoin(
      productVariantInventoryItem,
      and(
        eq(productVariantInventoryItem.variant_id, productVariant.id),
        isNull(productVariantInventoryItem.deleted_at),
      ),
    )
    .where(
      and(
        isNull(productVariant.deleted_at),
        like(productVariant.sku, 'DEMO-%'),
        notExists(
          ctx.db
            .select({ id: inventoryLevel.id })
            .from(inventoryLevel)
            .where(eq(inventoryLevel.inventory_item_id, productVariantInventoryItem.inventory_item_id)),
        ),
      ),
    )
  if (unstocked.length === 0) return
  await ctx.db.insert(inventoryLevel).values(
    unstocked.map((u) => ({
      id: generateId('ilev'),
      inventory_item_id: u.item,
      location_id: location,
      stocked_quantity: u.qty,
    })),
  )
}
