import { shippingOption, user } from '@mercato/db'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  insertOption,
  insertShopRegion,
  insertVariant,
  stockVariant,
} from '../../server/src/modules/carts/test-helpers'
import { type TestApp, createAdmin, startTestApp } from '../../server/src/testing/harness'
import { listenForClients } from '../../server/src/testing/medusa-js'
import Mercato from '../src/index'

// @mercato/client's back-office calls against a real server: a draft order is paid, fulfilled,
// shipped, partly returned and refunded, edited, and finally completed and archived.
let t: TestApp
let client: Mercato
let region: string
let option: string
let returnOption: string
let variant: string

beforeAll(async () => {
  t = await startTestApp()
  const admin = await createAdmin(t)
  await t.ctx.db.update(user).set({ api_token: 'back-office-token' }).where(eq(user.id, admin.id))
  region = await insertShopRegion(t, { tax_rate: 0, countries: ['us'] })
  option = await insertOption(t, region, { amount: 400, admin_only: true })
  returnOption = await insertOption(t, region, { amount: 0, name: 'Return' })
  await t.ctx.db.update(shippingOption).set({ is_return: true }).where(eq(shippingOption.id, returnOption))
  variant = (await insertVariant(t, { prices: [{ amount: 1200 }] })).variantId
  await stockVariant(t, variant, 50)
  client = new Mercato({ baseUrl: await listenForClients(t), apiKey: 'back-office-token', maxRetries: 1 })
})
afterAll(() => t.close())

describe('@mercato/client back office', () => {
  it('runs an order from draft to archive through the typed admin calls', async () => {
    const { draft_order } = await client.admin.draftOrders.create({
      email: 'phone-order@example.com',
      region_id: region,
      items: [{ variant_id: variant, quantity: 3 }],
      shipping_methods: [{ option_id: option }],
    })
    expect(draft_order.status).toBe('open')
    const { order: placed } = await client.admin.draftOrders.markPaid(draft_order.id)
    expect(placed.payment_status).toBe('captured')
    const item = placed.items![0]!

    const url = placed.id
    let { order } = await client.admin.orders.createFulfillment(url, {
      items: [{ item_id: item.id, quantity: 3 }],
    })
    expect(order.fulfillment_status).toBe('fulfilled')
    ;({ order } = await client.admin.orders.createShipment(url, {
      fulfillment_id: order.fulfillments![0]!.id,
      tracking_numbers: ['1Z999'],
    }))
    expect(order.fulfillment_status).toBe('shipped')

    ;({ order } = await client.admin.orders.requestReturn(url, {
      items: [{ item_id: item.id, quantity: 1 }],
      return_shipping: { option_id: returnOption, price: 0 },
    }))
    const ret = order.returns![0]!
    const received = await client.admin.returns.receive(ret.id, {
      items: [{ item_id: item.id, quantity: 1 }],
    })
    expect(received.return.status).toBe('received')
    const { orders } = await client.admin.orders.list({ q: 'phone-order' })
    expect(orders[0]).toMatchObject({
      id: url,
      refunded_total: 1200,
      fulfillment_status: 'partially_returned',
    })

    const { order_edit } = await client.admin.orderEdits.create({ order_id: url, internal_note: 'by phone' })
    const added = await client.admin.orderEdits.addLineItem(order_edit.id, {
      variant_id: variant,
      quantity: 1,
    })
    expect(added.order_edit.difference_due).toBe(1200)
    const canceled = await client.admin.orderEdits.cancel(order_edit.id)
    expect(canceled.order_edit.status).toBe('canceled')

    expect((await client.admin.orders.complete(url)).order.status).toBe('completed')
    expect((await client.admin.orders.archive(url)).order.status).toBe('archived')
    const { swaps } = await client.admin.swaps.list()
    expect(swaps).toEqual([])
  })
})
