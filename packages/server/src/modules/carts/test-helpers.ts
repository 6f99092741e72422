import {
  country,
  discount,
  discountCondition,
  discountRegions,
  discountRule,
  giftCard,
  inventoryItem,
  inventoryLevel,
  moneyAmount,
  product,
  productSalesChannel,
  productVariant,
  productVariantInventoryItem,
  region,
  regionFulfillmentProvider,
  regionPaymentProvider,
  salesChannelLocation,
  shippingOption,
  shippingOptionRequirement,
  shippingProfile,
  stockLocation,
  store,
} from '@mercato/db'
import { generateId, ulid } from '@mercato/domain'
import { eq, inArray, sql } from 'drizzle-orm'
import type { MercatoApp } from '../../app'
import { storeCacheOf } from '../catalog/store-cache-install'

// Rows owned by other modules (regions, catalogue, stock, shipping options, discounts, gift cards),
// written directly so that checkout tests do not depend on those modules' admin routes. Catalogue rows
// written this way bypass the app, so the store read cache is told.

export async function defaultChannel(t: MercatoApp) {
  const [s] = await t.ctx.db.select().from(store)
  return s!.default_sales_channel_id!
}

export async function defaultProfile(t: MercatoApp, type: 'default' | 'gift_card' = 'default') {
  const [p] = await t.ctx.db.select().from(shippingProfile).where(eq(shippingProfile.type, type))
  return p!.id
}

export interface RegionOptions {
  name?: string
  currency_code?: string
  tax_rate?: number
  includes_tax?: boolean
  automatic_taxes?: boolean
  gift_cards_taxable?: boolean
  countries?: string[]
  providers?: string[]
}

/** A region with countries, payment providers (manual and test by default) and manual fulfillment. */
export async function insertShopRegion(t: MercatoApp, o: RegionOptions = {}) {
  const id = generateId('reg')
  await t.ctx.db.insert(region).values({
    id,
    name: o.name ?? 'Region',
    currency_code: o.currency_code ?? 'usd',
    tax_rate: o.tax_rate ?? 0,
    includes_tax: o.includes_tax ?? false,
    automatic_taxes: o.automatic_taxes ?? true,
    gift_cards_taxable: o.gift_cards_taxable ?? true,
  })
  if (o.countries?.length)
    await t.ctx.db.update(country).set({ region_id: id }).where(inArray(country.iso_2, o.countries))
  for (const p of o.providers ?? ['manual', 'test'])
    await t.ctx.db.insert(regionPaymentProvider).values({ region_id: id, provider_id: p })
  await t.ctx.db.insert(regionFulfillmentProvider).values({ region_id: id, provider_id: 'manual' })
  storeCacheOf(t.ctx).invalidate()
  return id
}

export interface VariantOptions {
  title?: string
  prices?: Array<{ amount: number; currency_code?: string; region_id?: string }>
  inventory_quantity?: number
  manage_inventory?: boolean
  allow_backorder?: boolean
  type_id?: string | null
  collection_id?: string | null
  discountable?: boolean
  is_giftcard?: boolean
  channels?: string[]
}

/** A published product with one variant and its prices, sold in the store's default channel. */
export async function insertVariant(t: MercatoApp, o: VariantOptions = {}) {
  const productId = generateId('prod')
  const title = o.title ?? `Product ${ulid().slice(-6)}`
  await t.ctx.db.insert(product).values({
    id: productId,
    title,
    handle: `${title.toLowerCase().replace(/\W+/g, '-')}-${ulid().toLowerCase().slice(-8)}`,
    status: 'published',
    type_id: o.type_id ?? null,
    collection_id: o.collection_id ?? null,
    discountable: o.discountable ?? true,
    is_giftcard: o.is_giftcard ?? false,
    profile_id: await defaultProfile(t, o.is_giftcard ? 'gift_card' : 'default'),
  })
  const id = generateId('variant')
  await t.ctx.db.insert(productVariant).values({
    id,
    product_id: productId,
    title: `${title} variant`,
    inventory_quantity: o.inventory_quantity ?? 100,
    manage_inventory: o.manage_inventory ?? true,
    allow_backorder: o.allow_backorder ?? false,
  })
  const prices = o.prices ?? [{ amount: 1000 }]
  await t.ctx.db.insert(moneyAmount).values(
    prices.map((p) => ({
      id: generateId('ma'),
      variant_id: id,
      amount: p.amount,
      currency_code: p.currency_code ?? 'usd',
      region_id: p.region_id ?? null,
    })),
  )
  for (const sc of o.channels ?? [await defaultChannel(t)])
    await t.ctx.db.insert(productSalesChannel).values({ product_id: productId, sales_channel_id: sc })
  storeCacheOf(t.ctx).invalidate()
  return { productId, variantId: id }
}

/** Stock held through an inventory item at a location of the default channel. */
export async function stockVariant(t: MercatoApp, variantId: string, stocked: number) {
  const location = generateId('sloc')
  await t.ctx.db.insert(stockLocation).values({ id: location, name: `Warehouse ${location.slice(-4)}` })
  await t.ctx.db
    .insert(salesChannelLocation)
    .values({ id: generateId('scloc'), sales_channel_id: await defaultChannel(t), location_id: location })
  const item = generateId('iitem')
  await t.ctx.db.insert(inventoryItem).values({ id: item })
  await t.ctx.db.insert(inventoryLevel).values({
    id: generateId('ilev'),
    inventory_item_id: item,
    location_id: location,
    stocked_quantity: stocked,
  })
  await t.ctx.db
    .insert(productVariantInventoryItem)
    .values({ id: generateId('pvitem'), inventory_item_id: item, variant_id: variantId })
  storeCacheOf(t.ctx).invalidate()
  return { item, location }
}

export async function insertOption(
  t: MercatoApp,
  regionId: string,
  o: {
    amount?: number
    name?: string
    includes_tax?: boolean
    admin_only?: boolean
    profile?: string
    requirements?: Array<{ type: 'min_subtotal' | 'max_subtotal'; amount: number }>
  } = {},
) {
  const id = generateId('so')
  await t.ctx.db.insert(shippingOption).values({
    id,
    name: o.name ?? 'Standard',
    region_id: regionId,
    profile_id: o.profile ?? (await defaultProfile(t)),
    provider_id: 'manual',
    price_type: 'flat_rate',
    amount: o.amount ?? 500,
    includes_tax: o.includes_tax ?? false,
    admin_only: o.admin_only ?? false,
  })
  for (const r of o.requirements ?? [])
    await t.ctx.db
      .insert(shippingOptionRequirement)
      .values({ id: generateId('sor'), shipping_option_id: id, ...r })
  return id
}

export interface DiscountOptions {
  code?: string
  type: 'fixed' | 'percentage' | 'free_shipping'
  value?: number
  allocation?: 'total' | 'item'
  regions: string[]
  usage_limit?: number | null
  usage_count?: number
  starts_at?: Date
  ends_at?: Date | null
  is_disabled?: boolean
  conditions?: Array<{
    type: 'products' | 'product_types' | 'product_collections' | 'product_tags' | 'customer_groups'
    operator: 'in' | 'not_in'
    ids: string[]
  }>
}

const conditionTables = {
  products: ['discount_condition_product', 'product_id'],
  product_types: ['discount_condition_product_type', 'product_type_id'],
  product_collections: ['discount_condition_product_collection', 'product_collection_id'],
  product_tags: ['discount_condition_product_tag', 'product_tag_id'],
  customer_groups: ['discount_condition_customer_group', 'customer_group_id'],
} as const

export async function insertDiscount(t: MercatoApp, o: DiscountOptions) {
  const ruleId = generateId('dru')
  await t.ctx.db
    .insert(discountRule)
    .values({ id: ruleId, type: o.type, value: o.value ?? 0, allocation: o.allocation ?? 'total' })
  const code = o.code ?? `SAVE${ulid().slice(-6)}`
  const id = generateId('disc')
  await t.ctx.db.insert(discount).values({
    id,
    code: code.toUpperCase(),
    rule_id: ruleId,
    usage_limit: o.usage_limit ?? null,
    usage_count: o.usage_count ?? 0,
    starts_at: o.starts_at ?? new Date(Date.now() - 60_000),
    ends_at: o.ends_at ?? null,
    is_disabled: o.is_disabled ?? false,
  })
  for (const r of o.regions) await t.ctx.db.insert(discountRegions).values({ discount_id: id, region_id: r })
  for (const c of o.conditions ?? []) {
    const cid = generateId('discon')
    await t.ctx.db
      .insert(discountCondition)
      .values({ id: cid, type: c.type, operator: c.operator, discount_rule_id: ruleId })
    const [table, column] = conditionTables[c.type]
    for (const rid of c.ids)
      await t.ctx.db.execute(
        sql`INSERT INTO ${sql.raw(table)} (condition_id, ${sql.raw(column)}) VALUES (${cid}, ${rid})`,
      )
  }
  return { id, code: code.toUpperCase() }
}

export async function insertGiftCard(
  t: MercatoApp,
  o: { region_id: string; value: number; balance?: number; tax_rate?: number | null; is_disabled?: boolean },
) {
  const code = Array.from({ length: 4 }, () => ulid().slice(-4)).join('-')
  const id = generateId('gift')
  await t.ctx.db.insert(giftCard).values({
    id,
    code,
    value: o.value,
    balance: o.balance ?? o.value,
    region_id: o.region_id,
    tax_rate: o.tax_rate ?? null,
    is_disabled: o.is_disabled ?? false,
  })
  return { id, code }
}
