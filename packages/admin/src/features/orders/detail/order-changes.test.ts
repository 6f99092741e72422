import type { ClaimOrder, LineItem, Order, OrderEdit, Swap } from '@mercato/client'
import { describe, expect, it } from 'vitest'
import {
  canSwapOrder,
  claimActions,
  claimableQuantity,
  editActions,
  itemLabel,
  lineTitle,
  linesValue,
  splitEdits,
  swapActions,
} from './order-changes'

const swap = (over: Partial<Swap>) =>
  ({
    id: 'swap_1',
    canceled_at: null,
    confirmed_at: '2026-01-01T10:00:00Z',
    difference_due: 1500,
    payment_status: 'awaiting',
    fulfillment_status: 'not_fulfilled',
    additional_items: [{ id: 'li_new', quantity: 1, fulfilled_quantity: 0 }],
    fulfillments: [],
    return_order: { status: 'requested' },
    ...over,
  }) as unknown as Swap

describe('swap actions', () => {
  it('offers only cancel until the customer confirms', () => {
    expect(swapActions(swap({ confirmed_at: null }))).toEqual({
      processPayment: false,
      fulfill: false,
      cancel: true,
      receiveReturn: false,
    })
  })

  it('offers payment, fulfilment and cancel once confirmed', () => {
    expect(swapActions(swap({}))).toEqual({
      processPayment: true,
      fulfill: true,
      cancel: true,
      receiveReturn: true,
    })
  })

  it("receives the swap's return while it is requested, once, and a received return keeps the swap", () => {
    const shipped = swap({
      payment_status: 'captured',
      fulfillment_status: 'shipped',
      additional_items: [{ id: 'li_new', quantity: 1, fulfilled_quantity: 1 }] as LineItem[],
      fulfillments: [
        { id: 'ful_1', canceled_at: null, shipped_at: '2026-01-03T00:00:00Z' },
      ] as Swap['fulfillments'],
    })
    expect(swapActions(shipped)).toEqual({
      processPayment: false,
      fulfill: false,
      cancel: false,
      receiveReturn: true,
    })
    const received = swap({ return_order: { status: 'received' } as Swap['return_order'] })
    expect(swapActions(received)).toMatchObject({ receiveReturn: false, cancel: false })
    expect(swapActions(swap({ return_order: undefined })).receiveReturn).toBe(false)
  })

  it('settles a negative difference once, and a captured swap can no longer be canceled', () => {
    expect(
      swapActions(swap({ difference_due: -800, payment_status: 'difference_refunded' })).processPayment,
    ).toBe(false)
    const captured = swapActions(swap({ payment_status: 'captured' }))
    expect(captured).toMatchObject({ processPayment: false, cancel: false })
  })

  it('offers nothing on a canceled swap, and no cancel while a fulfillment is live', () => {
    expect(swapActions(swap({ canceled_at: '2026-01-02T00:00:00Z' }))).toEqual({
      processPayment: false,
      fulfill: false,
      cancel: false,
      receiveReturn: false,
    })
    const fulfilled = swap({
      additional_items: [{ id: 'li_new', quantity: 1, fulfilled_quantity: 1 }] as LineItem[],
      fulfillments: [{ id: 'ful_1', canceled_at: null }] as Swap['fulfillments'],
    })
    expect(swapActions(fulfilled)).toMatchObject({ fulfill: false, cancel: false })
  })
})

describe('claim actions', () => {
  const claim = (over: Partial<ClaimOrder>) =>
    ({
      id: 'claim_1',
      type: 'replace',
      payment_status: 'na',
      canceled_at: null,
      additional_items: [{ id: 'li_r', quantity: 2, fulfilled_quantity: 0 }],
      fulfillments: [],
      ...over,
    }) as unknown as ClaimOrder
  const open = { status: 'pending' } as const

  it('fulfils replacements only, and a refunded claim stays', () => {
    expect(claimActions(claim({}), open)).toMatchObject({ fulfill: true, cancel: true })
    expect(
      claimActions(claim({ type: 'refund', payment_status: 'refunded', additional_items: [] }), open),
    ).toEqual({
      processPayment: false,
      fulfill: false,
      cancel: false,
      receiveReturn: false,
    })
  })

  it('receives the return of a claim that has one, while it is requested', () => {
    expect(claimActions(claim({}), open).receiveReturn).toBe(false)
    const back = (status: string) => claim({ return_order: { status } as ClaimOrder['return_order'] })
    expect(claimActions(back('requested'), open).receiveReturn).toBe(true)
    expect(claimActions(back('received'), open)).toMatchObject({ receiveReturn: false, cancel: false })
    expect(claimActions(back('requested'), { status: 'canceled' }).receiveReturn).toBe(false)
  })

  it('offers nothing on a canceled order', () => {
    expect(claimActions(claim({}), { status: 'canceled' })).toMatchObject({ fulfill: false, cancel: false })
  })
})

describe('claimable quantity', () => {
  const item = { id: 'li_1', quantity: 3, fulfilled_quantity: 3, returned_quantity: 0 } as LineItem
  it('subtracts live claims and returns not canceled, as the server does', () => {
    const order = {
      claims: [
        { canceled_at: null, claim_items: [{ item_id: 'li_1', quantity: 1 }] },
        { canceled_at: '2026-01-01T00:00:00Z', claim_items: [{ item_id: 'li_1', quantity: 2 }] },
      ],
      returns: [
        { status: 'requested', claim_order_id: null, items: [{ item_id: 'li_1', quantity: 1 }] },
        { status: 'canceled', claim_order_id: null, items: [{ item_id: 'li_1', quantity: 1 }] },
        { status: 'requested', claim_order_id: 'claim_1', items: [{ item_id: 'li_1', quantity: 1 }] },
      ],
    } as unknown as Order
    expect(claimableQuantity(item, order)).toBe(1)
    expect(claimableQuantity({ ...item, fulfilled_quantity: 0 }, order)).toBe(0)
  })
})

describe('order edits', () => {
  const edit = (id: string, status: OrderEdit['status'], minute: number) =>
    ({ id, status, created_at: new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString() }) as OrderEdit

  it('splits the edit under way from the closed ones, newest first', () => {
    const { active, history } = splitEdits([
      edit('a', 'canceled', 1),
      edit('b', 'requested', 3),
      edit('c', 'confirmed', 2),
    ])
    expect(active?.id).toBe('b')
    expect(history.map((e) => e.id)).toEqual(['c', 'a'])
    expect(splitEdits(undefined)).toEqual({ active: null, history: [] })
  })

  it('changes items only while the edit is a draft', () => {
    expect(editActions(edit('a', 'created', 0))).toEqual({
      changeItems: true,
      requestConfirmation: true,
      confirm: true,
      cancel: true,
    })
    expect(editActions(edit('a', 'requested', 0))).toEqual({
      changeItems: false,
      requestConfirmation: false,
      confirm: true,
      cancel: true,
    })
    expect(Object.values(editActions(edit('a', 'confirmed', 0))).some(Boolean)).toBe(false)
  })
})

describe('order lines', () => {
  const items = [
    { id: 'li_copy', original_item_id: 'li_orig', title: 'Tee', quantity: 2, total: 5001, unit_price: 2000 },
    { id: 'li_mug', title: 'Mug', quantity: 1, total: 1800, unit_price: 1500 },
    { id: 'li_tee_l', title: 'Tee', description: 'L / Black', quantity: 1, total: 2000, unit_price: 2000 },
  ] as LineItem[]

  it('finds a line through the copy a confirmed edit made of it', () => {
    expect(lineTitle(items, 'li_orig')).toBe('Tee')
    expect(lineTitle(items, 'li_mug')).toBe('Mug')
    expect(lineTitle(items, 'li_gone')).toBe('li_gone')
    // With its variant, when the line names one.
    expect(lineTitle(items, 'li_tee_l')).toBe('Tee, L / Black')
  })

  it('values chosen units at what was paid for them', () => {
    expect(
      linesValue(items, [
        { item_id: 'li_copy', quantity: 1 },
        { item_id: 'li_mug', quantity: 1 },
      ]),
    ).toBe(2501 + 1800)
  })

  it('swaps need captured money and fulfilled goods', () => {
    const order = { status: 'pending', payment_status: 'captured', fulfillment_status: 'fulfilled' } as const
    expect(canSwapOrder(order)).toBe(true)
    expect(canSwapOrder({ ...order, payment_status: 'awaiting' })).toBe(false)
    expect(canSwapOrder({ ...order, fulfillment_status: 'not_fulfilled' })).toBe(false)
  })
})

describe('itemLabel', () => {
  it('names the variant beside the title, unless the variant is named as its product', () => {
    expect(itemLabel({ title: 'Enamel Mug', description: 'Red' })).toBe('Enamel Mug, Red')
    expect(itemLabel({ title: 'Ceramic Teapot', description: 'Ceramic Teapot' })).toBe('Ceramic Teapot')
    expect(itemLabel({ title: 'Gift card', description: null })).toBe('Gift card')
  })
})
