import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, recordEvents, startTestApp } from '../../testing/harness'
import { ok } from '../carts/test-client'
import { insertVariant, stockVariant } from '../carts/test-helpers'
import {
  type Json,
  type Shop,
  claimsOf,
  openShop,
  placeOrder,
  refused,
  replaceBody,
  rowCounts,
  shippedOrder,
  stockOf,
} from './test-setup'

let t: TestApp
let s: Shop
beforeAll(async () => {
  t = await startTestApp()
  s = await openShop(t)
})
afterAll(() => t.close())

describe('replace claims', () => {
  it('claims a damaged unit, returns it, reserves, fulfills and ships the replacement', async () => {
    const seen = recordEvents(t)
    const o = await shippedOrder(s)
    const before = await stockOf(s)
    const { order } = await ok(
      s.call,
      'POST',
      claimsOf(o.id),
      replaceBody(s, o, {
        claim_items: [
          {
            item_id: o.items[0].id,
            quantity: 1,
            reason: 'production_failure',
            note: 'Cracked lid',
            tags: ['Damaged', 'lid'],
            images: ['https://img.example.com/cracked.jpg'],
          },
        ],
        shipping_methods: [{ option_id: s.option, price: 0 }],
        return_shipping: { option_id: s.returnOption, price: 0 },
      }),
    )
    expect(order.claims).toHaveLength(1)
    const claim = order.claims[0]
    expect(claim).toMatchObject({
      type: 'replace',
      payment_status: 'na',
      fulfillment_status: 'not_fulfilled',
    })
    expect(claim.id).toMatch(/^claim_/)
    expect(claim.claim_items).toHaveLength(1)
    expect(claim.claim_items[0]).toMatchObject({
      item_id: o.items[0].id,
      variant_id: s.variantId,
      quantity: 1,
      reason: 'production_failure',
      note: 'Cracked lid',
    })
    expect(claim.claim_items[0].tags.map((x: Json) => x.value)).toEqual(['damaged', 'lid'])
    expect(claim.claim_items[0].images[0].url).toBe('https://img.example.com/cracked.jpg')
    expect(claim.additional_items).toHaveLength(1)
    expect(claim.additional_items[0]).toMatchObject({
      variant_id: s.variantId,
      quantity: 1,
      unit_price: 2000,
      claim_order_id: claim.id,
    })
    expect(claim.additional_items[0].tax_lines.map((x: Json) => x.rate)).toEqual([10])
    expect(claim.shipping_methods[0]).toMatchObject({ shipping_option_id: s.option, price: 0 })
    expect(claim.return_order).toMatchObject({
      status: 'requested',
      claim_order_id: claim.id,
      refund_amount: 0,
    })
    expect(claim.return_order.items[0]).toMatchObject({ item_id: o.items[0].id, quantity: 1 })
    // The replacement's unit is reserved at once; nothing was refunded.
    expect(await stockOf(s)).toEqual({ stocked: before.stocked, reserved: before.reserved + 1 })
    expect(order.refunded_total).toBe(0)

    const fulfilled = await ok(s.call, 'POST', `${claimsOf(o.id)}/${claim.id}/fulfillments`, {})
    const fClaim = fulfilled.order.claims[0]
    expect(fClaim.fulfillment_status).toBe('fulfilled')
    expect(fClaim.fulfillments).toHaveLength(1)
    expect(fClaim.fulfillments[0].items[0]).toMatchObject({
      item_id: claim.additional_items[0].id,
      quantity: 1,
    })
    expect(await stockOf(s)).toEqual({ stocked: before.stocked - 1, reserved: before.reserved })

    const shipped = await ok(s.call, 'POST', `${claimsOf(o.id)}/${claim.id}/shipments`, {
      fulfillment_id: fClaim.fulfillments[0].id,
      tracking_numbers: ['CLAIM-TRACK-1'],
    })
    const sClaim = shipped.order.claims[0]
    expect(sClaim.fulfillment_status).toBe('shipped')
    expect(sClaim.fulfillments[0].tracking_links[0].tracking_number).toBe('CLAIM-TRACK-1')
    expect(sClaim.additional_items[0].shipped_quantity).toBe(1)
    // The order's own fulfillment is untouched by the claim's.
    expect(shipped.order.fulfillment_status).toBe('shipped')

    await t.ctx.events.idle()
    const events = seen.filter((e) => e.name.startsWith('claim.'))
    expect(events.map((e) => e.name)).toEqual([
      'claim.created',
      'claim.fulfillment_created',
      'claim.shipment_created',
    ])
    expect(events[2]!.data).toMatchObject({ id: claim.id, fulfillment_id: fClaim.fulfillments[0].id })

    // The claimed unit comes back through the claim's return: received, it is restocked, counts as
    // returned, refunds nothing (the replacement settled it) and the claim shows its return received.
    const shelf = await stockOf(s)
    const received = await ok(s.call, 'POST', `/admin/returns/${claim.return_order.id}/receive`, {
      items: [{ item_id: o.items[0].id, quantity: 1 }],
    })
    expect(received.return).toMatchObject({ status: 'received', claim_order_id: claim.id, refund_amount: 0 })
    expect(await stockOf(s)).toEqual({ stocked: shelf.stocked + 1, reserved: shelf.reserved })
    const { order: after } = await ok(s.call, 'GET', `/admin/orders/${o.id}`)
    expect(after.claims[0].return_order.status).toBe('received')
    expect(after.items[0].returned_quantity).toBe(1)
    expect(after.refunds).toHaveLength(0)
  })
})

describe('refund claims', () => {
  it('refunds on creation: refund with reason claim, order and claim payment statuses', async () => {
    const o = await shippedOrder(s)
    expect(o.total).toBe(4950)
    const first = await ok(s.call, 'POST', claimsOf(o.id), {
      type: 'refund',
      claim_items: [{ item_id: o.items[0].id, quantity: 1, reason: 'missing_item' }],
    })
    // One unit is worth its line total share: (2 × 2000 + 10 % tax) / 2.
    expect(first.order.claims[0]).toMatchObject({
      type: 'refund',
      payment_status: 'refunded',
      refund_amount: 2200,
    })
    expect(first.order.refunds).toHaveLength(1)
    expect(first.order.refunds[0]).toMatchObject({ amount: 2200, reason: 'claim' })
    expect(first.order.refunded_total).toBe(2200)
    expect(first.order.payment_status).toBe('partially_refunded')
    expect(first.order.claims[0].additional_items).toEqual([])

    const second = await ok(s.call, 'POST', claimsOf(o.id), {
      type: 'refund',
      claim_items: [{ item_id: o.items[0].id, quantity: 1 }],
      refund_amount: 2750,
    })
    expect(second.order.refunded_total).toBe(4950)
    expect(second.order.payment_status).toBe('refunded')
    expect(second.order.claims.map((c: Json) => c.payment_status)).toEqual(['refunded', 'refunded'])
  })
})

describe('illegal claim steps', () => {
  it('refuses claims of unfulfilled or already claimed units and replace claims without items', async () => {
    const placed = await placeOrder(s)
    await ok(s.call, 'POST', `/admin/orders/${placed.id}/capture`)
    const before = await rowCounts(s)
    const stock = await stockOf(s)
    await refused(s.call, claimsOf(placed.id), replaceBody(s, placed), /has not been fulfilled yet/)
    const o = await shippedOrder(s)
    const afterShip = await rowCounts(s)
    await refused(
      s.call,
      claimsOf(o.id),
      { type: 'replace', claim_items: [{ item_id: o.items[0].id, quantity: 1 }] },
      'Claims with type replace must have at least one additional item',
    )
    await refused(
      s.call,
      claimsOf(o.id),
      replaceBody(s, o, { claim_items: [{ item_id: o.items[0].id, quantity: 3 }] }),
      'Cannot claim more items than have been fulfilled: 3 of ' + o.items[0].title + ' asked, 2 claimable',
    )
    expect(await rowCounts(s)).toEqual(afterShip)
    expect(before.claim_order).toBe(afterShip.claim_order)
    expect((await stockOf(s)).reserved).toBe(stock.reserved)
    // Each unit is claimed once: after a claim of both units, nothing is left to claim.
    await ok(s.call, 'POST', claimsOf(o.id), {
      type: 'refund',
      claim_items: [{ item_id: o.items[0].id, quantity: 2 }],
    })
    await refused(s.call, claimsOf(o.id), replaceBody(s, o), /1 of .* asked, 0 claimable/)
  })

  it('refuses a refund above the refundable amount and writes nothing', async () => {
    const o = await shippedOrder(s)
    const before = await rowCounts(s)
    await refused(
      s.call,
      claimsOf(o.id),
      { type: 'refund', claim_items: [{ item_id: o.items[0].id, quantity: 1 }], refund_amount: 5000 },
      "Cannot refund 5000 for this claim: only 4950 of the order's captured payments can still be refunded",
    )
    expect(await rowCounts(s)).toEqual(before)
    const { order } = await ok(s.call, 'GET', `/admin/orders/${o.id}`)
    expect(order.refunded_total).toBe(0)
    expect(order.payment_status).toBe('captured')
  })

  it('rolls back a claim whose replacement is out of stock', async () => {
    const o = await shippedOrder(s)
    const { variantId: scarce } = await insertVariant(t, { prices: [{ amount: 1500 }] })
    await stockVariant(t, scarce, 0)
    const before = await rowCounts(s)
    const body = await refused(
      s.call,
      claimsOf(o.id),
      replaceBody(s, o, {
        additional_items: [{ variant_id: scarce, quantity: 1 }],
        return_shipping: { option_id: s.returnOption },
        claim_items: [
          { item_id: o.items[0].id, quantity: 1, tags: ['never-saved'], images: ['https://x/n.jpg'] },
        ],
      }),
      /does not have the required inventory/,
    )
    expect(body.code).toBe('insufficient_inventory')
    expect(await rowCounts(s)).toEqual(before)
  })

  it('refuses to fulfill a refund claim, to cancel a refunded one or a shipped replacement', async () => {
    const o = await shippedOrder(s)
    const refund = await ok(s.call, 'POST', claimsOf(o.id), {
      type: 'refund',
      claim_items: [{ item_id: o.items[0].id, quantity: 1 }],
    })
    const refundClaim = refund.order.claims[0]
    const before = await rowCounts(s)
    await refused(
      s.call,
      `${claimsOf(o.id)}/${refundClaim.id}/fulfillments`,
      {},
      'Claims with type refund cannot be fulfilled',
    )
    await refused(
      s.call,
      `${claimsOf(o.id)}/${refundClaim.id}/cancel`,
      undefined,
      'Claim with a refund cannot be canceled',
    )
    expect(await rowCounts(s)).toEqual(before)

    const replace = await ok(s.call, 'POST', claimsOf(o.id), replaceBody(s, o))
    const claim = replace.order.claims.find((c: Json) => c.type === 'replace')
    const f = await ok(s.call, 'POST', `${claimsOf(o.id)}/${claim.id}/fulfillments`, {})
    const fulfillmentId = f.order.claims.find((c: Json) => c.id === claim.id).fulfillments[0].id
    await ok(s.call, 'POST', `${claimsOf(o.id)}/${claim.id}/shipments`, { fulfillment_id: fulfillmentId })
    await refused(
      s.call,
      `${claimsOf(o.id)}/${claim.id}/cancel`,
      undefined,
      'A claim whose replacement has been shipped cannot be canceled',
    )
    await refused(
      s.call,
      `${claimsOf(o.id)}/${claim.id}/fulfillments/${fulfillmentId}/cancel`,
      undefined,
      'A shipped fulfillment cannot be canceled',
    )
    const { order } = await ok(s.call, 'GET', `/admin/orders/${o.id}`)
    const after = order.claims.find((c: Json) => c.id === claim.id)
    expect(after.canceled_at).toBeNull()
    expect(after.fulfillment_status).toBe('shipped')
    expect(order.refunded_total).toBe(2200)
  })
})

describe('claim requests', () => {
  it('creates one claim for requests retried with the same Idempotency-Key', async () => {
    const o = await shippedOrder(s)
    const headers = { 'idempotency-key': `claim-retry-${o.id}` }
    const stock = await stockOf(s)
    const first = await s.call('POST', claimsOf(o.id), replaceBody(s, o), headers)
    const again = await s.call('POST', claimsOf(o.id), replaceBody(s, o), headers)
    expect(first.status).toBe(200)
    expect(again.status).toBe(200)
    expect(first.headers['idempotency-key']).toBe(headers['idempotency-key'])
    expect(again.body).toEqual(first.body)
    const { order } = await ok(s.call, 'GET', `/admin/orders/${o.id}`)
    expect(order.claims).toHaveLength(1)
    expect(order.claims[0].idempotency_key).toBe(headers['idempotency-key'])
    expect((await stockOf(s)).reserved).toBe(stock.reserved + 1)
  })

  it('needs staff credentials and refuses unknown properties', async () => {
    const o = await shippedOrder(s)
    const anonymous = await s.anonymous('POST', claimsOf(o.id), replaceBody(s, o))
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.type).toBe('unauthorized')
    expect((await s.anonymous('POST', `${claimsOf(o.id)}/claim_x/cancel`)).status).toBe(401)
    const unknown = await s.call('POST', claimsOf(o.id), { ...replaceBody(s, o), foo: 1 })
    expect(unknown.status).toBe(400)
    expect(unknown.body.type).toBe('invalid_data')
    const { order } = await ok(s.call, 'GET', `/admin/orders/${o.id}`)
    expect(order.claims).toEqual([])
  })
})
