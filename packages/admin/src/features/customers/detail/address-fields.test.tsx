import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { initTestI18n } from '../../../test/utils'
import { AddressFields, type AddressLabels } from './address-fields'
import { type AddressFormValues, addressFormValues } from './address-form'

beforeEach(() => {
  initTestI18n()
})

const labels = {
  first_name: 'First name',
  last_name: 'Last name',
  company: 'Company',
  address_1: 'Address',
  address_2: 'Apartment',
  postal_code: 'Postal code',
  city: 'City',
  province: 'Province or state',
  country_code: 'Country',
  phone: 'Phone',
  chooseCountry: 'Choose a country',
  chooseProvince: 'Choose a state or province',
  required: 'Required',
  invalid: 'Invalid',
} satisfies AddressLabels

let current: AddressFormValues
function Form({ initial }: { initial: AddressFormValues }) {
  const [values, setValues] = useState(initial)
  current = values
  return <AddressFields values={values} setValues={setValues} errors={{}} labels={labels} />
}

const state = () => screen.getByLabelText(labels.province) as HTMLSelectElement | HTMLInputElement
const country = () => screen.getByLabelText(labels.country_code, { exact: false })

describe('address fields: state or province', () => {
  it('opens a state typed by name as its code and picks others from the list', () => {
    render(<Form initial={addressFormValues({ country_code: 'us', province: 'texas' } as never)} />)
    expect(state().tagName).toBe('SELECT')
    expect(current.province).toBe('TX')
    expect(screen.getByRole('option', { name: 'Texas' })).toHaveProperty('selected', true)
    fireEvent.change(state(), { target: { value: 'NY' } })
    expect(current.province).toBe('NY')
  })

  it('keeps an unlisted stored value visible until a state is chosen', () => {
    render(<Form initial={addressFormValues({ country_code: 'US', province: 'Texass' } as never)} />)
    expect(state().value).toBe('Texass')
    expect(screen.getByRole('option', { name: 'Texass' })).toBeTruthy()
  })

  it('clears a state the new country does not have and keeps free text elsewhere', () => {
    render(<Form initial={addressFormValues({ country_code: 'de', province: 'Bayern' } as never)} />)
    expect(state().tagName).toBe('INPUT')
    fireEvent.change(country(), { target: { value: 'ca' } })
    expect(current.province).toBe('')
    expect(state().tagName).toBe('SELECT')
    fireEvent.change(state(), { target: { value: 'QC' } })
    fireEvent.change(country(), { target: { value: 'us' } })
    expect(current.province).toBe('')
    fireEvent.change(state(), { target: { value: 'OR' } })
    fireEvent.change(country(), { target: { value: 'fr' } })
    expect(state().tagName).toBe('INPUT')
    expect(current.province).toBe('')
  })
})
