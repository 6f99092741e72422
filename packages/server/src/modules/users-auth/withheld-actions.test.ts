import { CAPTURE_ROUTES, DELETED_RECORDS, FULFILLMENT_ROUTES, actionNotAllowed } from '@mercato/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { type Call, ok, readyCart, storeClient } from '../carts/test-client'
import { insertOption, insertShopRegion, insertVariant } from '../carts/test-helpers'

// Refunds, exports, cancellations, deletions, captures and fulfillments can be withheld from a member or
// developer who has the areas: every request that would send money back, export a list, cancel an
// order, delete a record, capture a payment or pack and ship items is refused before anything is
// written; the rest stays open.

let t: TestApp
let admin: Call
let clerk: AdminCredentials
let asClerk: Call
let order: { id: string; total: number; payments: Array<{ id: string }> }

const REFUSED = { type: 'not_allowed', code: 'forbidden', message: actionNotAllowed('refunds') }

beforeAll(async () => {
  t = await startTestApp()
  admin = storeClient(t, (await createAdmin(t)).headers)
  clerk = await createAdmin(t, 'member')
  asClerk = storeClient(t, clerk.headers)
  const store = storeClient(t)
  const region = await insertShopRegion(t, { countries: ['us'] })
  const option = await insertOption(t, region, { amount: 500 })
  const { variantId } = await insertVariant(t, { prices: [{ amount: 1500 }] })
  const cart = await readyCart(store, { region, option, items: [{ variant_id: variantId, quantity: 1 }] })
  order = (await ok(store, 'POST', `/store/carts/${cart.id}/complete`)).data
  await ok(admin, 'POST', `/admin/users/${clerk.id}`, { metadata: { withheld: ['refunds'] } })
})
afterAll(() => t.close())

const refundedTotal = async () => (await ok(admin, 'GET', `/admin/orders/${order.id}`)).order.refunded_total

describe('withheld refunds', () => {
  it('let the member capture, and refuse every refund before anything is written', async () => {
    await ok(asClerk, 'POST', `/admin/orders/${order.id}/capture`)
    const refusals = [
      await asClerk('POST', `/admin/orders/${order.id}/refund`, { amount: 100, reason: 'other' }),
      await asClerk('POST', `/admin/payments/${order.payments[0]!.id}/refund`, {
        amount: 100,
        reason: 'other',
      }),
      // Refused before the body is validated: a refund claim with nothing claimed gets the same answer.
      await asClerk('POST', `/admin/orders/${order.id}/claims`, { type: 'refund' }),
      // Receiving refunds the return's amount unless the request says 0.
      await asClerk('POST', '/admin/returns/ret_unknown/receive', { items: [{ item_id: 'x', quantity: 1 }] }),
      await asClerk('POST', `/admin/orders/${order.id}/return`, {
        items: [{ item_id: 'x', quantity: 1 }],
        receive_now: true,
      }),
    ]
    for (const res of refusals) {
      expect(res.status, JSON.stringify(res.body)).toBe(403)
      expect(res.body).toEqual(REFUSED)
    }
    expect(await refundedTotal()).toBe(0)
    // Without a refund the same requests reach the orders area (and fail on their own merits here).
    const receiveOnly = await asClerk('POST', '/admin/returns/ret_unknown/receive', {
      items: [{ item_id: 'x', quantity: 1 }],
      refund: 0,
    })
    expect(receiveOnly.status).toBe(404)
    const replace = await asClerk('POST', `/admin/orders/${order.id}/claims`, { type: 'replace' })
    expect(replace.status).toBe(400)
  })

  it('keep the member from giving refunds back to themselves, but not from their other settings', async () => {
    const self = await asClerk('POST', `/admin/users/${clerk.id}`, { metadata: { withheld: null } })
    expect(self.status).toBe(403)
    await ok(asClerk, 'POST', `/admin/users/${clerk.id}`, { metadata: { locale: 'de' } })
    const { user } = await ok(admin, 'GET', `/admin/users/${clerk.id}`)
    expect(user.metadata).toMatchObject({ locale: 'de', withheld: ['refunds'] })
  })

  it('refuse a withheld list that names an unknown action or one twice', async () => {
    for (const withheld of [['nope'], ['refunds', 'refunds'], 'refunds']) {
      const res = await admin('POST', `/admin/users/${clerk.id}`, { metadata: { withheld } })
      expect(res.status, JSON.stringify(res.body)).toBe(400)
      expect(res.body.type).toBe('invalid_data')
    }
  })

  it('refund once an admin gives refunds back; admins are never withheld them', async () => {
    await ok(admin, 'POST', `/admin/users/${clerk.id}`, { metadata: { withheld: [] } })
    await ok(asClerk, 'POST', `/admin/orders/${order.id}/refund`, { amount: 100, reason: 'other' })
    expect(await refundedTotal()).toBe(100)
    const boss = await createAdmin(t)
    await ok(admin, 'POST', `/admin/users/${boss.id}`, { metadata: { withheld: ['refunds'] } })
    await ok(storeClient(t, boss.headers), 'POST', `/admin/orders/${order.id}/refund`, {
      amount: 100,
      reason: 'other',
    })
    expect(await refundedTotal()).toBe(200)
  })
})

describe('withheld exports', () => {
  it('refuse every export, and nothing else of the batch jobs, to staff without exports', async () => {
    const exporter = await createAdmin(t, 'developer')
    await ok(admin, 'POST', `/admin/users/${exporter.id}`, { metadata: { withheld: ['exports'] } })
    const call = storeClient(t, exporter.headers)
    const refused = { ...REFUSED, message: actionNotAllowed('exports') }
    for (const type of ['product-export', 'order-export', 'customer-export', 'inventory-export']) {
      const res = await call('POST', '/admin/batch-jobs', { type, context: {}, dry_run: false })
      expect(res.status, type).toBe(403)
      expect(res.body).toEqual(refused)
    }
    expect((await ok(call, 'GET', '/admin/batch-jobs')).batch_jobs).toEqual([])
    // An import is a change of the area, not an export: it reaches its own validation.
    const importing = await call('POST', '/admin/batch-jobs', { type: 'product-import', context: {} })
    expect(importing.status).toBe(400)
    // Refunds are still theirs.
    await ok(call, 'POST', `/admin/orders/${order.id}/refund`, { amount: 100, reason: 'other' })
    const allowed = await admin('POST', '/admin/batch-jobs', {
      type: 'customer-export',
      context: {},
      dry_run: false,
    })
    expect(allowed.status).toBe(201)
  })
})

describe('withheld cancellations', () => {
  it("refuse to cancel an order, and leave the order's other actions open", async () => {
    const store = storeClient(t)
    const region = await insertShopRegion(t, { countries: ['us'] })
    const option = await insertOption(t, region, { amount: 500 })
    const { variantId } = await insertVariant(t, { prices: [{ amount: 900 }] })
    const cart = await readyCart(store, { region, option, items: [{ variant_id: variantId, quantity: 1 }] })
    const open = (await ok(store, 'POST', `/store/carts/${cart.id}/complete`)).data
    const member = await createAdmin(t, 'member')
    await ok(admin, 'POST', `/admin/users/${member.id}`, { metadata: { withheld: ['cancellations'] } })
    const call = storeClient(t, member.headers)
    const res = await call('POST', `/admin/orders/${open.id}/cancel`)
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ ...REFUSED, message: actionNotAllowed('cancellations') })
    expect((await ok(admin, 'GET', `/admin/orders/${open.id}`)).order.status).toBe('pending')
    // Editing the order stays theirs.
    await ok(call, 'POST', `/admin/orders/${open.id}`, { email: 'changed@example.com' })
    await ok(admin, 'POST', `/admin/users/${member.id}`, { metadata: { withheld: null } })
    expect((await ok(call, 'POST', `/admin/orders/${open.id}/cancel`)).order.status).toBe('canceled')
  })
})

describe('withheld deletions', () => {
  it('name only routes the server has', () => {
    for (const url of DELETED_RECORDS) expect(t.app.hasRoute({ method: 'DELETE', url }), url).toBe(true)
  })

  it("refuse to delete the areas' records, and let the same staff edit them", async () => {
    const { productId, variantId } = await insertVariant(t)
    const collection = (await ok(admin, 'POST', '/admin/collections', { title: 'Keep' })).collection
    const group = (await ok(admin, 'POST', '/admin/customer-groups', { name: 'Keep' })).customer_group
    const priceList = (
      await ok(admin, 'POST', '/admin/price-lists', {
        name: 'Keep',
        description: 'Kept',
        type: 'sale',
        prices: [],
      })
    ).price_list
    const member = await createAdmin(t, 'developer')
    await ok(admin, 'POST', `/admin/users/${member.id}`, { metadata: { withheld: ['deletions'] } })
    const call = storeClient(t, member.headers)
    const refused = { ...REFUSED, message: actionNotAllowed('deletions') }
    const deletions = [
      `/admin/products/${productId}/variants/${variantId}`,
      `/admin/products/${productId}`,
      `/admin/collections/${collection.id}`,
      `/admin/customer-groups/${group.id}`,
      `/admin/price-lists/${priceList.id}`,
    ]
    for (const path of deletions) {
      const res = await call('DELETE', path)
      expect(res.status, path).toBe(403)
      expect(res.body).toEqual(refused)
    }
    // A product update whose variant list leaves one out deletes it (as in Medusa v1): refused too.
    const dropping = await call('POST', `/admin/products/${productId}`, { title: 'Dropped', variants: [] })
    expect(dropping.status).toBe(403)
    expect(dropping.body).toEqual(refused)
    // Nothing was deleted, and editing stays open, the variant list included when it keeps every variant.
    await ok(call, 'POST', `/admin/products/${productId}`, {
      title: 'Renamed',
      variants: [{ id: variantId, title: 'Kept' }],
    })
    expect((await ok(admin, 'GET', `/admin/products/${productId}`)).product).toMatchObject({
      title: 'Renamed',
      variants: [{ id: variantId, title: 'Kept' }],
    })
    await ok(call, 'POST', `/admin/collections/${collection.id}`, { title: 'Still here' })
    await ok(admin, 'GET', `/admin/customer-groups/${group.id}`)
    await ok(admin, 'GET', `/admin/price-lists/${priceList.id}`)
    // Given back, the same requests delete.
    await ok(admin, 'POST', `/admin/users/${member.id}`, { metadata: { withheld: [] } })
    for (const path of deletions) await ok(call, 'DELETE', path)
    expect((await admin('GET', `/admin/products/${productId}`)).status).toBe(404)
  })
})

describe('withheld captures and fulfillments', () => {
  it('name only routes the server has', () => {
    for (const url of [...CAPTURE_ROUTES, ...FULFILLMENT_ROUTES])
      expect(t.app.hasRoute({ method: 'POST', url }), url).toBe(true)
  })

  it("refuse to capture and to pack or ship, and leave the order's other actions open", async () => {
    const store = storeClient(t)
    const region = await insertShopRegion(t, { countries: ['us'] })
    const option = await insertOption(t, region, { amount: 500 })
    const { variantId } = await insertVariant(t, { prices: [{ amount: 700 }] })
    const cart = await readyCart(store, { region, option, items: [{ variant_id: variantId, quantity: 1 }] })
    const placed = (await ok(store, 'POST', `/store/carts/${cart.id}/complete`)).data
    const item = placed.items[0].id
    const member = await createAdmin(t, 'member')
    await ok(admin, 'POST', `/admin/users/${member.id}`, {
      metadata: { withheld: ['captures', 'fulfillments'] },
    })
    const call = storeClient(t, member.headers)
    const requests: Array<['captures' | 'fulfillments', string, unknown]> = [
      ['captures', `/admin/orders/${placed.id}/capture`, undefined],
      ['captures', `/admin/payments/${placed.payments[0].id}/capture`, undefined],
      ['captures', '/admin/payment-collections/paycol_unknown/authorize', undefined],
      ['fulfillments', `/admin/orders/${placed.id}/fulfillment`, { items: [{ item_id: item, quantity: 1 }] }],
      // Refused before the body is validated.
      ['fulfillments', `/admin/orders/${placed.id}/shipment`, {}],
      ['fulfillments', `/admin/orders/${placed.id}/fulfillments/ful_unknown/cancel`, undefined],
    ]
    for (const [action, path, body] of requests) {
      const res = await call('POST', path, body)
      expect(res.status, path).toBe(403)
      expect(res.body).toEqual({ ...REFUSED, message: actionNotAllowed(action) })
    }
    const before = (await ok(admin, 'GET', `/admin/orders/${placed.id}`)).order
    expect(before).toMatchObject({ payment_status: 'awaiting', fulfillment_status: 'not_fulfilled' })
    expect(before.fulfillments).toEqual([])
    // Editing the order and refunding stay theirs.
    await ok(call, 'POST', `/admin/orders/${placed.id}`, { email: 'kept@example.com' })
    // Given back, the same requests capture and pack.
    await ok(admin, 'POST', `/admin/users/${member.id}`, { metadata: { withheld: ['refunds'] } })
    await ok(call, 'POST', `/admin/orders/${placed.id}/capture`)
    await ok(call, 'POST', `/admin/orders/${placed.id}/fulfillment`, {
      items: [{ item_id: item, quantity: 1 }],
    })
    expect((await ok(admin, 'GET', `/admin/orders/${placed.id}`)).order).toMatchObject({
      payment_status: 'captured',
      fulfillment_status: 'fulfilled',
    })
  })
})
