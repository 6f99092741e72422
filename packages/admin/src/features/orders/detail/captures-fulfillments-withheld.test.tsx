import type { Order } from '@mercato/client'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import orders from '../../../../public/locales/en/orders.json'
import en from '../../../../public/locales/en/translation.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../../test/utils'
import { FulfillmentSection } from './fulfillment-section'
import { PaymentSection } from './payment-section'

// What staff whose captures or fulfillments are withheld see on an order: why, instead of the actions.

afterEach(cleanup)
beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'orders', orders)
})

/** An order whose payment is authorised, not captured, and whose item is neither packed nor shipped. */
const order = {
  id: 'order_1',
  status: 'pending',
  currency_code: 'eur',
  refundable_amount: 0,
  items: [
    {
      id: 'item_1',
      title: 'Tee',
      quantity: 1,
      fulfilled_quantity: 0,
      returned_quantity: 0,
      shipped_quantity: 0,
    },
  ],
  payments: [{ id: 'pay_1', amount: 5000, amount_refunded: 0, captured_at: null }],
  fulfillments: [
    {
      id: 'ful_1',
      items: [],
      tracking_links: [],
      created_at: '2026-11-02T00:00:00Z',
      canceled_at: null,
      shipped_at: null,
    },
  ],
  refunds: [],
} as unknown as Order

function visit(ui: React.ReactElement, withheld: string[] | null) {
  mockFetch((url) => {
    if (url.pathname === '/admin/auth')
      return { body: { user: { id: 'usr_1', role: 'member', metadata: { withheld } } } }
    if (url.pathname === '/admin/stock-locations') return { body: { stock_locations: [], count: 0 } }
    return undefined
  })
  renderWithProviders(ui)
}

describe('captures withheld', () => {
  it('the payment says why instead of offering to capture it', async () => {
    visit(<PaymentSection order={order} />, ['captures'])
    await screen.findByText(en.access.capturesWithheld)
    expect(screen.queryByRole('button', { name: orders.payment.capture })).toBeNull()
  })

  it('offers the capture to staff who have it', async () => {
    visit(<PaymentSection order={order} />, ['refunds'])
    await screen.findByRole('button', { name: orders.payment.capture })
    expect(screen.queryByText(en.access.capturesWithheld)).toBeNull()
  })
})

describe('fulfillments withheld', () => {
  it('the fulfillments say why instead of offering to create, ship or cancel one', async () => {
    visit(<FulfillmentSection order={order} />, ['fulfillments'])
    await screen.findByText(en.access.fulfillmentsWithheld)
    for (const name of [orders.fulfillment.create, orders.fulfillment.markShipped, orders.fulfillment.cancel])
      expect(screen.queryByRole('button', { name })).toBeNull()
    // The packing slip is a document to read, not a step: it stays.
    expect(screen.getByRole('link', { name: orders.print.packingSlip })).toBeTruthy()
  })

  it('offers every step to staff who have it', async () => {
    visit(<FulfillmentSection order={order} />, ['captures'])
    for (const name of [orders.fulfillment.create, orders.fulfillment.markShipped, orders.fulfillment.cancel])
      await screen.findByRole('button', { name })
    expect(screen.queryByText(en.access.fulfillmentsWithheld)).toBeNull()
  })
})
