import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { isStatus, request } from './http'
import { authKeys } from './keys'
import type { User } from './types'

/** The signed-in admin user, or null when there is no session (401 is an answer, not an error). */
export function useAdminGetSession() {
  const query = useQuery({
    queryKey: authKeys.details(),
    queryFn: async () => {
      try {
        return (await request<{ user: User }>('GET', '/admin/auth')).user
      } catch (error) {
        if (isStatus(error, 401)) return null
        throw error
      }
    },
    retry: false,
  })
  return { ...query, user: query.data ?? undefined }
}

export function useAdminLogin() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      request<{ user: User }>('POST', '/admin/auth', { body }),
    onSuccess: ({ user }) => client.setQueryData(authKeys.details(), user),
  })
}

export function useAdminDeleteSession() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => request('DELETE', '/admin/auth'),
    // Nothing cached for one user may leak to the next one who signs in.
    onSuccess: () => {
      client.clear()
      client.setQueryData(authKeys.details(), null)
    },
  })
}
