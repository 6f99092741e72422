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
})
