import type { Cart, DraftOrder } from '@mercato/client'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import en from '../../../../public/locales/en/draft-orders.json'
import enOrders from '../../../../public/locales/en/orders.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../../test/utils'
import { DraftItems } from './draft-items'

const cart = {
  id: 'cart_1',
  region_id: 'reg_1',
  region: { currency_code: 'eur' },
  items: [
    {
      id: 'item_1',
      title: 'Gift wrap',
      unit_price: 300,
      quantity: 2,
      variant_id: null,
      includes_tax: false,
    },
  ],
} as unknown as Cart
const draft = { id: 'dorder_1', status: 'open', cart } as unknown as DraftOrder

beforeAll(() => {
  initTestI18n().addResourceBundle('en', 'draft-orders', en).addResourceBundle('en', 'orders', enOrders)
})
const realFetch = globalThis.fetch
afterEach(() => {
  cleanup()
  globalThis.fetch = realFetch
})

describe('the draft lines', () => {
  it('says a quantity of 0 is too few and offers to remove the line, asking first', async () => {
    const calls = mockFetch(() => undefined)
    renderWithProviders(<DraftItems draft={draft} cart={cart} />)
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Gift wrap' })
    fireEvent.change(quantity, { target: { value: '0' } })
    fireEvent.keyDown(quantity, { key: 'Enter' })
    expect(await screen.findByText(en.items.atLeastOne)).toBeTruthy()
    expect(quantity.getAttribute('aria-invalid')).toBe('true')
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: en.items.removeInstead }))
    const question = await screen.findByRole('alertdialog')
    expect(within(question).getByRole('heading', { name: 'Remove Gift wrap from the draft?' })).toBeTruthy()
    // Kept: the quantity goes back to the saved one.
    fireEvent.click(within(question).getByRole('button', { name: /cancel/i }))
    await waitFor(() => expect((quantity as HTMLInputElement).value).toBe('2'))
    expect(screen.queryByText(en.items.atLeastOne)).toBeNull()
  })
})
