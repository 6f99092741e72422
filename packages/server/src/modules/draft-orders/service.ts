import { cart, customer, draftOrder, region, store } from '@mercato/db'
import { generateId, invalidData, notFound } from '@mercato/domain'
import { and, eq, isNull } from 'drizzle-orm'
import { type AppContext, type PendingEvents, type Tx, inTransaction } from '../../context'
import { reloadCart } from '../carts/access'
import { assertShippingCountry, guestCustomer, writeCartAddress } from '../carts/addresses'
import type { CartRow } from '../carts/load'
import { setDiscounts } from '../carts/promotions'
import { refreshCart } from '../carts/refresh'
import { normalizeEmail } from '../users-auth/service'
import { addDraftItems, deleteDraftLine, updateDraftLine } from './items'
import { lockDraft } from './queries'
import { changeRegion, repriceCatalogueLines } from './region'
import type { CreateDraftInput, DraftItemInput, UpdateDraftInput, UpdateLineInput } from './schemas'
import { addDraftShippingMethods } from './shipping'

// Draft orders (contract §2.1): an admin builds a cart of type `draft_order` for a customer — items,
// shipping, discounts, addresses — and later marks it paid (pay.service.ts). Each use case is one
// transaction; every check happens before the first write can be committed, so a refused request
// leaves nothing behind.

async function findRegion(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(region)
    .where(and(eq(region.id, id), isNull(region.deleted_at)))
  if (!row) throw notFound(`Region with id ${id} was not found`)
  return row
}

async function findCustomer(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: customer.id, email: customer.email, has_account: customer.has_account })
    .from(customer)
    .where(and(eq(customer.id, id), isNull(customer.deleted_at)))
  if (!row) throw notFound(`Customer with id: ${id} was not found`)
  return row
}

/** The draft's owner: the customer named, or the guest record for the email (as store carts do). */
async function ownerFor(tx: Tx, customerId: string | undefined, email: string, events: PendingEvents) {
  return customerId ? findCustomer(tx, customerId) : guestCustomer(tx, email, events)
}

export async function createDraft(ctx: AppContext, input: CreateDraftInput): Promise<string> {
  // A completed draft is one with an order; only marking it paid makes one.
  if (input.status === 'completed')
    throw invalidData('status: a draft order is created open; mark it paid to complete it')
  return inTransaction(ctx, async (tx, events) => {
    const r = await findRegion(tx, input.region_id)
    const owner = await ownerFor(tx, input.customer_id, input.email, events)
    // A saved address is named by id among the owner's addresses.
    const actor = { customerId: owner.id }
    const billing = input.billing_address
      ? await writeCartAddress(tx, null, input.billing_address, actor)
      : null
    const shipping = input.shipping_address
      ? await writeCartAddress(tx, null, input.shipping_address, actor)
      : null
    await assertShippingCountry(tx, shipping?.country_code, r.id)
    const [s] = await tx.select({ channel: store.default_sales_channel_id }).from(store).limit(1)
    const [c] = await tx
      .insert(cart)
      .values({
        id: generateId('cart'),
        type: 'draft_order',
        region_id: r.id,
        sales_channel_id: s?.channel ?? null,
        customer_id: owner.id,
        email: normalizeEmail(input.email),
        billing_address_id: billing?.id ?? null,
        shipping_address_id: shipping?.id ?? null,
        context: {},
        metadata: input.metadata ?? null,
      })
      .returning()
    await addDraftItems(ctx, tx, c!, input.items ?? [])
    if (input.discounts?.length)
      await setDiscounts(
        tx,
        c!,
        input.discounts.map((d) => d.code),
      )
    // Shipping requirements compare with the refreshed subtotal (item tax lines included).
    let g = await reloadCart(tx, c!.id)
    await refreshCart(tx, g)
    if (input.shipping_methods.length) {
      await addDraftShippingMethods(ctx, tx, g, input.shipping_methods)
      g = await reloadCart(tx, c!.id)
      await refreshCart(tx, g)
    }
    const id = generateId('dorder')
    await tx.insert(draftOrder).values({
      id,
      cart_id: c!.id,
      no_notification_order: input.no_notification_order ?? null,
      metadata: input.metadata ?? null,
    })
    events.emit('draft_order.created', { id })
    return id
  })
}

/** One change to an open draft's cart, then its derived rows (taxes, adjustments) refreshed. */
function changeDraft(
  ctx: AppContext,
  id: string,
  work: (tx: Tx, c: CartRow, events: PendingEvents) => Promise<void>,
) {
  return inTransaction(ctx, async (tx, events) => {
    const { cart: c } = await lockDraft(tx, id, 'update')
    await work(tx, c, events)
    await refreshCart(tx, await reloadCart(tx, c.id))
    await tx.update(draftOrder).set({ updated_at: new Date() }).where(eq(draftOrder.id, id))
    events.emit('draft_order.updated', { id })
  })
}

export function updateDraft(ctx: AppContext, id: string, input: UpdateDraftInput) {
  return changeDraft(ctx, id, async (tx, c, events) => {
    const set: Partial<typeof cart.$inferInsert> = { updated_at: new Date() }
    const before = { region: c.region_id, customer: c.customer_id }
    if (input.customer_id !== undefined) {
      const owner = await findCustomer(tx, input.customer_id)
      c.customer_id = owner.id
      set.customer_id = owner.id
      set.email = normalizeEmail(input.email ?? owner.email)
    } else if (input.email !== undefined) {
      // A registered owner keeps the draft; a guest draft follows the email to its guest record.
      const current = c.customer_id ? await findCustomer(tx, c.customer_id) : null
      const owner = current?.has_account ? current : await guestCustomer(tx, input.email, events)
      c.customer_id = owner.id
      set.customer_id = owner.id
      set.email = normalizeEmail(input.email)
    }
    const actor = c.customer_id ? { customerId: c.customer_id } : {}
    if (input.billing_address !== undefined)
      set.billing_address_id = (
        await writeCartAddress(tx, c.billing_address_id, input.billing_address, actor)
      ).id
    if (input.region_id && input.region_id !== c.region_id) {
      await findRegion(tx, input.region_id)
      set.shipping_address_id = await changeRegion(tx, c, input.region_id, input.country_code, actor)
      set.region_id = input.region_id
      c.region_id = input.region_id
    } else if (input.country_code) {
      const a = await writeCartAddress(
        tx,
        c.shipping_address_id,
        { country_code: input.country_code.toLowerCase() },
        actor,
      )
      await assertShippingCountry(tx, a.country_code, c.region_id)
      set.shipping_address_id = a.id
    }
    if (input.shipping_address !== undefined) {
      const a = await writeCartAddress(
        tx,
        set.shipping_address_id ?? c.shipping_address_id,
        input.shipping_address,
        actor,
      )
      await assertShippingCountry(tx, a.country_code, c.region_id)
      set.shipping_address_id = a.id
    }
    await tx.update(cart).set(set).where(eq(cart.id, c.id))
    if (c.region_id !== before.region || c.customer_id !== before.customer)
      await repriceCatalogueLines(ctx, tx, c)
    if (input.discounts)
      await setDiscounts(
        tx,
        c,
        input.discounts.map((d) => d.code),
      )
    if (input.no_notification_order !== undefined)
      await tx
        .update(draftOrder)
        .set({ no_notification_order: input.no_notification_order })
        .where(eq(draftOrder.id, id))
  })
}

export function addDraftLine(ctx: AppContext, id: string, input: DraftItemInput) {
  return changeDraft(ctx, id, (tx, c) => addDraftItems(ctx, tx, c, [input]))
}

export function updateDraftLineItem(ctx: AppContext, id: string, lineId: string, input: UpdateLineInput) {
  return changeDraft(ctx, id, (tx, c) => updateDraftLine(ctx, tx, c, lineId, input))
}

export function deleteDraftLineItem(ctx: AppContext, id: string, lineId: string) {
  return changeDraft(ctx, id, (tx, c) => deleteDraftLine(tx, c.id, lineId))
}

/** Removes an open draft; its cart is soft-deleted, so the store cannot reach it either. */
export async function deleteDraft(ctx: AppContext, id: string) {
  await inTransaction(ctx, async (tx) => {
    const { cart: c } = await lockDraft(tx, id, 'delete')
    await tx.delete(draftOrder).where(eq(draftOrder.id, id))
    await tx.update(cart).set({ deleted_at: new Date() }).where(eq(cart.id, c.id))
  })
  return { id, object: 'draft-order', deleted: true }
}
