import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { FormProvider, type UseFormReturn, useForm } from 'react-hook-form'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import draftOrders from '../../../public/locales/en/draft-orders.json'
import { initTestI18n } from '../../test/utils'
import { AddressFields } from './address-fields'
import { type AddressForm, emptyAddress, toAddressForm } from './new/draft-form'

// jsdom has no `select.size`, so react-hook-form would take a prefilled country select for one already edited
// and read it back as empty; browsers report 0.
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', { configurable: true, get: () => 0 })
}

afterEach(cleanup)
beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'draft-orders', draftOrders)
})

const countries = [
  { iso_2: 'us', display_name: 'United States' },
  { iso_2: 'ca', display_name: 'Canada' },
  { iso_2: 'fr', display_name: 'France' },
]

let form: UseFormReturn<{ address: AddressForm }>
function Form({ initial }: { initial: AddressForm }) {
  form = useForm<{ address: AddressForm }>({ defaultValues: { address: initial } })
  return (
    <FormProvider {...form}>
      <AddressFields prefix="address" legend="Shipping address" countries={countries} />
    </FormProvider>
  )
}

const state = () => screen.getByLabelText('Province or state') as HTMLSelectElement | HTMLInputElement
const country = () => screen.getByLabelText(/^Country/)
const stored = () => form.getValues('address.province')

describe('draft order address fields: state or province', () => {
  it('picks a US state from the list and stores its code', () => {
    render(<Form initial={{ ...emptyAddress(), country_code: 'us' }} />)
    expect(state().tagName).toBe('SELECT')
    expect(screen.getByRole('option', { name: 'Choose a state or province' })).toBeTruthy()
    fireEvent.change(state(), { target: { value: 'TX' } })
    expect(stored()).toBe('TX')
    expect(screen.getByRole('option', { name: 'Texas' })).toHaveProperty('selected', true)
  })

  it('opens a saved state typed by name as its code', () => {
    render(<Form initial={toAddressForm({ country_code: 'ca', province: 'quebec' } as never)} />)
    expect(stored()).toBe('QC')
    expect(screen.getByRole('option', { name: 'Quebec' })).toHaveProperty('selected', true)
  })

  it('takes free text for other countries and fits the state when the country changes', () => {
    render(<Form initial={{ ...emptyAddress(), country_code: 'fr' }} />)
    expect(form.getValues('address.country_code')).toBe('fr')
    expect(state().tagName).toBe('INPUT')
    fireEvent.change(state(), { target: { value: 'texas' } })
    expect(stored()).toBe('texas')
    fireEvent.change(country(), { target: { value: 'us' } })
    expect(form.getValues('address.country_code')).toBe('us')
    expect(state().tagName).toBe('SELECT')
    expect(stored()).toBe('TX')
    fireEvent.change(country(), { target: { value: 'ca' } })
    expect(stored()).toBe('')
    fireEvent.change(state(), { target: { value: 'ON' } })
    fireEvent.change(country(), { target: { value: 'fr' } })
    expect(state().tagName).toBe('INPUT')
    expect(stored()).toBe('')
  })
})
