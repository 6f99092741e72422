import type { OverviewTodo } from '@mercato/client'
import { cleanup, screen, within } from '@testing-library/react'
import i18n from 'i18next'
import { afterEach, describe, expect, it } from 'vitest'
import home from '../../../public/locales/en/home.json'
import { mockFetch, renderWithProviders } from '../../test/utils'
import { TodoSection } from './todo-section'

afterEach(cleanup)

const NONE: OverviewTodo = {
  orders_to_fulfil: 0,
  payments_to_capture: 0,
  open_draft_orders: 0,
  orders_awaiting_return: 0,
  orders_awaiting_swap: 0,
  orders_awaiting_claim: 0,
  low_stock: 0,
  has_products: true,
}

/** The section for a user with `areas` (none: every area), given the overview's counts. */
function show(todo: Partial<OverviewTodo>, areas?: string[]) {
  const user = { id: 'usr_1', email: 'ann@mercato.dev', role: 'member', metadata: { locale: 'en', areas } }
  const calls = mockFetch((url) => (url.pathname === '/admin/auth' ? { body: { user } } : undefined))
  const view = renderWithProviders(<TodoSection todo={{ ...NONE, ...todo }} />, { path: '/a' })
  i18n.addResourceBundle('en', 'home', home)
  return { ...view, calls }
}

const region = () => screen.findByRole('region', { name: 'To do' })
const links = async () => within(await region()).findAllByRole('link')

describe('the home page To do section', () => {
  it('says each count as a sentence linking to the list filtered the same way', async () => {
    const { calls } = show({
      orders_to_fulfil: 1,
      payments_to_capture: 2,
      open_draft_orders: 3,
      low_stock: 4,
    })
    await screen.findByText('4 items low on stock')
    expect((await links()).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [
        '1 order to fulfil',
        '/a/orders?status=pending&fulfillment_status=not_fulfilled&fulfillment_status=partially_fulfilled',
      ],
      ['2 payments to capture', '/a/orders?status=pending&payment_status=awaiting'],
      ['3 open draft orders', '/a/draft-orders?status=open'],
      // The card on the same page, built with the same threshold as the count.
      ['4 items low on stock', '#low-stock'],
    ])
    // The counts come with the overview: the section asks the server for nothing of its own.
    expect(calls.filter((c) => c.url.pathname !== '/admin/auth')).toEqual([])
  })

  it('adds the returns, swaps and claims waiting on staff, each leading to the filtered orders', async () => {
    show({
      orders_awaiting_return: 2,
      orders_awaiting_swap: 1,
      orders_awaiting_claim: 3,
      open_draft_orders: 1,
    })
    await screen.findByText('2 orders with a return to receive')
    expect((await links()).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['2 orders with a return to receive', '/a/orders?awaiting=return'],
      ['1 order with a swap to fulfil', '/a/orders?awaiting=swap'],
      ['3 orders with a claim to fulfil', '/a/orders?awaiting=claim'],
      ['1 open draft order', '/a/draft-orders?status=open'],
    ])
  })

  it('leaves out an after-sale row with nothing waiting', async () => {
    show({ orders_awaiting_claim: 1 })
    expect((await links()).map((a) => a.textContent)).toEqual(['1 order with a claim to fulfil'])
  })

  it('formats large counts for the locale and uses the plural form', async () => {
    show({ open_draft_orders: 1234 })
    expect((await links()).map((a) => a.textContent)).toEqual(['1,234 open draft orders'])
  })

  it('leaves out rows with nothing to do', async () => {
    show({ payments_to_capture: 5 })
    expect((await links()).map((a) => a.textContent)).toEqual(['5 payments to capture'])
  })

  it('says there is nothing to do when every count is zero', async () => {
    show({})
    expect(await within(await region()).findByText('Nothing to do right now')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('leaves out low stock for a user without the inventory area', async () => {
    show({ orders_to_fulfil: 2, low_stock: 9 }, ['orders'])
    // Wait for the user's areas to load before reading the rows.
    await screen.findByText('2 orders to fulfil')
    await new Promise((r) => setTimeout(r, 50))
    expect((await links()).map((a) => a.textContent)).toEqual(['2 orders to fulfil'])
  })
})
