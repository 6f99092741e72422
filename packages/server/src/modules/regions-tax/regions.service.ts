import {
  country,
  currency,
  fulfillmentProvider,
  paymentProvider,
  region,
  regionFulfillmentProvider,
  regionPaymentProvider,
  store,
  storeCurrency,
} from '@mercato/db'
import { generateId, invalidData, notFound } from '@mercato/domain'
import { and, eq, inArray, isNull, notInArray, or } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { TAX_PROVIDERS } from '../../providers'
import {
  DEFAULT_REGION_RELATIONS,
  decorateRegions,
  findRegion,
  listRegionRows,
  regionFulfillmentProviderIds,
} from './regions.queries'
import { type RetrieveQuery, mergeMetadata, missing, relationsOf, unique } from '../../http/route-helpers'

/** What each built-in fulfillment provider offers when creating shipping options. */
const FULFILLMENT_OPTIONS: Record<string, Record<string, unknown>[]> = {
  manual: [{ id: 'manual-fulfillment' }, { id: 'manual-fulfillment-return', is_return: true }],
}

export async function retrieveRegion(ctx: AppContext, id: string, q: RetrieveQuery = {}) {
  const row = await findRegion(ctx.db, id)
  if (!row) throw notFound(`Region with id: ${id} was not found`)
  const [out] = await decorateRegions(
    ctx.db,
    [row],
    relationsOf(q.expand, DEFAULT_REGION_RELATIONS),
    q.fields,
  )
  return out!
}

export async function listRegions(ctx: AppContext, query: ListQuery<unknown>) {
  const [rows, count] = await listRegionRows(ctx.db, query)
  const regions = await decorateRegions(
    ctx.db,
    rows,
    relationsOf(query.expand, DEFAULT_REGION_RELATIONS),
    query.fields,
  )
  return { regions, count }
}

/** Medusa's rule: a region's currency must be one of the store's currencies. */
async function assertStoreCurrency(tx: Tx, code: string) {
  const [known] = await tx.select().from(currency).where(eq(currency.code, code)).limit(1)
  if (!known) throw invalidData(`Currency with code ${code} does not exist`)
  const [inStore] = await tx
    .select({ code: storeCurrency.currency_code })
    .from(storeCurrency)
    .innerJoin(store, eq(store.id, storeCurrency.store_id))
    .where(eq(storeCurrency.currency_code, code))
    .limit(1)
  if (!inStore)
    throw invalidData(`Currency ${code} is not one of the store's currencies; add it to the store first`)
}

function assertTaxProvider(id: string | null | undefined) {
  if (id && !(TAX_PROVIDERS as readonly string[]).includes(id))
    throw invalidData(`Tax provider ${id} is not installed`)
}

async function assertProviders(tx: Tx, kind: 'payment' | 'fulfillment', ids: string[]) {
  if (ids.length === 0) return
  const table = kind === 'payment' ? paymentProvider : fulfillmentProvider
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), eq(table.is_installed, true)))
  const bad = missing(
    ids,
    found.map((f) => f.id),
  )
  if (bad.length)
    throw invalidData(
      `${kind === 'payment' ? 'Payment' : 'Fulfillment'} provider ${bad.join(', ')} is not installed`,
    )
}

async function setProviders(tx: Tx, regionId: string, kind: 'payment' | 'fulfillment', ids: string[]) {
  const link = kind === 'payment' ? regionPaymentProvider : regionFulfillmentProvider
  await assertProviders(tx, kind, ids)
  await tx
    .delete(link)
    .where(
      ids.length
        ? and(eq(link.region_id, regionId), notInArray(link.provider_id, ids))
        : eq(link.region_id, regionId),
    )
  if (ids.length)
    await tx
      .insert(link)
      .values(ids.map((provider_id) => ({ region_id: regionId, provider_id })))
      .onConflictDoNothing()
}

/**
 * Puts countries into a region. A country belongs to at most one region: the claim is one conditional
 * UPDATE, so two regions racing for the same country cannot both get it.
 */
async function claimCountries(tx: Tx, regionId: string, codesIn: string[], replace: boolean) {
  const codes = unique(codesIn.map((c) => c.toLowerCase()))
  const found = codes.length
    ? await tx.select({ iso_2: country.iso_2 }).from(country).where(inArray(country.iso_2, codes))
    : []
  const unknown = missing(
    codes,
    found.map((f) => f.iso_2),
  )
  if (unknown.length) throw invalidData(`Country with iso code ${unknown.join(', ')} was not found`)
  if (replace) {
    await tx
      .update(country)
      .set({ region_id: null })
      .where(
        codes.length
          ? and(eq(country.region_id, regionId), notInArray(country.iso_2, codes))
          : eq(country.region_id, regionId),
      )
  }
  if (codes.length === 0) return
  const claimed = await tx
    .update(country)
    .set({ region_id: regionId })
    .where(and(inArray(country.iso_2, codes), or(isNull(country.region_id), eq(country.region_id, regionId))))
    .returning({ iso_2: country.iso_2 })
  if (claimed.length === codes.length) return
  const taken = await tx
    .select({
      iso_2: country.iso_2,
      display_name: country.display_name,
      region_id: region.id,
      name: region.name,
    })
    .from(country)
    .innerJoin(region, eq(region.id, country.region_id))
    .where(
      inArray(
        country.iso_2,
        missing(
          codes,
          claimed.map((c) => c.iso_2),
        ),
      ),
    )
  const [first] = taken
  throw invalidData(
    first
      ? `${first.display_name} (${first.iso_2}) already belongs to the region ${first.name}; remove it there first`
      : 'A country already belongs to another region',
  )
}

export interface CreateRegionInput {
  name: string
  currency_code: string
  tax_rate: number
  tax_code?: string | undefined
  payment_providers: string[]
  fulfillment_providers: string[]
  countries: string[]
  includes_tax?: boolean | undefined
  metadata?: Record<string, unknown> | null | undefined
}

export async function createRegion(ctx: AppContext, input: CreateRegionInput, q?: RetrieveQuery) {
  const id = await inTransaction(ctx, async (tx, events) => {
    const code = input.currency_code.toLowerCase()
    await assertStoreCurrency(tx, code)
    const id = generateId('reg')
    await tx.insert(region).values({
      id,
      name: input.name,
      currency_code: code,
      tax_rate: input.tax_rate,
      tax_code: input.tax_code ?? null,
      includes_tax: input.includes_tax ?? false,
      metadata: input.metadata ?? null,
    })
    await setProviders(tx, id, 'payment', unique(input.payment_providers))
    await setProviders(tx, id, 'fulfillment', unique(input.fulfillment_providers))
    await claimCountries(tx, id, input.countries, false)
    events.emit('region.created', { id })
    return id
  })
  return retrieveRegion(ctx, id, q)
}

export interface UpdateRegionInput {
  name?: string | undefined
  currency_code?: string | undefined
  automatic_taxes?: boolean | undefined
  gift_cards_taxable?: boolean | undefined
  tax_provider_id?: string | null | undefined
  tax_code?: string | null | undefined
  tax_rate?: number | undefined
  includes_tax?: boolean | undefined
  payment_providers?: string[] | undefined
  fulfillment_providers?: string[] | undefined
  countries?: string[] | undefined
  metadata?: Record<string, unknown> | null | undefined
}

async function lockRegion(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(region)
    .where(and(eq(region.id, id), isNull(region.deleted_at)))
    .for('update')
  if (!row) throw notFound(`Region with id: ${id} was not found`)
  return row
}

export async function updateRegion(ctx: AppContext, id: string, input: UpdateRegionInput, q?: RetrieveQuery) {
  await inTransaction(ctx, async (tx, events) => {
    const existing = await lockRegion(tx, id)
    const { payment_providers, fulfillment_providers, countries, metadata, currency_code, ...fields } = input
    assertTaxProvider(input.tax_provider_id)
    const code = currency_code?.toLowerCase()
    if (code && code !== existing.currency_code) await assertStoreCurrency(tx, code)
    if (payment_providers) await setProviders(tx, id, 'payment', unique(payment_providers))
    if (fulfillment_providers) await setProviders(tx, id, 'fulfillment', unique(fulfillment_providers))
    if (countries) await claimCountries(tx, id, countries, true)
    await tx
      .update(region)
      .set({
        ...fields,
        ...(code ? { currency_code: code } : {}),
        metadata: mergeMetadata(existing.metadata, metadata),
        updated_at: new Date(),
      })
      .where(eq(region.id, id))
    events.emit('region.updated', { id, fields: Object.keys(input) })
  })
  return retrieveRegion(ctx, id, q)
}

export async function deleteRegion(ctx: AppContext, id: string) {
  return inTransaction(ctx, async (tx, events) => {
    await lockRegion(tx, id)
    await tx.update(region).set({ deleted_at: new Date() }).where(eq(region.id, id))
    // Free its countries so another region can take them.
    await tx.update(country).set({ region_id: null }).where(eq(country.region_id, id))
    events.emit('region.deleted', { id })
    return { id, object: 'region', deleted: true }
  })
}

export async function addRegionCountry(ctx: AppContext, id: string, code: string, q?: RetrieveQuery) {
  await inTransaction(ctx, async (tx, events) => {
    await lockRegion(tx, id)
    await claimCountries(tx, id, [code], false)
    await tx.update(region).set({ updated_at: new Date() }).where(eq(region.id, id))
    events.emit('region.updated', { id, fields: ['countries'] })
  })
  return retrieveRegion(ctx, id, q)
}

export async function removeRegionCountry(ctx: AppContext, id: string, code: string, q?: RetrieveQuery) {
  await inTransaction(ctx, async (tx, events) => {
    await lockRegion(tx, id)
    await tx
      .update(country)
      .set({ region_id: null })
      .where(and(eq(country.region_id, id), eq(country.iso_2, code.toLowerCase())))
    await tx.update(region).set({ updated_at: new Date() }).where(eq(region.id, id))
    events.emit('region.updated', { id, fields: ['countries'] })
  })
  return retrieveRegion(ctx, id, q)
}

export async function changeRegionProvider(
  ctx: AppContext,
  id: string,
  kind: 'payment' | 'fulfillment',
  providerId: string,
  action: 'add' | 'remove',
  q?: RetrieveQuery,
) {
  const link = kind === 'payment' ? regionPaymentProvider : regionFulfillmentProvider
  await inTransaction(ctx, async (tx, events) => {
    await lockRegion(tx, id)
    if (action === 'add') {
      await assertProviders(tx, kind, [providerId])
      await tx.insert(link).values({ region_id: id, provider_id: providerId }).onConflictDoNothing()
    } else {
      await tx.delete(link).where(and(eq(link.region_id, id), eq(link.provider_id, providerId)))
    }
    await tx.update(region).set({ updated_at: new Date() }).where(eq(region.id, id))
    events.emit('region.updated', { id, fields: [`${kind}_providers`] })
  })
  return retrieveRegion(ctx, id, q)
}

export async function regionFulfillmentOptions(ctx: AppContext, id: string) {
  const row = await findRegion(ctx.db, id)
  if (!row) throw notFound(`Region with id: ${id} was not found`)
  const providers = await regionFulfillmentProviderIds(ctx.db, id)
  return providers.map((provider_id) => ({ provider_id, options: FULFILLMENT_OPTIONS[provider_id] ?? [] }))
}
