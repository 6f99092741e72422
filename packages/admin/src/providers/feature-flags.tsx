import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { useAdminStore } from '@mercato/react'
import { computeFeatureFlags } from '../lib/feature-flags'
import { useCurrentUser } from '../lib/session'
import { createStrictContext, useStrictContext } from '../lib/strict-context'

export interface FeatureFlags {
  featureToggleList: string[]
  isFeatureEnabled: (flag: string) => boolean
  /** False until the store and the session have answered. */
  loaded: boolean
}

const Context = createStrictContext<FeatureFlags>('FeatureFlag')
export const useFeatureFlag = () => useStrictContext(Context)

export function FeatureFlagProvider({ children }: { children: ReactNode }) {
  const session = useCurrentUser()
  // The store is admin-only: ask for it once someone is signed in.
  const { store, isFetching } = useAdminStore({ enabled: !!session.user })
  const [flags, setFlags] = useState<string[] | null>(null)

  useEffect(() => {
    if (!session.isLoading && !session.user) return setFlags(null)
    // A background refetch keeps the last known flags instead of blinking them off.
    const next = computeFeatureFlags({
      store,
      storeFetching: isFetching,
      hasUser: !!session.user,
      sessionLoading: session.isLoading,
    })
    if (next) setFlags(next)
  }, [store, isFetching, session.user, session.isLoading])

  const value = useMemo<FeatureFlags>(
    () => ({
      featureToggleList: flags ?? [],
      isFeatureEnabled: (flag) => !!flags?.includes(flag),
      loaded: flags !== null,
    }),
    [flags],
  )
  return <Context.Provider value={value}>{children}</Context.Provider>
}
