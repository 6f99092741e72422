import { address, claimOrder } from '@mercato/db'
import { generateId, notAllowed } from '@mercato/domain'
import { eq } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import type { IdempotencyScope, IdempotentResult } from '../checkout/idempotency'
import { lockOrder } from '../orders/admin.service'
import { type OrderRow, lockPayments, refundOrderPayments, refundableOf } from '../orders/payments'
import { itemsValue, requestReturnFor } from '../returns/requests'
import { assertClaimable, insertClaimItems } from './claim-items'
import { addClaimShippingMethods, addReplacementItems } from './replacements'
import type { CreateClaimInput } from './schemas'

// Creating a claim (contract §4.5): every rule is checked on the locked order before the first
// write, then the claim, its items, the replacement, its shipping and the return are written in one
// transaction. A refund claim refunds at creation, as Medusa does, so a claim that cannot be
// refunded is never created.

/** The refund of a refund claim: as asked, or the claimed value capped at what is refundable. */
async function refundAmountOf(tx: Tx, o: OrderRow, input: CreateClaimInput) {
  const refundable = refundableOf(await lockPayments(tx, o.id))
  const amount = input.refund_amount ?? Math.min(await itemsValue(tx, o.id, input.claim_items), refundable)
  if (amount > refundable)
    throw notAllowed(
      `Cannot refund ${amount} for this claim: only ${refundable} of the order's captured payments can still be refunded`,
    )
  if (amount <= 0)
    throw notAllowed(
      input.refund_amount === undefined
        ? `There is nothing to refund for this claim: the order's refundable amount is ${refundable}`
        : 'The refund amount of a refund claim must be positive',
    )
  return amount
}

function assertShape(o: OrderRow, input: CreateClaimInput) {
  if (o.status === 'canceled') throw notAllowed('A canceled order cannot have claims')
  const additional = input.additional_items?.length ?? 0
  if (input.type === 'replace' && additional === 0)
    throw notAllowed('Claims with type replace must have at least one additional item')
  if (input.type === 'refund' && additional > 0)
    throw notAllowed('Claims with type refund cannot have additional items; use type replace')
}

export interface CreateOptions {
  scope?: IdempotencyScope | undefined
  /** The response body, read inside the transaction so that it is stored with the work. */
  render: (tx: Tx, orderId: string) => Promise<unknown>
}

export function createClaim(
  ctx: AppContext,
  orderId: string,
  input: CreateClaimInput,
  opts: CreateOptions,
): Promise<IdempotentResult> {
  return inTransaction(ctx, async (tx, events) => {
    const o = await lockOrder(tx, orderId)
    assertShape(o, input)
    const claimed = await assertClaimable(tx, o.id, input.claim_items)
    const refund = input.type === 'refund' ? await refundAmountOf(tx, o, input) : null

    const id = generateId('claim')
    let shippingAddressId = o.shipping_address_id
    if (input.shipping_address) {
      shippingAddressId = generateId('addr')
      await tx.insert(address).values({ ...input.shipping_address, id: shippingAddressId, customer_id: null })
    }
    await tx.insert(claimOrder).values({
      id,
      type: input.type,
      payment_status: input.type === 'refund' ? 'not_refunded' : 'na',
      order_id: o.id,
      shipping_address_id: shippingAddressId,
      refund_amount: refund ?? input.refund_amount ?? null,
      no_notification: input.no_notification ?? null,
      idempotency_key: opts.scope?.key ?? null,
      metadata: input.metadata ?? null,
    })
    await insertClaimItems(tx, id, input.claim_items, (itemId) => claimed.get(itemId)!.variant_id!)
    await addReplacementItems(ctx, tx, o, id, input.additional_items ?? [])
    await addClaimShippingMethods(tx, o, id, input.shipping_methods ?? [])
    if (input.return_shipping)
      // The claim settles the money itself, so its return refunds nothing when received.
      await requestReturnFor(
        tx,
        {
          order_id: o.id,
          claim_order_id: id,
          items: input.claim_items.map((i) => ({ item_id: i.item_id, quantity: i.quantity, note: i.note })),
          return_shipping: input.return_shipping,
          location_id: input.return_location_id ?? null,
          refund_amount: 0,
          no_notification: input.no_notification,
          idempotency_key: opts.scope?.key ?? null,
        },
        events,
      )
    const notify = { id, no_notification: input.no_notification ?? o.no_notification }
    if (refund !== null) {
      await refundOrderPayments(
        tx,
        o,
        { amount: refund, reason: 'claim', no_notification: input.no_notification },
        events,
      )
      await tx
        .update(claimOrder)
        .set({ payment_status: 'refunded', updated_at: new Date() })
        .where(eq(claimOrder.id, id))
      events.emit('claim.refund_processed', notify)
    }
    events.emit('claim.created', notify)
    const body = await opts.render(tx, o.id)
    await opts.scope?.record(tx, 200, body)
    return { status: 200, body }
  })
}
