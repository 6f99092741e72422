import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import draftOrders from '../../../../public/locales/en/draft-orders.json'
import orders from '../../../../public/locales/en/orders.json'
import { ExtensionsProvider } from '../../../extensions/context'
import { PollingProvider } from '../../../providers/polling'
import { initTestI18n, mockFetch, renderWithProviders } from '../../../test/utils'
import OrdersListPage from './orders-list-page'

// The orders list's "After-sale" filter: the home page's To do rows open the list with `awaiting=…`
// in the URL, and the list asks the Admin API for exactly that.

const realFetch = globalThis.fetch
afterEach(() => {
  cleanup()
  globalThis.fetch = realFetch
})
beforeEach(() => {
  const i18n = initTestI18n()
  i18n.addResourceBundle('en', 'orders', orders)
  i18n.addResourceBundle('en', 'draft-orders', draftOrders)
})

function visit(path: string) {
  const calls = mockFetch((url) => {
    if (url.pathname === '/admin/auth')
      return { body: { user: { id: 'usr_1', role: 'member', metadata: {} } } }
    if (url.pathname === '/admin/orders') return { body: { orders: [], count: 0, offset: 0, limit: 20 } }
    if (url.pathname === '/admin/regions') return { body: { regions: [], count: 0, offset: 0, limit: 100 } }
    if (url.pathname === '/admin/sales-channels')
      return { body: { sales_channels: [], count: 0, offset: 0, limit: 100 } }
    return undefined
  })
  const view = renderWithProviders(
    <ExtensionsProvider registry={{ routes: [], settings: [], widgets: {} }}>
      <PollingProvider>
        <OrdersListPage />
      </PollingProvider>
    </ExtensionsProvider>,
    { path },
  )
  const asked = () =>
    calls
      .filter((c) => c.url.pathname === '/admin/orders')
      // Arrays go out as `awaiting[0]=…`, as medusa-js sends every list filter.
      .map((c) => [...c.url.searchParams].filter(([k]) => /^awaiting(\[\d*\])?$/.test(k)).map(([, v]) => v))
  return { ...view, asked }
}

describe('the orders list filter of after-sale work', () => {
  it('sends the URL’s kinds to the API and adds a kind picked in the menu', async () => {
    const { router, asked } = visit('/a/orders?awaiting=return')
    await waitFor(() => expect(asked()).toContainEqual(['return']))
    const trigger = await screen.findByRole('button', { name: orders.filters.awaiting })
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' })
    const returns = await screen.findByRole('menuitemcheckbox', {
      name: orders.filters.awaitingValues.return,
    })
    expect(returns.getAttribute('aria-checked')).toBe('true')
    await act(async () =>
      fireEvent.click(
        await screen.findByRole('menuitemcheckbox', { name: orders.filters.awaitingValues.swap }),
      ),
    )
    expect(new URLSearchParams(router.state.location.search).getAll('awaiting')).toEqual(['return', 'swap'])
    await waitFor(() => expect(asked().at(-1)).toEqual(['return', 'swap']))
  })

  it('drops an unknown kind from a hand-edited URL instead of sending it', async () => {
    const { asked } = visit('/a/orders?awaiting=bogus')
    await waitFor(() => expect(asked().length).toBeGreaterThan(0))
    expect(asked()).toEqual(asked().map(() => []))
  })
})
