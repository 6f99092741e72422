import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useWizard } from '../components/ui/wizard-context'
import { useRouteRegistry, useSettingRegistry, useWidgetRegistry } from '../extensions/context'
import { useAnalytics } from './analytics'
import { useFeatureFlag } from './feature-flags'
import { usePolling } from './polling'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const hooks: [string, () => unknown, string][] = [
  ['analytics', useAnalytics, 'useAnalytics must be used within a AnalyticsProvider'],
  ['feature flags', useFeatureFlag, 'useFeatureFlag must be used within a FeatureFlagProvider'],
  ['polling', usePolling, 'usePolling must be used within a PollingProvider'],
  ['route registry', useRouteRegistry, 'useRouteRegistry must be used within a RouteRegistryProvider'],
  [
    'settings registry',
    useSettingRegistry,
    'useSettingRegistry must be used within a SettingRegistryProvider',
  ],
  ['widget registry', useWidgetRegistry, 'useWidgetRegistry must be used within a WidgetRegistryProvider'],
  ['wizard', useWizard, 'useWizard must be used within a WizardProvider'],
]

function CallHook({ hook }: { hook: () => unknown }) {
  hook()
  return null
}

describe('contexts used outside their provider', () => {
  it.each(hooks)('%s throws a clear error', (_name, hook, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<CallHook hook={hook} />)).toThrow(message)
  })
})
