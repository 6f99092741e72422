import type { Order, OrderEdit } from '@mercato/client'
import { describe, expect, it } from 'vitest'
import { balanceOf, editPaymentLink } from './balance-due'

// What an order still owes after an edit raised its total, and what settles it.

const order = (over: Partial<Order> = {}) =>
  ({
    id: 'order_1',
    status: 'pending',
    total: 36212,
    paid_total: 31264,
    payments: [{ id: 'pay_1', amount: 31264, provider_id: 'manual', canceled_at: null }],
    ...over,
  }) as unknown as Order

const edit = (collection: Record<string, unknown> | null, status = 'confirmed') =>
  ({
    id: 'oe_1',
    status,
    payment_collection: collection && {
      id: 'paycol_1',
      amount: 4948,
      authorized_amount: null,
      updated_at: '2026-11-30T21:00:00.000Z',
      payments: [],
      ...collection,
    },
  }) as unknown as OrderEdit

describe('balanceOf', () => {
  it('owes the edit’s difference while its collection is unpaid, and offers that collection', () => {
    const b = balanceOf(order(), [edit({ status: 'not_paid' })])
    expect(b.due).toBe(4948)
    expect(b.open).toMatchObject({ editId: 'oe_1', collection: { id: 'paycol_1' } })
    expect(b.collected).toEqual([])
  })

  it('owes nothing once staff marked the collection as paid, and lists it as a payment', () => {
    const b = balanceOf(order(), [edit({ status: 'authorized', authorized_amount: 4948 })])
    expect(b).toMatchObject({ due: 0, open: null })
    expect(b.collected).toEqual([
      { id: 'paycol_1', provider_id: 'system', amount: 4948, paid_at: '2026-11-30T21:00:00.000Z' },
    ])
  })

  it('does not count twice a collection whose payment joined the order', () => {
    const joined = { id: 'pay_2', amount: 4948, provider_id: 'manual', canceled_at: null }
    const o = order({ paid_total: 36212, payments: [...(order().payments ?? []), joined] } as Partial<Order>)
    const b = balanceOf(o, [edit({ status: 'authorized', authorized_amount: 4948, payments: [joined] })])
    expect(b).toEqual({ due: 0, open: null, collected: [] })
  })

  it('names the provider of a collection paid after the edit was confirmed', () => {
    const later = { id: 'pay_3', amount: 4948, provider_id: 'test', canceled_at: null }
    const b = balanceOf(order(), [edit({ status: 'authorized', authorized_amount: 4948, payments: [later] })])
    expect(b.due).toBe(0)
    expect(b.collected[0]?.provider_id).toBe('test')
  })

  it('still owes the difference of an edit confirmed without a payment request, with nothing to mark', () => {
    expect(balanceOf(order(), [edit(null)])).toEqual({ due: 4948, open: null, collected: [] })
  })

  it('ignores edits not confirmed and refunds given back, and a canceled order owes nothing', () => {
    expect(balanceOf(order({ total: 31264 }), [edit({ status: 'not_paid' }, 'requested')]).due).toBe(0)
    expect(balanceOf(order({ total: 31264, refunded_total: 3330 } as Partial<Order>), []).due).toBe(0)
    expect(balanceOf(order({ status: 'canceled' }), [edit({ status: 'not_paid' })]).due).toBe(0)
    expect(balanceOf(order(), undefined).due).toBe(4948)
  })
})

describe('editPaymentLink', () => {
  it('leads to the storefront’s page of the edit', () => {
    expect(editPaymentLink('https://shop.example', 'oe_1')).toBe('https://shop.example/order-edits/oe_1')
  })
})
