import type { Order } from '@mercato/client'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import orders from '../../../../public/locales/en/orders.json'
import { initTestI18n, renderWithProviders } from '../../../test/utils'
import { OrderItems } from './order-items'

// On a phone the items keep to the product, its quantity and its total; the progress goes under the name,
// each label and its number kept together so that no word is broken.

const TITLE = 'Ceramic Tea Set with Six Cups and a Bamboo Tray'

const order = {
  id: 'order_1',
  currency_code: 'eur',
  items: [
    {
      id: 'item_1',
      title: TITLE,
      quantity: 2,
      unit_price: 4500,
      subtotal: 9000,
      fulfilled_quantity: 2,
      shipped_quantity: 1,
      returned_quantity: 0,
    },
  ],
} as unknown as Order

const screenIsNarrow = (narrow: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: narrow,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )

beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'orders', orders)
})
afterEach(() => {
  vi.restoreAllMocks()
})

const headers = () =>
  within(screen.getByRole('table', { name: orders.items.title }))
    .getAllByRole('columnheader')
    .map((h) => h.textContent)

describe('order items', () => {
  it('on a phone: product, ordered and total columns, the progress under the whole name', () => {
    screenIsNarrow(true)
    renderWithProviders(<OrderItems order={order} />)
    expect(headers()).toEqual([orders.items.product, orders.items.ordered, orders.items.total])
    const name = screen.getByText(TITLE)
    expect(name.className).not.toContain('truncate')
    expect(name.parentElement?.className).not.toContain('overflow-wrap:anywhere')
    const cell = name.closest('td') as HTMLElement
    const progress = within(cell)
      .getAllByRole('definition')
      .map((d) => d.textContent)
    expect(
      within(cell)
        .getAllByRole('term')
        .map((d) => d.textContent),
    ).toEqual([orders.items.fulfilled, orders.items.shipped, orders.items.returned])
    expect(progress).toEqual(['2', '1', '0'])
    for (const pair of within(cell).getAllByRole('term'))
      expect(pair.parentElement?.className).toContain('whitespace-nowrap')
    expect(screen.getByText('€90.00')).toBeTruthy()
  })

  it('on a wide screen: a column for each of ordered, fulfilled, shipped, returned and total', () => {
    screenIsNarrow(false)
    renderWithProviders(<OrderItems order={order} />)
    expect(headers()).toEqual([
      orders.items.product,
      orders.items.ordered,
      orders.items.fulfilled,
      orders.items.shipped,
      orders.items.returned,
      orders.items.total,
    ])
    expect(screen.queryAllByRole('term')).toHaveLength(0)
    // The whole name is shown, on more lines when the column is narrow.
    expect(screen.getByText(TITLE).className).not.toContain('truncate')
  })

  it('shows a tax-inclusive line as the shopper saw it, its total never below its unit price', () => {
    screenIsNarrow(false)
    const gross = {
      ...order,
      items: [
        {
          ...order.items[0],
          title: 'Insulated Bottle',
          description: '500 ml / Snow',
          variant: { sku: 'DEMO-INSULATEDB-500ML-SNOW' },
          quantity: 1,
          unit_price: 16399,
          subtotal: 13666,
          includes_tax: true,
        },
      ],
    } as unknown as Order
    renderWithProviders(<OrderItems order={gross} />)
    expect(screen.getByText('€163.99')).toBeTruthy()
    expect(screen.getByText(orders.items.eachInclTax.replace('{{price}}', '€163.99'))).toBeTruthy()
    // The variant's name is isolated for right-to-left pages, the SKU kept on one line.
    expect(screen.getByText('500 ml / Snow').tagName).toBe('BDI')
    expect(screen.getByText(/DEMO-INSULATEDB/).className).toContain('whitespace-nowrap')
  })
})
