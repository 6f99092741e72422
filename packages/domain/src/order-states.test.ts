import { describe, expect, it } from 'vitest'
import {
  type OrderState,
  assertCanArchive,
  assertCanCancel,
  assertCanCancelFulfillment,
  assertCanCapture,
  assertCanComplete,
  assertCanFulfillQuantity,
  assertCanRefund,
  assertCanShip,
  fulfillmentStatusOf,
  paymentStatusAfterCapture,
  paymentStatusAfterRefund,
} from './order-states'

const order = (o: Partial<OrderState> = {}): OrderState => ({
  status: 'pending',
  payment_status: 'awaiting',
  fulfillment_status: 'not_fulfilled',
  ...o,
})
const none = {
  refundCount: 0,
  shippedFulfillments: 0,
  liveFulfillments: 0,
  liveReturns: 0,
  liveSwaps: 0,
  liveClaims: 0,
}

describe('order lifecycle rules', () => {
  it('archives only completed orders', () => {
    expect(() => assertCanArchive(order())).toThrow("Can't archive an unprocessed order")
    expect(() => assertCanArchive(order({ status: 'completed' }))).not.toThrow()
  })

  it('never completes, captures or refunds a canceled order', () => {
    const canceled = order({ status: 'canceled' })
    expect(() => assertCanComplete(canceled)).toThrow('A canceled order cannot be completed')
    expect(() => assertCanCapture(canceled, 1)).toThrow('cannot be captured')
    expect(() => assertCanRefund(canceled, 100, 100)).toThrow('cannot be refunded')
  })

  it('captures while some payment is still uncaptured, even on a captured order', () => {
    expect(() => assertCanCapture(order({ payment_status: 'captured' }), 0)).toThrow('already captured')
    expect(() => assertCanCapture(order({ payment_status: 'captured' }), 1)).not.toThrow()
  })

  it('refunds at most the refundable amount, in whole minor units', () => {
    expect(() => assertCanRefund(order(), 501, 500)).toThrow(
      'Cannot refund more than the refundable amount of 500',
    )
    expect(() => assertCanRefund(order(), 0, 500)).toThrow('positive integer')
    expect(() => assertCanRefund(order(), 1.5, 500)).toThrow('positive integer')
    expect(() => assertCanRefund(order(), 500, 500)).not.toThrow()
  })

  it('cancels only without refunds and once everything after the sale is canceled', () => {
    expect(() => assertCanCancel(order(), none)).not.toThrow()
    expect(() => assertCanCancel(order(), { ...none, refundCount: 1 })).toThrow(
      'An order with refunds cannot be canceled',
    )
    expect(() => assertCanCancel(order(), { ...none, liveFulfillments: 1 })).toThrow(
      'All fulfillments must be canceled',
    )
    expect(() => assertCanCancel(order({ status: 'completed' }), none)).toThrow(
      'A completed order cannot be canceled',
    )
    expect(() => assertCanCancel(order({ status: 'canceled' }), none)).toThrow('already canceled')
    expect(() => assertCanCancel(order(), { ...none, shippedFulfillments: 1, liveFulfillments: 1 })).toThrow(
      'A shipped order cannot be canceled',
    )
  })

  it('fulfills no more than is left and ships or cancels only live fulfillments', () => {
    const item = { title: 'Shirt', quantity: 3, fulfilled_quantity: 1 }
    expect(() => assertCanFulfillQuantity(item, 2)).not.toThrow()
    expect(() => assertCanFulfillQuantity(item, 3)).toThrow('2 left to fulfill')
    const live = { shipped_at: null, canceled_at: null }
    expect(() => assertCanShip(live)).not.toThrow()
    expect(() => assertCanShip({ ...live, canceled_at: new Date() })).toThrow('canceled fulfillment')
    expect(() => assertCanShip({ ...live, shipped_at: new Date() })).toThrow('already been shipped')
    expect(() => assertCanCancelFulfillment({ ...live, shipped_at: new Date() })).toThrow(
      'A shipped fulfillment cannot be canceled',
    )
    expect(() => assertCanCancelFulfillment(live)).not.toThrow()
  })

  it('derives the fulfillment status from item quantities', () => {
    const item = (q: number, f = 0, s = 0, r = 0) => ({
      quantity: q,
      fulfilled_quantity: f,
      shipped_quantity: s,
      returned_quantity: r,
    })
    expect(fulfillmentStatusOf([item(2), item(1)])).toBe('not_fulfilled')
    expect(fulfillmentStatusOf([item(2, 1), item(1)])).toBe('partially_fulfilled')
    expect(fulfillmentStatusOf([item(2, 2), item(1, 1)])).toBe('fulfilled')
    expect(fulfillmentStatusOf([item(2, 2, 1), item(1, 1)])).toBe('partially_shipped')
    expect(fulfillmentStatusOf([item(2, 2, 2), item(1, 1, 1)])).toBe('shipped')
    expect(fulfillmentStatusOf([item(2, 2, 2, 1), item(1, 1, 1)])).toBe('partially_returned')
    expect(fulfillmentStatusOf([item(2, 2, 2, 2), item(1, 1, 1, 1)])).toBe('returned')
  })

  it('derives payment statuses after capture and refunds', () => {
    expect(paymentStatusAfterCapture([{ captured: true }, { captured: true }])).toBe('captured')
    expect(paymentStatusAfterCapture([{ captured: true }, { captured: false }])).toBe('requires_action')
    expect(paymentStatusAfterRefund(1000, 400)).toBe('partially_refunded')
    expect(paymentStatusAfterRefund(1000, 1000)).toBe('refunded')
  })
})
