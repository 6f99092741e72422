import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { routes } from '../router'
import { initTestI18n, mockFetch, Providers, testQueryClient } from '../test/utils'

afterEach(cleanup)

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '')
const jwt = (payload: object) => `${b64({ alg: 'HS256' })}.${b64(payload)}.sig`

function visit(path: string, handler: Parameters<typeof mockFetch>[0]) {
  const calls = mockFetch(handler)
  initTestI18n()
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <Providers client={testQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  )
  return { router, calls }
}

describe('invite', () => {
  it('accepts the invitation, then signs in with the invited email', async () => {
    let signedIn = false
    const token = jwt({ invite_id: 'invite_1', role: 'member', user_email: 'new@mercato.dev' })
    const { router, calls } = visit(`/invite?token=${token}`, (url, init) => {
      if (url.pathname === '/admin/invites/accept') return { body: {} }
      if (url.pathname === '/admin/auth' && init.method === 'POST') {
        signedIn = true
        return { body: { user: { id: 'usr_2', email: 'new@mercato.dev' } } }
      }
      if (url.pathname === '/admin/auth')
        return signedIn ? { body: { user: { id: 'usr_2', email: 'new@mercato.dev' } } } : { status: 401 }
      if (url.pathname === '/admin/store')
        return { body: { store: { id: 's', name: 'S', feature_flags: [], modules: [] } } }
      if (url.pathname === '/admin/batch-jobs') return { body: { batch_jobs: [], count: 0 } }
      if (url.pathname === '/admin/orders') return { body: { orders: [], count: 0 } }
      return undefined
    })
    expect(await screen.findByText('new@mercato.dev')).toBeTruthy()
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Nia' } })
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'New' } })
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-pass' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })))
    await screen.findByRole('navigation', { name: 'Main navigation' })
    expect(router.state.location.pathname).toBe('/a')
    const accept = calls.find((c) => c.url.pathname === '/admin/invites/accept')!
    expect(JSON.parse(String(accept.init.body))).toEqual({
      token,
      user: { first_name: 'Nia', last_name: 'New', password: 'secret-pass' },
    })
  })

  it('says a bad token is not a valid link', async () => {
    visit('/invite?token=bad', (url) => {
      if (url.pathname === '/admin/invites/accept')
        return { status: 400, body: { type: 'invalid_data', message: 'Token is not valid' } }
      if (url.pathname === '/admin/auth') return { status: 401 }
      return undefined
    })
    fireEvent.change(await screen.findByLabelText(/^First name/), { target: { value: 'A' } })
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'B' } })
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'long-enough-1' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })))
    expect(await screen.findByText('This link is not valid or has expired.')).toBeTruthy()
  })
})

describe('reset password', () => {
  it('checks that both passwords match, then resets and goes to login', async () => {
    const token = jwt({ user_id: 'usr_1', email: 'admin@mercato.dev' })
    const { router, calls } = visit(`/reset-password?token=${token}`, (url) => {
      if (url.pathname === '/admin/users/reset-password') return { body: { user: { id: 'usr_1' } } }
      if (url.pathname === '/admin/auth') return { status: 401 }
      return undefined
    })
    fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: 'new-pass-1' } })
    fireEvent.change(screen.getByLabelText(/^Repeat password/), { target: { value: 'other' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset password' })))
    expect(await screen.findByText('Passwords do not match')).toBeTruthy()

    fireEvent.change(screen.getByLabelText(/^Repeat password/), { target: { value: 'new-pass-1' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset password' })))
    await screen.findByRole('heading', { name: 'Log in to Mercato' })
    expect(router.state.location.pathname).toBe('/login')
    const reset = calls.find((c) => c.url.pathname === '/admin/users/reset-password')!
    expect(JSON.parse(String(reset.init.body))).toEqual({
      token,
      password: 'new-pass-1',
      email: 'admin@mercato.dev',
    })
  })

  it('without a token it offers to send a reset link', async () => {
    visit('/reset-password', (url) => (url.pathname === '/admin/auth' ? { status: 401 } : undefined))
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeTruthy()
  })
})
