import type { Order } from '@mercato/client'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import orders from '../../../../public/locales/en/orders.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../../test/utils'
import { PaymentSection } from './payment-section'

// The Payment card of an order whose confirmed edit raised the total: the balance, and marking it paid.

afterEach(cleanup)
beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'orders', orders)
})

const order = (providerId = 'manual') =>
  ({
    id: 'order_1',
    status: 'pending',
    payment_status: 'captured',
    currency_code: 'eur',
    total: 36212,
    paid_total: 31264,
    refundable_amount: 31264,
    payments: [
      {
        id: 'pay_1',
        provider_id: providerId,
        amount: 31264,
        amount_refunded: 0,
        captured_at: '2026-11-30T21:00:00Z',
      },
    ],
  }) as unknown as Order

const edit = (status: string) => ({
  id: 'oe_1',
  status: 'confirmed',
  created_at: '2026-11-30T20:00:00Z',
  payment_collection: {
    id: 'paycol_1',
    status,
    amount: 4948,
    authorized_amount: status === 'authorized' ? 4948 : null,
    updated_at: '2026-11-30T21:10:00Z',
    payments: [],
  },
})

function visit(o: Order, user: Record<string, unknown> = { id: 'usr_1', role: 'admin', metadata: null }) {
  let collection = 'not_paid'
  const calls = mockFetch((url) => {
    if (url.pathname === '/admin/auth') return { body: { user } }
    if (url.pathname === '/admin/order-edits') return { body: { order_edits: [edit(collection)], count: 1 } }
    if (url.pathname === '/admin/payment-collections/paycol_1/authorize') {
      collection = 'authorized'
      return { body: { payment_collection: edit(collection).payment_collection } }
    }
    return undefined
  })
  renderWithProviders(<PaymentSection order={o} />)
  return { authorized: () => calls.filter((c) => c.url.pathname.endsWith('/authorize')).length }
}

const text = (el: Element | null | undefined) => el?.textContent?.replaceAll('\u00a0', ' ')

describe('an edit’s balance on the Payment card', () => {
  it('shows the balance due, not "Captured", and marks it paid after asking', async () => {
    const { authorized } = visit(order())
    const due = await screen.findByRole('note')
    const markPaid = await within(due).findByRole('button', { name: orders.payment.markPaid })
    expect(text(due)).toContain(`${orders.payment.balanceDue}€49.48`)
    expect(screen.queryByText(orders.status.payment.captured)).toBeNull()
    expect(screen.getByText(orders.status.payment.awaiting)).toBeTruthy()

    fireEvent.click(markPaid)
    const question = await screen.findByRole('alertdialog')
    expect(authorized()).toBe(0)
    await act(async () =>
      fireEvent.click(within(question).getByRole('button', { name: orders.payment.markPaid })),
    )
    await expect.poll(authorized).toBe(1)
    await screen.findByText(orders.payment.markedPaid)
    // Paid: no balance, the badge back to the order's status, and the payment listed.
    await expect.poll(() => screen.queryByRole('note')).toBeNull()
    expect(screen.getByText(orders.status.payment.captured)).toBeTruthy()
    const provider = orders.payment.provider.replace('{{provider}}', orders.payment.markedAsPaid)
    expect(screen.getByText(provider)).toBeTruthy()
  })

  it('names a payment staff marked as paid instead of showing "system"', async () => {
    visit(order('system'))
    const provider = orders.payment.provider.replace('{{provider}}', orders.payment.markedAsPaid)
    expect(await screen.findAllByText(provider)).not.toHaveLength(0)
    expect(screen.queryByText(/system/)).toBeNull()
  })

  it('offers the link but not Mark as paid to staff who may not capture payments', async () => {
    visit(order(), { id: 'usr_2', role: 'member', metadata: { withheld: ['captures'] } })
    const due = await screen.findByRole('note')
    await within(due).findByRole('button', { name: orders.payment.copyLink })
    expect(within(due).queryByRole('button', { name: orders.payment.markPaid })).toBeNull()
  })

  it('says there is nothing to mark when the edit was confirmed without a payment request', async () => {
    mockFetch((url) =>
      url.pathname === '/admin/order-edits'
        ? { body: { order_edits: [{ ...edit('not_paid'), payment_collection: null }], count: 1 } }
        : undefined,
    )
    renderWithProviders(<PaymentSection order={order()} />)
    await screen.findByText(orders.payment.balanceNoRequest)
    expect(screen.queryByRole('button', { name: orders.payment.markPaid })).toBeNull()
  })
})
