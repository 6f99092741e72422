import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DemoStore, openDemoStore } from '../../testing/demo-store'
import { ok } from '../carts/test-client'
import { renderMessage } from '../notifications/provider'

let demo: DemoStore
beforeAll(async () => {
  demo = await openDemoStore()
})
afterAll(() => demo.t.close())

describe('shipments with a carrier', () => {
  it("link each tracking number to the carrier's tracking page; an unknown carrier is refused", async () => {
    const { admin, orders, t } = demo
    const order = orders.member
    const { order: fulfilled } = await ok(admin, 'POST', `/admin/orders/${order.id}/fulfillment`, {
      items: [{ item_id: order.items[0].id, quantity: order.items[0].quantity }],
    })
    const fulfillmentId = fulfilled.fulfillments.at(-1).id

    const refused = await admin('POST', `/admin/orders/${order.id}/shipment`, {
      fulfillment_id: fulfillmentId,
      tracking_numbers: ['1Z999'],
      carrier: 'acme-parcels',
    })
    expect(refused.status).toBe(400)
    const unchanged = (await ok(admin, 'GET', `/admin/orders/${order.id}`)).order
    expect(unchanged.fulfillments.at(-1).shipped_at).toBeNull()

    const { order: shipped } = await ok(admin, 'POST', `/admin/orders/${order.id}/shipment`, {
      fulfillment_id: fulfillmentId,
      tracking_numbers: ['1Z 999', 'AB/2'],
      carrier: 'ups',
    })
    expect(shipped.fulfillments.at(-1).tracking_links).toMatchObject([
      { tracking_number: '1Z 999', url: 'https://www.ups.com/track?tracknum=1Z%20999' },
      { tracking_number: 'AB/2', url: 'https://www.ups.com/track?tracknum=AB%2F2' },
    ])

    await t.ctx.events.idle()
    const { notifications } = await ok(
      admin,
      'GET',
      `/admin/notifications?event_name=order.shipment_created&resource_id=${order.id}`,
    )
    expect(notifications).toHaveLength(1)
    const mail = renderMessage('order.shipment_created', notifications[0].data)
    expect(mail.text).toContain('Tracking number: 1Z 999, AB/2')
    expect(mail.text).toContain('Track your parcel: https://www.ups.com/track?tracknum=1Z%20999')
  })

  it("link another carrier's numbers through the tracking page given, refusing a page that is not https", async () => {
    const { admin } = demo
    const order = (await ok(admin, 'GET', `/admin/orders/${demo.orders.guest.id}`)).order
    const fulfillmentId = order.fulfillments.at(-1).id
    const ship = (body: Record<string, unknown>) =>
      admin('POST', `/admin/orders/${order.id}/shipment`, {
        fulfillment_id: fulfillmentId,
        tracking_numbers: ['LP 77'],
        ...body,
      })
    for (const refused of [
      { tracking_url: 'http://parcels.example.com/{number}' },
      { tracking_url: 'https://parcels.example.com/track' },
      { tracking_url: 'https://parcels.example.com/{number}', carrier: 'ups' },
    ]) {
      const res = await ship(refused)
      expect(res.status, JSON.stringify(refused)).toBe(400)
    }
    const unchanged = (await ok(admin, 'GET', `/admin/orders/${order.id}`)).order
    expect(unchanged.fulfillments.at(-1).shipped_at).toBeNull()

    const res = await ship({ tracking_url: 'https://parcels.example.com/track?n={number}' })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.order.fulfillments.at(-1).tracking_links).toMatchObject([
      { tracking_number: 'LP 77', url: 'https://parcels.example.com/track?n=LP%2077' },
    ])
  })
})
