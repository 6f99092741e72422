import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from './router'
import { ErrorPage } from './routes/error-page'
import { Root } from './routes/root'
import { initTestI18n, mockFetch, Providers, testQueryClient } from './test/utils'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function Boom(): never {
  throw new Error('kaput')
}

function visit(path: string) {
  initTestI18n()
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <Providers client={testQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  )
  return router
}

const signedOut = () =>
  mockFetch((url, init) => {
    if (url.pathname === '/admin/auth' && init.method === 'GET')
      return { status: 401, body: { type: 'unauthorized', message: 'Unauthorized' } }
    if (url.pathname === '/admin/auth' && init.method === 'POST') {
      return {
        status: 401,
        body: { type: 'unauthorized', message: 'These credentials do not match our records' },
      }
    }
    if (url.pathname === '/admin/users/password-token') return { status: 204 }
    return undefined
  })

describe('routes', () => {
  it('unknown paths show the 404 page', async () => {
    signedOut()
    visit('/no/such/page')
    expect(await screen.findByText('404')).toBeTruthy()
    expect(screen.getByText('Page not found')).toBeTruthy()
  })

  it('the landing page sends a signed-out visitor to login', async () => {
    signedOut()
    const router = visit('/')
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('the signed-in area sends a signed-out visitor to login', async () => {
    signedOut()
    const router = visit('/a/products')
    await screen.findByRole('heading', { name: 'Log in to Mercato' })
    expect(router.state.location.pathname).toBe('/login')
  })

  it("a wrong password says so in the dashboard's words", async () => {
    signedOut()
    visit('/login')
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'admin@mercato.dev' } })
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })))
    expect(await screen.findByText('The email or password is not correct.')).toBeTruthy()
  })

  it('a reset request always ends on the same confirmation', async () => {
    signedOut()
    visit('/login')
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }))
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'nobody@mercato.dev' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' })))
    expect(await screen.findByText(/If an account exists for this email/)).toBeTruthy()
  })

  it('a failing route shows the default error page', async () => {
    signedOut()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const router = createMemoryRouter(
      [{ element: <Root />, errorElement: <ErrorPage />, children: [{ path: 'boom', Component: Boom }] }],
      { initialEntries: ['/boom'] },
    )
    initTestI18n()
    render(
      <Providers client={testQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    )
    expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy()
    expect(screen.getByText('kaput')).toBeTruthy()
  })
})
