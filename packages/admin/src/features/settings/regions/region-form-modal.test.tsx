import type { Region } from '@mercato/client'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import settings from '../../../../public/locales/en/settings.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../../test/utils'
import { EditRegionModal } from './region-form-modal'

const region = (id: string, name: string, countries: string[]) =>
  ({
    id,
    name,
    currency_code: 'eur',
    tax_rate: 20,
    tax_code: null,
    includes_tax: false,
    countries: countries.map((iso_2) => ({ iso_2, region_id: id })),
    payment_providers: [],
    fulfillment_providers: [],
  }) as unknown as Region

const europe = region('reg_eu', 'Europe', ['de', 'fr'])
const nordics = region('reg_no', 'Nordics', ['se'])

beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'settings', settings)
  mockFetch((url) => {
    if (url.pathname === '/admin/regions') return { body: { regions: [europe, nordics], count: 2 } }
    if (url.pathname === '/admin/store')
      return {
        body: {
          store: {
            currencies: [],
            payment_providers: [],
            fulfillment_providers: [],
            default_currency_code: 'eur',
          },
        },
      }
    return undefined
  })
})
afterEach(cleanup)

describe('EditRegionModal', () => {
  it("locks countries of other regions, naming the region, and keeps the region's own selectable", async () => {
    renderWithProviders(<EditRegionModal region={nordics} onClose={() => {}} />)
    const germany = await screen.findByRole('checkbox', { name: 'Germany — in Europe' })
    expect((germany as HTMLInputElement).disabled).toBe(true)
    const sweden = screen.getByRole('checkbox', { name: 'Sweden' })
    expect((sweden as HTMLInputElement).disabled).toBe(false)
    expect((sweden as HTMLInputElement).checked).toBe(true)
    const norway = screen.getByRole('checkbox', { name: 'Norway' })
    expect((norway as HTMLInputElement).disabled).toBe(false)
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Germany' })).toBeNull())
  })
})
