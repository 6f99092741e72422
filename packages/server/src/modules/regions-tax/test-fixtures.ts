import {
  product,
  productSalesChannel,
  productType,
  productVariant,
  shippingOption,
  shippingProfile,
} from '@mercato/db'
import { generateId, ulid } from '@mercato/domain'
import type { MercatoApp } from '../../app'

// Rows the catalogue module owns, written directly so these modules' tests do not depend on its API.

export async function insertProduct(
  t: MercatoApp,
  opts: { title?: string; variants?: number; type_id?: string; sales_channels?: string[] } = {},
) {
  const id = generateId('prod')
  const title = opts.title ?? `Product ${ulid().slice(-6)}`
  await t.ctx.db.insert(product).values({
    id,
    title,
    handle: `${title.toLowerCase().replace(/\W+/g, '-')}-${ulid().toLowerCase().slice(-8)}`,
    status: 'published',
    type_id: opts.type_id ?? null,
  })
  const variantIds: string[] = []
  for (let i = 0; i < (opts.variants ?? 1); i++) {
    const vid = generateId('variant')
    variantIds.push(vid)
    await t.ctx.db
      .insert(productVariant)
      .values({ id: vid, product_id: id, title: `${title} / ${i + 1}`, variant_rank: i })
  }
  for (const sc of opts.sales_channels ?? [])
    await t.ctx.db.insert(productSalesChannel).values({ product_id: id, sales_channel_id: sc })
  return { id, variantIds }
}

export async function insertProductType(t: MercatoApp, value = `type-${ulid().slice(-8)}`) {
  const id = generateId('ptyp')
  await t.ctx.db.insert(productType).values({ id, value })
  return id
}

export async function insertShippingOption(t: MercatoApp, regionId: string) {
  const [profile] = await t.ctx.db.select({ id: shippingProfile.id }).from(shippingProfile).limit(1)
  const id = generateId('so')
  await t.ctx.db.insert(shippingOption).values({
    id,
    name: 'Standard',
    region_id: regionId,
    profile_id: profile!.id,
    provider_id: 'manual',
    price_type: 'flat_rate',
    amount: 500,
  })
  return id
}

/** Rows in a table (optionally matching a WHERE clause), to prove a failed request wrote nothing. */
export async function countRows(t: MercatoApp, table: string, where = 'true') {
  const [row] = await t.ctx.database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`,
  )
  return row!.n
}

/** SQL statements sent outside transactions while `work` runs: list reads must not grow with the page. */
export async function countQueries(t: MercatoApp, work: () => Promise<unknown>): Promise<number> {
  const client = (t.ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client
  const original = client.query
  let n = 0
  client.query = function (this: unknown, ...args: unknown[]) {
    n++
    return original.apply(this, args)
  }
  try {
    await work()
  } finally {
    client.query = original
  }
  return n
}
