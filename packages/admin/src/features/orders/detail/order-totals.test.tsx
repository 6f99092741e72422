import type { Order } from '@mercato/client'
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import orders from '../../../../public/locales/en/orders.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../../test/utils'
import { OrderTotals } from './order-totals'

// The summary names the delivery the shopper chose beside what it cost.

const method = (id: string, name: string | null, price: number) => ({
  id,
  shipping_option_id: `so_${id}`,
  price,
  subtotal: price,
  data: {},
  shipping_option: name ? { id: `so_${id}`, name } : undefined,
})

const order = (methods: ReturnType<typeof method>[]) =>
  ({
    id: 'order_1',
    currency_code: 'sek',
    subtotal: 69800,
    shipping_total: methods.reduce((n, m) => n + m.price, 0),
    total: 93375,
    shipping_methods: methods,
  }) as unknown as Order

// Intl puts a no-break space between the currency and the amount.
const text = (el: Element | null | undefined) => el?.textContent?.replaceAll('\u00a0', ' ')

beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'orders', orders)
  // The summary reads the order's edits (an edit's difference paid outside its payments): none here.
  mockFetch((url) =>
    url.pathname === '/admin/order-edits' ? { body: { order_edits: [], count: 0 } } : undefined,
  )
})

const shippingRow = () => {
  const summary = screen.getByRole('region', { name: orders.totals.title })
  return within(summary).getByText(orders.totals.shipping, { exact: false }).closest('dt') as HTMLElement
}

describe('order summary', () => {
  it('names the one shipping method under Shipping, its price being the row amount', () => {
    renderWithProviders(<OrderTotals order={order([method('sm_1', 'PostNord Standard', 4900)])} />)
    const row = shippingRow()
    expect(within(row).getAllByRole('listitem').map(text)).toEqual(['PostNord Standard'])
    expect(text(row.nextElementSibling)).toBe('SEK 49.00')
  })

  it('gives each of several methods its own price', () => {
    renderWithProviders(
      <OrderTotals
        order={order([method('sm_1', 'PostNord Standard', 4900), method('sm_2', 'Express', 12000)])}
      />,
    )
    expect(within(shippingRow()).getAllByRole('listitem').map(text)).toEqual([
      'PostNord Standard · SEK 49.00',
      'Express · SEK 120.00',
    ])
  })

  it('lists nothing under Shipping when the order has no named method', () => {
    renderWithProviders(<OrderTotals order={order([method('sm_1', null, 0)])} />)
    expect(within(shippingRow()).queryAllByRole('listitem')).toHaveLength(0)
  })

  it('names the discount codes used, a free-shipping code with no amount of its own too', () => {
    const used = {
      ...order([method('sm_1', 'PostNord Standard', 4900)]),
      discount_total: 6980,
      discounts: [{ code: 'SHOP10' }, { code: 'FREESHIP' }],
    } as unknown as Order
    renderWithProviders(<OrderTotals order={used} />)
    const summary = screen.getByRole('region', { name: orders.totals.title })
    const row = within(summary).getByText(orders.totals.discounts, { exact: false }).closest('dt')
    expect(text(row)).toBe(`${orders.totals.discounts}SHOP10 · FREESHIP`)
  })

  it('says "incl. tax" on rows whose prices include tax, and the tax they include under the total', () => {
    const gross = {
      id: 'order_2',
      currency_code: 'eur',
      items: [{ id: 'i1', unit_price: 16399, quantity: 1, includes_tax: true, tax_total: 2733 }],
      shipping_methods: [{ ...method('sm_1', 'Colissimo', 417), includes_tax: true, tax_total: 83 }],
      subtotal: 13666,
      shipping_total: 417,
      discount_total: 0,
      tax_total: 2816,
      total: 16899,
    } as unknown as Order
    renderWithProviders(<OrderTotals order={gross} />)
    const summary = screen.getByRole('region', { name: orders.totals.title })
    const terms = within(summary)
      .getAllByRole('term')
      .map((dt) => dt.firstChild?.textContent)
    expect(terms).toContain(orders.totals.subtotalInclTax)
    expect(terms).toContain(orders.totals.taxIncluded)
    expect(terms).not.toContain(orders.totals.taxAdded)
    const value = (label: string) =>
      text(within(summary).getByText(label, { exact: false }).closest('dt')?.nextElementSibling)
    expect(value(orders.totals.subtotalInclTax)).toBe('€163.99')
    expect(value(orders.totals.shippingInclTax)).toBe('€5.00')
    expect(value(orders.totals.taxIncluded)).toBe('€28.16')
  })

  // The walk-through's order: an edit took the total from $248.40 to $198.72 while the payment was
  // only authorized; the desk captured $248.40 and refunded $49.68. The net is what was paid less
  // what went back ($198.72, as the storefront says), not the new total less the refund ($149.04).
  const edited = (extra: Partial<Order> = {}) =>
    ({
      id: 'order_3',
      currency_code: 'usd',
      subtotal: 19872,
      total: 19872,
      payments: [{ id: 'pay_1', amount: 24840, amount_refunded: 4968, captured_at: '2026-11-30T21:00:00Z' }],
      refunds: [{ id: 'ref_1', amount: 4968, reason: 'other', created_at: '2026-11-30T21:05:00Z' }],
      refunded_total: 4968,
      paid_total: 24840,
      ...extra,
    }) as unknown as Order
  const amount = (label: string) => {
    const summary = screen.getByRole('region', { name: orders.totals.title })
    return text(within(summary).getByText(label, { selector: 'dt' }).nextElementSibling)
  }

  it('nets what was paid less what was refunded, after an edit lowered the total', () => {
    renderWithProviders(<OrderTotals order={edited()} />)
    expect(amount(orders.totals.total)).toBe('$198.72')
    expect(amount(orders.print.paid)).toBe('$248.40')
    expect(amount(orders.totals.refunded)).toBe('-$49.68')
    expect(amount(orders.totals.net)).toBe('$198.72')
  })

  it('counts a swap difference paid and one refunded apart, and in the net', () => {
    const swapped = edited({
      total: 36009,
      payments: [{ id: 'pay_1', amount: 36009, amount_refunded: 500, captured_at: '2026-11-30T21:00:00Z' }],
      refunds: [{ id: 'ref_2', amount: 500, reason: 'swap', created_at: '2026-12-02T10:00:00Z' }],
      refunded_total: 500,
      swaps: [
        {
          id: 'swap_1',
          payment: { id: 'pay_s', provider_id: 'manual', amount: 1127, captured_at: '2026-12-01T10:00:00Z' },
        },
        // A canceled swap's payment took nothing.
        {
          id: 'swap_2',
          payment: { id: 'pay_x', amount: 999, captured_at: null, canceled_at: '2026-12-01T11:00:00Z' },
        },
      ],
    } as unknown as Partial<Order>)
    renderWithProviders(<OrderTotals order={swapped} />)
    expect(amount(orders.print.paid)).toBe('$360.09')
    expect(amount(orders.totals.swapPaid)).toBe('$11.27')
    expect(amount(orders.totals.refunded)).toBe('$0.00')
    expect(amount(orders.totals.swapRefunded)).toBe('-$5.00')
    expect(amount(orders.totals.net)).toBe('$366.36')
  })
})
