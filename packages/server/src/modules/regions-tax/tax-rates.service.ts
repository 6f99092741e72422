import {
  product,
  productTaxRate,
  productType,
  productTypeTaxRate,
  region,
  shippingOption,
  shippingTaxRate,
  taxRate,
} from '@mercato/db'
import { generateId, invalidData, notFound } from '@mercato/domain'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { type TaxRateFilters, decorateTaxRates, findTaxRate, listTaxRateRows } from './tax-rates.queries'
import { type RetrieveQuery, mergeMetadata, missing, relationsOf, unique } from '../../http/route-helpers'

export type TaxRateLink = 'products' | 'product_types' | 'shipping_options'

const LINKS = {
  products: { table: productTaxRate, column: productTaxRate.product_id, target: product, label: 'Product' },
  product_types: {
    table: productTypeTaxRate,
    column: productTypeTaxRate.product_type_id,
    target: productType,
    label: 'Product type',
  },
  shipping_options: {
    table: shippingTaxRate,
    column: shippingTaxRate.shipping_option_id,
    target: shippingOption,
    label: 'Shipping option',
  },
} as const

export async function retrieveTaxRate(ctx: AppContext, id: string, q: RetrieveQuery = {}) {
  const row = await findTaxRate(ctx.db, id)
  if (!row) throw notFound(`TaxRate with id: ${id} was not found`)
  const [out] = await decorateTaxRates(ctx.db, [row], relationsOf(q.expand, []), q.fields)
  return out!
}

export async function listTaxRates(ctx: AppContext, query: ListQuery<TaxRateFilters>) {
  const [rows, count] = await listTaxRateRows(ctx.db, query)
  const taxRates = await decorateTaxRates(ctx.db, rows, relationsOf(query.expand, []), query.fields)
  return { tax_rates: taxRates, count }
}

async function assertRegion(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: region.id })
    .from(region)
    .where(and(eq(region.id, id), isNull(region.deleted_at)))
  if (!row) throw invalidData(`Region with id: ${id} was not found`)
}

/** Adds (or with `replace`, sets) the rate's links of one kind; every id must name a live row. */
async function link(tx: Tx, rateId: string, kind: TaxRateLink, idsIn: string[], replace: boolean) {
  const ids = unique(idsIn)
  const spec = LINKS[kind]
  const target = spec.target as typeof product
  if (ids.length) {
    const found = await tx
      .select({ id: target.id })
      .from(target)
      .where(and(inArray(target.id, ids), isNull(target.deleted_at)))
    const bad = missing(
      ids,
      found.map((f) => f.id),
    )
    if (bad.length) throw invalidData(`${spec.label} with id: ${bad.join(', ')} was not found`)
  }
  const table = spec.table as typeof productTaxRate
  const column = spec.column as typeof productTaxRate.product_id
  if (replace) await tx.delete(table).where(eq(table.rate_id, rateId))
  if (ids.length === 0) return
  const values = ids.map((id) => ({ rate_id: rateId, [column.name]: id }))
  await tx
    .insert(table)
    .values(values as (typeof productTaxRate.$inferInsert)[])
    .onConflictDoNothing()
}

export interface TaxRateInput {
  code?: string | undefined
  name?: string | undefined
  region_id?: string | undefined
  rate?: number | null | undefined
  products?: string[] | undefined
  product_types?: string[] | undefined
  shipping_options?: string[] | undefined
  metadata?: Record<string, unknown> | null | undefined
}

export async function createTaxRate(
  ctx: AppContext,
  input: TaxRateInput & { code: string; name: string; region_id: string },
  q?: RetrieveQuery,
) {
  const id = await inTransaction(ctx, async (tx, events) => {
    await assertRegion(tx, input.region_id)
    const id = generateId('txr')
    await tx.insert(taxRate).values({
      id,
      code: input.code,
      name: input.name,
      region_id: input.region_id,
      rate: input.rate ?? null,
      metadata: input.metadata ?? null,
    })
    for (const kind of Object.keys(LINKS) as TaxRateLink[]) {
      const ids = input[kind]
      if (ids) await link(tx, id, kind, ids, false)
    }
    events.emit('tax_rate.created', { id })
    return id
  })
  return retrieveTaxRate(ctx, id, q)
}

async function lockTaxRate(tx: Tx, id: string) {
  const [row] = await tx.select().from(taxRate).where(eq(taxRate.id, id)).for('update')
  if (!row) throw notFound(`TaxRate with id: ${id} was not found`)
  return row
}

export async function updateTaxRate(ctx: AppContext, id: string, input: TaxRateInput, q?: RetrieveQuery) {
  await inTransaction(ctx, async (tx, events) => {
    const existing = await lockTaxRate(tx, id)
    const { products, product_types, shipping_options, metadata, ...fields } = input
    if (fields.region_id) await assertRegion(tx, fields.region_id)
    // As in Medusa, link arrays given on update replace the rate's links.
    const links = { products, product_types, shipping_options }
    for (const kind of Object.keys(LINKS) as TaxRateLink[]) {
      const ids = links[kind]
      if (ids) await link(tx, id, kind, ids, true)
    }
    await tx
      .update(taxRate)
      .set({ ...fields, metadata: mergeMetadata(existing.metadata, metadata), updated_at: new Date() })
      .where(eq(taxRate.id, id))
    events.emit('tax_rate.updated', { id })
  })
  return retrieveTaxRate(ctx, id, q)
}

export async function deleteTaxRate(ctx: AppContext, id: string) {
  return inTransaction(ctx, async (tx, events) => {
    await lockTaxRate(tx, id)
    await tx.delete(taxRate).where(eq(taxRate.id, id))
    events.emit('tax_rate.deleted', { id })
    return { id, object: 'tax-rate', deleted: true }
  })
}

export async function batchTaxRateLinks(
  ctx: AppContext,
  id: string,
  kind: TaxRateLink,
  ids: string[],
  action: 'add' | 'remove',
  q?: RetrieveQuery,
) {
  await inTransaction(ctx, async (tx, events) => {
    await lockTaxRate(tx, id)
    if (action === 'add') await link(tx, id, kind, ids, false)
    else if (ids.length) {
      const table = LINKS[kind].table as typeof productTaxRate
      const column = LINKS[kind].column as typeof productTaxRate.product_id
      await tx.delete(table).where(and(eq(table.rate_id, id), inArray(column, unique(ids))))
    }
    await tx.update(taxRate).set({ updated_at: new Date() }).where(eq(taxRate.id, id))
    events.emit('tax_rate.updated', { id, fields: [kind] })
  })
  return retrieveTaxRate(ctx, id, q)
}
