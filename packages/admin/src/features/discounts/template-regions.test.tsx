import type { Discount } from '@mercato/client'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import discounts from '../../../public/locales/en/discounts.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../test/utils'
import { discountColumns } from './discount-columns'

beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'discounts', discounts)
})
afterEach(cleanup)

const rule = { id: 'dru_1', type: 'fixed', value: 1000, allocation: 'total', metadata: null }
const template = {
  id: 'disc_tpl',
  code: 'HERBST',
  is_dynamic: true,
  parent_discount_id: null,
  rule,
  regions: [{ id: 'reg_eu', name: 'Europe', currency_code: 'eur' }],
}
// A code made from the template: the API gives it the template's rule but no regions of its own.
const child = {
  id: 'disc_child',
  code: 'HERBST-GRETA',
  is_dynamic: true,
  parent_discount_id: 'disc_tpl',
  parent_discount: { id: 'disc_tpl', code: 'HERBST' },
  rule,
  regions: [],
} as unknown as Discount

const valueCell = (d: Discount) => {
  const t = initTestI18n().getFixedT('en', 'discounts')
  return discountColumns(t, 'en')
    .find((c) => c.id === 'value')!
    .cell(d)
}

describe('a dynamic code in the discounts list', () => {
  it("shows its amount in the template's currency, loading the template once", async () => {
    const calls = mockFetch((url) =>
      url.pathname === '/admin/discounts/disc_tpl' ? { body: { discount: template } } : undefined,
    )
    const twin = { ...child, id: 'disc_child2', code: 'HERBST-OTTO' } as Discount
    renderWithProviders(
      <>
        <p data-testid="a">{valueCell(child)}</p>
        <p data-testid="b">{valueCell(twin)}</p>
      </>,
    )
    expect(await screen.findAllByText('€10.00')).toHaveLength(2)
    expect(calls.filter((c) => c.url.pathname === '/admin/discounts/disc_tpl')).toHaveLength(1)
  })

  it('asks nothing for a code with regions of its own', () => {
    const calls = mockFetch(() => undefined)
    renderWithProviders(<p>{valueCell({ ...template, id: 'disc_x' } as unknown as Discount)}</p>)
    expect(screen.getByText('€10.00')).toBeTruthy()
    expect(calls).toHaveLength(0)
  })
})
