import { randomInt } from 'node:crypto'
import { giftCard, giftCardBalanceChange, region } from '@mercato/db'
import { generateId, invalidData, notFound, unexpectedState } from '@mercato/domain'
import { and, eq, isNull } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import { mergeMetadata } from '../../http/route-helpers'
import { type GiftCardRow, findGiftCard, findGiftCardByCode, lockGiftCard } from './queries'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** Four groups of four [A-Z0-9] joined by '-', from a cryptographic source (codes are bearer secrets). */
export function generateGiftCardCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)])
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-')
}

async function findRegion(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(region)
    .where(and(eq(region.id, id), isNull(region.deleted_at)))
    .limit(1)
  if (!row) throw notFound(`Region with id: ${id} was not found`)
  return row
}

export interface CreateGiftCardInput {
  value: number
  region_id: string
  is_disabled?: boolean | undefined
  ends_at?: Date | null | undefined
  metadata?: Record<string, unknown> | null | undefined
}

export async function createGiftCard(ctx: AppContext, input: CreateGiftCardInput): Promise<GiftCardRow> {
  if (input.value < 0) throw invalidData('value must be greater than or equal to 0')
  return inTransaction(ctx, async (tx, events) => {
    const reg = await findRegion(tx, input.region_id)
    // 36^16 codes make a collision all but impossible; still, never hand out a live code twice.
    let code = generateGiftCardCode()
    for (let i = 0; (await findGiftCardByCode(tx, code)) && i < 5; i++) code = generateGiftCardCode()
    if (await findGiftCardByCode(tx, code))
      throw unexpectedState('Could not generate a unique gift card code')
    const [row] = await tx
      .insert(giftCard)
      .values({
        id: generateId('gift'),
        code,
        value: input.value,
        balance: input.value,
        region_id: reg.id,
        is_disabled: input.is_disabled ?? false,
        ends_at: input.ends_at ?? null,
        // Medusa's rule: a card carries its region's rate when the region taxes gift cards.
        tax_rate: reg.gift_cards_taxable ? reg.tax_rate : null,
        metadata: input.metadata ?? null,
      })
      .returning()
    events.emit('gift_card.created', { id: row!.id })
    return row!
  })
}

export interface UpdateGiftCardInput {
  balance?: number | undefined
  is_disabled?: boolean | undefined
  ends_at?: Date | null | undefined
  region_id?: string | undefined
  metadata?: Record<string, unknown> | null | undefined
}

/**
 * Changes a card. A balance that differs from the card's is recorded with `userId` (the staff member who
 * set it; none for a token without a user), so the card's history tells it from what orders spent.
 */
export async function updateGiftCard(
  ctx: AppContext,
  id: string,
  input: UpdateGiftCardInput,
  userId?: string | undefined,
) {
  return inTransaction(ctx, async (tx, events) => {
    // Locked, so the balance recorded as replaced is the one checkout left, not an older read.
    const existing = await lockGiftCard(tx, id)
    if (!existing) throw notFound(`Gift card with id: ${id} was not found`)
    if (input.balance !== undefined && (input.balance < 0 || input.balance > existing.value))
      throw invalidData(`balance must be between 0 and the card's value (${existing.value})`)
    if (input.region_id) await findRegion(tx, input.region_id)
    const { metadata, ...fields } = input
    const [row] = await tx
      .update(giftCard)
      .set({ ...fields, metadata: mergeMetadata(existing.metadata, metadata), updated_at: new Date() })
      .where(eq(giftCard.id, id))
      .returning()
    if (input.balance !== undefined && input.balance !== existing.balance)
      await tx.insert(giftCardBalanceChange).values({
        id: generateId('gcbc'),
        gift_card_id: id,
        previous_balance: existing.balance,
        balance: input.balance,
        user_id: userId ?? null,
      })
    events.emit('gift_card.updated', { id })
    return row!
  })
}

export async function deleteGiftCard(ctx: AppContext, id: string) {
  return inTransaction(ctx, async (tx, events) => {
    const existing = await findGiftCard(tx, id)
    if (!existing) throw notFound(`Gift card with id: ${id} was not found`)
    await tx.update(giftCard).set({ deleted_at: new Date() }).where(eq(giftCard.id, id))
    events.emit('gift_card.deleted', { id })
    return { id, object: 'gift-card', deleted: true }
  })
}
