import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { messagesFor } from '../i18n/catalog'
import { I18nProvider } from '../i18n/context'
import { SortControl } from './sort-control'

function Where() {
  const { pathname, search } = useLocation()
  return <output aria-label="where">{pathname + search}</output>
}

const tree = (entry: string) => (
  <MemoryRouter initialEntries={[entry]}>
    <I18nProvider locale="en" messages={messagesFor('en')}>
      <SortControl />
      <Where />
    </I18nProvider>
  </MemoryRouter>
)

afterEach(cleanup)

const never = new Promise<never>(() => {})

/** Stands for the listing's products: the new order's page waits for them. */
function Listing() {
  const { search } = useLocation()
  if (search.includes('order=name-asc')) throw never
  return <p>products</p>
}

describe('SortControl', () => {
  it('sends the order with a button in the server’s page, for a browser without scripts', () => {
    const html = renderToString(tree('/search?q=tee'))
    expect(html).toContain('type="submit"')
    expect(html).not.toMatch(/<button[^>]*hidden/)
    expect(html).toContain('name="q"')
  })

  it('once the page runs, hides the button: choosing an order is enough', () => {
    render(tree('/search?q=tee&page=3'))
    expect(screen.queryByRole('button')).toBeNull()
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name-asc' } })
    expect(screen.getByLabelText('where').textContent).toBe('/search?q=tee&order=name-asc')
  })

  it('shows the chosen order while the new page still waits for its products', async () => {
    render(
      <MemoryRouter initialEntries={['/products']}>
        <I18nProvider locale="en" messages={messagesFor('en')}>
          <SortControl />
          <Suspense fallback={<p>loading</p>}>
            <Listing />
          </Suspense>
        </I18nProvider>
      </MemoryRouter>,
    )
    const select = screen.getByLabelText('Sort by') as HTMLSelectElement
    await act(async () => {
      fireEvent.change(select, { target: { value: 'name-asc' } })
    })
    expect(screen.getByText('products')).toBeTruthy()
    expect(select.value).toBe('name-asc')
  })
})
