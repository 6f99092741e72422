import { cleanup, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import draftOrders from '../../../../../public/locales/en/draft-orders.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../../../test/utils'
import { emptyDraft, type NewDraftForm } from '../draft-form'
import { CustomerStep } from './customer-step'

afterEach(cleanup)
beforeEach(() => {
  initTestI18n().addResourceBundle('en', 'draft-orders', draftOrders)
})

function Form({ children }: { children: ReactNode }) {
  const form = useForm<NewDraftForm>({ defaultValues: emptyDraft() })
  return <FormProvider {...form}>{children}</FormProvider>
}

function visit(metadata: Record<string, unknown>) {
  const user = {
    id: 'usr_2',
    email: 'mia@mercato.dev',
    role: 'member',
    metadata: { locale: 'en', ...metadata },
  }
  mockFetch((url) => (url.pathname === '/admin/auth' ? { body: { user } } : undefined))
  renderWithProviders(
    <Form>
      <CustomerStep />
    </Form>,
  )
}

describe('the draft order customer step', () => {
  it('offers the customer search with the customers area', async () => {
    visit({})
    expect(await screen.findByRole('searchbox', { name: 'Find a customer' })).toBeTruthy()
  })

  it('says why there is no search without it, and keeps the e-mail field', async () => {
    visit({ areas: ['orders'] })
    expect(await screen.findByText(/Your access does not include customers/)).toBeTruthy()
    expect(screen.queryByRole('searchbox')).toBeNull()
    expect(screen.getByRole('textbox', { name: /^Email/ })).toBeTruthy()
  })
})
