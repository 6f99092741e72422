import { claimImage, claimItem, claimItemTags, claimTag } from '@mercato/db'
import { generateId, invalidData, notAllowed, notFound } from '@mercato/domain'
import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm'
import type { Tx } from '../../context'
import { mergeMetadata, missing } from '../../http/route-helpers'
import { leftToReturn, lockReturnableLines } from '../returns/returnable'
import type { ClaimReason, UpdateClaimInput } from './schemas'

// The claimed side of a claim: which of the order's units are claimed and why, with the staff's
// tags (shared by value across claims) and photos.

export interface ClaimedLine {
  item_id: string
  quantity: number
  note?: string | undefined
  reason?: ClaimReason | undefined
  tags?: string[] | undefined
  images?: string[] | undefined
}

/**
 * Only units that reached the customer can be claimed, and each unit once: what is still returnable
 * of what was sent (returns/returnable.ts). The caller holds the order lock, so the counts stay true.
 */
export async function assertClaimable(tx: Tx, orderId: string, lines: ClaimedLine[]) {
  const ids = lines.map((l) => l.item_id)
  if (new Set(ids).size !== ids.length)
    throw invalidData('Each line item may be claimed only once in a claim')
  // Claims are on the order's own lines, as in Medusa, not on a swap's or claim's new ones.
  const rows = (await lockReturnableLines(tx, orderId, ids)).filter((r) => r.order_id === orderId)
  const unknown = missing(
    ids,
    rows.map((r) => r.id),
  )
  if (unknown.length) throw notFound(`Line items ${unknown.join(', ')} do not belong to order ${orderId}`)
  const byId = new Map(rows.map((r) => [r.id, r]))
  for (const line of lines) {
    const item = byId.get(line.item_id)!
    if (!item.variant_id)
      throw notAllowed(`${item.title} cannot be claimed: its product variant no longer exists`)
    if (item.fulfilled === 0)
      throw notAllowed(`${item.title} has not been fulfilled yet, so it cannot be claimed`)
    const left = leftToReturn(item, 'fulfilled')
    if (line.quantity > left)
      throw notAllowed(
        `Cannot claim more items than have been fulfilled: ${line.quantity} of ${item.title} asked, ${left} claimable`,
      )
  }
  return byId
}

/** The ids of the tags with these values: existing tags are reused, missing ones created. */
async function tagIds(tx: Tx, values: string[]) {
  const wanted = [...new Set(values.map((v) => v.trim().toLowerCase()).filter(Boolean))]
  if (wanted.length === 0) return []
  const found = await tx
    .select({ id: claimTag.id, value: claimTag.value })
    .from(claimTag)
    .where(and(inArray(claimTag.value, wanted), isNull(claimTag.deleted_at)))
    .orderBy(asc(claimTag.created_at), asc(claimTag.id))
  const byValue = new Map<string, string>()
  for (const t of found) if (!byValue.has(t.value)) byValue.set(t.value, t.id)
  const fresh = wanted.filter((v) => !byValue.has(v)).map((value) => ({ id: generateId('ctag'), value }))
  if (fresh.length) await tx.insert(claimTag).values(fresh)
  for (const t of fresh) byValue.set(t.value, t.id)
  return wanted.map((v) => byValue.get(v)!)
}

/** Writes the claim items of a new claim, with their tags and images. */
export async function insertClaimItems(
  tx: Tx,
  claimId: string,
  lines: ClaimedLine[],
  variantOf: (itemId: string) => string,
) {
  for (const line of lines) {
    const id = generateId('citm')
    await tx.insert(claimItem).values({
      id,
      claim_order_id: claimId,
      item_id: line.item_id,
      variant_id: variantOf(line.item_id),
      reason: line.reason ?? 'other',
      note: line.note ?? null,
      quantity: line.quantity,
    })
    const tags = await tagIds(tx, line.tags ?? [])
    if (tags.length) await tx.insert(claimItemTags).values(tags.map((tag_id) => ({ item_id: id, tag_id })))
    if (line.images?.length)
      await tx
        .insert(claimImage)
        .values(line.images.map((url) => ({ id: generateId('cimg'), claim_item_id: id, url })))
  }
}

type ItemUpdate = NonNullable<UpdateClaimInput['claim_items']>[number]

/**
 * Updates claim items of a claim: note, reason and metadata; the tags become exactly the given ones
 * (by id or value); images not listed are removed and those without an id added. What was claimed
 * (line item, quantity) is fixed: it drove the return and the refund.
 */
export async function updateClaimItems(tx: Tx, claimId: string, updates: ItemUpdate[]) {
  if (updates.length === 0) return
  const ids = updates.map((u) => u.id)
  const rows = await tx
    .select()
    .from(claimItem)
    .where(
      and(inArray(claimItem.id, ids), eq(claimItem.claim_order_id, claimId), isNull(claimItem.deleted_at)),
    )
  const byId = new Map(rows.map((r) => [r.id, r]))
  for (const u of updates) {
    const row = byId.get(u.id)
    if (!row) throw notFound(`Claim item with id: ${u.id} was not found on this claim`)
    if (
      (u.item_id !== undefined && u.item_id !== row.item_id) ||
      (u.quantity !== undefined && u.quantity !== row.quantity)
    )
      throw notAllowed(
        'The claimed line item and quantity cannot be changed; cancel the claim and create a new one',
      )
  }
  const now = new Date()
  for (const u of updates) {
    const set: Partial<typeof claimItem.$inferInsert> = { updated_at: now }
    if (u.note !== undefined) set.note = u.note
    if (u.reason !== undefined) set.reason = u.reason
    if (u.metadata !== undefined) set.metadata = mergeMetadata(byId.get(u.id)!.metadata, u.metadata)
    await tx.update(claimItem).set(set).where(eq(claimItem.id, u.id))
    await replaceTags(tx, u.id, u.tags)
    await replaceImages(tx, u.id, u.images)
  }
}

async function replaceTags(tx: Tx, itemId: string, tags: ItemUpdate['tags']) {
  const byId = tags.filter((t) => t.id).map((t) => t.id!)
  if (byId.length) {
    const found = await tx
      .select({ id: claimTag.id })
      .from(claimTag)
      .where(and(inArray(claimTag.id, byId), isNull(claimTag.deleted_at)))
    const gone = missing(
      byId,
      found.map((t) => t.id),
    )
    if (gone.length) throw notFound(`Claim tag with id: ${gone[0]} was not found`)
  }
  const ids = [
    ...new Set([
      ...byId,
      ...(await tagIds(
        tx,
        tags.filter((t) => !t.id).map((t) => t.value!),
      )),
    ]),
  ]
  await tx.delete(claimItemTags).where(eq(claimItemTags.item_id, itemId))
  if (ids.length) await tx.insert(claimItemTags).values(ids.map((tag_id) => ({ item_id: itemId, tag_id })))
}

async function replaceImages(tx: Tx, itemId: string, images: ItemUpdate['images']) {
  const kept = images.filter((i) => i.id).map((i) => i.id!)
  if (kept.length) {
    const found = await tx
      .select({ id: claimImage.id })
      .from(claimImage)
      .where(
        and(
          inArray(claimImage.id, kept),
          eq(claimImage.claim_item_id, itemId),
          isNull(claimImage.deleted_at),
        ),
      )
    const gone = missing(
      kept,
      found.map((i) => i.id),
    )
    if (gone.length) throw notFound(`Claim image with id: ${gone[0]} was not found on this claim item`)
  }
  const now = new Date()
  await tx
    .update(claimImage)
    .set({ deleted_at: now, updated_at: now })
    .where(
      and(
        eq(claimImage.claim_item_id, itemId),
        isNull(claimImage.deleted_at),
        ...(kept.length ? [notInArray(claimImage.id, kept)] : []),
      ),
    )
  const added = images
    .filter((i) => !i.id)
    .map((i) => ({ id: generateId('cimg'), claim_item_id: itemId, url: i.url! }))
  if (added.length) await tx.insert(claimImage).values(added)
}
