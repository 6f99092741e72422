import type { Order } from '@mercato/client'
import { MercatoStore } from '@mercato/client/store'
import { MercatoClientProvider } from '@mercato/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { messagesFor } from '../i18n/catalog'
import { I18nProvider } from '../i18n/context'
import AccountOfferForm from './account-offer-form'

const order = {
  id: 'order_1',
  display_id: 1042,
  email: 'dana@example.com',
  shipping_address: { first_name: 'Dana', last_name: 'Doe' },
} as unknown as Order

type Call = { method: string; path: string; body: unknown }

/** A store client whose server answers by path; every call is recorded. */
function serve(answers: Record<string, [number, unknown]>) {
  const calls: Call[] = []
  const client = new MercatoStore({
    baseUrl: 'http://shop.test',
    maxRetries: 0,
    fetch: async (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input))
      const body = init?.body ? JSON.parse(String(init.body)) : undefined
      calls.push({ method: init?.method ?? 'GET', path: url.pathname, body })
      const [status, json] = answers[url.pathname] ?? [404, { type: 'not_found', message: 'Not found' }]
      return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } })
    },
  })
  render(
    <MemoryRouter>
      <MercatoClientProvider client={client}>
        <I18nProvider locale="en" messages={messagesFor('en')}>
          <AccountOfferForm order={order} />
        </I18nProvider>
      </MercatoClientProvider>
    </MemoryRouter>,
  )
  return calls
}

const customer = { id: 'cus_1', email: 'dana@example.com' }

afterEach(cleanup)

describe('AccountOfferForm', () => {
  it('registers with the order’s e-mail and names, signs in, then asks for this order’s link', async () => {
    const calls = serve({
      '/store/customers': [200, { customer }],
      '/store/auth': [200, { customer }],
      '/store/orders/batch/customer/token': [200, {}],
    })
    const form = screen.getByRole('region', { name: 'Save your details for next time: create an account' })
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('dana@example.com')
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true)
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Dana')
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Doe')
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'dana-password-1' } })
    fireEvent.submit(form.querySelector('form')!)
    const status = await screen.findByRole('status')
    expect(status.textContent).toBe(
      'Your account is ready and you are signed in. We sent a link to dana@example.com. Open it within 15 minutes to add order #1042.',
    )
    expect(calls.map((c) => c.path)).toEqual([
      '/store/customers',
      '/store/auth',
      '/store/orders/batch/customer/token',
    ])
    expect(calls[0]!.body).toEqual({
      first_name: 'Dana',
      last_name: 'Doe',
      email: 'dana@example.com',
      password: 'dana-password-1',
    })
    expect(calls[2]!.body).toEqual({ order_ids: ['order_1'] })
    expect(screen.getByRole('link', { name: 'Go to your account' }).getAttribute('href')).toBe('/account')
  })

  it('says an e-mail that has an account so, and leads to signing in', async () => {
    const calls = serve({
      '/store/customers': [
        422,
        {
          type: 'duplicate_error',
          message: 'A customer with the given email already has an account. Log in instead',
        },
      ],
    })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'dana-password-1' } })
    fireEvent.submit(screen.getByLabelText('Password').closest('form')!)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('There is already an account for dana@example.com.')
    expect(screen.getByRole('link', { name: 'Sign in to add this order to it' }).getAttribute('href')).toBe(
      '/account',
    )
    expect(calls.map((c) => c.path)).toEqual(['/store/customers'])
  })
})
