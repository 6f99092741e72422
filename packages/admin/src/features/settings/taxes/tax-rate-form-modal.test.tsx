import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import setup from '../../../../public/locales/en/setup.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../../test/utils'
import { TaxRateFormModal } from './tax-rate-form-modal'

beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'setup', setup)
  mockFetch((url) => (url.pathname === '/admin/regions' ? { body: { regions: [], count: 0 } } : undefined))
})
afterEach(cleanup)

describe('TaxRateFormModal', () => {
  it('marks the region as required like the other fields, the asterisk right after the label', () => {
    renderWithProviders(<TaxRateFormModal onClose={() => {}} />)
    const labels = [...screen.getByRole('dialog').querySelectorAll('label')]
    const labelOf = (text: string) => labels.find((l) => l.textContent?.startsWith(text))
    const name = labelOf(setup.fields.name)
    const region = labelOf(setup.fields.region)
    expect(name?.textContent).toBe(`${setup.fields.name}*`)
    expect(region?.textContent).toBe(`${setup.fields.region}*`)
    expect(region?.className).toBe(name?.className)
  })
})
