import {
  fulfillmentProvider,
  region,
  regionFulfillmentProvider,
  shippingOption,
  shippingOptionRequirement,
} from '@mercato/db'
import { generateId, invalidData, notFound } from '@mercato/domain'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import { mergeMetadata } from '../../http/route-helpers'
import { type OptionRow, findOption, liveRequirements } from './options.queries'
import { findProfile, findProfileOfType } from './profiles.service'

export type PriceType = 'flat_rate' | 'calculated'
export type RequirementType = 'min_subtotal' | 'max_subtotal'
export interface RequirementInput {
  id?: string
  type: RequirementType
  amount: number
}

/** Built-in fulfillment providers that can price an option themselves (none can yet: manual cannot). */
const CALCULATING_PROVIDERS = new Set<string>()

async function assertRegionOffersProvider(tx: Tx, regionId: string, providerId: string) {
  const [reg] = await tx
    .select({ id: region.id })
    .from(region)
    .where(and(eq(region.id, regionId), isNull(region.deleted_at)))
    .limit(1)
  if (!reg) throw notFound(`Region with id: ${regionId} was not found`)
  const [installed] = await tx
    .select({ id: fulfillmentProvider.id })
    .from(fulfillmentProvider)
    .where(and(eq(fulfillmentProvider.id, providerId), eq(fulfillmentProvider.is_installed, true)))
    .limit(1)
  if (!installed) throw invalidData(`Fulfillment provider ${providerId} is not installed`)
  const [offered] = await tx
    .select({ id: regionFulfillmentProvider.provider_id })
    .from(regionFulfillmentProvider)
    .where(
      and(
        eq(regionFulfillmentProvider.region_id, regionId),
        eq(regionFulfillmentProvider.provider_id, providerId),
      ),
    )
    .limit(1)
  if (!offered)
    throw invalidData(`The fulfillment provider ${providerId} is not available in the region ${regionId}`)
}

function assertPrice(priceType: PriceType, amount: number | null | undefined, providerId: string) {
  if (priceType === 'flat_rate') {
    if (amount === undefined || amount === null)
      throw invalidData('Shipping options of type flat_rate must have an amount')
    if (amount < 0) throw invalidData('amount must be greater than or equal to 0')
  } else if (!CALCULATING_PROVIDERS.has(providerId)) {
    throw invalidData(
      `The fulfillment provider ${providerId} cannot calculate prices; use price_type flat_rate`,
    )
  }
}

function assertRequirements(reqs: RequirementInput[]) {
  const seen = new Set<string>()
  for (const r of reqs) {
    if (r.amount < 0) throw invalidData('Requirement amounts must be greater than or equal to 0')
    if (seen.has(r.type)) throw invalidData('Only one requirement of each type is allowed')
    seen.add(r.type)
  }
  const min = reqs.find((r) => r.type === 'min_subtotal')
  const max = reqs.find((r) => r.type === 'max_subtotal')
  if (min && max && max.amount <= min.amount)
    throw invalidData('Max. subtotal must be greater than Min. subtotal')
}

export interface CreateOptionInput {
  name: string
  region_id: string
  provider_id: string
  profile_id?: string | undefined
  data: Record<string, unknown>
  price_type: PriceType
  amount?: number | undefined
  requirements?: RequirementInput[] | undefined
  is_return?: boolean | undefined
  admin_only?: boolean | undefined
  includes_tax?: boolean | undefined
  metadata?: Record<string, unknown> | null | undefined
}

export async function createOption(ctx: AppContext, input: CreateOptionInput): Promise<OptionRow> {
  return inTransaction(ctx, async (tx, events) => {
    await assertRegionOffersProvider(tx, input.region_id, input.provider_id)
    assertPrice(input.price_type, input.amount, input.provider_id)
    const reqs = input.requirements ?? []
    if (reqs.some((r) => r.id)) throw invalidData('requirements of a new shipping option cannot have an id')
    assertRequirements(reqs)
    const profile = input.profile_id
      ? await findProfile(tx, input.profile_id)
      : await findProfileOfType(tx, 'default')
    if (!profile) throw notFound(`Shipping profile with id: ${input.profile_id ?? 'default'} was not found`)
    const id = generateId('so')
    const [row] = await tx
      .insert(shippingOption)
      .values({
        id,
        name: input.name,
        region_id: input.region_id,
        profile_id: profile.id,
        provider_id: input.provider_id,
        price_type: input.price_type,
        amount: input.price_type === 'flat_rate' ? input.amount! : null,
        is_return: input.is_return ?? false,
        admin_only: input.admin_only ?? false,
        data: input.data,
        includes_tax: input.includes_tax ?? false,
        metadata: input.metadata ?? null,
      })
      .returning()
    if (reqs.length)
      await tx.insert(shippingOptionRequirement).values(
        reqs.map((r) => ({
          id: generateId('sor'),
          shipping_option_id: id,
          type: r.type,
          amount: r.amount,
        })),
      )
    events.emit('shipping-option.created', { id })
    return row!
  })
}

export interface UpdateOptionInput {
  name?: string | undefined
  amount?: number | undefined
  price_type?: PriceType | undefined
  admin_only?: boolean | undefined
  includes_tax?: boolean | undefined
  requirements?: RequirementInput[] | undefined
  metadata?: Record<string, unknown> | null | undefined
}

/** Requirements sent replace the option's set: ids update, new entries are added, the rest are removed. */
async function replaceRequirements(tx: Tx, optionId: string, reqs: RequirementInput[]) {
  assertRequirements(reqs)
  const current = await liveRequirements(tx, [optionId])
  const currentIds = new Set(current.map((c) => c.id))
  for (const r of reqs)
    if (r.id && !currentIds.has(r.id))
      throw notFound(`Requirement with id: ${r.id} was not found on shipping option ${optionId}`)
  const kept = new Set(reqs.filter((r) => r.id).map((r) => r.id!))
  const dropped = current.filter((c) => !kept.has(c.id)).map((c) => c.id)
  if (dropped.length)
    await tx
      .update(shippingOptionRequirement)
      .set({ deleted_at: new Date() })
      .where(inArray(shippingOptionRequirement.id, dropped))
  for (const r of reqs) {
    if (r.id)
      await tx
        .update(shippingOptionRequirement)
        .set({ type: r.type, amount: r.amount })
        .where(eq(shippingOptionRequirement.id, r.id))
    else
      await tx
        .insert(shippingOptionRequirement)
        .values({ id: generateId('sor'), shipping_option_id: optionId, type: r.type, amount: r.amount })
  }
}

export async function updateOption(ctx: AppContext, id: string, input: UpdateOptionInput) {
  return inTransaction(ctx, async (tx, events) => {
    const existing = await findOption(tx, id)
    if (!existing) throw notFound(`Shipping option with id: ${id} was not found`)
    const priceType = input.price_type ?? existing.price_type
    const amount = input.amount !== undefined ? input.amount : existing.amount
    if (input.price_type !== undefined || input.amount !== undefined)
      assertPrice(priceType, amount, existing.provider_id)
    if (input.requirements) await replaceRequirements(tx, id, input.requirements)
    const [row] = await tx
      .update(shippingOption)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.admin_only !== undefined ? { admin_only: input.admin_only } : {}),
        ...(input.includes_tax !== undefined ? { includes_tax: input.includes_tax } : {}),
        price_type: priceType,
        amount: priceType === 'flat_rate' ? amount : null,
        metadata: mergeMetadata(existing.metadata, input.metadata),
        updated_at: new Date(),
      })
      .where(eq(shippingOption.id, id))
      .returning()
    events.emit('shipping-option.updated', { id })
    return row!
  })
}

export async function deleteOption(ctx: AppContext, id: string) {
  return inTransaction(ctx, async (tx, events) => {
    const existing = await findOption(tx, id)
    if (!existing) throw notFound(`Shipping option with id: ${id} was not found`)
    await tx.update(shippingOption).set({ deleted_at: new Date() }).where(eq(shippingOption.id, id))
    events.emit('shipping-option.deleted', { id })
    return { id, object: 'shipping-option', deleted: true }
  })
}
