import type { Order } from '@mercato/client'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import arChanges from '../../../../public/locales/ar/order-changes.json'
import changes from '../../../../public/locales/en/order-changes.json'
import orders from '../../../../public/locales/en/orders.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../../test/utils'
import { ClaimsSection } from './claims-section'
import { ReturnsSection } from './returns-section'
import { SwapsSection } from './swaps-section'

// Each returned or claimed item shows why it came back and the note written about it, isolated.

afterEach(cleanup)
beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'orders', orders).addResourceBundle('en', 'order-changes', changes)
})

const items = [
  { id: 'item_1', title: 'Rechargeable Headlamp', quantity: 2, fulfilled_quantity: 2, returned_quantity: 0 },
  { id: 'item_2', title: 'Tent', quantity: 1, fulfilled_quantity: 1, returned_quantity: 0 },
]
const returnItems = [
  { item_id: 'item_1', quantity: 1, requested_quantity: 1, reason_id: 'rr_child', note: 'Glas gesprungen' },
  { item_id: 'item_2', quantity: 1, requested_quantity: 1, reason_id: null, note: null },
]
const order = (extra: Partial<Order>) =>
  ({
    id: 'order_1',
    status: 'completed',
    currency_code: 'usd',
    refundable_amount: 0,
    items,
    payments: [],
    refunds: [],
    returns: [],
    claims: [],
    swaps: [],
    ...extra,
  }) as unknown as Order

function serveReasons() {
  return mockFetch((url) => {
    if (url.pathname === '/admin/auth') return { body: { user: { id: 'usr_1', role: 'admin' } } }
    if (url.pathname === '/admin/return-reasons')
      return {
        body: {
          return_reasons: [
            {
              id: 'rr_parent',
              value: 'damaged',
              label: 'Damaged',
              return_reason_children: [
                { id: 'rr_child', value: 'arrived_damaged', label: 'Arrived damaged' },
              ],
            },
          ],
        },
      }
    return undefined
  })
}

const ret = {
  id: 'ret_1',
  status: 'requested',
  refund_amount: 4792,
  created_at: '2026-11-02T00:00:00Z',
  items: returnItems,
}

describe('reasons and notes on the order page', () => {
  it("a return's item shows its reason's label (a child reason, by id) and the shopper's note, isolated", async () => {
    const calls = serveReasons()
    renderWithProviders(<ReturnsSection order={order({ returns: [ret] as never })} />)
    const card = screen.getByRole('listitem', { name: orders.returns.name.replace('{{number}}', '1') })
    await within(card).findByText('Arrived damaged')
    const note = within(card).getByText('Glas gesprungen')
    expect(note.tagName).toBe('BDI')
    expect(note.getAttribute('dir')).toBe('auto')
    expect(note.parentElement?.textContent).toBe('“Glas gesprungen”')
    // The item without a reason or note shows its line only.
    const tent = within(card).getByText(/1 × Tent/)
    expect(tent.textContent).toBe('1 × Tent')
    expect(calls.filter((c) => c.url.pathname === '/admin/return-reasons')).toHaveLength(1)
  })

  it('a reason the order already carries is used as is, and no reasons are fetched', async () => {
    const calls = serveReasons()
    const expanded = {
      ...ret,
      items: [{ ...returnItems[0], reason: { id: 'rr_child', label: 'Kaputt angekommen' }, note: '  ' }],
    }
    renderWithProviders(<ReturnsSection order={order({ returns: [expanded] as never })} />)
    await screen.findByText('Kaputt angekommen')
    // A blank note is no note.
    expect(screen.queryByText(/“/)).toBeNull()
    expect(calls.some((c) => c.url.pathname === '/admin/return-reasons')).toBe(false)
  })

  it("a claim's item shows its translated reason and its note", async () => {
    serveReasons()
    const claim = {
      id: 'claim_1',
      type: 'refund',
      payment_status: 'not_refunded',
      fulfillment_status: 'not_fulfilled',
      created_at: '2026-11-03T00:00:00Z',
      refund_amount: 100,
      claim_items: [{ item_id: 'item_2', quantity: 1, reason: 'wrong_item', note: 'Blue, not green' }],
    }
    renderWithProviders(<ClaimsSection order={order({ claims: [claim] as never })} />)
    await screen.findByText(changes.claims.reasons.wrong_item)
    expect(screen.getByText('Blue, not green').tagName).toBe('BDI')
  })

  it("a swap's returned item shows its reason and note", async () => {
    serveReasons()
    const swap = {
      id: 'swap_1',
      order_id: 'order_1',
      payment_status: 'not_paid',
      fulfillment_status: 'not_fulfilled',
      confirmed_at: '2026-11-03T00:00:00Z',
      created_at: '2026-11-03T00:00:00Z',
      difference_due: 0,
      return_order: { ...ret, id: 'ret_2', swap_id: 'swap_1' },
      additional_items: [],
    }
    renderWithProviders(<SwapsSection order={order({ swaps: [swap] as never })} />)
    await screen.findByText('Arrived damaged')
    expect(screen.getByText('Glas gesprungen').tagName).toBe('BDI')
  })

  it('keeps a reason together beside its item: an Arabic claim reason does not break inside', async () => {
    serveReasons()
    const i18n = initTestI18n().addResourceBundle('ar', 'order-changes', arChanges)
    await i18n.changeLanguage('ar')
    try {
      const claim = {
        id: 'claim_1',
        type: 'replace',
        payment_status: 'na',
        fulfillment_status: 'not_fulfilled',
        created_at: '2026-11-03T00:00:00Z',
        additional_items: [],
        claim_items: [{ item_id: 'item_2', quantity: 1, reason: 'production_failure', note: null }],
      }
      renderWithProviders(<ClaimsSection order={order({ claims: [claim] as never })} />)
      const reason = await screen.findByText(arChanges.claims.reasons.production_failure)
      expect(reason.tagName).toBe('BDI')
      // The separator and the reason make one inline block after the item's line: it moves whole to
      // the next line when it does not fit, and the item's line stays first in the reading order.
      const unit = reason.closest('[data-reason]') as HTMLElement
      expect(unit.className).toContain('inline-block')
      expect(unit.textContent).toBe(`· ${arChanges.claims.reasons.production_failure}`)
      expect(unit.parentElement?.tagName).toBe('LI')
      expect(unit.parentElement?.textContent?.startsWith('1 × Tent ')).toBe(true)
    } finally {
      await i18n.changeLanguage('en')
    }
  })

  it('Arabic quotes the note with its own marks', () => {
    expect(arChanges.itemNote).toEqual({ open: '«', close: '»' })
  })
})
