import { useMutation, useQuery } from '@tanstack/react-query'
import { request } from './http'
import { userKeys } from './keys'
import type { ListResponse, User } from './types'

export function useAdminUsers() {
  const query = useQuery({
    queryKey: userKeys.list(),
    queryFn: () => request<ListResponse & { users: User[] }>('GET', '/admin/users'),
  })
  return { ...query, users: query.data?.users }
}

/** Always answers 204, whether or not the email belongs to a user. */
export const useAdminSendResetPasswordToken = () =>
  useMutation({
    mutationFn: (body: { email: string }) => request('POST', '/admin/users/password-token', { body }),
  })

export const useAdminResetPassword = () =>
  useMutation({
    mutationFn: (body: { token: string; password: string; email?: string }) =>
      request<{ user: User }>('POST', '/admin/users/reset-password', { body }),
  })
