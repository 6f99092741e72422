import type { Store } from '@mercato/client'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import settings from '../../../../public/locales/en/settings.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../../test/utils'
import { StoreCurrencies } from './store-currencies'

const store = {
  default_currency_code: 'eur',
  currencies: [
    { code: 'eur', name: 'Euro', symbol: '€', symbol_native: '€', includes_tax: false },
    { code: 'usd', name: 'US Dollar', symbol: '$', symbol_native: '$', includes_tax: false },
  ],
} as unknown as Store

let calls: ReturnType<typeof mockFetch>
beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'settings', settings)
  calls = mockFetch((url, init) => {
    if (url.pathname === '/admin/currencies' && init.method === 'GET')
      return { body: { currencies: [], count: 0 } }
    if (url.pathname === '/admin/currencies/eur')
      return { body: { currency: { code: 'eur', includes_tax: JSON.parse(String(init.body)).includes_tax } } }
    return undefined
  })
})
afterEach(cleanup)

describe('StoreCurrencies', () => {
  it('turns "prices include tax" on for one currency, with a toast and a hint saying what it means', async () => {
    renderWithProviders(<StoreCurrencies store={store} />)
    expect(
      screen.getByText(/prices entered in that currency are read as including tax in every region/),
    ).toBeTruthy()
    const eur = screen.getByRole('switch', { name: 'EUR prices include tax' })
    expect(eur.getAttribute('aria-checked')).toBe('false')
    expect(screen.getByRole('switch', { name: 'USD prices include tax' })).toBeTruthy()
    fireEvent.click(eur)
    await waitFor(() => expect(screen.getByText('EUR prices now include tax')).toBeTruthy())
    const post = calls.find((c) => c.url.pathname === '/admin/currencies/eur')
    expect(post?.init.method).toBe('POST')
    expect(JSON.parse(String(post?.init.body))).toEqual({ includes_tax: true })
  })
})
