import { lineItem, reservationItem } from '@mercato/db'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordEvents } from '../../testing/harness'
import { ok } from '../carts/test-client'
import { insertDiscount } from '../carts/test-helpers'
import { countQueries } from '../catalog/query-counter'
import { type EditShop, itemOf, newEdit, openShop, placeOrder, reserved } from './test-fixtures'

// The order-edit flow end to end, and what confirming does to the order, its payments and stock.
// Status rules, undo and validation are in transitions.test.ts.

let s: EditShop
beforeAll(async () => {
  s = await openShop()
})
afterAll(() => s.t.close())

describe('order edits', () => {
  it('adds and changes items, collects the difference, and the shopper completes the edit', async () => {
    const { admin, store, staff, v } = s
    const events = recordEvents(s.t)
    const placed = await placeOrder(s, [{ variant_id: v.a.id, quantity: 1 }])
    expect(placed.total).toBe(2530)
    const [reservedA, reservedB] = [await reserved(s, 'a'), await reserved(s, 'b')]

    let edit = await newEdit(s, placed.id)
    expect(edit).toMatchObject({ status: 'created', order_id: placed.id, created_by: staff.id, changes: [] })
    expect(edit.difference_due).toBe(0)
    const copy = edit.items[0]
    expect(edit.items).toHaveLength(1)
    expect(copy).toMatchObject({
      original_item_id: placed.items[0].id,
      order_id: null,
      order_edit_id: edit.id,
    })
    expect(copy.id).not.toBe(placed.items[0].id)
    expect(copy.tax_lines[0].id).not.toBe(placed.items[0].tax_lines[0].id)
    expect(copy.tax_lines[0].rate).toBe(10)

    const items = `/admin/order-edits/${edit.id}/items`
    edit = (await ok(admin, 'POST', items, { variant_id: v.b.id, quantity: 2 })).order_edit
    expect(itemOf(s, edit, 'b')).toMatchObject({ unit_price: 500, quantity: 2, original_item_id: null })
    expect(itemOf(s, edit, 'b').tax_lines).toHaveLength(1)
    edit = (await ok(admin, 'POST', `${items}/${copy.id}`, { quantity: 2 })).order_edit
    expect(edit.changes.map((c: { type: string }) => c.type).sort()).toEqual(['item_add', 'item_update'])
    const update = edit.changes.find((c: { type: string }) => c.type === 'item_update')
    expect(update.line_item.quantity).toBe(2)
    expect(update.original_line_item.quantity).toBe(1)
    expect(edit.total).toBe(5830)
    expect(edit.difference_due).toBe(3300)

    edit = (await ok(admin, 'POST', `/admin/order-edits/${edit.id}/request`)).order_edit
    expect(edit).toMatchObject({ status: 'requested', requested_by: staff.id })
    expect(edit.payment_collection).toMatchObject({
      id: edit.payment_collection_id,
      type: 'order_edit',
      status: 'not_paid',
      amount: 3300,
      currency_code: 'usd',
      region_id: s.region,
      created_by: staff.id,
    })

    const seen = (await ok(store, 'GET', `/store/order-edits/${edit.id}`)).order_edit
    expect(seen.status).toBe('requested')
    expect(seen).not.toHaveProperty('internal_note')
    expect(seen).not.toHaveProperty('created_by')
    const early = await store('POST', `/store/order-edits/${edit.id}/complete`)
    expect(early.status).toBe(400)
    expect(early.body).toEqual({
      type: 'not_allowed',
      message: 'Unable to complete an order edit if the payment is not authorized',
    })

    const pc = `/store/payment-collections/${edit.payment_collection_id}`
    const { payment_collection } = await ok(store, 'POST', `${pc}/sessions`, { provider_id: 'manual' })
    const session = payment_collection.payment_sessions[0]
    expect(session.amount).toBe(3300)
    await ok(store, 'POST', `${pc}/sessions/${session.id}/authorize`)
    expect((await ok(store, 'GET', pc)).payment_collection.status).toBe('authorized')

    edit = (await ok(store, 'POST', `/store/order-edits/${edit.id}/complete`)).order_edit
    expect(edit.status).toBe('confirmed')
    const audited = (await ok(admin, 'GET', `/admin/order-edits/${edit.id}`)).order_edit
    expect(audited).toMatchObject({ confirmed_by: 'shopper', internal_note: 'staff only' })

    const after = (await ok(store, 'GET', `/store/orders/${placed.id}`)).order
    const ids = (x: { items: Array<{ id: string }> }) => x.items.map((i) => i.id).sort()
    expect(ids(after)).toEqual(ids(edit))
    expect(itemOf(s, after, 'a').quantity).toBe(2)
    expect(itemOf(s, after, 'b').quantity).toBe(2)
    expect(after.total).toBe(5830)
    expect(after.paid_total).toBe(2530 + 3300)
    // Staff capture the order: the original payment and the one the edit brought.
    const captured = (await ok(admin, 'POST', `/admin/orders/${placed.id}/capture`)).order
    expect(captured.payment_status).toBe('captured')
    expect(captured.refundable_amount).toBe(5830)
    // The replaced item is kept, detached from the order, as the copy's original.
    const [old] = await s.t.ctx.db.select().from(lineItem).where(eq(lineItem.id, placed.items[0].id))
    expect(old!.order_id).toBeNull()

    expect(await reserved(s, 'a')).toBe(reservedA + 1)
    expect(await reserved(s, 'b')).toBe(reservedB + 2)
    const held = await s.t.ctx.db
      .select()
      .from(reservationItem)
      .where(and(inArray(reservationItem.line_item_id, ids(after)), isNull(reservationItem.deleted_at)))
    expect(held.reduce((n, r) => n + r.quantity, 0)).toBe(4)

    await s.t.ctx.events.idle()
    const names = events.map((e) => e.name)
    expect(names).toEqual(expect.arrayContaining(['order-edit.requested', 'order-edit.confirmed']))
    expect(events.find((e) => e.name === 'order-edit.confirmed')!.data).toEqual({ id: edit.id })
    expect(events.some((e) => e.name === 'order.updated' && e.data.id === placed.id)).toBe(true)
  })

  it('releases stock for removed and reduced items, and refuses a second confirmation', async () => {
    const { admin, store, staff, v } = s
    const placed = await placeOrder(s, [
      { variant_id: v.a.id, quantity: 3 },
      { variant_id: v.b.id, quantity: 1 },
    ])
    const [reservedA, reservedB] = [await reserved(s, 'a'), await reserved(s, 'b')]
    let edit = await newEdit(s, placed.id)
    const items = `/admin/order-edits/${edit.id}/items`
    await ok(admin, 'POST', `${items}/${itemOf(s, edit, 'a').id}`, { quantity: 1 })
    edit = (await ok(admin, 'DELETE', `${items}/${itemOf(s, edit, 'b').id}`)).order_edit
    expect(edit.items).toHaveLength(1)
    expect(edit.changes.map((c: { type: string }) => c.type).sort()).toEqual(['item_remove', 'item_update'])
    expect(edit.difference_due).toBe(-4950)

    // Staff may confirm an edit they have not requested; a negative difference asks for no payment.
    edit = (await ok(admin, 'POST', `/admin/order-edits/${edit.id}/confirm`)).order_edit
    expect(edit).toMatchObject({ status: 'confirmed', confirmed_by: staff.id, payment_collection: null })
    expect(await reserved(s, 'a')).toBe(reservedA - 2)
    expect(await reserved(s, 'b')).toBe(reservedB - 1)

    const orderBefore = (await ok(store, 'GET', `/store/orders/${placed.id}`)).order
    expect(orderBefore.items).toHaveLength(1)
    expect(orderBefore.total).toBe(2530)
    const again = await admin('POST', `/admin/order-edits/${edit.id}/confirm`)
    expect(again.status).toBe(400)
    expect(again.body).toEqual({
      type: 'not_allowed',
      message: 'Cannot confirm an order edit with status confirmed',
    })
    expect((await store('POST', `/store/order-edits/${edit.id}/complete`)).body).toEqual({
      type: 'not_allowed',
      message: 'Cannot complete an order edit with status confirmed',
    })
    expect((await ok(store, 'GET', `/store/orders/${placed.id}`)).order).toEqual(orderBefore)
    const reread = (await ok(admin, 'GET', `/admin/order-edits/${edit.id}`)).order_edit
    expect(reread.confirmed_at).toBe(edit.confirmed_at)
    expect(reread.updated_at).toBe(edit.updated_at)
    expect(await reserved(s, 'a')).toBe(reservedA - 2)
  })

  it('confirmed without a request, a higher total leaves a collection for staff to mark as paid', async () => {
    const { admin, v } = s
    const placed = await placeOrder(s, [{ variant_id: v.a.id, quantity: 1 }])
    let edit = await newEdit(s, placed.id)
    edit = (
      await ok(admin, 'POST', `/admin/order-edits/${edit.id}/items/${itemOf(s, edit, 'a').id}`, {
        quantity: 2,
      })
    ).order_edit
    const due = edit.difference_due
    expect(due).toBeGreaterThan(0)
    edit = (await ok(admin, 'POST', `/admin/order-edits/${edit.id}/confirm`)).order_edit
    expect(edit.status).toBe('confirmed')
    expect(edit.payment_collection).toMatchObject({
      type: 'order_edit',
      status: 'not_paid',
      amount: due,
    })
    const marked = (
      await ok(admin, 'POST', `/admin/payment-collections/${edit.payment_collection_id}/authorize`)
    ).payment_collection
    expect(marked.status).toBe('authorized')
  })

  it("shares the order's discount over the edit's items", async () => {
    const { admin, v } = s
    const { code } = await insertDiscount(s.t, { type: 'percentage', value: 10, regions: [s.region] })
    const placed = await placeOrder(s, [{ variant_id: v.a.id, quantity: 1 }], [code])
    expect(placed.discount_total).toBe(200)
    const edit = await newEdit(s, placed.id)
    expect(itemOf(s, edit, 'a').adjustments).toHaveLength(1)
    const url = `/admin/order-edits/${edit.id}/items`
    const added = (await ok(admin, 'POST', url, { variant_id: v.b.id, quantity: 2 })).order_edit
    expect(itemOf(s, added, 'b').adjustments.map((a: { amount: number }) => Number(a.amount))).toEqual([100])
    expect(added.discount_total).toBe(300)
    // (2000 + 1000 − 300 + 300 shipping) × 1.1 − (2000 − 200 + 300) × 1.1
    expect(added.difference_due).toBe(3300 - 2310)
  })

  it('reads an edit in a fixed number of queries, whatever its size', async () => {
    const { admin, v } = s
    const small = await newEdit(s, (await placeOrder(s, [{ variant_id: v.a.id, quantity: 1 }])).id)
    const big = await newEdit(
      s,
      (
        await placeOrder(s, [
          { variant_id: v.a.id, quantity: 1 },
          { variant_id: v.b.id, quantity: 2 },
        ])
      ).id,
    )
    await ok(admin, 'POST', `/admin/order-edits/${big.id}/items`, { variant_id: v.c.id, quantity: 1 })
    await ok(admin, 'POST', `/admin/order-edits/${big.id}/items/${itemOf(s, big, 'a').id}`, { quantity: 2 })
    const queriesOf = async (id: string) => {
      await s.t.ctx.events.idle()
      const counter = countQueries(s.t.database)
      try {
        await ok(admin, 'GET', `/admin/order-edits/${id}`)
        return counter.count
      } finally {
        counter.stop()
      }
    }
    expect(await queriesOf(big.id)).toBe(await queriesOf(small.id))
  })

  it('answers 401 to admin routes without credentials', async () => {
    expect((await s.store('GET', '/admin/order-edits')).status).toBe(401)
    const res = await s.store('POST', '/admin/order-edits', { order_id: 'order_x' })
    expect(res.status).toBe(401)
    expect(res.body.type).toBe('unauthorized')
  })
})
