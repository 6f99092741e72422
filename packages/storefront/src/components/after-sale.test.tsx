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

  it('shows nothing when no edit waits for the shopper', () => {
    show(order([edit('oe_done', 'confirmed')]))
    expect(screen.queryByRole('list')).toBeNull()
  })
})
