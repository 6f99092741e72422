import { product, shippingOption, shippingProfile } from '@mercato/db'
import { generateId, invalidData, notAllowed, notFound } from '@mercato/domain'
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import { mergeMetadata, missing } from '../../http/route-helpers'

export type ProfileType = 'default' | 'gift_card' | 'custom'
export type ProfileRow = typeof shippingProfile.$inferSelect
export const PROFILE_RELATIONS = ['products', 'shipping_options'] as const

const live = isNull(shippingProfile.deleted_at)

export async function findProfile(db: Tx, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(shippingProfile)
    .where(and(eq(shippingProfile.id, id), live))
    .limit(1)
  return row
}

/** The store's profile of a built-in type (created with the store): at most one of each. */
export async function findProfileOfType(db: Tx, type: 'default' | 'gift_card') {
  const [row] = await db
    .select()
    .from(shippingProfile)
    .where(and(eq(shippingProfile.type, type), live))
    .orderBy(asc(shippingProfile.created_at), asc(shippingProfile.id))
    .limit(1)
  return row
}

export async function listProfiles(db: Tx) {
  return db
    .select()
    .from(shippingProfile)
    .where(live)
    .orderBy(asc(shippingProfile.created_at), asc(shippingProfile.id))
}

export async function decorateProfile(db: Tx, row: ProfileRow, relations: Set<string>) {
  const [products, options] = await Promise.all([
    relations.has('products')
      ? db
          .select()
          .from(product)
          .where(and(eq(product.profile_id, row.id), isNull(product.deleted_at)))
          .orderBy(asc(product.created_at), asc(product.id))
      : undefined,
    relations.has('shipping_options')
      ? db
          .select()
          .from(shippingOption)
          .where(and(eq(shippingOption.profile_id, row.id), isNull(shippingOption.deleted_at)))
          .orderBy(asc(shippingOption.created_at), asc(shippingOption.id))
      : undefined,
  ])
  return {
    ...row,
    ...(products ? { products } : {}),
    ...(options ? { shipping_options: options } : {}),
  }
}

/** Only one default and one gift-card profile may exist: carts and products rely on finding "the" one. */
async function assertTypeFree(tx: Tx, type: ProfileType, exceptId?: string) {
  if (type === 'custom') return
  const [other] = await tx
    .select({ id: shippingProfile.id })
    .from(shippingProfile)
    .where(and(eq(shippingProfile.type, type), live, exceptId ? ne(shippingProfile.id, exceptId) : undefined))
    .limit(1)
  if (other) throw notAllowed(`A shipping profile of type ${type} already exists (${other.id})`)
}

async function assignProducts(tx: Tx, profileId: string, ids: string[]) {
  if (ids.length === 0) return
  const found = await tx
    .select({ id: product.id })
    .from(product)
    .where(and(inArray(product.id, ids), isNull(product.deleted_at)))
  const bad = missing(
    ids,
    found.map((f) => f.id),
  )
  if (bad.length) throw notFound(`Products with ids: ${bad.join(', ')} were not found`)
  await tx
    .update(product)
    .set({ profile_id: profileId, updated_at: new Date() })
    .where(inArray(product.id, ids))
}

async function assignOptions(tx: Tx, profileId: string, ids: string[]) {
  if (ids.length === 0) return
  const found = await tx
    .select({ id: shippingOption.id })
    .from(shippingOption)
    .where(and(inArray(shippingOption.id, ids), isNull(shippingOption.deleted_at)))
  const bad = missing(
    ids,
    found.map((f) => f.id),
  )
  if (bad.length) throw notFound(`Shipping options with ids: ${bad.join(', ')} were not found`)
  await tx
    .update(shippingOption)
    .set({ profile_id: profileId, updated_at: new Date() })
    .where(inArray(shippingOption.id, ids))
}

export interface ProfileInput {
  name?: string
  type?: ProfileType
  products?: string[]
  shipping_options?: string[]
  metadata?: Record<string, unknown> | null
}

export async function createProfile(
  ctx: AppContext,
  input: ProfileInput & { name: string; type: ProfileType },
) {
  return inTransaction(ctx, async (tx, events) => {
    await assertTypeFree(tx, input.type)
    const id = generateId('sp')
    const [row] = await tx
      .insert(shippingProfile)
      .values({ id, name: input.name, type: input.type, metadata: input.metadata ?? null })
      .returning()
    await assignProducts(tx, id, input.products ?? [])
    await assignOptions(tx, id, input.shipping_options ?? [])
    events.emit('shipping-profile.created', { id })
    return row!
  })
}

export async function updateProfile(ctx: AppContext, id: string, input: ProfileInput) {
  return inTransaction(ctx, async (tx, events) => {
    const existing = await findProfile(tx, id)
    if (!existing) throw notFound(`Shipping profile with id: ${id} was not found`)
    if (input.type && input.type !== existing.type) {
      if (existing.type !== 'custom')
        throw notAllowed(`The store's ${existing.type} shipping profile cannot change its type`)
      await assertTypeFree(tx, input.type, id)
    }
    const [row] = await tx
      .update(shippingProfile)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.type !== undefined ? { type: input.type } : {}),
        metadata: mergeMetadata(existing.metadata, input.metadata),
        updated_at: new Date(),
      })
      .where(eq(shippingProfile.id, id))
      .returning()
    await assignProducts(tx, id, input.products ?? [])
    await assignOptions(tx, id, input.shipping_options ?? [])
    events.emit('shipping-profile.updated', { id })
    return row!
  })
}

/**
 * The store's default and gift-card profiles stay. A custom profile with live shipping options is
 * refused (the options would become unusable); its products move to the default profile.
 */
export async function deleteProfile(ctx: AppContext, id: string) {
  return inTransaction(ctx, async (tx, events) => {
    const existing = await findProfile(tx, id)
    if (!existing) throw notFound(`Shipping profile with id: ${id} was not found`)
    if (existing.type !== 'custom')
      throw notAllowed(`The store's ${existing.type} shipping profile cannot be deleted`)
    const [option] = await tx
      .select({ id: shippingOption.id })
      .from(shippingOption)
      .where(and(eq(shippingOption.profile_id, id), isNull(shippingOption.deleted_at)))
      .limit(1)
    if (option)
      throw notAllowed(
        `Shipping profile ${id} still has shipping options; delete them or move them to another profile first`,
      )
    const fallback = await findProfileOfType(tx, 'default')
    if (!fallback) throw invalidData('The store has no default shipping profile')
    await tx
      .update(product)
      .set({ profile_id: fallback.id, updated_at: new Date() })
      .where(eq(product.profile_id, id))
    await tx.update(shippingProfile).set({ deleted_at: new Date() }).where(eq(shippingProfile.id, id))
    events.emit('shipping-profile.deleted', { id })
    return { id, object: 'shipping_profile', deleted: true }
  })
}
