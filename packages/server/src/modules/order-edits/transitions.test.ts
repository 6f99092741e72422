import { lineItem, order, orderEdit } from '@mercato/db'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ok } from '../carts/test-client'
import { type EditShop, itemOf, newEdit, openShop, placeOrder } from './test-fixtures'

// Which transitions an order edit allows, undoing changes, and request validation.

let s: EditShop
beforeAll(async () => {
  s = await openShop()
})
afterAll(() => s.t.close())

describe('order edit transitions', () => {
  it('allows one active edit per order and none on a canceled order', async () => {
    const { admin, v } = s
    const placed = await placeOrder(s, [{ variant_id: v.a.id, quantity: 1 }])
    const first = await newEdit(s, placed.id)
    const second = await admin('POST', '/admin/order-edits', { order_id: placed.id })
    expect(second.status).toBe(400)
    expect(second.body.type).toBe('not_allowed')
    expect(second.body.message).toContain('An active order edit')
    const list = await ok(admin, 'GET', `/admin/order-edits?order_id=${placed.id}`)
    expect(list).toMatchObject({ count: 1, offset: 0, limit: 20 })
    expect(list.order_edits[0]).toMatchObject({ id: first.id, status: 'created' })

    await ok(admin, 'POST', `/admin/order-edits/${first.id}/cancel`)
    const next = await newEdit(s, placed.id)
    expect(next.items).toHaveLength(1)
    expect((await ok(admin, 'GET', `/admin/order-edits?order_id=${placed.id}&q=staff`)).count).toBe(2)

    const other = await placeOrder(s, [{ variant_id: v.a.id, quantity: 1 }])
    await s.t.ctx.db.update(order).set({ status: 'canceled' }).where(eq(order.id, other.id))
    const refused = await admin('POST', '/admin/order-edits', { order_id: other.id })
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({
      type: 'not_allowed',
      message: 'Cannot edit an order with status canceled',
    })
    expect((await admin('POST', '/admin/order-edits', { order_id: 'order_missing' })).status).toBe(404)
  })

  it('cancels and declines, and refuses transitions their status does not allow', async () => {
    const { admin, store, staff, v } = s
    const placed = await placeOrder(s, [{ variant_id: v.a.id, quantity: 1 }])
    const edit = await newEdit(s, placed.id)
    const nothing = await admin('POST', `/admin/order-edits/${edit.id}/request`)
    expect(nothing.status).toBe(400)
    expect(nothing.body).toMatchObject({
      type: 'invalid_data',
      message: expect.stringContaining('no changes'),
    })
    expect((await store('GET', `/store/order-edits/${edit.id}`)).status).toBe(404)
    // The shopper's order lists the edits they may review: none while staff still draft one.
    const editsOnOrder = async () =>
      (await ok(store, 'GET', `/store/orders/${placed.id}?expand=edits`)).order.edits
    expect(await editsOnOrder()).toEqual([])
    expect((await store('POST', `/store/order-edits/${edit.id}/decline`, {})).body).toEqual({
      type: 'not_allowed',
      message: 'Cannot decline an order edit with status created',
    })

    await ok(admin, 'POST', `/admin/order-edits/${edit.id}/items`, { variant_id: v.c.id, quantity: 1 })
    const requested = (await ok(admin, 'POST', `/admin/order-edits/${edit.id}/request`)).order_edit
    const [shown] = await editsOnOrder()
    expect(shown).toMatchObject({ id: edit.id, status: 'requested' })
    expect(shown).not.toHaveProperty('internal_note')
    expect((await ok(store, 'GET', `/store/orders/${placed.id}`)).order).not.toHaveProperty('edits')
    expect((await admin('DELETE', `/admin/order-edits/${edit.id}`)).body.message).toBe(
      'Cannot delete an order edit with status requested',
    )
    const declined = (
      await ok(store, 'POST', `/store/order-edits/${edit.id}/decline`, { declined_reason: 'Too pricey' })
    ).order_edit
    expect(declined).toMatchObject({
      status: 'declined',
      declined_reason: 'Too pricey',
      declined_by: 'shopper',
    })
    // The difference of a declined edit can no longer be paid.
    expect(declined.payment_collection).toMatchObject({
      id: requested.payment_collection_id,
      status: 'canceled',
    })
    const refusals = [
      ['cancel', undefined, 'Cannot cancel an order edit with status declined'],
      ['confirm', undefined, 'Cannot confirm an order edit with status declined'],
      ['request', undefined, 'Cannot request confirmation of an order edit with status declined'],
      [
        'items',
        { variant_id: v.b.id, quantity: 1 },
        'Cannot change the items of an order edit with status declined',
      ],
    ] as const
    for (const [path, body, message] of refusals) {
      const res = await admin('POST', `/admin/order-edits/${edit.id}/${path}`, body)
      expect(res.status, path).toBe(400)
      expect(res.body).toEqual({ type: 'not_allowed', message })
    }

    const canceledEdit = await newEdit(s, placed.id)
    const canceled = (await ok(admin, 'POST', `/admin/order-edits/${canceledEdit.id}/cancel`)).order_edit
    expect(canceled).toMatchObject({ status: 'canceled', canceled_by: staff.id })
    expect((await store('POST', `/store/order-edits/${canceledEdit.id}/decline`, {})).body.message).toBe(
      'Cannot decline an order edit with status canceled',
    )
    expect((await admin('POST', `/admin/order-edits/${canceledEdit.id}/cancel`)).status).toBe(400)

    const doomed = await newEdit(s, placed.id)
    expect(await ok(admin, 'DELETE', `/admin/order-edits/${doomed.id}`)).toEqual({
      id: doomed.id,
      object: 'order_edit',
      deleted: true,
    })
    expect((await admin('GET', `/admin/order-edits/${doomed.id}`)).status).toBe(404)
    expect(await s.t.ctx.db.select().from(lineItem).where(eq(lineItem.order_edit_id, doomed.id))).toEqual([])
  })

  it('undoes each kind of change', async () => {
    const { admin, v } = s
    const placed = await placeOrder(s, [
      { variant_id: v.a.id, quantity: 1 },
      { variant_id: v.b.id, quantity: 1 },
    ])
    let edit = await newEdit(s, placed.id)
    const url = `/admin/order-edits/${edit.id}`
    await ok(admin, 'POST', `${url}/items`, { variant_id: v.c.id, quantity: 1 })
    await ok(admin, 'POST', `${url}/items/${itemOf(s, edit, 'a').id}`, { quantity: 3 })
    edit = (await ok(admin, 'DELETE', `${url}/items/${itemOf(s, edit, 'b').id}`)).order_edit
    expect(edit.changes).toHaveLength(3)
    expect(edit.difference_due).toBeGreaterThan(0)
    const change = (type: string) => edit.changes.find((c: { type: string }) => c.type === type)

    expect(await ok(admin, 'DELETE', `${url}/changes/${change('item_update').id}`)).toEqual({
      id: change('item_update').id,
      object: 'item_change',
      deleted: true,
    })
    let now = (await ok(admin, 'GET', url)).order_edit
    expect(itemOf(s, now, 'a').quantity).toBe(1)

    await ok(admin, 'DELETE', `${url}/changes/${change('item_remove').id}`)
    now = (await ok(admin, 'GET', url)).order_edit
    expect(itemOf(s, now, 'b')).toMatchObject({ quantity: 1, original_item_id: itemOf(s, placed, 'b').id })

    await ok(admin, 'DELETE', `${url}/changes/${change('item_add').id}`)
    now = (await ok(admin, 'GET', url)).order_edit
    expect(itemOf(s, now, 'c')).toBeUndefined()
    expect(now.changes).toEqual([])
    expect(now.difference_due).toBe(0)
    expect((await admin('DELETE', `${url}/changes/oic_missing`)).status).toBe(404)
  })

  it('refuses bad bodies with 400 invalid_data naming the field, writing nothing', async () => {
    const { admin, v } = s
    const placed = await placeOrder(s, [{ variant_id: v.a.id, quantity: 1 }])
    const editsBefore = await s.t.ctx.db.select().from(orderEdit)
    for (const body of [{}, { order_id: placed.id, colour: 'red' }, { order_id: 42 }]) {
      const res = await admin('POST', '/admin/order-edits', body)
      expect(res.status).toBe(400)
      expect(res.body.type).toBe('invalid_data')
      expect(res.body.message).toMatch('colour' in body ? /colour/ : /order_id/)
    }
    expect(await s.t.ctx.db.select().from(orderEdit)).toEqual(editsBefore)

    const edit = await newEdit(s, placed.id)
    const items = `/admin/order-edits/${edit.id}/items`
    for (const body of [
      { variant_id: v.b.id, quantity: 0 },
      { variant_id: v.b.id, quantity: 1.5 },
      { variant_id: v.b.id },
    ]) {
      const res = await admin('POST', items, body)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ type: 'invalid_data', message: expect.stringMatching(/quantity/) })
    }
    expect((await admin('POST', items, { variant_id: 'variant_nope', quantity: 1 })).status).toBe(404)
    expect((await ok(admin, 'GET', `/admin/order-edits/${edit.id}`)).order_edit).toMatchObject({
      changes: [],
      items: [expect.objectContaining({ quantity: 1 })],
    })
  })
})
