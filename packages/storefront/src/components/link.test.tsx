import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { Link } from './link'

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>
}

function shop() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Link to="/products/shirt" className="card">
        Shirt
      </Link>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('Link', () => {
  afterEach(cleanup)

  it('is an anchor with the route as its address, and navigates in the page on a click', () => {
    shop()
    const link = screen.getByRole('link', { name: 'Shirt' })
    expect(link.getAttribute('href')).toBe('/products/shirt')
    expect(link.className).toBe('card')
    fireEvent.click(link)
    expect(screen.getByLabelText('path').textContent).toBe('/products/shirt')
  })

  it('leaves a click with a modifier key to the browser (a new tab)', () => {
    shop()
    fireEvent.click(screen.getByRole('link', { name: 'Shirt' }), { ctrlKey: true })
    expect(screen.getByLabelText('path').textContent).toBe('/')
  })

  it("does not navigate when the link's own click handler prevents it", () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/cart" onClick={(e) => e.preventDefault()}>
          Cart
        </Link>
        <Where />
      </MemoryRouter>,
    )
    fireEvent.click(screen.getByRole('link', { name: 'Cart' }))
    expect(screen.getByLabelText('path').textContent).toBe('/')
  })
})
