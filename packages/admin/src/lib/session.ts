import { useAdminGetSession } from '@mercato/react'

/**
 * The signed-in admin user. A 401 is an answer ("nobody"), not a failure to retry: `user` is then
 * undefined and `isLoading` false, which sends the signed-in area to the login screen.
 */
export function useCurrentUser() {
  const { user, isLoading } = useAdminGetSession({ retry: false })
  return { user, isLoading }
}
