import type { Region } from '@mercato/client'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import en from '../../../public/locales/en/discounts.json'
import { initTestI18n } from '../../test/utils'
import { type DiscountFormValues, emptyDiscountForm } from './discount-form'
import { RequirementFields } from './requirement-fields'

const regions = [{ id: 'reg_eu', name: 'Europe', currency_code: 'eur' }] as Region[]
const s = en.requirement

beforeAll(() => {
  initTestI18n().addResourceBundle('en', 'discounts', en)
})
afterEach(cleanup)

/** The fields over form state of their own; `seen` receives every state they produce. */
function Harness({ seen }: { seen: DiscountFormValues[] }) {
  const [values, setValues] = useState({ ...emptyDiscountForm(), regions: ['reg_eu'] })
  return (
    <RequirementFields
      values={values}
      errors={{}}
      regions={regions}
      onChange={(patch) => {
        const next = { ...values, ...patch }
        seen.push(next)
        setValues(next)
      }}
    />
  )
}

const eligibleBox = () => screen.queryByRole<HTMLInputElement>('checkbox', { name: s.eligibleOnly })

describe('<RequirementFields>', () => {
  it('offers to count only the items the discount applies to once a minimum is set', () => {
    const seen: DiscountFormValues[] = []
    render(<Harness seen={seen} />)
    expect(eligibleBox()).toBeNull()

    fireEvent.click(screen.getByRole('radio', { name: s.quantity }))
    const box = eligibleBox()!
    expect(box.checked).toBe(false)
    const hint = document.getElementById(box.getAttribute('aria-describedby')!)
    expect(hint?.textContent).toBe(s.eligibleOnlyHint)
    fireEvent.click(box)
    expect(eligibleBox()?.checked).toBe(true)
    expect(seen.at(-1)?.minimumEligibleOnly).toBe(true)

    // The choice stays with a subtotal minimum, and the box leaves with the minimum.
    fireEvent.click(screen.getByRole('radio', { name: s.subtotal }))
    expect(eligibleBox()?.checked).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: s.none }))
    expect(eligibleBox()).toBeNull()
  })
})
