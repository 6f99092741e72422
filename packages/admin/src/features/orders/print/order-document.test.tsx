import type { Order } from '@mercato/client'
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import orders from '../../../../public/locales/en/orders.json'
import { initTestI18n, renderWithProviders } from '../../../test/utils'
import { OrderDocument } from './order-document'

const vat = [{ name: 'VAT', rate: 20 }]

/** A line as Medusa v1 returns it: `subtotal` before tax, even where the unit price includes it. */
const line = (id: string, unit: number, quantity: number, subtotal: number, tax: number, incl: boolean) => ({
  id,
  title: `Item ${id}`,
  unit_price: unit,
  quantity,
  includes_tax: incl,
  subtotal,
  tax_total: tax,
  total: subtotal + tax,
  tax_lines: vat,
})

const orderOf = (incl: boolean, items: ReturnType<typeof line>[], shipping: number, shippingTax: number) => {
  const subtotal = items.reduce((n, i) => n + i.subtotal, 0)
  const tax = items.reduce((n, i) => n + i.tax_total, 0) + shippingTax
  return {
    id: 'order_1',
    display_id: 1,
    email: 'ann@example.com',
    created_at: '2026-11-30T10:00:00.000Z',
    currency_code: 'eur',
    items,
    shipping_methods: [
      {
        id: 'sm_1',
        includes_tax: incl,
        price: shipping + (incl ? shippingTax : 0),
        subtotal: shipping,
        tax_total: shippingTax,
        total: shipping + shippingTax,
        tax_lines: vat,
        shipping_option: { name: 'Standard' },
      },
    ],
    subtotal,
    shipping_total: shipping,
    discount_total: 0,
    gift_card_total: 0,
    tax_total: tax,
    total: subtotal + shipping + tax,
    payments: [],
  } as unknown as Order
}

beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'orders', orders)
})

const euros = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100)

/** The invoice's line amounts (its last column) and the amount of the summary row labelled `label`. */
function read(label: string) {
  const table = screen.getByRole('table', { name: orders.print.invoice })
  const rows = within(table).getAllByRole('row').slice(1)
  const amounts = rows.map((r) => euros(within(r).getAllByRole('cell').at(-1)!.textContent))
  const row = screen.getByText(label, { selector: 'dt' })
  return { amounts, subtotal: euros(row.nextElementSibling!.textContent) }
}

describe('invoice line amounts', () => {
  it('where prices include tax: unit price × quantity, adding up to the subtotal row', () => {
    // A German order at 20 %: 3 × 22.39, 1 × 60.99, 2 × 27.99, tax inside each price.
    const order = orderOf(
      true,
      [
        line('a', 2239, 3, 5597, 1120, true),
        line('b', 6099, 1, 5083, 1016, true),
        line('c', 2799, 2, 4665, 933, true),
      ],
      417,
      83,
    )
    renderWithProviders(<OrderDocument order={order} kind="invoice" store={undefined} />)
    const { amounts, subtotal } = read(orders.totals.subtotalInclTax)
    expect(amounts).toEqual([6717, 6099, 5598])
    expect(subtotal).toBe(18414)
    expect(amounts.reduce((n, a) => n + a, 0)).toBe(subtotal)
    // The tax by rate still adds up to the order's tax, on the amounts before it.
    expect(screen.getByText('VAT 20% on €157.62').nextElementSibling?.textContent).toBe('€31.52')
  })

  it('where prices exclude tax: the amount before tax, adding up to the subtotal row', () => {
    const order = orderOf(
      false,
      [line('a', 1000, 2, 2000, 400, false), line('b', 350, 3, 1050, 210, false)],
      500,
      100,
    )
    renderWithProviders(<OrderDocument order={order} kind="invoice" store={undefined} />)
    const { amounts, subtotal } = read(orders.totals.subtotal)
    expect(amounts).toEqual([2000, 1050])
    expect(amounts.reduce((n, a) => n + a, 0)).toBe(subtotal)
  })

  it('packing slip: cells padded apart, a SKU broken at most at its hyphens', () => {
    const item = { ...line('a', 2239, 3, 5597, 1120, true), variant: { sku: 'DEMO-CLASSICTEE-S-BLACK' } }
    renderWithProviders(
      <OrderDocument order={orderOf(true, [item], 417, 83)} kind="packing-slip" store={undefined} />,
    )
    const sku = screen.getByText('DEMO-CLASSICTEE-S-BLACK').closest('td')!
    expect(sku.className).toContain('sm:whitespace-nowrap')
    expect(sku.className).not.toMatch(/break-all|overflow-wrap/)
    for (const cell of screen.getAllByRole('columnheader').slice(1)) expect(cell.className).toContain('ps-3')
    // What goes in the parcel: its quantity, no prices.
    expect(screen.getByText(`${orders.print.totalQuantity}:`, { exact: false })).toBeTruthy()
    expect(screen.getByRole('article').textContent).not.toContain('€')
  })

  it('tax block: tax included and tax added apart, the tax by rate under its own heading', () => {
    // Prices include 20 % VAT (11.20 inside them); shipping is priced without it (1.00 added on top).
    const order = orderOf(true, [line('a', 2239, 3, 5597, 1120, true)], 500, 100)
    Object.assign(order.shipping_methods?.[0] ?? {}, { includes_tax: false, price: 500 })
    renderWithProviders(<OrderDocument order={order} kind="invoice" store={undefined} />)
    const amountOf = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
    expect(amountOf(orders.totals.taxAdded)).toBe('€1.00')
    expect(amountOf(orders.totals.taxIncluded)).toBe('€11.20')
    // The breakdown is of all tax (11.20 + 1.00), not of the tax added, and sits apart from the totals.
    const byRate = screen.getByRole('region', { name: orders.print.taxByRate })
    expect(within(byRate).getByRole('heading', { name: orders.print.taxByRate })).toBeTruthy()
    const share = within(byRate).getByText('VAT 20% on €60.97')
    expect(share.nextElementSibling?.textContent).toBe('€12.20')
    expect(within(byRate).queryByText(orders.totals.taxAdded)).toBeNull()
    expect(screen.getByText(orders.totals.taxAdded).closest('section')).toBeNull()
    // The invoice is numbered and dated as the order: Medusa v1 keeps no invoice numbers.
    expect(screen.getByText('Invoice number: 1')).toBeTruthy()
    expect(screen.getByText(`${orders.print.invoiceDate}:`, { exact: false }).textContent).toContain('2026')
  })

  it('tax block: two rates add up to a total of all tax; a packing slip has none', () => {
    const reduced = { ...line('b', 1070, 1, 1000, 70, false), tax_lines: [{ name: 'VAT', rate: 7 }] }
    const order = orderOf(false, [line('a', 1000, 2, 2000, 400, false), reduced], 500, 100)
    const { unmount } = renderWithProviders(<OrderDocument order={order} kind="invoice" store={undefined} />)
    const byRate = screen.getByRole('region', { name: orders.print.taxByRate })
    expect(within(byRate).getByText('VAT 20% on €25.00').nextElementSibling?.textContent).toBe('€5.00')
    expect(within(byRate).getByText('VAT 7% on €10.00').nextElementSibling?.textContent).toBe('€0.70')
    expect(within(byRate).getByText(orders.print.taxTotal).nextElementSibling?.textContent).toBe('€5.70')
    // Prices without tax: no "included" line, the tax row is the tax.
    expect(screen.queryByText(orders.totals.taxIncluded)).toBeNull()
    unmount()
    renderWithProviders(<OrderDocument order={order} kind="packing-slip" store={undefined} />)
    expect(screen.queryByRole('region', { name: orders.print.taxByRate })).toBeNull()
    expect(screen.queryByText('Invoice number: 1')).toBeNull()
  })

  it('says what a swap difference paid and what was refunded, beside what the order itself was paid', () => {
    const order = {
      ...orderOf(false, [line('a', 1000, 2, 2000, 400, false)], 500, 100),
      payments: [{ id: 'pay_1', amount: 3000, captured_at: '2026-11-30T11:00:00Z' }],
      refunds: [{ id: 'ref_1', amount: 200, reason: 'swap', created_at: '2026-12-02T10:00:00Z' }],
      refunded_total: 200,
      swaps: [{ id: 'swap_1', payment: { id: 'pay_s', amount: 1127, captured_at: '2026-12-01T10:00:00Z' } }],
    } as unknown as Order
    renderWithProviders(<OrderDocument order={order} kind="invoice" store={undefined} />)
    const amountOf = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
    expect(amountOf(orders.print.paid)).toBe('€30.00')
    expect(amountOf(orders.totals.swapPaid)).toBe('€11.27')
    expect(amountOf(orders.totals.swapRefunded)).toBe('-€2.00')
    expect(screen.queryByText(orders.totals.refunded, { selector: 'dt' })).toBeNull()
    expect(amountOf(orders.totals.net)).toBe('€39.27')
    // A swap pays for its own new items: the order's balance is its total less what it was paid.
    expect(amountOf(orders.print.balanceDue)).toBe('€0.00')
  })
})
