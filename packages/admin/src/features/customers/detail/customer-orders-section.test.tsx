import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import customers from '../../../../public/locales/en/customers.json'
import orders from '../../../../public/locales/en/orders.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../../test/utils'
import { CustomerOrdersSection } from './customer-orders-section'

afterEach(cleanup)
beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'customers', customers).addResourceBundle('en', 'orders', orders)
})

const ORDER = {
  id: 'order_1',
  display_id: 7,
  created_at: '2026-11-30T20:36:00.000Z',
  email: 'astrid.lind@example.se',
  status: 'pending',
  payment_status: 'captured',
  fulfillment_status: 'shipped',
  currency_code: 'sek',
  total: 93375,
}

function visit(areas: string[], list: unknown[] = []) {
  const user = { id: 'usr_2', email: 'mia@mercato.dev', role: 'member', metadata: { locale: 'en', areas } }
  const calls = mockFetch((url) => {
    if (url.pathname === '/admin/auth') return { body: { user } }
    if (url.pathname === '/admin/orders')
      return { body: { orders: list, count: list.length, offset: 0, limit: 20 } }
    return undefined
  })
  renderWithProviders(<CustomerOrdersSection customerId="cus_1" />)
  return calls
}

describe("a customer's orders", () => {
  it('are listed with the orders area', async () => {
    const calls = visit(['customers', 'orders'])
    expect(await screen.findByText(customers.orders.emptyTitle)).toBeTruthy()
    expect(calls.some((c) => c.url.pathname === '/admin/orders')).toBe(true)
  })

  it('fit the card: the order with its date, the fulfilment, and the total with the payment', async () => {
    visit(['customers', 'orders'], [ORDER])
    const table = await screen.findByRole('table', { name: customers.orders.title })
    await within(table).findByText('#7')
    expect(
      within(table)
        .getAllByRole('columnheader')
        // The sortable order column's header ends with its sort arrow.
        .map((h) => h.textContent?.replace('↑', '')),
    ).toEqual([orders.columns.order, orders.columns.fulfillment, orders.columns.total])
    const [, row] = within(table).getAllByRole('row')
    const [number, , total] = within(row as HTMLElement).getAllByRole('cell')
    expect(number?.textContent).toContain('2026')
    expect(total?.textContent).toContain(orders.status.payment.captured)
  })

  it('are not asked for without it; a line says why', async () => {
    const calls = visit(['customers'])
    expect(await screen.findByText(customers.orders.noAccess)).toBeTruthy()
    expect(calls.some((c) => c.url.pathname === '/admin/orders')).toBe(false)
  })
})
