import { type ReactNode, lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { useLocation } from 'react-router'
import { LoadingOverlay } from '../components/ui/loading-overlay'
import { ANALYTICS_URL } from '../config'
import {
  type AnalyticsConfig,
  ANALYTICS_FLAG,
  createTracker,
  isAnalyticsActive,
  overlayState,
  shouldAskPreferences,
} from '../lib/analytics'
import { useSavedAnalyticsConfig } from '../lib/analytics-config'
import { useCurrentUser } from '../lib/session'
import { createStrictContext, useStrictContext } from '../lib/strict-context'
import { useFeatureFlag } from './feature-flags'

export interface Analytics {
  active: boolean
  flagOn: boolean
  /** undefined while loading, null when the user has not answered yet. */
  config: AnalyticsConfig | null | undefined
  trackEvent: (event: string, properties?: Record<string, unknown>) => void
  /** Identify the user by email, judged against the choice just made (the cache may lag behind). */
  trackUserEmail: (email: string | undefined, choice: { opt_out: boolean; anonymize: boolean }) => void
  setSubmittingConfig: (submitting: boolean) => void
}

const Context = createStrictContext<Analytics>('Analytics')
export const useAnalytics = () => useStrictContext(Context)

const PreferencesModal = lazy(() => import('../components/analytics/preferences-modal'))

export function AnalyticsProvider({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser()
  const { isFeatureEnabled } = useFeatureFlag()
  const flagOn = isFeatureEnabled(ANALYTICS_FLAG)
  const configQuery = useSavedAnalyticsConfig(flagOn && !!user)
  const config = configQuery.config
  const [submitting, setSubmitting] = useState(false)
  const active = isAnalyticsActive(flagOn, config)
  const location = useLocation()

  const tracker = useMemo(
    () => createTracker({ url: ANALYTICS_URL, active, anonymize: !!config?.anonymize, userId: user?.id }),
    [active, config?.anonymize, user?.id],
  )

  useEffect(() => {
    tracker.track('page_view', { path: location.pathname })
  }, [tracker, location.pathname])

  const trackUserEmail = useCallback<Analytics['trackUserEmail']>(
    (email, choice) =>
      void createTracker({
        url: ANALYTICS_URL,
        active: isAnalyticsActive(flagOn, choice),
        anonymize: choice.anonymize,
        userId: user?.id,
      }).trackUserEmail(email),
    [flagOn, user?.id],
  )

  const value = useMemo<Analytics>(
    () => ({
      active,
      flagOn,
      config,
      trackEvent: (event, properties) => void tracker.track(event, properties),
      trackUserEmail,
      setSubmittingConfig: setSubmitting,
    }),
    [active, flagOn, config, tracker, trackUserEmail],
  )

  const overlay = overlayState({
    submitting,
    flagOn,
    signedIn: !!user,
    configLoaded: !configQuery.isLoading,
  })

  return (
    <Context.Provider value={value}>
      {children}
      {shouldAskPreferences(flagOn, !!user, config) && (
        <Suspense fallback={null}>
          <PreferencesModal />
        </Suspense>
      )}
      <LoadingOverlay visible={overlay.visible} delayMs={overlay.delayMs} />
    </Context.Provider>
  )
}
