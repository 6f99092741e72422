import type { Order } from '@mercato/client'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { messagesFor } from '../i18n/catalog'
import { I18nProvider } from '../i18n/context'
import { OrderItems, Shipments, returnableItems, returnableQuantity } from './order'

const line = (id: string, quantity: number, variant: string) => ({
  id,
  title: 'Linen Shirt',
  quantity,
  unit_price: 1000,
  subtotal: 1000 * quantity,
  variant: { title: variant },
})

const order = (fulfillments: unknown[]) =>
  ({
    id: 'order_1',
    currency_code: 'eur',
    items: [line('item_m', 3, 'M'), line('item_l', 1, 'L')],
    fulfillments,
  }) as unknown as Order

const shipped = (id: string, links: Array<{ tracking_number: string; url?: string | null }>) => ({
  id,
  shipped_at: '2026-05-02T10:00:00Z',
  canceled_at: null,
  tracking_numbers: links.map((l) => l.tracking_number),
  tracking_links: links,
  items: [{ fulfillment_id: id, item_id: 'item_m', quantity: 3 }],
})

const show = (ui: React.ReactNode) =>
  render(
    <I18nProvider locale="en" messages={messagesFor('en')}>
      {ui}
    </I18nProvider>,
  )

describe('Shipments', () => {
  afterEach(cleanup)

  it('lists each shipped fulfilment with its tracking numbers, linked where the carrier gave an address', () => {
    show(
      <Shipments
        order={order([
          shipped('ful_1', [
            { tracking_number: 'TRK-1', url: 'https://track.example/TRK-1' },
            { tracking_number: 'TRK-2', url: null },
            { tracking_number: 'TRK-3', url: 'javascript:alert(1)' },
          ]),
          { ...shipped('ful_2', [{ tracking_number: 'NOT-SENT' }]), shipped_at: null },
        ])}
      />,
    )
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(1)
    const shipment = within(items[0]!)
    expect(shipment.getByText(/^Shipped on/)).toBeTruthy()
    expect(shipment.getByText('3 × Linen Shirt (M)')).toBeTruthy()
    const link = shipment.getByRole('link', { name: 'TRK-1' })
    expect(link.getAttribute('href')).toBe('https://track.example/TRK-1')
    // A number without an address, or with one a link must not open, is plain text.
    expect(shipment.queryByRole('link', { name: 'TRK-2' })).toBeNull()
    expect(shipment.queryByRole('link', { name: 'TRK-3' })).toBeNull()
    expect(items[0]!.textContent).toContain('TRK-2')
    expect(items[0]!.textContent).toContain('TRK-3')
    expect(screen.queryByText(/NOT-SENT/)).toBeNull()
  })

  it('says when nothing has shipped', () => {
    show(<Shipments order={order([])} />)
    expect(screen.getByText('Nothing has been shipped yet.')).toBeTruthy()
  })
})

describe('OrderItems', () => {
  afterEach(cleanup)

  it('tells lines of one product apart by their variant', () => {
    show(<OrderItems order={order([])} />)
    const [m, l] = screen.getAllByRole('listitem')
    expect(m!.textContent).toContain('3 × Linen Shirt (M)')
    expect(l!.textContent).toContain('1 × Linen Shirt (L)')
  })
})

describe('returnableQuantity', () => {
  const sent = (returns?: unknown[], claims?: unknown[]) =>
    ({
      ...order([]),
      status: 'completed',
      items: [{ ...line('item_m', 3, 'M'), fulfilled_quantity: 3, returned_quantity: 0 }],
      returns,
      claims,
    }) as unknown as Order

  it('leaves out what a return not yet received asks back, and what live claims took', () => {
    const o = sent(
      [
        { status: 'requested', items: [{ item_id: 'item_m', quantity: 1 }] },
        { status: 'canceled', items: [{ item_id: 'item_m', quantity: 2 }] },
        // A claim's return is counted through the claim itself.
        { status: 'requested', claim_order_id: 'claim_1', items: [{ item_id: 'item_m', quantity: 1 }] },
      ],
      [
        { id: 'claim_1', canceled_at: null, claim_items: [{ item_id: 'item_m', quantity: 1 }] },
        {
          id: 'claim_2',
          canceled_at: '2026-05-03T10:00:00Z',
          claim_items: [{ item_id: 'item_m', quantity: 1 }],
        },
      ],
    )
    expect(returnableQuantity(o, o.items[0]!)).toBe(1)
    const all = sent([{ status: 'requested', items: [{ item_id: 'item_m', quantity: 3 }] }], [])
    expect(returnableItems(all)).toHaveLength(0)
  })

  it('counts a received return by what arrived', () => {
    const o = sent(
      [{ status: 'received', items: [{ item_id: 'item_m', quantity: 3, received_quantity: 1 }] }],
      [],
    )
    expect(returnableQuantity(o, o.items[0]!)).toBe(2)
  })

  it('falls back on the returned quantity when the answer has no returns or claims', () => {
    const o = sent()
    expect(returnableQuantity(o, { ...o.items[0]!, returned_quantity: 2 })).toBe(1)
  })
})
