import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockFetch, renderWithProviders } from '../../test/utils'
import { AnalyticsProvider } from '../../providers/analytics'
import { FeatureFlagProvider } from '../../providers/feature-flags'
import { PreferencesForm } from './preferences-form'

afterEach(cleanup)

function setup(config: { opt_out: boolean; anonymize: boolean }) {
  const calls = mockFetch((url, init) => {
    if (url.pathname === '/admin/auth') return { body: { user: { id: 'usr_1', email: 'admin@mercato.dev' } } }
    if (url.pathname === '/admin/store')
      return {
        body: { store: { id: 'store_1', feature_flags: [{ key: 'analytics', value: true }], modules: [] } },
      }
    if (url.pathname === '/admin/analytics-configs' && init.method === 'GET')
      return { body: { analytics_config: config } }
    if (url.pathname.startsWith('/admin/analytics-configs'))
      return { body: { analytics_config: JSON.parse(String(init.body)) } }
    return undefined
  })
  renderWithProviders(
    <FeatureFlagProvider>
      <AnalyticsProvider>
        <PreferencesForm config={config} />
      </AnalyticsProvider>
    </FeatureFlagProvider>,
  )
  return calls
}

describe('PreferencesForm on the settings page', () => {
  it('gives "anonymize" back on opting in again, as it was before opting out', async () => {
    const calls = setup({ opt_out: false, anonymize: false })
    const optOut = await screen.findByRole('switch', { name: 'Opt out of sharing my usage data' })
    const anonymize = screen.getByRole('switch', { name: 'Anonymize my usage data' })
    const email = screen.getByLabelText('Your email') as HTMLInputElement
    expect(anonymize.getAttribute('aria-checked')).toBe('false')
    fireEvent.click(anonymize)
    expect(email.disabled).toBe(true)
    fireEvent.click(optOut)
    // Opted out: anonymize is off and disabled (nothing is shared at all).
    expect(anonymize.getAttribute('aria-checked')).toBe('false')
    expect(anonymize.hasAttribute('disabled')).toBe(true)
    fireEvent.click(optOut)
    // Back in: still anonymized, the e-mail still not shared.
    expect(anonymize.getAttribute('aria-checked')).toBe('true')
    expect(anonymize.hasAttribute('disabled')).toBe(false)
    expect(email.disabled).toBe(true)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })))
    await waitFor(() => expect(screen.getByText('Your preferences were successfully updated')).toBeTruthy())
    const post = calls.find((c) => c.init.method === 'POST')!
    expect(post.url.pathname).toBe('/admin/analytics-configs/update')
    expect(JSON.parse(String(post.init.body))).toEqual({ opt_out: false, anonymize: true })
  })
})
