import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ok } from '../carts/test-client'
import { type Shop, openShop, payAndComplete, placeOrder } from '../swaps/test-shop'
import { renderMessage } from './provider'

// The e-mail a swap sends the shopper, from a swap created through the Admin API: what goes back,
// what comes instead and the difference to pay or to get back, in the subject, text and HTML.

let shop: Shop
beforeAll(async () => {
  shop = await openShop()
})
afterAll(() => shop.t.close())

const dollars = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100)

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies, asserted by the tests
async function swapMail(swapId: string, event = 'swap.created'): Promise<any> {
  await shop.t.ctx.events.idle()
  const { notifications } = await ok(
    shop.admin,
    'GET',
    `/admin/notifications?event_name=${event}&resource_id=${swapId}`,
  )
  expect(notifications).toHaveLength(1)
  return notifications[0]
}

/** "Title, Variant" as the e-mails name a line. */
const named = (item: { title: string; description: string | null }) =>
  [item.title, item.description].filter(Boolean).join(', ')

describe('swap e-mails', () => {
  it('list the items going back and coming instead, and the difference the shopper pays', async () => {
    const order = await placeOrder(shop, shop.a.variantId, 2)
    const created = await ok(shop.admin, 'POST', `/admin/orders/${order.id}/swaps`, {
      return_items: [{ item_id: order.items[0].id, quantity: 1 }],
      return_shipping: { option_id: shop.returnOption },
      additional_items: [{ variant_id: shop.b.variantId, quantity: 1 }],
      custom_shipping_options: [{ option_id: shop.option, price: 200 }],
    })
    const s = created.order.swaps[0]
    expect(s.difference_due).toBe(1760)
    const notification = await swapMail(s.id)
    expect(notification.to).toBe('swapper@example.com')
    const returned = named(order.items[0])
    const added = named(s.additional_items[0])
    expect(notification.data).toMatchObject({
      currency_code: 'usd',
      difference_due: 1760,
      return_items: [{ title: order.items[0].title, description: order.items[0].description, quantity: 1 }],
      additional_items: [
        { title: s.additional_items[0].title, description: s.additional_items[0].description, quantity: 1 },
      ],
    })

    const mail = renderMessage('swap.created', notification.data)
    expect(mail.subject).toBe(`Confirm the exchange for order #${order.display_id}`)
    expect(mail.text).toContain(`You send back\n1 × ${returned}\n`)
    expect(mail.text).toContain(`You receive\n1 × ${added}  ${dollars(3000)}\n`)
    expect(mail.text).toContain(`You pay a difference of ${dollars(1760)}, shipping and taxes included.`)
    expect(mail.text).toContain(`Confirm the exchange and pay: ${notification.data.link}`)
    expect(notification.data.link).toContain(s.cart_id)
    // The HTML part lists the same lines and amount.
    expect(mail.html).toContain(`>${returned}</td>`)
    expect(mail.html).toContain(`>${added}</td>`)
    expect(mail.html).toContain(`>${dollars(3000)}</td>`)
    expect(mail.html).toContain(`You pay a difference of ${dollars(1760)}`)
    expect(mail.html).toContain(`href="${notification.data.link}"`)

    // Written in the order's language, amounts formatted as every e-mail formats them.
    const german = renderMessage('swap.created', { ...notification.data, locale: 'de' })
    expect(german.subject).toBe(`Bitte bestätigen Sie den Umtausch zu Bestellung #${order.display_id}`)
    expect(german.text).toContain(`Sie senden zurück\n1 × ${returned}`)
    expect(german.text).toContain(`Sie zahlen eine Differenz von ${dollars(1760)}`)
    expect(german.html).toContain('<html lang="de" dir="ltr">')

    // Once paid and sent, the shipping e-mail names what the parcel holds.
    await payAndComplete(shop, s.cart_id)
    const url = `/admin/orders/${order.id}/swaps/${s.id}`
    await ok(shop.admin, 'POST', `${url}/process-payment`)
    const fulfilled = await ok(shop.admin, 'POST', `${url}/fulfillments`, {})
    const fulfillmentId = fulfilled.order.swaps.find((x: { id: string }) => x.id === s.id).fulfillments[0].id
    await ok(shop.admin, 'POST', `${url}/shipments`, {
      fulfillment_id: fulfillmentId,
      tracking_numbers: ['SWAP-9'],
    })
    const shipped = await swapMail(s.id, 'swap.shipment_created')
    const parcel = renderMessage('swap.shipment_created', shipped.data)
    expect(parcel.subject).toBe(`The exchange for order #${order.display_id} is on its way`)
    expect(parcel.text).toContain(`Items\n1 × ${added}\n\nTracking number: SWAP-9`)
    expect(parcel.html).toContain(`>${added}</td>`)
  })

  it('say how much the shopper gets back when the new items cost less', async () => {
    const order = await placeOrder(shop, shop.a.variantId, 2)
    const created = await ok(shop.admin, 'POST', `/admin/orders/${order.id}/swaps`, {
      return_items: [{ item_id: order.items[0].id, quantity: 2 }],
      additional_items: [{ variant_id: shop.c.variantId, quantity: 1 }],
    })
    const s = created.order.swaps[0]
    expect(s.difference_due).toBe(1100 - 4400)
    const { data } = await swapMail(s.id)
    const mail = renderMessage('swap.created', data)
    expect(mail.subject).toBe(`Confirm the exchange for order #${order.display_id}`)
    expect(mail.text).toContain(`You send back\n2 × ${named(order.items[0])}\n`)
    expect(mail.text).toContain(`You receive\n1 × ${named(s.additional_items[0])}  ${dollars(1000)}\n`)
    expect(mail.text).toContain(`You get a difference of ${dollars(3300)} back, shipping and taxes included.`)
    expect(mail.text).not.toContain('You pay')
    expect(mail.text).not.toContain('-$')
    expect(mail.text).toContain(`Confirm the exchange: ${data.link}`)
    expect(mail.html).toContain(`You get a difference of ${dollars(3300)} back`)
    expect(mail.html).toContain(`>${dollars(1000)}</td>`)

    const arabic = renderMessage('swap.created', { ...data, locale: 'ar' })
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">')
    expect(arabic.text).toContain(`سنرد إليك فرقًا قدره ${dollars(3300)}`)
  })

  it('are not sent for a refused swap', async () => {
    const order = await placeOrder(shop, shop.a.variantId, 1)
    const refused = await shop.admin('POST', `/admin/orders/${order.id}/swaps`, {
      return_items: [{ item_id: order.items[0].id, quantity: 5 }],
      additional_items: [{ variant_id: shop.b.variantId, quantity: 1 }],
    })
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.status).toBeLessThan(500)
    await shop.t.ctx.events.idle()
    const { notifications } = await ok(shop.admin, 'GET', '/admin/notifications?event_name=swap.created')
    expect(notifications.map((n: { data: { order_id: string } }) => n.data.order_id)).not.toContain(order.id)
  })
})
