import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { useReopenedImport } from './reopened-import'

afterEach(cleanup)

function Probe() {
  const { jobId, clear } = useReopenedImport()
  const { search } = useLocation()
  return (
    <>
      <output aria-label="job">{jobId ?? 'none'}</output>
      <output aria-label="search">{search}</output>
      <button type="button" onClick={clear}>
        Close
      </button>
    </>
  )
}

describe('useReopenedImport', () => {
  it('reads the waiting job from the address and takes only it out when cleared', () => {
    render(
      <MemoryRouter initialEntries={['/a/products?q=mug&import=batch_1']}>
        <Probe />
      </MemoryRouter>,
    )
    expect(screen.getByLabelText('job').textContent).toBe('batch_1')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.getByLabelText('job').textContent).toBe('none')
    expect(screen.getByLabelText('search').textContent).toBe('?q=mug')
  })
})
