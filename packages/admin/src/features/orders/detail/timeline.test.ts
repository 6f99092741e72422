import type { Note, Order } from '@mercato/client'
import { describe, expect, it } from 'vitest'
import { buildTimeline, placedAmount } from './timeline'

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString()

const order = {
  id: 'order_1',
  created_at: at(0),
  updated_at: at(0),
  total: 5000,
  canceled_at: null,
  payments: [{ id: 'pay_1', amount: 5000, captured_at: at(5) }],
  fulfillments: [
    {
      id: 'ful_1',
      created_at: at(10),
      shipped_at: at(20),
      canceled_at: null,
      items: [{ item_id: 'i1', quantity: 2, fulfillment_id: 'ful_1' }],
      tracking_links: [{ tracking_number: 'TRK-1' }],
    },
    { id: 'ful_2', created_at: at(11), shipped_at: null, canceled_at: at(12), items: [] },
  ],
  refunds: [{ id: 'ref_1', created_at: at(30), amount: 700, reason: 'discount', note: 'Scuffed box' }],
  returns: [
    {
      id: 'ret_1',
      created_at: at(40),
      updated_at: at(41),
      status: 'canceled',
      refund_amount: 0,
      received_at: null,
      items: [{ item_id: 'i1', quantity: 1, requested_quantity: 1 }],
    },
  ],
} as unknown as Order

const notes = [
  { id: 'note_1', created_at: at(15), value: 'Gift wrap', author: { email: 'staff@example.com' } },
] as unknown as Note[]

describe('buildTimeline', () => {
  it('lists everything that happened, oldest first, with notes in place', () => {
    const events = buildTimeline(order, notes)
    expect(events.map((e) => e.kind)).toEqual([
      'placed',
      'captured',
      'fulfilled',
      'fulfilled',
      'fulfillmentCanceled',
      'note',
      'shipped',
      'refunded',
      'returnRequested',
      'returnCanceled',
    ])
    expect(events.find((e) => e.kind === 'shipped')).toMatchObject({ tracking: ['TRK-1'] })
    expect(events.find((e) => e.kind === 'refunded')).toMatchObject({ amount: 700, note: 'Scuffed box' })
    expect(events.find((e) => e.kind === 'note')).toMatchObject({
      noteId: 'note_1',
      author: 'staff@example.com',
    })
    expect(events[2]).toMatchObject({ kind: 'fulfilled', quantity: 2 })
  })

  it('keeps a same-instant capture after the order was placed', () => {
    const sameTime = {
      ...order,
      payments: [{ id: 'p', amount: 1, captured_at: at(0) }],
      fulfillments: [],
      refunds: [],
      returns: [],
    } as unknown as Order
    expect(buildTimeline(sameTime).map((e) => e.kind)).toEqual(['placed', 'captured'])
  })

  it('says what the order was placed for, not what it totals after an edit', () => {
    // Placed for 101.52 from its cart; a confirmed edit raised the total and added a payment.
    const edited = {
      ...order,
      cart_id: 'cart_1',
      total: 25164,
      payments: [
        { id: 'pay_edit', amount: 15012, cart_id: null, created_at: at(30), captured_at: null },
        { id: 'pay_1', amount: 10152, cart_id: 'cart_1', created_at: at(0), captured_at: null },
      ],
    } as unknown as Order
    expect(placedAmount(edited)).toBe(10152)
    expect(buildTimeline(edited)[0]).toMatchObject({ kind: 'placed', amount: 10152 })
    // Without a cart, the payment made when the order was; without any payment, the total.
    const noCart = { ...edited, cart_id: null } as unknown as Order
    expect(placedAmount(noCart)).toBe(10152)
    expect(placedAmount({ ...order, payments: [] } as unknown as Order)).toBe(5000)
  })

  it('claims a refund for a received return only when one was made', () => {
    const ret = {
      id: 'ret_2',
      created_at: at(40),
      updated_at: at(50),
      received_at: at(50),
      refund_amount: 14512,
      items: [{ item_id: 'i1', quantity: 1, requested_quantity: 1 }],
    }
    const withReturn = (status: string, refunds: unknown[]) =>
      ({ ...order, refunds, returns: [{ ...ret, status }] }) as unknown as Order
    const received = (o: Order) => buildTimeline(o).find((e) => e.kind === 'returnReceived')

    // Not captured, so nothing could be refunded: the return needs a person, no money moved.
    expect(received(withReturn('requires_action', []))).toMatchObject({
      refunded: null,
      requiresAction: true,
    })
    const refund = { id: 'ref_2', created_at: at(50), amount: 14512, reason: 'return', note: null }
    expect(received(withReturn('received', [refund]))).toMatchObject({
      refunded: 14512,
      requiresAction: false,
    })
    // Received, but the order's refunds show none for it.
    expect(received(withReturn('received', []))).toMatchObject({ refunded: null, requiresAction: false })
    // The return's line tells its refund; a refund of the same amount made apart is still listed.
    const apart = { ...refund, id: 'ref_3', created_at: at(55) }
    const refunds = buildTimeline(withReturn('received', [refund, apart])).filter(
      (e) => e.kind === 'refunded',
    )
    expect(refunds.map((e) => e.id)).toEqual(['refund-ref_3'])
  })

  it("tells a swap difference captured, from the swap's own payment", () => {
    const swapped = {
      ...order,
      swaps: [
        {
          id: 'swap_1',
          created_at: at(50),
          additional_items: [],
          payment: { id: 'pay_s', amount: 1127, captured_at: at(55) },
        },
      ],
    } as unknown as Order
    expect(buildTimeline(swapped).filter((e) => e.kind === 'swapCaptured')).toEqual([
      { kind: 'swapCaptured', id: 'swap-captured-pay_s', at: at(55), amount: 1127 },
    ])
  })

  it('tells a shipping address changed after the order was placed, not the one it was placed with', () => {
    const placedWith = {
      ...order,
      shipping_address: { id: 'addr_1', created_at: at(-30) },
    } as unknown as Order
    expect(buildTimeline(placedWith).some((e) => e.kind === 'addressChanged')).toBe(false)
    const moved = { ...order, shipping_address: { id: 'addr_2', created_at: at(45) } } as unknown as Order
    expect(buildTimeline(moved).filter((e) => e.kind === 'addressChanged')).toEqual([
      { kind: 'addressChanged', id: 'address-addr_2', at: at(45) },
    ])
  })
})
