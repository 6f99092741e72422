import {
  currency,
  fulfillmentProvider,
  paymentProvider,
  region,
  salesChannel,
  shippingProfile,
  store,
  storeCurrency,
} from '@mercato/db'
import { generateId, invalidData, notFound } from '@mercato/domain'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import { FULFILLMENT_PROVIDERS, PAYMENT_PROVIDERS, TAX_PROVIDERS } from '../../providers'
import {
  type StoreRow,
  findCurrencies,
  findSalesChannel,
  findStore,
  installedFulfillmentProviders,
  installedPaymentProviders,
  storeCurrencies,
} from './queries'

/** The sales channel a new store makes for itself. */
export const STORE_CHANNEL = { name: 'Default Sales Channel', description: 'Created by Mercato' } as const

/** Creates the store row, its default currency, sales channel and shipping profiles on first boot. */
export async function ensureStore(ctx: AppContext): Promise<StoreRow> {
  return inTransaction(ctx, async (tx) => {
    const existing = await findStore(tx)
    if (existing) return existing
    const channelId = generateId('sc')
    await tx.insert(salesChannel).values({ id: channelId, ...STORE_CHANNEL })
    const [row] = await tx
      .insert(store)
      .values({ id: generateId('store'), default_currency_code: 'usd', default_sales_channel_id: channelId })
      .returning()
    await tx.insert(storeCurrency).values({ store_id: row!.id, currency_code: 'usd' })
    await tx.insert(shippingProfile).values([
      { id: generateId('sp'), name: 'Default Shipping Profile', type: 'default' },
      { id: generateId('sp'), name: 'Gift Card Profile', type: 'gift_card' },
    ])
    return row!
  })
}

/** Registers the built-in providers so regions can reference them. */
export async function syncProviders(ctx: AppContext) {
  for (const id of PAYMENT_PROVIDERS)
    await ctx.db.insert(paymentProvider).values({ id }).onConflictDoNothing()
  for (const id of FULFILLMENT_PROVIDERS)
    await ctx.db.insert(fulfillmentProvider).values({ id }).onConflictDoNothing()
}

export async function retrieveStore(ctx: AppContext) {
  const row = await findStore(ctx.db)
  if (!row) throw notFound('Store does not exist')
  const [currencies, channel, payment, fulfillment] = await Promise.all([
    storeCurrencies(ctx.db, row.id),
    row.default_sales_channel_id ? findSalesChannel(ctx.db, row.default_sales_channel_id) : undefined,
    installedPaymentProviders(ctx.db),
    installedFulfillmentProviders(ctx.db),
  ])
  const flags = ctx.config.featureFlags
  return {
    ...row,
    currencies,
    default_currency: currencies.find((c) => c.code === row.default_currency_code) ?? null,
    default_sales_channel: channel ?? null,
    payment_providers: payment,
    fulfillment_providers: fulfillment,
    feature_flags: Object.entries(flags).map(([key, value]) => ({ key, value })),
    modules: [
      { module: 'inventoryService', resolution: '@mercato/inventory' },
      { module: 'stockLocationService', resolution: '@mercato/stock-location' },
    ],
  }
}

/**
 * Refuses to take currencies off the store while regions price in them: the region's form would then
 * offer no currency of its own, and its prices would be in one the store no longer lists.
 */
async function assertCurrenciesUnused(tx: Tx, codes: string[]) {
  if (codes.length === 0) return
  const using = await tx
    .select({ name: region.name, code: region.currency_code })
    .from(region)
    .where(and(inArray(region.currency_code, codes), isNull(region.deleted_at)))
    .orderBy(asc(region.name))
  if (using.length === 0) return
  const byCode = new Map<string, string[]>()
  for (const r of using) byCode.set(r.code, [...(byCode.get(r.code) ?? []), r.name])
  const [code, names] = [...byCode.entries()][0]!
  throw invalidData(
    `${code.toUpperCase()} cannot be removed from the store: the region${names.length > 1 ? 's' : ''} ${names.join(', ')} ${names.length > 1 ? 'use' : 'uses'} it; give ${names.length > 1 ? 'them' : 'it'} another currency first`,
  )
}

export interface UpdateStoreInput {
  name?: string
  swap_link_template?: string | null
  payment_link_template?: string | null
  invite_link_template?: string | null
  default_currency_code?: string
  currencies?: string[]
  metadata?: Record<string, unknown> | null
}

export async function updateStore(ctx: AppContext, input: UpdateStoreInput) {
  await inTransaction(ctx, async (tx, events) => {
    const row = await findStore(tx)
    if (!row) throw notFound('Store does not exist')
    const { currencies: codesIn, default_currency_code: defaultIn, ...fields } = input
    const codes = codesIn?.map((c) => c.toLowerCase())
    const defaultCode = defaultIn?.toLowerCase() ?? row.default_currency_code
    if (codes) {
      const found = await findCurrencies(tx, codes)
      const unknown = codes.filter((c) => !found.some((f) => f.code === c))
      if (unknown.length) throw invalidData(`Currency with code ${unknown.join(', ')} does not exist`)
      if (!codes.includes(defaultCode)) {
        throw invalidData(
          `Store does not have currency: ${defaultCode}; the default currency must be one of the store's currencies`,
        )
      }
      const current = await storeCurrencies(tx, row.id)
      await assertCurrenciesUnused(
        tx,
        current.map((c) => c.code).filter((c) => !codes.includes(c)),
      )
      await tx.delete(storeCurrency).where(eq(storeCurrency.store_id, row.id))
      if (codes.length)
        await tx.insert(storeCurrency).values(codes.map((c) => ({ store_id: row.id, currency_code: c })))
    } else if (defaultIn) {
      const current = await storeCurrencies(tx, row.id)
      if (!current.some((c) => c.code === defaultCode))
        throw invalidData(`Store does not have currency: ${defaultCode}`)
    }
    const metadata =
      input.metadata === undefined ? row.metadata : input.metadata && { ...row.metadata, ...input.metadata }
    await tx
      .update(store)
      .set({ ...fields, metadata, default_currency_code: defaultCode, updated_at: new Date() })
      .where(eq(store.id, row.id))
    events.emit('store.updated', { id: row.id })
  })
  return retrieveStore(ctx)
}

export async function addStoreCurrency(ctx: AppContext, code: string) {
  const lower = code.toLowerCase()
  await inTransaction(ctx, async (tx) => {
    const row = await findStore(tx)
    if (!row) throw notFound('Store does not exist')
    const [cur] = await findCurrencies(tx, [lower])
    if (!cur) throw invalidData(`Currency with code ${lower} does not exist`)
    await tx.insert(storeCurrency).values({ store_id: row.id, currency_code: lower }).onConflictDoNothing()
  })
  return retrieveStore(ctx)
}

export async function removeStoreCurrency(ctx: AppContext, code: string) {
  const lower = code.toLowerCase()
  await inTransaction(ctx, async (tx) => {
    const row = await findStore(tx)
    if (!row) throw notFound('Store does not exist')
    if (row.default_currency_code === lower)
      throw invalidData('The default currency cannot be removed from the store')
    await assertCurrenciesUnused(tx, [lower])
    await tx
      .delete(storeCurrency)
      .where(and(eq(storeCurrency.store_id, row.id), eq(storeCurrency.currency_code, lower)))
  })
  return retrieveStore(ctx)
}

export async function updateCurrency(ctx: AppContext, code: string, input: { includes_tax?: boolean }) {
  const lower = code.toLowerCase()
  // An empty body is a valid no-op (an UPDATE needs at least one column): answer the currency as it is.
  const [row] =
    input.includes_tax === undefined
      ? await ctx.db.select().from(currency).where(eq(currency.code, lower))
      : await ctx.db.update(currency).set(input).where(eq(currency.code, lower)).returning()
  if (!row) throw notFound(`Currency with code: ${lower} was not found`)
  return row
}

export const taxProviders = () => TAX_PROVIDERS.map((id) => ({ id, is_installed: true }))
