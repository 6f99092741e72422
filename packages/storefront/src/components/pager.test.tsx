import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { PastTheEnd, pageCount, pageHref } from './pager'

describe('pager', () => {
  afterEach(cleanup)

  it('counts at least one page, and keeps the other parameters in a page’s address', () => {
    expect(pageCount(0, 12)).toBe(1)
    expect(pageCount(49, 12)).toBe(5)
    expect(pageHref('?q=tee&page=99', 5)).toBe('?q=tee&page=5')
  })

  it('answers a page past the end with links to the first and the last page', () => {
    render(
      <MemoryRouter initialEntries={['/search?q=tee&page=99']}>
        <PastTheEnd pages={5} />
      </MemoryRouter>,
    )
    expect(screen.getByText('common.pager.pastEnd')).toBeTruthy()
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(['/search?q=tee&page=1', '/search?q=tee&page=5'])
  })
})
