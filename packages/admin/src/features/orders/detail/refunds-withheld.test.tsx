import type { Order } from '@mercato/client'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import changes from '../../../../public/locales/en/order-changes.json'
import orders from '../../../../public/locales/en/orders.json'
import en from '../../../../public/locales/en/translation.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../../test/utils'
import { CreateClaimModal } from './create-claim-modal'
import { PaymentSection } from './payment-section'
import { ReturnsSection } from './returns-section'

// What staff whose refunds are withheld see on an order: why, instead of the actions that would refund.

afterEach(cleanup)
beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'orders', orders).addResourceBundle('en', 'order-changes', changes)
})

const WITHHELD = en.access.refundsWithheld

const order = (refundAmount: number) =>
  ({
    id: 'order_1',
    status: 'completed',
    currency_code: 'eur',
    refundable_amount: 5000,
    items: [{ id: 'item_1', title: 'Tee', quantity: 1, fulfilled_quantity: 1, returned_quantity: 0 }],
    payments: [{ id: 'pay_1', amount: 5000, amount_refunded: 0, captured_at: '2026-11-01T00:00:00Z' }],
    refunds: [],
    returns: [
      {
        id: 'ret_1',
        status: 'requested',
        refund_amount: refundAmount,
        created_at: '2026-11-02T00:00:00Z',
        items: [{ item_id: 'item_1', quantity: 1, requested_quantity: 1 }],
      },
    ],
  }) as unknown as Order

function visit(ui: React.ReactElement, withheld: string[] | null) {
  const calls = mockFetch((url) => {
    if (url.pathname === '/admin/auth')
      return { body: { user: { id: 'usr_1', role: 'member', metadata: { withheld } } } }
    if (url.pathname === '/admin/returns/ret_1/receive') return { body: { return: {} } }
    return undefined
  })
  renderWithProviders(ui)
  const sent = (path: string) =>
    calls
      .filter((c) => c.url.pathname === path && c.init.method === 'POST')
      .map((c) => JSON.parse(String(c.init.body)))
  return { sent }
}

describe('refunds withheld', () => {
  it('the payment says why instead of offering a refund', async () => {
    visit(<PaymentSection order={order(0)} />, ['refunds'])
    await screen.findByText(WITHHELD)
    expect(screen.queryByRole('button', { name: orders.payment.refund })).toBeNull()
  })

  it('offers the refund to staff who have it', async () => {
    visit(<PaymentSection order={order(0)} />, null)
    await screen.findByRole('button', { name: orders.payment.refund })
    expect(screen.queryByText(WITHHELD)).toBeNull()
  })

  it('a return that would refund money cannot be received; one that refunds nothing is received with refund 0', async () => {
    visit(<ReturnsSection order={order(2500)} />, ['refunds'])
    await screen.findByText(WITHHELD, { exact: false })
    expect(screen.getByText(/Receiving this return refunds €25\.00\./)).toBeTruthy()
    expect(screen.queryByRole('button', { name: orders.returns.receive })).toBeNull()
    cleanup()

    const { sent } = visit(<ReturnsSection order={order(0)} />, ['refunds'])
    const receive = await screen.findByRole('button', { name: orders.returns.receive })
    fireEvent.click(receive)
    const question = await screen.findByRole('alertdialog')
    await act(async () =>
      fireEvent.click(within(question).getByRole('button', { name: orders.returns.receive })),
    )
    await expect.poll(() => sent('/admin/returns/ret_1/receive').length).toBe(1)
    expect(sent('/admin/returns/ret_1/receive')[0]).toEqual({
      items: [{ item_id: 'item_1', quantity: 1 }],
      refund: 0,
    })
  })

  it('a claim can only replace, and says why', async () => {
    visit(<CreateClaimModal order={order(0)} onClose={() => {}} />, ['refunds'])
    await screen.findByText(WITHHELD)
    const type = screen.getByRole('combobox', { name: changes.claims.type }) as HTMLSelectElement
    expect([...type.options].map((o) => o.value)).toEqual(['replace'])
  })

  it('a claim offers a refund to staff who have it', async () => {
    visit(<CreateClaimModal order={order(0)} onClose={() => {}} />, null)
    const type = (await screen.findByRole('combobox', { name: changes.claims.type })) as HTMLSelectElement
    await expect.poll(() => [...type.options].map((o) => o.value)).toEqual(['refund', 'replace'])
    // The default follows the permission once the session has loaded.
    expect(type.value).toBe('refund')
    expect(screen.queryByText(WITHHELD)).toBeNull()
  })
})
