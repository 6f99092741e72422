import { Window } from 'happy-dom'
import { afterAll, describe, expect, it } from 'vitest'
import { EMAIL_LOCALES } from './catalog'
import { renderMessage } from './render'

// The HTML part is read back through a DOM parser: what a mail client shows is the parsed document,
// so the checks are on elements and their text, not on how the markup happens to be spelled.
const window = new Window()
afterAll(() => window.happyDOM.close())
const parse = (html: string) => new window.DOMParser().parseFromString(html, 'text/html')
const textOf = (el: { textContent: string | null } | null | undefined) =>
  (el?.textContent ?? '').replace(/\s+/g, ' ').trim()

const HOSTILE = '<script>alert(1)</script> & "x"'

const order = {
  display_id: 12,
  store_name: 'Mercato Store',
  order_link: 'https://shop.example.com/order/confirmed/order_1?a=1&b=2',
  summary: {
    currency_code: 'eur',
    items: [
      { title: 'Classic Tee', description: 'M / Black', quantity: 2, subtotal: 5000 },
      { title: HOSTILE, description: null, quantity: 1, subtotal: 1999 },
    ],
    subtotal: 6999,
    shipping_total: 800,
    discount_total: 500,
    tax_total: 1200,
    total: 7499,
    shipping_address: ['Ada Lovelace', 'Hauptstraße 5', '10115 Berlin', 'DE'],
  },
}

/** Each row of the document's tables that has no nested table, as its cells' texts. */
const rows = (doc: ReturnType<typeof parse>) =>
  [...doc.querySelectorAll('tr')]
    .filter((tr) => !tr.querySelector('table'))
    .map((tr) => [...tr.querySelectorAll('td, th')].map(textOf))

describe('HTML e-mails', () => {
  it('lay out an order with its items, totals and address as a table, amounts as in the text', () => {
    const mail = renderMessage('order.placed', order)
    expect(mail.html.startsWith('<!DOCTYPE html>\n<html lang="en" dir="ltr">')).toBe(true)
    expect(mail.html).toContain('<meta charset="utf-8">')
    const doc = parse(mail.html)
    expect(doc.title).toBe(mail.subject)
    expect(doc.title).toBe('Order #12 confirmed')

    const cells = rows(doc)
    // The header and the footer name the store.
    expect(cells[0]).toEqual(['Mercato Store'])
    expect(cells.at(-1)).toEqual(['Mercato Store'])
    const items = cells.findIndex((r) => r[0] === 'Items')
    expect(cells.slice(items, items + 9)).toEqual([
      ['Items'],
      ['2 ×', 'Classic Tee, M / Black', '€50.00'],
      ['1 ×', HOSTILE, '€19.99'],
      ['Subtotal', '€69.99'],
      ['Shipping', '€8.00'],
      ['Discount', '-€5.00'],
      ['Tax', '€12.00'],
      ['Total', '€74.99'],
      ['See your order'],
    ])
    // Every amount is the text version's, character for character.
    for (const amount of ['€50.00', '€19.99', '€69.99', '€8.00', '-€5.00', '€12.00', '€74.99'])
      expect(mail.text).toContain(amount)

    const address = [...doc.querySelectorAll('p')].find((p) => textOf(p).startsWith('Shipping to'))
    expect(address?.innerHTML).toBe(
      '<strong>Shipping to</strong><br>Ada Lovelace<br>Hauptstraße 5<br>10115 Berlin<br>DE',
    )
    const links = [...doc.querySelectorAll('a')]
    expect(links.map((a) => a.getAttribute('href'))).toEqual([order.order_link, order.order_link])
    expect(links.map(textOf)).toEqual(['See your order', order.order_link])
  })

  it("link a requested order edit to the edit's page, and an older one without it to the order", () => {
    const link = 'https://shop.example.com/order-edits/oe_1'
    const mail = renderMessage('order-edit.requested', { ...order, link })
    const doc = parse(mail.html)
    const links = [...doc.querySelectorAll('a')]
    expect(links.map((a) => a.getAttribute('href'))).toEqual([link, link])
    expect(links.map(textOf)).toEqual(['Review the changes', link])
    expect(mail.text).toContain(`Review the changes: ${link}`)
    const older = parse(renderMessage('order-edit.requested', order).html)
    expect([...older.querySelectorAll('a')].map((a) => a.getAttribute('href'))[0]).toBe(order.order_link)
  })

  it('turn a reset or invite link into a button with the URL written out below it', () => {
    const link = 'https://admin.example.com/reset-password?token=t0k&email=a%40b.c'
    for (const [event, label] of [
      ['user.password_reset', 'Choose a new password'],
      ['invite.created', 'Accept the invite'],
    ]) {
      const mail = renderMessage(event!, { email: 'a@b.c', store_name: 'Acme', link })
      const doc = parse(mail.html)
      const [button, raw] = [...doc.querySelectorAll('a')]
      expect(button!.getAttribute('href')).toBe(link)
      expect(textOf(button)).toBe(label)
      expect(button!.getAttribute('style')).toMatch(/background|padding/)
      expect(button!.closest('td')!.getAttribute('style')).toContain('background-color')
      expect(raw!.getAttribute('href')).toBe(link)
      expect(textOf(raw)).toBe(link)
      expect(raw!.closest('p')!.getAttribute('dir')).toBe('ltr')
      // The paragraphs around the link are the text version's (these hold nothing to escape).
      const paragraphs = [...doc.querySelectorAll('p')].map((p) => p.innerHTML.replace(/<br>/g, '\n'))
      for (const block of mail.text.split('\n\n').filter((b) => !b.includes(link)))
        expect(paragraphs).toContain(block)
    }
  })

  it('say a product of one variant once, not as "Teapot, Teapot"', () => {
    const items = [{ title: 'Ceramic Teapot', description: 'Ceramic Teapot', quantity: 1, subtotal: 4999 }]
    const one = { ...order, summary: { ...order.summary, items } }
    const mail = renderMessage('order.placed', one)
    expect(mail.text).toContain('Ceramic Teapot')
    expect(mail.text).not.toContain('Ceramic Teapot, Ceramic Teapot')
    expect(rows(parse(mail.html)).some((r) => r[1] === 'Ceramic Teapot')).toBe(true)
  })

  it('price a tax-inclusive order as the shop did, say its tax under the total, and isolate amounts in Arabic', () => {
    const inclusive = {
      ...order,
      summary: {
        currency_code: 'eur',
        items: [
          {
            title: 'Classic Tee',
            description: 'M',
            quantity: 2,
            subtotal: 4000,
            unit_price: 2400,
            includes_tax: true,
            tax_total: 800,
          },
        ],
        shipping_methods: [{ includes_tax: true, tax_total: 100 }],
        subtotal: 4000,
        shipping_total: 500,
        discount_total: 1000,
        gift_card_total: 0,
        gift_card_tax_total: 0,
        tax_total: 700,
        total: 4200,
        address: {
          first_name: 'Ada',
          address_1: 'Hauptstraße 5',
          city: 'Berlin',
          postal_code: '10115',
          country_code: 'de',
        },
      },
    }
    const cells = rows(parse(renderMessage('order.placed', inclusive).html))
    const items = cells.findIndex((r) => r[0] === 'Items')
    // 48.00 + 6.00 − 12.00 = 42.00; the 7.00 of VAT is inside those prices.
    expect(cells.slice(items + 1, items + 7)).toEqual([
      ['2 ×', 'Classic Tee, M', '€48.00'],
      ['Subtotal', '€48.00'],
      ['Discount', '-€12.00'],
      ['Shipping', '€6.00'],
      ['Total', '€42.00'],
      ['Including taxes', '€7.00'],
    ])
    const arabic = renderMessage('order.placed', { ...inclusive, locale: 'ar' })
    const doc = parse(arabic.html)
    const amounts = [...doc.querySelectorAll('span[dir="ltr"]')].map(textOf)
    expect(amounts).toEqual(['€48.00', '€48.00', '-€12.00', '€6.00', '€42.00', '€7.00'])
    expect([...doc.querySelectorAll('bdi')].map(textOf)).toEqual([
      'Ada',
      'Hauptstraße 5',
      '10115 Berlin',
      'ألمانيا',
    ])
    expect(arabic.text).toContain(': \u2066-€12.00\u2069\n')
  })

  it('make anchors of web links only', () => {
    const mail = renderMessage('customer.password_reset', { email: 'a@b.c', link: 'javascript:alert(1)' })
    const doc = parse(mail.html)
    expect(doc.querySelectorAll('a')).toHaveLength(0)
    expect(textOf(doc.body)).toContain('Choose a new password: javascript:alert(1)')
    expect(parse(renderMessage('order.canceled', { display_id: 3 }).html).querySelectorAll('a')).toHaveLength(
      0,
    )
  })

  it('escape every value: titles, store names, messages, addresses and links', () => {
    const mail = renderMessage('order.placed', {
      ...order,
      store_name: HOSTILE,
      summary: { ...order.summary, shipping_address: [HOSTILE] },
    })
    const escaped = '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;'
    expect(mail.html).toContain(`>${escaped}</td>`)
    expect(mail.html).toContain(`<br>${escaped}</p>`)
    expect(mail.html).not.toContain('<script')
    const doc = parse(mail.html)
    expect(doc.querySelectorAll('script')).toHaveLength(0)
    const cells = rows(doc)
    expect(cells[0]).toEqual([HOSTILE])
    expect(cells.filter((r) => r[1] === HOSTILE)).toHaveLength(1)
    expect(cells.at(-1)).toEqual([HOSTILE])

    const card = renderMessage('gift_card.created', {
      store_name: 'Shop',
      value: 5000,
      currency_code: 'eur',
      code: 'GIFT-1',
      message: `${HOSTILE}\n<img src=x onerror=alert(1)>`,
    })
    expect(card.html).toContain(`${escaped}<br>&lt;img src=x onerror=alert(1)&gt;`)
    expect(parse(card.html).querySelectorAll('img, script')).toHaveLength(0)

    const quoted = renderMessage('invite.created', { link: 'https://x.example/"onmouseover="alert(1)' })
    expect(parse(quoted.html).querySelectorAll('a')).toHaveLength(0)
    const amp = renderMessage('invite.created', { link: 'https://x.example/?a=1&b=<2>' })
    expect(amp.html).not.toContain('<2>')
  })

  it('are right to left in Arabic only, in every language with the subject as title and nothing loaded', () => {
    for (const locale of EMAIL_LOCALES)
      for (const event of ['order.placed', 'invite.created', 'gift_card.created', 'order.shipment_created']) {
        const mail = renderMessage(event, {
          ...order,
          locale,
          link: 'https://a.example/x',
          tracking_links: ['https://t.example/1'],
          message: 'Hi',
          code: 'C',
          value: 100,
          currency_code: 'eur',
        })
        const dir = locale === 'ar' ? 'rtl' : 'ltr'
        expect(mail.html).toContain(`<html lang="${locale}" dir="${dir}">`)
        expect(parse(mail.html).title).toBe(mail.subject)
        expect(mail.html).not.toMatch(/<(script|style|img|link|iframe)\b|\bsrc=|url\(|\{\{/i)
      }
    // Amounts sit at the end of each row: on the left in Arabic, on the right otherwise.
    const total = (locale: string) =>
      [...parse(renderMessage('order.placed', { ...order, locale }).html).querySelectorAll('td')]
        .find((td) => textOf(td) === '€74.99')
        ?.getAttribute('align')
    expect(total('ar')).toBe('left')
    expect(total('de')).toBe('right')
  })

  it("list a swap's items going back without amounts, and write an older swap e-mail as it was", () => {
    const link = 'https://shop.example.com/swap/cart_1'
    const swap = {
      display_id: 12,
      link,
      currency_code: 'eur',
      difference_due: 0,
      return_items: [{ title: 'Classic Tee', description: 'M / Black', quantity: 1 }],
      additional_items: [{ title: 'Classic Tee', description: 'L / Black', quantity: 1, subtotal: 2500 }],
    }
    const mail = renderMessage('swap.created', swap)
    expect(mail.text).toContain('You send back\n1 × Classic Tee, M / Black\n\nYou receive\n')
    expect(mail.text).toContain('1 × Classic Tee, L / Black  €25.00')
    expect(mail.text).toContain('There is no difference to pay.')
    expect(mail.text).toContain(`Confirm the exchange: ${link}`)
    const cells = rows(parse(mail.html))
    expect(cells).toContainEqual(['1 ×', 'Classic Tee, M / Black', ''])
    expect(cells).toContainEqual(['1 ×', 'Classic Tee, L / Black', '€25.00'])

    const older = renderMessage('swap.created', { display_id: 12, link })
    expect(older.text).toContain(`Confirm it (and pay any difference) here: ${link}`)
    expect(older.text).not.toContain('You send back')
  })
})
