import type { Discount } from '@mercato/client'
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import discounts from '../../../public/locales/en/discounts.json'
import { initTestI18n } from '../../test/utils'
import { discountColumns } from './discount-columns'

beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'discounts', discounts)
})
afterEach(cleanup)

const discount = (rule: Partial<NonNullable<Discount['rule']>>) =>
  ({ id: 'disc_1', code: 'SHIPFREE', rule, regions: [{ currency_code: 'eur' }] }) as unknown as Discount

const cellText = (d: Discount, id: string) => {
  const t = initTestI18n().getFixedT('en', 'discounts')
  const column = discountColumns(t, 'en').find((c) => c.id === id)!
  return render(<>{column.cell(d)}</>).container.textContent
}

describe('discount columns', () => {
  it('shows no value for free shipping, whose type already says it', () => {
    const free = discount({ type: 'free_shipping', value: 0 })
    expect(cellText(free, 'type')).toBe('Free shipping')
    cleanup()
    expect(cellText(free, 'value')).toBe('—')
  })

  it('shows a percentage or an amount as the value', () => {
    expect(cellText(discount({ type: 'percentage', value: 10 }), 'value')).toBe('10 %')
    cleanup()
    expect(cellText(discount({ type: 'fixed', value: 500 }), 'value')).toBe('€5.00')
  })
})
