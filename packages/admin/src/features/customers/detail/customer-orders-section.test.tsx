import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import customers from '../../../../public/locales/en/customers.json'
import orders from '../../../../public/locales/en/orders.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../../test/utils'
import { CustomerOrdersSection } from './customer-orders-section'

afterEach(cleanup)
beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'customers', customers).addResourceBundle('en', 'orders', orders)
})

function visit(areas: string[]) {
  const user = { id: 'usr_2', email: 'mia@mercato.dev', role: 'member', metadata: { locale: 'en', areas } }
  const calls = mockFetch((url) => {
    if (url.pathname === '/admin/auth') return { body: { user } }
    if (url.pathname === '/admin/orders') return { body: { orders: [], count: 0, offset: 0, limit: 20 } }
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

  it('are not asked for without it; a line says why', async () => {
    const calls = visit(['customers'])
    expect(await screen.findByText(customers.orders.noAccess)).toBeTruthy()
    expect(calls.some((c) => c.url.pathname === '/admin/orders')).toBe(false)
  })
})
