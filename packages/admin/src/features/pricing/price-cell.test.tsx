import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import pricing from '../../../public/locales/en/pricing.json'
import { initTestI18n } from '../../test/utils'
import { PriceCell } from './price-cell'
import type { CellDraft } from './price-grid'

const LABEL = 'Price of Tee – S in USD'

/** A cell as the editor holds it: its draft, else the list's saved amount. */
function Cell({ saved, onDraft }: { saved?: number; onDraft?: (draft: CellDraft) => void }) {
  const [draft, setDraft] = useState<CellDraft>()
  return (
    <PriceCell
      label={LABEL}
      currencyCode="usd"
      value={draft === undefined ? saved : draft}
      changed={draft !== undefined}
      onChange={(next) => {
        setDraft(next)
        onDraft?.(next)
      }}
    />
  )
}

const input = () => screen.getByLabelText(LABEL) as HTMLInputElement
const type = (text: string) => {
  fireEvent.focus(input())
  fireEvent.change(input(), { target: { value: text } })
  fireEvent.blur(input())
}
const explanation = () => screen.queryByText('Enter an amount like 12.50')

beforeAll(() => {
  initTestI18n().addResourceBundle('en', 'pricing', pricing)
})

describe('PriceCell', () => {
  it('marks text that is not an amount and says what to enter, keeping the text when focused again', () => {
    const drafts: CellDraft[] = []
    render(<Cell onDraft={(d) => drafts.push(d)} />)
    type('abc')
    expect(drafts).toEqual(['abc'])
    expect(input().getAttribute('aria-invalid')).toBe('true')
    expect(explanation()).not.toBeNull()
    expect(input().getAttribute('aria-describedby')).toBe(explanation()!.id)
    fireEvent.focus(input())
    expect(input().value).toBe('abc')
  })

  it('clears the mark once the cell is emptied (no price in this list) or corrected', () => {
    const drafts: CellDraft[] = []
    render(<Cell onDraft={(d) => drafts.push(d)} />)
    type('abc')
    type('')
    expect(drafts.at(-1)).toBeNull()
    expect(input().hasAttribute('aria-invalid')).toBe(false)
    expect(explanation()).toBeNull()
    type('-3')
    expect(input().getAttribute('aria-invalid')).toBe('true')
    type('7.5')
    expect(drafts.at(-1)).toBe(750)
    expect(input().value).toBe('7.50')
    expect(input().hasAttribute('aria-invalid')).toBe(false)
  })

  it('does not mark half-typed text while the cell has focus', () => {
    render(<Cell saved={1000} />)
    expect(input().value).toBe('10.00')
    fireEvent.focus(input())
    fireEvent.change(input(), { target: { value: '.' } })
    expect(input().hasAttribute('aria-invalid')).toBe(false)
    fireEvent.change(input(), { target: { value: '.5' } })
    fireEvent.blur(input())
    expect(input().value).toBe('0.50')
  })

  it('shows a draft that is not an amount when rendered again, as on returning to a page', () => {
    render(<PriceCell label={LABEL} currencyCode="usd" value="12,3,4" changed onChange={() => {}} />)
    expect(input().value).toBe('12,3,4')
    expect(input().getAttribute('aria-invalid')).toBe('true')
  })
})
