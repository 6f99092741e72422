import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AdminCredentials,
  type TestApp,
  createAdmin,
  recordEvents,
  startTestApp,
} from '../../testing/harness'
import { countRows, insertProduct } from '../regions-tax/test-fixtures'

let t: TestApp
let admin: AdminCredentials
let events: ReturnType<typeof recordEvents>
let north: string
let south: string

function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })
}

beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  events = recordEvents(t)
  north = (await call('POST', '/admin/stock-locations', { name: 'North' })).json().stock_location.id
  south = (await call('POST', '/admin/stock-locations', { name: 'South' })).json().stock_location.id
})
afterAll(() => t.close())

/** An inventory item with the given stock per location. */
async function stockedItem(stock: Record<string, number>) {
  const { variantIds } = await insertProduct(t)
  const item = (await call('POST', '/admin/inventory-items', { variant_id: variantIds[0] })).json()
    .inventory_item
  for (const [location_id, stocked_quantity] of Object.entries(stock)) {
    const res = await call('POST', `/admin/inventory-items/${item.id}/location-levels`, {
      location_id,
      stocked_quantity,
    })
    expect(res.statusCode, res.body).toBe(200)
  }
  return item.id as string
}

async function levelOf(itemId: string, locationId: string) {
  const [row] = await t.database.query<{ stocked_quantity: number; reserved_quantity: number }>(
    'SELECT stocked_quantity, reserved_quantity FROM inventory_level WHERE inventory_item_id = $1 AND location_id = $2',
    [itemId, locationId],
  )
  return row!
}

/** reserved_quantity always equals the sum of the live reservations at the level. */
async function expectConsistent(itemId: string, locationId: string) {
  const [row] = await t.database.query<{ total: number }>(
    `SELECT coalesce(sum(quantity), 0)::int AS total FROM reservation_item
      WHERE inventory_item_id = $1 AND location_id = $2 AND deleted_at IS NULL`,
    [itemId, locationId],
  )
  const level = await levelOf(itemId, locationId)
  expect(level.reserved_quantity).toBe(row!.total)
  expect(level.reserved_quantity).toBeLessThanOrEqual(level.stocked_quantity)
}

const reserve = (inventory_item_id: string, location_id: string, quantity: number, extra = {}) =>
  call('POST', '/admin/reservations', { inventory_item_id, location_id, quantity, ...extra })

describe('admin reservations', () => {
  it('reserves stock, records who did it and emits reservation-item.created', async () => {
    const item = await stockedItem({ [north]: 5 })
    const res = await reserve(item, north, 2, {
      line_item_id: 'item_1',
      description: 'Order #1',
      metadata: { a: 1 },
    })
    expect(res.statusCode, res.body).toBe(200)
    const reservation = res.json().reservation
    expect(reservation.id).toMatch(/^resitem_[0-9A-Z]{26}$/)
    expect(reservation).toMatchObject({
      inventory_item_id: item,
      location_id: north,
      quantity: 2,
      line_item_id: 'item_1',
      description: 'Order #1',
      created_by: admin.id,
      metadata: { a: 1 },
    })
    expect(await levelOf(item, north)).toEqual({ stocked_quantity: 5, reserved_quantity: 2 })
    await t.ctx.events.idle()
    expect(events).toContainEqual({ name: 'reservation-item.created', data: { id: reservation.id } })
  })

  it('never reserves more than is free: 400 insufficient_inventory and nothing written', async () => {
    const item = await stockedItem({ [north]: 3 })
    await reserve(item, north, 2)
    const before = await countRows(t, 'reservation_item')
    const res = await reserve(item, north, 2)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      type: 'not_allowed',
      code: 'insufficient_inventory',
      message: `Inventory item with id: ${item} does not have the required inventory at location ${north} (1 available, 2 requested)`,
    })
    const cases: Array<[string, string, number, number, RegExp]> = [
      [item, south, 1, 400, /is not stocked at location/],
      ['iitem_missing', north, 1, 400, /Inventory item with id: iitem_missing was not found/],
      [item, 'sloc_missing', 1, 400, /Stock location with id: sloc_missing was not found/],
      [item, north, 0, 400, /quantity: must be at least 1/],
    ]
    for (const [i, l, q, status, message] of cases) {
      const r = await reserve(i, l, q)
      expect(r.statusCode, `${i} ${l} ${q}`).toBe(status)
      expect(r.json().message).toMatch(message)
    }
    expect(await countRows(t, 'reservation_item')).toBe(before)
    expect(await levelOf(item, north)).toEqual({ stocked_quantity: 3, reserved_quantity: 2 })
  })

  it('sells exactly the last units when many reservations race for them', async () => {
    const item = await stockedItem({ [north]: 5 })
    const results = await Promise.all(Array.from({ length: 12 }, () => reserve(item, north, 1)))
    const ok = results.filter((r) => r.statusCode === 200)
    const refused = results.filter((r) => r.statusCode !== 200)
    expect(ok).toHaveLength(5)
    expect(refused).toHaveLength(7)
    for (const r of refused)
      expect(r.json()).toMatchObject({ type: 'not_allowed', code: 'insufficient_inventory' })
    expect(await levelOf(item, north)).toEqual({ stocked_quantity: 5, reserved_quantity: 5 })
    await expectConsistent(item, north)

    // Mixed sizes: 7 units, requests of 3 → exactly two fit.
    const other = await stockedItem({ [north]: 7 })
    const mixed = await Promise.all(Array.from({ length: 6 }, () => reserve(other, north, 3)))
    expect(mixed.filter((r) => r.statusCode === 200)).toHaveLength(2)
    expect(await levelOf(other, north)).toEqual({ stocked_quantity: 7, reserved_quantity: 6 })
    await expectConsistent(other, north)
  })

  it('keeps the books straight when updates, deletes and new reservations race', async () => {
    const item = await stockedItem({ [north]: 6, [south]: 6 })
    const first = (await reserve(item, north, 3)).json().reservation
    const second = (await reserve(item, north, 3)).json().reservation
    const results = await Promise.all([
      call('POST', `/admin/reservations/${first.id}`, { quantity: 5 }),
      call('POST', `/admin/reservations/${second.id}`, { location_id: south, quantity: 4 }),
      call('DELETE', `/admin/reservations/${first.id}`),
      call('DELETE', `/admin/reservations/${first.id}`),
      reserve(item, north, 2),
      reserve(item, south, 3),
      reserve(item, north, 4),
    ])
    for (const r of results) expect([200, 400, 404], r.body).toContain(r.statusCode)
    await expectConsistent(item, north)
    await expectConsistent(item, south)
    // The two deletes of the same reservation release its units once.
    expect(
      results
        .slice(2, 4)
        .map((r) => r.statusCode)
        .sort(),
    ).toEqual([200, 404])
  })

  it('lists with the default limit of 20 and filters', async () => {
    const item = await stockedItem({ [north]: 100, [south]: 100 })
    for (let i = 0; i < 20; i++) await reserve(item, north, 1)
    await reserve(item, south, 7, { line_item_id: 'item_abc', description: 'Gift wrap please' })
    const all = (await call('GET', `/admin/reservations?inventory_item_id=${item}`)).json()
    expect(all).toMatchObject({ limit: 20, offset: 0, count: 21 })
    expect(all.reservations).toHaveLength(20)
    const count = async (qs: string) =>
      (await call('GET', `/admin/reservations?inventory_item_id=${item}&${qs}`)).json().count
    expect(await count(`location_id=${south}`)).toBe(1)
    expect(await count(`location_id[]=${south},${north}`)).toBe(21)
    expect(await count('line_item_id=item_abc')).toBe(1)
    expect(await count('quantity[gt]=1')).toBe(1)
    expect(await count('quantity=1')).toBe(20)
    expect(await count('description=Gift%20wrap%20please')).toBe(1)
    expect(await count('description[contains]=wrap')).toBe(1)
    expect(await count('description[starts_with]=gift')).toBe(1)
    const expanded = (
      await call('GET', `/admin/reservations?line_item_id=item_abc&expand=inventory_item`)
    ).json()
    expect(expanded.reservations[0].inventory_item.id).toBe(item)
    expect((await call('GET', '/admin/reservations?expand=order')).statusCode).toBe(400)
  })

  it('updates quantity, location and description, reserving and releasing as it goes', async () => {
    const item = await stockedItem({ [north]: 5, [south]: 2 })
    const r = (await reserve(item, north, 2, { metadata: { a: 1 } })).json().reservation
    let res = await call('POST', `/admin/reservations/${r.id}`, {
      quantity: 4,
      description: 'more',
      metadata: { b: 2 },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().reservation).toMatchObject({
      quantity: 4,
      description: 'more',
      metadata: { a: 1, b: 2 },
    })
    expect(await levelOf(item, north)).toMatchObject({ reserved_quantity: 4 })

    res = await call('POST', `/admin/reservations/${r.id}`, { quantity: 6 })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('insufficient_inventory')
    expect(await levelOf(item, north)).toMatchObject({ reserved_quantity: 4 })

    res = await call('POST', `/admin/reservations/${r.id}`, { quantity: 1 })
    expect(await levelOf(item, north)).toMatchObject({ reserved_quantity: 1 })

    // South has only 2: moving 3 there fails and changes nothing.
    res = await call('POST', `/admin/reservations/${r.id}`, { location_id: south, quantity: 3 })
    expect(res.statusCode).toBe(400)
    expect(await levelOf(item, north)).toMatchObject({ reserved_quantity: 1 })
    expect(await levelOf(item, south)).toMatchObject({ reserved_quantity: 0 })
    res = await call('POST', `/admin/reservations/${r.id}`, { location_id: south, quantity: 2 })
    expect(res.json().reservation).toMatchObject({ location_id: south, quantity: 2 })
    expect(await levelOf(item, north)).toMatchObject({ reserved_quantity: 0 })
    expect(await levelOf(item, south)).toMatchObject({ reserved_quantity: 2 })

    expect((await call('GET', `/admin/reservations/${r.id}`)).json().reservation.quantity).toBe(2)
    expect((await call('GET', '/admin/reservations/resitem_missing')).statusCode).toBe(404)
    expect((await call('POST', '/admin/reservations/resitem_missing', { quantity: 1 })).statusCode).toBe(404)
    expect((await call('POST', `/admin/reservations/${r.id}`, { inventory_item_id: item })).statusCode).toBe(
      400,
    )
    await t.ctx.events.idle()
    expect(events).toContainEqual({ name: 'reservation-item.updated', data: { id: r.id } })
  })

  it('deletes a reservation, releasing its units', async () => {
    const item = await stockedItem({ [north]: 4 })
    const r = (await reserve(item, north, 3)).json().reservation
    const res = await call('DELETE', `/admin/reservations/${r.id}`)
    expect(res.json()).toEqual({ id: r.id, object: 'reservation', deleted: true })
    expect(await levelOf(item, north)).toEqual({ stocked_quantity: 4, reserved_quantity: 0 })
    expect((await call('DELETE', `/admin/reservations/${r.id}`)).statusCode).toBe(404)
    expect((await call('GET', `/admin/reservations/${r.id}`)).statusCode).toBe(404)
    expect(await levelOf(item, north)).toEqual({ stocked_quantity: 4, reserved_quantity: 0 })
    await t.ctx.events.idle()
    expect(events).toContainEqual({ name: 'reservation-item.deleted', data: { id: r.id } })
  })
})
