import {
  country,
  product,
  productCategory,
  productCollection,
  publishableApiKey,
  publishableApiKeySalesChannel,
  region,
  regionFulfillmentProvider,
  regionPaymentProvider,
  salesChannel,
  store,
  storeCurrency,
} from '@mercato/db'
import { generateId, toHandle } from '@mercato/domain'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { ensureDemoShippingOptions } from '../shipping/demo-options'
import { STORE_CHANNEL } from '../store-settings/service'
import { createCategory } from './categories.service'
import { createCollection } from './collections.service'
import { createProduct } from './products.service'
import { DEMO_CATEGORIES, DEMO_COLLECTIONS, DEMO_PRODUCTS, type DemoProduct } from './seed-data'
import { DEMO_IMAGE_VIEWS, demoImageUrl } from './seed-images'
import { ensureBookTaxRate, ensureRow, ensureSale, ensureStock } from './seed-stock'

/**
 * A demo catalogue worth looking at: 58 products (56 published) with options, variants, prices in
 * usd, eur and jpy, images, categories, collections, tags and types; three regions with tax rates;
 * a summer sale; a web sales channel with a publishable key; stock at a warehouse; shipping and
 * return options in every region.
 * Safe to run again: every step looks for what it would create.
 */
export async function seedDemoCatalog(ctx: AppContext): Promise<{ publishableKey: string }> {
  const db = ctx.db
  const [storeRow] = await db.select().from(store).limit(1)
  if (!storeRow) throw new Error('The store must exist before seeding (start the app once)')
  for (const code of ['usd', 'eur', 'jpy'])
    await db
      .insert(storeCurrency)
      .values({ store_id: storeRow.id, currency_code: code })
      .onConflictDoNothing()

  const regions = {
    na: await ensureRegion(ctx, {
      name: 'North America',
      currency_code: 'usd',
      tax_rate: 8,
      countries: ['us', 'ca'],
    }),
    eu: await ensureRegion(ctx, {
      name: 'Europe',
      currency_code: 'eur',
      tax_rate: 20,
      includes_tax: true,
      countries: ['de', 'fr', 'nl', 'it', 'es'],
    }),
    jp: await ensureRegion(ctx, { name: 'Japan', currency_code: 'jpy', tax_rate: 10, countries: ['jp'] }),
  }

  const [existingWeb] = await db
    .select({ id: salesChannel.id })
    .from(salesChannel)
    .where(eq(salesChannel.name, 'Web Store'))
  // A new shop's own channel, as the store made it, becomes the storefront's: one channel, rather than
  // a second beside a "Default Sales Channel" that was no longer the default.
  if (!existingWeb)
    await db
      .update(salesChannel)
      .set({ name: 'Web Store', description: 'The demo storefront', updated_at: new Date() })
      .where(
        and(
          eq(salesChannel.id, storeRow.default_sales_channel_id!),
          eq(salesChannel.name, STORE_CHANNEL.name),
          eq(salesChannel.description, STORE_CHANNEL.description),
        ),
      )
  const web = await ensureRow(ctx, salesChannel, eq(salesChannel.name, 'Web Store'), () => ({
    id: generateId('sc'),
    name: 'Web Store',
    description: 'The demo storefront',
  }))
  const channels = [...new Set([storeRow.default_sales_channel_id!, web])]
  // The storefront's channel becomes the store's default when the demo first makes it, so a product
  // created with no channel chosen is on sale in the storefront. Later runs leave the owner's choice.
  if (!existingWeb)
    await db.update(store).set({ default_sales_channel_id: web }).where(eq(store.id, storeRow.id))
  const publishableKey = await ensureRow(
    ctx,
    publishableApiKey,
    eq(publishableApiKey.title, 'Demo storefront'),
    () => ({
      id: generateId('pk'),
      title: 'Demo storefront',
    }),
  )
  await db
    .insert(publishableApiKeySalesChannel)
    .values({ id: generateId('pksc'), publishable_key_id: publishableKey, sales_channel_id: web })
    .onConflictDoNothing()

  const categories = new Map<string, string>()
  for (const c of DEMO_CATEGORIES) {
    const handle = toHandle(c.name)
    const [found] = await db.select().from(productCategory).where(eq(productCategory.handle, handle))
    const id =
      found?.id ??
      (await createCategory(ctx, {
        name: c.name,
        handle,
        description: c.description,
        is_active: true,
        parent_category_id: c.parent ? categories.get(c.parent)! : null,
      }))
    categories.set(c.name, id)
  }
  const collections = new Map<string, string>()
  for (const title of DEMO_COLLECTIONS) {
    const [found] = await db
      .select()
      .from(productCollection)
      .where(and(eq(productCollection.handle, toHandle(title)), isNull(productCollection.deleted_at)))
    collections.set(title, found?.id ?? (await createCollection(ctx, { title })))
  }

  for (const p of DEMO_PRODUCTS) {
    const handle = toHandle(p.title)
    const [found] = await db
      .select({ id: product.id })
      .from(product)
      .where(and(eq(product.handle, handle), isNull(product.deleted_at)))
    if (found) continue
    await createProduct(
      ctx,
      productBody(p, handle, regions.eu, categories, collections, channels, ctx.config.backendUrl),
    )
  }

  await ensureBookTaxRate(ctx, regions.eu)
  await ensureSale(ctx)
  await ensureStock(ctx, channels)
  await ensureDemoShippingOptions(ctx, Object.values(regions))
  return { publishableKey }
}

const eurOf = (usd: number) => Math.round((usd * 0.92) / 100) * 100 - 1
const jpyOf = (usd: number) => Math.round((usd * 1.5) / 100) * 100

/** Cartesian product of the option values, in option order. */
function combinations(options: Record<string, string[]>): string[][] {
  return Object.values(options).reduce<string[][]>(
    (acc, values) => acc.flatMap((a) => values.map((v) => [...a, v])),
    [[]],
  )
}

function productBody(
  p: DemoProduct,
  handle: string,
  euRegion: string,
  categories: Map<string, string>,
  collections: Map<string, string>,
  channels: string[],
  backendUrl: string,
) {
  const options = p.options ?? {}
  const combos = combinations(options)
  const code = handle
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 10)
    .toUpperCase()
  return {
    title: p.title,
    handle,
    subtitle: p.material ?? null,
    description: `${p.title} from the Mercato demo shop. ${p.material ? `Made of ${p.material.toLowerCase()}.` : ''} Designed to be used every day and to last for years.`,
    status: p.status ?? 'published',
    material: p.material ?? null,
    weight: p.weight ?? null,
    images: DEMO_IMAGE_VIEWS.map((view) => demoImageUrl(backendUrl, handle, view)),
    type: { value: p.type },
    tags: (p.tags ?? []).map((value) => ({ value })),
    collection_id: p.collection ? collections.get(p.collection)! : null,
    categories: [{ id: categories.get(p.category)! }],
    sales_channels: channels.map((id) => ({ id })),
    options: Object.keys(options).map((title) => ({ title })),
    variants: combos.map((values, i) => ({
      title: values.length ? values.join(' / ') : p.title,
      sku: `DEMO-${code}-${values.map((v) => v.replace(/[^A-Za-z0-9]+/g, '').toUpperCase()).join('-') || 'ONE'}`,
      inventory_quantity: 10 + ((i * 7) % 40),
      manage_inventory: true,
      options: values.map((value) => ({ value })),
      prices: [
        { currency_code: 'usd', amount: p.usd },
        { currency_code: 'eur', amount: eurOf(p.usd) },
        { currency_code: 'jpy', amount: jpyOf(p.usd) },
        // The Europe region's price includes VAT; the euro price does not. The region price is the
        // original price, but the calculated one is the lower of the two compared with the product's tax
        // (Medusa v1's rule): the euro price wins when it plus VAT is below the region price, so always for
        // books (7 %) and for 20 % products whose region price was rounded up.
        { region_id: euRegion, amount: Math.round((eurOf(p.usd) * 1.2) / 100) * 100 - 1 },
      ],
    })),
  }
}

async function ensureRegion(
  ctx: AppContext,
  r: { name: string; currency_code: string; tax_rate: number; includes_tax?: boolean; countries: string[] },
) {
  const id = await ensureRow(ctx, region, and(eq(region.name, r.name), isNull(region.deleted_at))!, () => ({
    id: generateId('reg'),
    name: r.name,
    currency_code: r.currency_code,
    tax_rate: r.tax_rate,
    includes_tax: r.includes_tax ?? false,
  }))
  await ctx.db
    .insert(regionPaymentProvider)
    .values({ region_id: id, provider_id: 'manual' })
    .onConflictDoNothing()
  await ctx.db
    .insert(regionFulfillmentProvider)
    .values({ region_id: id, provider_id: 'manual' })
    .onConflictDoNothing()
  // A country belongs to at most one region: only unassigned countries are claimed.
  await ctx.db
    .update(country)
    .set({ region_id: id })
    .where(and(inArray(country.iso_2, r.countries), isNull(country.region_id)))
  return id
}
