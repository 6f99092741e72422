import { Outlet, ScrollRestoration, useNavigation } from 'react-router'
import { scrollKey } from '../lib/scroll'
import { FeatureFlagProvider } from '../providers/feature-flags'

/** Shared by every route: feature flags, per-path scroll memory, a bar while a lazy page loads. */
export function Root() {
  const navigation = useNavigation()
  return (
    <FeatureFlagProvider>
      {navigation.state === 'loading' && (
        <div
          role="progressbar"
          aria-busy="true"
          className="fixed inset-x-0 top-0 z-[70] h-0.5 animate-pulse bg-violet-500"
        />
      )}
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </FeatureFlagProvider>
  )
}
