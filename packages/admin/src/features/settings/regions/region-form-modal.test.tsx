import type { Region } from '@mercato/client'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
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

const europe = region('reg_eu', 'Europe', ['de', 'fr', 'es'])
const nordics = region('reg_no', 'Nordics', ['se'])
const spain = { ...region('reg_es', 'Spain', []), includes_tax: true } as Region
let eurIncludesTax = false
let calls: ReturnType<typeof mockFetch>

beforeEach(() => {
  eurIncludesTax = false
  initTestI18n().addResourceBundle('en', 'settings', settings)
  calls = mockFetch((url, init) => {
    if (url.pathname === '/admin/regions') return { body: { regions: [europe, nordics], count: 2 } }
    if (url.pathname === '/admin/currencies/eur' && init.method === 'POST') {
      eurIncludesTax = JSON.parse(String(init.body)).includes_tax
      return { body: { currency: { code: 'eur', name: 'Euro', includes_tax: eurIncludesTax } } }
    }
    if (url.pathname === '/admin/store')
      return {
        body: {
          store: {
            currencies: [{ code: 'eur', name: 'Euro', includes_tax: eurIncludesTax }],
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

  it('says which region holds a locked country and links to it, where it must be removed first', async () => {
    renderWithProviders(<EditRegionModal region={nordics} onClose={() => {}} />)
    const spainBox = await screen.findByRole('checkbox', { name: 'Spain — in Europe' })
    expect((spainBox as HTMLInputElement).disabled).toBe(true)
    const links = screen.getAllByRole('link', { name: 'Remove it from Europe first' })
    expect(links[0]?.getAttribute('href')).toBe('/a/settings/regions/reg_eu')
    expect(spainBox.getAttribute('aria-describedby')).toBeTruthy()
  })

  it("warns when the region includes tax but its currency's prices do not, and fixes it in one click", async () => {
    renderWithProviders(<EditRegionModal region={spain} onClose={() => {}} />)
    const status = await screen.findByText(/EUR prices are entered without tax/)
    expect(status).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Also treat EUR prices as including tax' }))
    await waitFor(() => expect(screen.queryByText(/EUR prices are entered without tax/)).toBeNull())
    const post = calls.find((c) => c.url.pathname === '/admin/currencies/eur')
    expect(JSON.parse(String(post?.init.body))).toEqual({ includes_tax: true })
  })

  it("says the switch covers this region's own prices, and that currency prices follow the currency", async () => {
    renderWithProviders(<EditRegionModal region={spain} onClose={() => {}} />)
    const hint = await screen.findByText(/Covers prices entered for this region/)
    expect(hint.textContent).toContain('(“Price in Spain (EUR)”)')
    expect(hint.textContent).toContain('Prices entered per currency follow that currency’s own setting.')
  })
})
