import type { Address, Country } from '@mercato/client'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { messagesFor } from '../../i18n/catalog'
import { I18nProvider } from '../../i18n/context'
import { AddressFields, addressFromForm } from './address-fields'

const countries = [
  { iso_2: 'us', display_name: 'United States' },
  { iso_2: 'ca', display_name: 'Canada' },
  { iso_2: 'de', display_name: 'Germany' },
] as unknown as Country[]

const show = (address: Partial<Address> | null, prefix = '') =>
  render(
    <I18nProvider locale="en" messages={messagesFor('en')}>
      <form data-testid="form">
        <AddressFields prefix={prefix} address={address} countries={countries} />
      </form>
    </I18nProvider>,
  )

const formProvince = (prefix = '') =>
  addressFromForm(new FormData(screen.getByTestId('form') as HTMLFormElement), prefix).province

afterEach(cleanup)

describe('AddressFields state', () => {
  it('chooses a US state from the list and stores its code', () => {
    show({ country_code: 'us', province: 'Texas' })
    const state = screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement
    expect(state.required).toBe(true)
    expect(formProvince()).toBe('TX')
    expect(screen.getByRole('option', { name: 'Texas' })).toHaveProperty('selected', true)
    fireEvent.change(state, { target: { value: 'NY' } })
    expect(formProvince()).toBe('NY')
  })

  it('names the billing list as the billing field', () => {
    show({ country_code: 'ca', province: 'on' }, 'billing_')
    expect(screen.getByRole('combobox', { name: 'Billing province' })).toBeTruthy()
    expect(formProvince('billing_')).toBe('ON')
  })

  it('leaves a value that matches no state unchosen', () => {
    show({ country_code: 'us', province: 'Texass' })
    expect(formProvince()).toBe('')
  })

  it('clears a state the new country does not have and keeps free text elsewhere', () => {
    show({ country_code: 'de', province: 'Bayern' })
    const text = screen.getByRole('textbox', { name: 'State or province (optional)' })
    expect((text as HTMLInputElement).value).toBe('Bayern')
    const country = screen.getByRole('combobox', { name: 'Country' })
    fireEvent.change(country, { target: { value: 'us' } })
    expect(formProvince()).toBe('')
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'TX' } })
    fireEvent.change(country, { target: { value: 'ca' } })
    expect(screen.getByRole('combobox', { name: 'Province' })).toBeTruthy()
    expect(formProvince()).toBe('')
    fireEvent.change(screen.getByRole('combobox', { name: 'Province' }), { target: { value: 'QC' } })
    fireEvent.change(country, { target: { value: 'de' } })
    expect(screen.getByRole('textbox', { name: 'State or province (optional)' })).toHaveProperty('value', '')
  })
})
