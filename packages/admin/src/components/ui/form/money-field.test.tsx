import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { initTestI18n } from '../../../test/utils'
import { MoneyInput } from './money-field'

/** A refund-like form: an amount above zero is required, the error shown after a submit. */
function Amount({ currencyCode }: { currencyCode: string }) {
  const [value, setValue] = useState<number | null>(null)
  const bad = value === null || Number.isNaN(value) || value <= 0
  return (
    <MoneyInput
      label="Amount"
      currencyCode={currencyCode}
      value={value}
      onChange={setValue}
      errors={bad ? 'Enter an amount greater than zero.' : undefined}
    />
  )
}

const type = (text: string) => {
  const input = screen.getByLabelText('Amount')
  fireEvent.focus(input)
  fireEvent.change(input, { target: { value: text } })
  fireEvent.blur(input)
}

beforeAll(() => {
  initTestI18n()
})
afterEach(cleanup)

describe('MoneyInput errors', () => {
  it('says a zero-decimal currency has no decimals instead of the form’s general message', () => {
    render(<Amount currencyCode="jpy" />)
    type('333.5')
    expect(screen.getByText('JPY amounts have no decimal places')).toBeTruthy()
    expect(screen.queryByText('Enter an amount greater than zero.')).toBeNull()
  })

  it('says how many decimals the currency has', () => {
    render(<Amount currencyCode="eur" />)
    type('12.345')
    expect(screen.getByText('EUR amounts have at most 2 decimal places')).toBeTruthy()
  })

  it('keeps the form’s message for other problems', () => {
    render(<Amount currencyCode="jpy" />)
    type('abc')
    expect(screen.getByText('Enter an amount greater than zero.')).toBeTruthy()
    type('0')
    expect(screen.getByText('Enter an amount greater than zero.')).toBeTruthy()
    type('333')
    expect(screen.queryByText(/amounts have|greater than zero/)).toBeNull()
  })
})
