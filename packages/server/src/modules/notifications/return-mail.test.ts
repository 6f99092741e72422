import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ok } from '../carts/test-client'
import { type Shop, openShop, placeOrder } from '../swaps/test-shop'
import { renderMessage } from './provider'

// The e-mails a plain return sends the shopper, from returns made through the Admin API: the items
// going back, the refund expected (then made) and, when requested, where to send the parcel.

let shop: Shop
beforeAll(async () => {
  shop = await openShop()
})
afterAll(() => shop.t.close())

const dollars = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100)

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies, asserted by the tests
async function mailOf(event: string, orderId: string): Promise<any> {
  await shop.t.ctx.events.idle()
  const { notifications } = await ok(
    shop.admin,
    'GET',
    `/admin/notifications?event_name=${event}&resource_id=${orderId}`,
  )
  expect(notifications).toHaveLength(1)
  return notifications[0]
}

const named = (item: { title: string; description: string | null }) =>
  [item.title, item.description].filter(Boolean).join(', ')

describe('return e-mails', () => {
  it("list the items, the refund and the return location's address, then what was received", async () => {
    const { stock_location: location } = await ok(shop.admin, 'POST', '/admin/stock-locations', {
      name: 'Returns desk',
      address: { address_1: 'Calle Mayor 1', city: 'Madrid', postal_code: '28013', country_code: 'es' },
    })
    // Goods come back into stock there, so the item is kept at the location.
    await ok(shop.admin, 'POST', `/admin/inventory-items/${shop.a.item}/location-levels`, {
      location_id: location.id,
      stocked_quantity: 0,
    })
    const order = await placeOrder(shop, shop.a.variantId, 2, { email: 'returner@example.com' })
    const item = order.items[0]
    const requested = await ok(shop.admin, 'POST', `/admin/orders/${order.id}/return`, {
      items: [{ item_id: item.id, quantity: 1 }],
      location_id: location.id,
    })
    const ret = requested.order.returns[0]
    expect(ret.refund_amount).toBeGreaterThan(0)

    const asked = await mailOf('order.return_requested', order.id)
    expect(asked.data).toMatchObject({
      return_id: ret.id,
      currency_code: 'usd',
      refund_amount: ret.refund_amount,
      return_items: [{ title: item.title, description: item.description, quantity: 1 }],
    })
    const mail = renderMessage('order.return_requested', asked.data)
    expect(mail.text).toContain(
      `Items to send back\n1 × ${named(item)}\n\nExpected refund: ${dollars(ret.refund_amount)}`,
    )
    // Addressed to the seller (the store, as no business name is kept), printed as its country writes it.
    expect(mail.text).toContain('Send them to\nMercato Store\nCalle Mayor 1\n28013 Madrid\nSpain')
    expect(mail.html).toContain(`>${named(item)}</td>`)
    expect(mail.html).toContain(`>${dollars(ret.refund_amount)}</td>`)
    expect(mail.html).toContain('Calle Mayor 1')
    // In the order's language, with the country named in it.
    const spanish = renderMessage('order.return_requested', { ...asked.data, locale: 'es' })
    expect(spanish.text).toContain(`Reembolso previsto: ${dollars(ret.refund_amount)}`)
    expect(spanish.text).toContain('Envíelos a\nMercato Store\nCalle Mayor 1\n28013 Madrid\nEspaña')

    await ok(shop.admin, 'POST', `/admin/returns/${ret.id}/receive`, {
      items: [{ item_id: item.id, quantity: 1 }],
    })
    const received = await mailOf('order.items_returned', order.id)
    expect(received.data.return_address).toBeUndefined()
    const back = renderMessage('order.items_returned', received.data)
    expect(back.subject).toBe(`Return received for order #${order.display_id}`)
    expect(back.text).toContain(
      `Items received\n1 × ${named(item)}\n\nAmount refunded: ${dollars(ret.refund_amount)}`,
    )
    expect(back.text).not.toContain('Send them to')
    expect(back.html).toContain(`>${named(item)}</td>`)
  })

  it("send to the store's business address when the return has no location, and invent none", async () => {
    const business = {
      legal_name: 'Mercato S.L.',
      address: 'Calle Sol 2\n41001 Sevilla',
      tax_id: '',
      email: '',
      phone: '',
    }
    await ok(shop.admin, 'POST', '/admin/store', { metadata: { business } })
    const order = await placeOrder(shop, shop.b.variantId, 1, { email: 'second@example.com' })
    await ok(shop.admin, 'POST', `/admin/orders/${order.id}/return`, {
      items: [{ item_id: order.items[0].id, quantity: 1 }],
    })
    const asked = await mailOf('order.return_requested', order.id)
    const mail = renderMessage('order.return_requested', asked.data)
    expect(mail.text).toContain('Send them to\nMercato S.L.\nCalle Sol 2\n41001 Sevilla')

    await ok(shop.admin, 'POST', '/admin/store', { metadata: { business: null } })
    const other = await placeOrder(shop, shop.c.variantId, 1, { email: 'third@example.com' })
    await ok(shop.admin, 'POST', `/admin/orders/${other.id}/return`, {
      items: [{ item_id: other.items[0].id, quantity: 1 }],
    })
    const none = renderMessage(
      'order.return_requested',
      (await mailOf('order.return_requested', other.id)).data,
    )
    expect(none.text).toContain(`1 × ${named(other.items[0])}`)
    expect(none.text).not.toContain('Send them to')
  })

  it('write a notification stored before returns listed their items as it was', () => {
    const mail = renderMessage('order.return_requested', {
      display_id: 7,
      return_id: 'ret_1',
      order_link: 'https://shop.example/o',
    })
    expect(mail.text).toBe(
      'We have registered a return for order #7. Please send the items back to us.\n\nSee your order: https://shop.example/o\n\nKind regards,\nMercato',
    )
  })
})
