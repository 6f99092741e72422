import type { Order } from '@mercato/client'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { messagesFor } from '../i18n/catalog'
import { I18nProvider } from '../i18n/context'
import { AfterSale } from './after-sale'

const edit = (id: string, status: string) => ({ id, status, created_at: '2026-05-02T10:00:00Z' })

const order = (edits: unknown[]) =>
  ({ id: 'order_1', currency_code: 'eur', items: [], edits }) as unknown as Order

const show = (o: Order) =>
  render(
    <MemoryRouter>
      <I18nProvider locale="en" messages={messagesFor('en')}>
        <AfterSale order={o} />
      </I18nProvider>
    </MemoryRouter>,
  )

afterEach(cleanup)

describe('AfterSale', () => {
  it('links the changes the store asks the shopper to confirm, and only those', () => {
    show(order([edit('oe_done', 'confirmed'), edit('oe_open', 'requested'), edit('oe_no', 'declined')]))
    const links = screen.getAllByRole('link', { name: 'Review the changes' })
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/order-edits/oe_open'])
    expect(screen.getByRole('listitem').textContent).toContain('Changes proposed by the store')
  })

  it('shows what an exchange and a replacement send, with their tracking, as the shipments do', () => {
    const hoodie = { id: 'item_1', title: 'Pullover Hoodie', description: 'L / Olive', quantity: 1 }
    const sent = (
      id: string,
      itemId: string,
      links: Array<{ tracking_number: string; url: string | null }>,
    ) => ({
      id,
      shipped_at: '2026-05-03T10:00:00Z',
      canceled_at: null,
      items: [{ item_id: itemId, quantity: 1 }],
      tracking_numbers: links.map((l) => l.tracking_number),
      tracking_links: links,
    })
    const o = {
      id: 'order_1',
      currency_code: 'eur',
      items: [hoodie],
      returns: [
        { id: 'ret_1', swap_id: 'swap_1', status: 'requested', items: [{ item_id: 'item_1', quantity: 1 }] },
      ],
      swaps: [
        {
          id: 'swap_1',
          created_at: '2026-05-02T10:00:00Z',
          confirmed_at: '2026-05-02T11:00:00Z',
          canceled_at: null,
          fulfillment_status: 'shipped',
          payment_status: 'captured',
          additional_items: [
            { id: 'item_2', title: 'Pullover Hoodie', description: 'M / Olive', quantity: 1 },
          ],
          fulfillments: [
            sent('ful_1', 'item_2', [{ tracking_number: '1Z999', url: 'https://ups.example/1Z999' }]),
          ],
        },
      ],
      claims: [
        {
          id: 'claim_1',
          type: 'replace',
          created_at: '2026-05-04T10:00:00Z',
          canceled_at: null,
          fulfillment_status: 'shipped',
          payment_status: 'na',
          additional_items: [
            { id: 'item_3', title: 'Stoneware Mug', description: 'Stoneware Mug', quantity: 2 },
          ],
          fulfillments: [sent('ful_2', 'item_3', [{ tracking_number: 'CLAIM-9', url: null }])],
        },
        {
          id: 'claim_2',
          type: 'replace',
          created_at: '2026-05-05T10:00:00Z',
          canceled_at: null,
          fulfillment_status: 'not_fulfilled',
          payment_status: 'na',
          additional_items: [{ id: 'item_4', title: 'Cap', description: 'Red', quantity: 1 }],
          fulfillments: [],
        },
      ],
    } as unknown as Order
    show(o)
    // Claims are listed before exchanges.
    const [claim, pending, exchange] = [...screen.getAllByRole('list')[0]!.children] as HTMLElement[]
    expect(exchange!.textContent).toContain('New items shipped')
    expect(exchange!.textContent).toContain('1 × Pullover Hoodie (M / Olive)')
    const link = screen.getByRole('link', { name: '1Z999' })
    expect(link.getAttribute('href')).toBe('https://ups.example/1Z999')
    expect(exchange!.contains(link)).toBe(true)
    expect(claim!.textContent).toContain('Replacement shipped')
    // The mug's line is one of a single variant: the variant is not said twice.
    expect(claim!.textContent).toContain('1 × Stoneware Mug')
    expect(claim!.textContent).not.toContain('(Stoneware Mug)')
    expect(claim!.textContent).toContain('Tracking: CLAIM-9')
    expect(screen.queryByRole('link', { name: 'CLAIM-9' })).toBeNull()
    // Before anything ships, the replacement names what will come.
    expect(pending!.textContent).toContain('1 × Cap (Red)')
    expect(pending!.textContent).not.toContain('Tracking')
  })

  it('shows nothing when no edit waits for the shopper', () => {
    show(order([edit('oe_done', 'confirmed')]))
    expect(screen.queryByRole('list')).toBeNull()
  })
})
