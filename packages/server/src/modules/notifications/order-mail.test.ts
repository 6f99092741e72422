import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Call, ok, storeClient } from '../carts/test-client'
import { seedDemo } from '../../seed'
import { type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { renderMessage } from './provider'

let t: TestApp
let shop: Call
let admin: Call
beforeAll(async () => {
  t = await startTestApp({ storefrontUrl: 'https://shop.example.com' })
  const publishableKey = (await seedDemo(t.ctx)).publishableKey!
  shop = storeClient(t, { 'x-publishable-api-key': publishableKey })
  admin = storeClient(t, (await createAdmin(t)).headers)
})
afterAll(() => t.close())

/** An order of two tees placed through the Store API by a shopper browsing in `locale`. */
async function placeOrder(locale: string) {
  const { regions } = await ok(shop, 'GET', '/store/regions')
  const europe = regions.find((r: { name: string }) => r.name === 'Europe').id
  const tee = (await ok(admin, 'GET', '/admin/products?handle=classic-tee')).products[0]
  const { cart } = await ok(shop, 'POST', '/store/carts', { region_id: europe, context: { locale } })
  await ok(shop, 'POST', `/store/carts/${cart.id}/line-items`, {
    variant_id: tee.variants[0].id,
    quantity: 2,
  })
  await ok(shop, 'POST', `/store/carts/${cart.id}`, {
    email: `mail-${locale}@example.com`,
    shipping_address: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      address_1: 'Hauptstraße 5',
      city: 'Berlin',
      postal_code: '10115',
      country_code: 'de',
    },
  })
  const { shipping_options } = await ok(shop, 'GET', `/store/shipping-options/${cart.id}`)
  await ok(shop, 'POST', `/store/carts/${cart.id}/shipping-methods`, { option_id: shipping_options[0].id })
  await ok(shop, 'POST', `/store/carts/${cart.id}/payment-sessions`)
  await ok(shop, 'POST', `/store/carts/${cart.id}/payment-session`, { provider_id: 'manual' })
  return (await ok(shop, 'POST', `/store/carts/${cart.id}/complete`)).data
}

async function notificationOf(event: string, orderId: string) {
  await t.ctx.events.idle()
  const { notifications } = await ok(
    admin,
    'GET',
    `/admin/notifications?event_name=${event}&resource_id=${orderId}`,
  )
  expect(notifications).toHaveLength(1)
  return notifications[0]
}

describe('order e-mails', () => {
  it("confirm an order with its lines, totals, address and page, in the shopper's language", async () => {
    const order = await placeOrder('de')
    const { data } = await notificationOf('order.placed', order.id)
    expect(data).toMatchObject({
      locale: 'de',
      store_name: 'Mercato Store',
      order_link: `https://shop.example.com/order/confirmed/${order.id}`,
      summary: {
        currency_code: 'eur',
        subtotal: order.subtotal,
        shipping_total: order.shipping_total,
        tax_total: order.tax_total,
        total: order.total,
        shipping_address: ['Ada Lovelace', 'Hauptstraße 5', '10115 Berlin', 'DE'],
      },
    })
    expect(data.summary.items).toEqual([
      {
        title: order.items[0].title,
        description: order.items[0].description,
        quantity: 2,
        subtotal: order.items[0].subtotal,
        unit_price: order.items[0].unit_price,
        includes_tax: true,
        tax_total: order.items[0].tax_total,
      },
    ])
    expect(data.summary.address).toMatchObject({ address_1: 'Hauptstraße 5', country_code: 'de' })
    const mail = renderMessage('order.placed', data)
    const euros = (minor: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(minor / 100)
    expect(mail.subject).toContain(`#${order.display_id}`)
    expect(mail.subject).not.toBe(`Order #${order.display_id} confirmed`)
    expect(mail.text).toContain(euros(order.total))
    expect(mail.text).toContain('Hauptstraße 5\n10115 Berlin\nDeutschland')
    // Prices in Europe include VAT: the line and the subtotal read as the shop showed them, and the
    // tax inside them is said under the total, not added again.
    const gross = euros(order.items[0].unit_price * 2)
    expect(mail.text).toContain(`2 × ${order.items[0].title}, ${order.items[0].description}  ${gross}`)
    expect(mail.text).toContain(`Zwischensumme: ${gross}\n`)
    expect(mail.text).not.toMatch(/^Steuern: /m)
    expect(mail.text).toContain(
      `Gesamtsumme: ${euros(order.total)}\nEnthaltene Steuern: ${euros(order.tax_total)}`,
    )
    expect(mail.text).toContain(data.order_link)
    expect(mail.text).toContain('Mercato Store')
    // The HTML part says the same, German included.
    expect(mail.html).toContain('<html lang="de" dir="ltr">')
    expect(mail.html).toContain(`>${euros(order.total)}</td>`)
    expect(mail.html).toContain('<br>Hauptstraße 5<br>')

    // Staff see the same e-mail from the stored notification.
    const { notifications } = await ok(
      admin,
      'GET',
      `/admin/notifications?event_name=order.placed&resource_id=${order.id}`,
    )
    const shown = await ok(admin, 'GET', `/admin/notifications/${notifications[0].id}/preview`)
    expect(shown.preview).toEqual({ to: 'mail-de@example.com', ...mail })
    expect(shown.notification).toMatchObject({
      id: notifications[0].id,
      event_name: 'order.placed',
      resends: [],
    })
    expect((await admin('GET', '/admin/notifications/noti_missing/preview')).status).toBe(404)
    expect((await shop('GET', `/admin/notifications/${notifications[0].id}/preview`)).status).toBe(401)
  })

  it('say how much a refund was, and an order without a language is written in English', async () => {
    const order = await placeOrder('xx')
    await ok(admin, 'POST', `/admin/orders/${order.id}/capture`)
    await ok(admin, 'POST', `/admin/orders/${order.id}/refund`, { amount: 500, reason: 'discount' })
    const { data } = await notificationOf('order.refund_created', order.id)
    expect(data).toMatchObject({ amount: 500, currency_code: 'eur' })
    const mail = renderMessage('order.refund_created', data)
    expect(mail.subject).toBe(`Refund for order #${order.display_id}`)
    expect(mail.text).toContain('We have refunded €5.00 for order')
  })
})

describe('gift card e-mails', () => {
  it('send a card issued for someone to them, with the message, in the language chosen; a bad address is refused', async () => {
    const { regions } = await ok(shop, 'GET', '/store/regions')
    const europe = regions.find((r: { name: string }) => r.name === 'Europe').id
    const refused = await admin('POST', '/admin/gift-cards', {
      value: 5000,
      region_id: europe,
      metadata: { recipient: { email: 'not an address', locale: 'de' } },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toContain('recipient')
    const before = (await ok(admin, 'GET', '/admin/gift-cards')).count

    const { gift_card } = await ok(admin, 'POST', '/admin/gift-cards', {
      value: 5000,
      region_id: europe,
      ends_at: '2027-06-30T00:00:00.000Z',
      metadata: {
        note: 'Apology for the late parcel',
        recipient: { email: 'friend@example.com', locale: 'de', message: 'Alles Gute!' },
      },
    })
    expect((await ok(admin, 'GET', '/admin/gift-cards')).count).toBe(before + 1)
    await t.ctx.events.idle()
    const { notifications } = await ok(admin, 'GET', `/admin/notifications?resource_id=${gift_card.id}`)
    expect(notifications).toHaveLength(1)
    expect(notifications[0]).toMatchObject({
      event_name: 'gift_card.created',
      to: 'friend@example.com',
      data: { code: gift_card.code, value: 5000, currency_code: 'eur', message: 'Alles Gute!', locale: 'de' },
    })
    const mail = renderMessage('gift_card.created', notifications[0].data)
    expect(mail.text).toContain(gift_card.code)
    expect(mail.text).toContain('€50.00')
    expect(mail.text).toContain('Alles Gute!')
    expect(mail.text).toContain('2027')
    expect(mail.subject).not.toContain('Your gift card')

    // An update is checked the same way.
    const badUpdate = await admin('POST', `/admin/gift-cards/${gift_card.id}`, {
      metadata: { recipient: { email: 'friend@example.com', locale: 'Deutsch' } },
    })
    expect(badUpdate.status).toBe(400)
    expect(
      (await ok(admin, 'GET', `/admin/gift-cards/${gift_card.id}`)).gift_card.metadata.recipient.locale,
    ).toBe('de')

    // A card without a recipient is e-mailed to no one.
    const { gift_card: kept } = await ok(admin, 'POST', '/admin/gift-cards', {
      value: 1000,
      region_id: europe,
    })
    await t.ctx.events.idle()
    expect((await ok(admin, 'GET', `/admin/notifications?resource_id=${kept.id}`)).notifications).toEqual([])
  })
})
