import {
  currency,
  priceList,
  priceListCustomerGroup,
  customerGroup,
  moneyAmount,
  publishableApiKey,
  publishableApiKeySalesChannel,
  region,
  salesChannel,
  taxRate,
} from '@mercato/db'
import { generateId } from '@mercato/domain'
import { eq } from 'drizzle-orm'
import type { MercatoApp } from '../../app'
import type { AdminCredentials } from '../../testing/harness'
import { storeCacheOf } from './store-cache-install'

// Rows owned by other modules (regions, price lists, channels, keys), written directly so that the
// catalogue's tests do not depend on those modules' routes.

export async function insertRegion(
  t: MercatoApp,
  opts: {
    name?: string
    currency_code?: string
    tax_rate?: number
    includes_tax?: boolean
    automatic_taxes?: boolean
  } = {},
) {
  const id = generateId('reg')
  await t.ctx.db.insert(region).values({
    id,
    name: opts.name ?? 'Region',
    currency_code: opts.currency_code ?? 'usd',
    tax_rate: opts.tax_rate ?? 0,
    includes_tax: opts.includes_tax ?? false,
    automatic_taxes: opts.automatic_taxes ?? true,
  })
  written(t)
  return id
}

export async function insertTaxRate(t: MercatoApp, regionId: string, rate: number, name = 'Reduced') {
  const id = generateId('txr')
  await t.ctx.db.insert(taxRate).values({ id, region_id: regionId, rate, name, code: name.toLowerCase() })
  written(t)
  return id
}

export async function insertPriceList(
  t: MercatoApp,
  opts: {
    type?: 'sale' | 'override'
    status?: 'active' | 'draft'
    groups?: string[]
    starts_at?: Date
    ends_at?: Date
    prices: Array<{ variant_id: string; amount: number; currency_code?: string; region_id?: string }>
  },
) {
  const id = generateId('pl')
  await t.ctx.db.insert(priceList).values({
    id,
    name: `List ${id.slice(-4)}`,
    type: opts.type ?? 'sale',
    status: opts.status ?? 'active',
    starts_at: opts.starts_at ?? null,
    ends_at: opts.ends_at ?? null,
  })
  for (const g of opts.groups ?? []) {
    await t.ctx.db.insert(customerGroup).values({ id: g, name: g }).onConflictDoNothing()
    await t.ctx.db.insert(priceListCustomerGroup).values({ price_list_id: id, customer_group_id: g })
  }
  await t.ctx.db.insert(moneyAmount).values(
    opts.prices.map((p) => ({
      id: generateId('ma'),
      price_list_id: id,
      variant_id: p.variant_id,
      amount: p.amount,
      currency_code: p.currency_code ?? 'usd',
      region_id: p.region_id ?? null,
    })),
  )
  written(t)
  return id
}

export async function insertSalesChannel(t: MercatoApp, name = 'Channel') {
  const id = generateId('sc')
  await t.ctx.db.insert(salesChannel).values({ id, name })
  written(t)
  return id
}

export async function insertPublishableKey(
  t: MercatoApp,
  channels: string[],
  opts: { revoked?: boolean } = {},
) {
  const id = generateId('pk')
  await t.ctx.db
    .insert(publishableApiKey)
    .values({ id, title: 'Key', revoked_at: opts.revoked ? new Date() : null })
  for (const sc of channels)
    await t.ctx.db
      .insert(publishableApiKeySalesChannel)
      .values({ id: generateId('pksc'), publishable_key_id: id, sales_channel_id: sc })
  written(t)
  return id
}

export async function setCurrencyIncludesTax(t: MercatoApp, code: string, includes: boolean) {
  await t.ctx.db.update(currency).set({ includes_tax: includes }).where(eq(currency.code, code))
  written(t)
}

/** Creates a product through the admin API and returns it. */
export async function createProduct(t: MercatoApp, admin: AdminCredentials, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/products',
    headers: admin.headers,
    payload: body,
  })
  if (res.statusCode !== 200) throw new Error(`create product failed: ${res.statusCode} ${res.body}`)
  return res.json().product
}

/** A published T-shirt with two options, four variants and usd/eur prices. */
export function shirtBody(overrides: Record<string, unknown> = {}) {
  const variants = []
  for (const size of ['S', 'M'])
    for (const color of ['Black', 'White'])
      variants.push({
        title: `${size} / ${color}`,
        sku: `SHIRT-${size}-${color}-${generateId('x').slice(-6)}`,
        options: [{ value: size }, { value: color }],
        prices: [
          { currency_code: 'usd', amount: 2500 },
          { currency_code: 'eur', amount: 2300 },
        ],
      })
  return {
    title: 'Classic Shirt',
    status: 'published',
    options: [{ title: 'Size' }, { title: 'Color' }],
    variants,
    ...overrides,
  }
}

/** Rows written straight to the database bypass the app's writes, so the store read cache is told. */
function written(t: MercatoApp) {
  storeCacheOf(t.ctx).invalidate()
}
