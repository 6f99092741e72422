import { formatMoney, grossAmounts } from '@mercato/domain'
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

/** Two tees to Toronto, part paid by a taxable gift card, placed by a shopper browsing in Arabic. */
async function placeCanadianOrder() {
  const { regions } = await ok(shop, 'GET', '/store/regions')
  const america = regions.find((r: { name: string }) => r.name === 'North America').id
  const { gift_card } = await ok(admin, 'POST', '/admin/gift-cards', { value: 1000, region_id: america })
  const tee = (await ok(admin, 'GET', '/admin/products?handle=classic-tee')).products[0]
  const { cart } = await ok(shop, 'POST', '/store/carts', { region_id: america, context: { locale: 'ar' } })
  await ok(shop, 'POST', `/store/carts/${cart.id}/line-items`, {
    variant_id: tee.variants[0].id,
    quantity: 2,
  })
  await ok(shop, 'POST', `/store/carts/${cart.id}`, {
    email: 'toronto@example.com',
    gift_cards: [{ code: gift_card.code }],
    shipping_address: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      address_1: '12 Queen St W',
      city: 'Toronto',
      province: 'ON',
      postal_code: 'M5H 2N2',
      country_code: 'ca',
    },
  })
  const { shipping_options } = await ok(shop, 'GET', `/store/shipping-options/${cart.id}`)
  await ok(shop, 'POST', `/store/carts/${cart.id}/shipping-methods`, { option_id: shipping_options[0].id })
  await ok(shop, 'POST', `/store/carts/${cart.id}/payment-sessions`)
  await ok(shop, 'POST', `/store/carts/${cart.id}/payment-session`, { provider_id: 'manual' })
  const order = (await ok(shop, 'POST', `/store/carts/${cart.id}/complete`)).data
  await t.ctx.events.idle()
  const { notifications } = await ok(
    admin,
    'GET',
    `/admin/notifications?event_name=order.placed&resource_id=${order.id}`,
  )
  expect(notifications).toHaveLength(1)
  return { order, data: notifications[0].data }
}

/** The "Label: $1.00" rows of a plain-text e-mail, as signed minor units, bidi marks dropped. */
function totalRows(text: string) {
  return [...text.replace(/[\u2066\u2069]/g, '').matchAll(/^([^:\n]+): (-?)\$([\d,]+)\.(\d\d)$/gm)].map(
    ([, label, minus, whole, cents]) =>
      [label, (minus ? -1 : 1) * (Number(whole!.replace(/,/g, '')) * 100 + Number(cents))] as const,
  )
}

describe('order confirmation e-mail totals', () => {
  it('state the tax the shop states, with a gift card row, and the rows add up to the total', async () => {
    const { order, data } = await placeCanadianOrder()
    expect(order.gift_card_tax_total).toBeGreaterThan(0)
    const mail = renderMessage('order.placed', { ...data, locale: 'en' })
    const rows = totalRows(mail.text)
    expect(rows.map(([label]) => label)).toEqual(['Subtotal', 'Gift card', 'Shipping', 'Tax', 'Total'])
    const row = (label: string) => rows.find(([l]) => l === label)![1]
    // The shop's confirmation and the dashboard state the tax the gift card did not cover.
    expect(row('Tax')).toBe(order.tax_total - order.gift_card_tax_total)
    expect(row('Tax')).toBe(grossAmounts(order).addedTax)
    expect(row('Gift card')).toBe(-grossAmounts(order).giftCard)
    expect(row('Total')).toBe(order.total)
    expect(rows.slice(0, -1).reduce((n, [, v]) => n + v, 0)).toBe(order.total)
  })

  it("print a Canadian address the Canadian way, with the country's name in the e-mail's language", async () => {
    const { data } = await placeCanadianOrder()
    const english = renderMessage('order.placed', { ...data, locale: 'en' })
    expect(english.text).toContain('Shipping to\nAda Lovelace\n12 Queen St W\nToronto ON M5H 2N2\nCanada')
    const arabic = renderMessage('order.placed', data)
    expect(arabic.text).toContain('\nToronto ON M5H 2N2\nكندا')
    // Each line keeps its own direction inside the right-to-left e-mail.
    expect(arabic.html).toContain(
      '<bdi>12 Queen St W</bdi><br><bdi>Toronto ON M5H 2N2</bdi><br><bdi>كندا</bdi>',
    )
  })

  it('keep a negative amount reading "-$…" in an Arabic e-mail', async () => {
    const { order, data } = await placeCanadianOrder()
    const card = `-${formatMoney(grossAmounts(order).giftCard, 'usd')}`
    const arabic = renderMessage('order.placed', data)
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">')
    expect(arabic.html).toContain(`<span dir="ltr">${card}</span>`)
    expect(arabic.text).toContain(`\u2066${card}\u2069`)
    // Left-to-right e-mails are written as they always were.
    const english = renderMessage('order.placed', { ...data, locale: 'en' })
    expect(english.text).toContain(`Gift card: ${card}\n`)
    expect(english.html).not.toContain('dir="ltr">-')
  })

  it('write a notification stored before these fields with the rows it had', async () => {
    const { order, data } = await placeCanadianOrder()
    const { address: _a, shipping_methods: _m, gift_card_tax_total: _g, ...old } = data.summary
    const mail = renderMessage('order.placed', {
      ...data,
      locale: 'en',
      summary: {
        ...old,
        items: old.items.map(({ title, description, quantity, subtotal }: never) => ({
          title,
          description,
          quantity,
          subtotal,
        })),
      },
    })
    const rows = totalRows(mail.text)
    expect(rows.map(([label]) => label)).toEqual(['Subtotal', 'Shipping', 'Gift card', 'Tax', 'Total'])
    expect(rows.find(([l]) => l === 'Tax')![1]).toBe(order.tax_total)
    expect(mail.text).toContain('M5H 2N2 Toronto\nON\nCA')
  })
})
