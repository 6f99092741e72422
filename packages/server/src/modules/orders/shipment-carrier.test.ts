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
})
