import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockFetch, renderWithProviders } from '../test/utils'
import { AnalyticsProvider, useAnalytics } from './analytics'
import { FeatureFlagProvider, useFeatureFlag } from './feature-flags'

afterEach(cleanup)

const user = { id: 'usr_1', email: 'admin@mercato.dev' }
const store = (flags: { key: string; value: boolean }[]) => ({
  store: { id: 'store_1', name: 'Demo', feature_flags: flags, modules: [{ module: 'inventoryService' }] },
})

function Probe() {
  const flags = useFeatureFlag()
  const analytics = useAnalytics()
  return (
    <p>
      flags:{flags.featureToggleList.join(',')} active:{String(analytics.active)}
    </p>
  )
}

function setup(opts: {
  flags: { key: string; value: boolean }[]
  config?: object | null
  signedIn?: boolean
  failWrite?: boolean
}) {
  let saved = opts.config
  const calls = mockFetch((url, init) => {
    if (url.pathname === '/admin/auth') return opts.signedIn === false ? { status: 401 } : { body: { user } }
    if (url.pathname === '/admin/store') return { body: store(opts.flags) }
    if (url.pathname === '/admin/analytics-configs' && init.method === 'GET') {
      return saved ? { body: { analytics_config: saved } } : { status: 404 }
    }
    if (url.pathname.startsWith('/admin/analytics-configs') && opts.failWrite) {
      return {
        status: 400,
        body: { type: 'invalid_data', message: 'Analytics is switched off on this server' },
      }
    }
    if (url.pathname.startsWith('/admin/analytics-configs')) {
      saved = JSON.parse(String(init.body))
      return { body: { analytics_config: saved } }
    }
    return undefined
  })
  renderWithProviders(
    <FeatureFlagProvider>
      <AnalyticsProvider>
        <Probe />
      </AnalyticsProvider>
    </FeatureFlagProvider>,
  )
  return calls
}

describe('feature flags and analytics', () => {
  it('flags are the true store flags plus modules; analytics is active with a config and no opt-out', async () => {
    setup({ flags: [{ key: 'analytics', value: true }], config: { opt_out: false, anonymize: true } })
    expect(await screen.findByText('flags:analytics,inventoryService active:true')).toBeTruthy()
    expect(screen.queryByText('Help us get better')).toBeNull()
  })

  it('is inactive when opted out', async () => {
    setup({ flags: [{ key: 'analytics', value: true }], config: { opt_out: true, anonymize: false } })
    expect(await screen.findByText('flags:analytics,inventoryService active:false')).toBeTruthy()
  })

  it('never asks for the config with the flag off', async () => {
    const calls = setup({ flags: [{ key: 'analytics', value: false }] })
    expect(await screen.findByText('flags:inventoryService active:false')).toBeTruthy()
    expect(calls.some((c) => c.url.pathname === '/admin/analytics-configs')).toBe(false)
  })

  it('asks for preferences on first sign-in, then saves them with a success toast', async () => {
    const calls = setup({ flags: [{ key: 'analytics', value: true }], config: null })
    expect(await screen.findByRole('heading', { name: 'Help us get better' })).toBeTruthy()
    const email = screen.getByLabelText('Your email') as HTMLInputElement
    expect(email.value).toBe('admin@mercato.dev')
    expect(email.placeholder).toBe('you@company.com')

    const optOut = screen.getByRole('switch', { name: 'Opt out of sharing my usage data' })
    const anonymize = screen.getByRole('switch', { name: 'Anonymize my usage data' })
    // Private by default: anonymized, so the e-mail is not shared until the person turns that off.
    expect(anonymize.getAttribute('aria-checked')).toBe('true')
    expect(optOut.getAttribute('aria-checked')).toBe('false')
    expect(email.disabled).toBe(true)
    fireEvent.click(anonymize)
    expect(anonymize.getAttribute('aria-checked')).toBe('false')
    expect(email.disabled).toBe(false)
    fireEvent.click(anonymize)
    expect(email.disabled).toBe(true)
    fireEvent.click(optOut)
    // Opting out turns anonymize off and disables (and dims) its switch.
    expect(anonymize.getAttribute('aria-checked')).toBe('false')
    expect(anonymize.hasAttribute('disabled')).toBe(true)
    expect(anonymize.closest('[data-dimmed]')).toBeTruthy()
    expect(screen.getByText(/Read what data we collect/).querySelector('a')?.textContent).toBe(
      'documentation',
    )

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })))
    await waitFor(() => expect(screen.getByText('Your preferences were successfully updated')).toBeTruthy())
    expect(screen.getByText('Success')).toBeTruthy()
    const post = calls.find((c) => c.init.method === 'POST')!
    expect(post.url.pathname).toBe('/admin/analytics-configs')
    expect(JSON.parse(String(post.init.body))).toEqual({ opt_out: true, anonymize: false })
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Help us get better' })).toBeNull())
  })

  it('saves the untouched first answer as anonymized', async () => {
    const calls = setup({ flags: [{ key: 'analytics', value: true }], config: null })
    await screen.findByRole('heading', { name: 'Help us get better' })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })))
    await waitFor(() => expect(calls.some((c) => c.init.method === 'POST')).toBe(true))
    const post = calls.find((c) => c.init.method === 'POST')!
    expect(JSON.parse(String(post.init.body))).toEqual({ opt_out: false, anonymize: true })
  })

  it('checks the email when it is shared', async () => {
    setup({ flags: [{ key: 'analytics', value: true }], config: null })
    const email = (await screen.findByLabelText('Your email')) as HTMLInputElement
    fireEvent.click(screen.getByRole('switch', { name: 'Anonymize my usage data' }))
    fireEvent.change(email, { target: { value: 'not-an-email' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })))
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy()
  })

  it('shows the server message in an error toast when saving fails', async () => {
    setup({ flags: [{ key: 'analytics', value: true }], config: null, failWrite: true })
    fireEvent.click(await screen.findByRole('switch', { name: 'Opt out of sharing my usage data' }))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })))
    expect(await screen.findByText('Analytics is switched off on this server')).toBeTruthy()
    expect(screen.getByText('Error')).toBeTruthy()
  })
})
