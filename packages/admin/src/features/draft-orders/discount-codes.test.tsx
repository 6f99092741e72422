import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import en from '../../../public/locales/en/draft-orders.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../test/utils'
import { DiscountCodesField, discountCodeProblem } from './discount-codes'

const discount = (over: Record<string, unknown> = {}) => ({
  id: 'disc_1',
  code: 'SUMMER10',
  is_dynamic: false,
  is_disabled: false,
  starts_at: '2020-01-01T00:00:00Z',
  ends_at: null,
  usage_limit: null,
  usage_count: 0,
  regions: [{ id: 'reg_eu' }],
  ...over,
})

beforeAll(() => {
  initTestI18n().addResourceBundle('en', 'draft-orders', en)
})
const realFetch = globalThis.fetch
afterEach(() => {
  cleanup()
  globalThis.fetch = realFetch
})

function serve(found: Record<string, ReturnType<typeof discount>>) {
  mockFetch((url) => {
    const code = decodeURIComponent(url.pathname.split('/admin/discounts/code/')[1] ?? '').toUpperCase()
    if (!url.pathname.startsWith('/admin/discounts/code/')) return undefined
    const d = found[code]
    return d
      ? { body: { discount: d } }
      : { status: 404, body: { type: 'not_found', message: `Discount with code ${code} was not found` } }
  })
}

async function add(code: string) {
  fireEvent.change(screen.getByRole('textbox', { name: en.discounts.code }), { target: { value: code } })
  fireEvent.click(screen.getByRole('button', { name: en.discounts.add }))
}

describe('the discount codes field', () => {
  it('refuses an unknown code next to the field, and adds a known one by its own code', async () => {
    serve({ SUMMER10: discount() })
    const onChange = vi.fn(() => undefined)
    renderWithProviders(<DiscountCodesField codes={[]} regionId="reg_eu" onChange={onChange} />)
    await add('nope')
    const field = screen.getByRole('textbox', { name: en.discounts.code })
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('No discount has the code NOPE')).toBeTruthy()
    expect(onChange).not.toHaveBeenCalled()
    await add('summer10')
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['SUMMER10']))
  })

  it('refuses an expired code and one of another region', async () => {
    serve({
      OLD: discount({ code: 'OLD', ends_at: '2021-01-01T00:00:00Z' }),
      US: discount({ code: 'US', regions: [{ id: 'reg_us' }] }),
    })
    const onChange = vi.fn(() => undefined)
    renderWithProviders(<DiscountCodesField codes={[]} regionId="reg_eu" onChange={onChange} />)
    await add('old')
    expect(await screen.findByText('The discount OLD has expired')).toBeTruthy()
    await add('us')
    expect(await screen.findByText("The discount US is not valid in this draft's region")).toBeTruthy()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('reads the state of a discount from its own data', () => {
    const now = new Date('2026-06-01T00:00:00Z')
    expect(discountCodeProblem(discount() as never, 'reg_eu', now)).toBeNull()
    expect(discountCodeProblem(discount({ is_disabled: true }) as never, 'reg_eu', now)).toBe('disabled')
    expect(discountCodeProblem(discount({ starts_at: '2027-01-01T00:00:00Z' }) as never, 'reg_eu', now)).toBe(
      'scheduled',
    )
    expect(discountCodeProblem(discount({ usage_limit: 2, usage_count: 2 }) as never, 'reg_eu', now)).toBe(
      'used',
    )
    // A dynamic code's regions are its parent's, which the server checks.
    expect(
      discountCodeProblem(discount({ is_dynamic: true, regions: [] }) as never, 'reg_eu', now),
    ).toBeNull()
  })
})
