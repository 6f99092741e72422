import { fireEvent, screen } from '@testing-library/react'
import { MIN_PASSWORD_LENGTH } from '@mercato/domain'
import { beforeEach, describe, expect, it } from 'vitest'
import customers from '../../../public/locales/en/customers.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../test/utils'
import { CreateCustomerModal } from './create-customer-modal'

beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'customers', customers)
})

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } })

describe('new customer', () => {
  it('says the password rule under the field and sends nothing while the password is too short', async () => {
    const calls = mockFetch(() => undefined)
    renderWithProviders(<CreateCustomerModal onClose={() => {}} />)
    const min = String(MIN_PASSWORD_LENGTH)
    expect(screen.getByText(customers.passwordRule.replace('{{min}}', min))).toBeTruthy()
    type(customers.fields.firstName, 'Ann')
    type(customers.fields.lastName, 'Lee')
    type(customers.fields.email, 'ann@example.com')
    type(customers.fields.password, 'short')
    fireEvent.click(screen.getByRole('button', { name: customers.actions.create }))
    await screen.findByText(customers.errors.passwordTooShort.replace('{{min}}', min))
    expect(
      screen.getByLabelText(customers.fields.password, { exact: false }).getAttribute('aria-invalid'),
    ).toBe('true')
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0)
  })
})
