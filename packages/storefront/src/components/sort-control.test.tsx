import { cleanup, fireEvent, render, screen } from '@testing-library/react'
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
})
