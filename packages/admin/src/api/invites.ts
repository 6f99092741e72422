import { useMutation } from '@tanstack/react-query'
import { request } from './http'

export type AcceptInvitePayload = {
  token: string
  user: { first_name: string; last_name: string; password: string }
}

export const useAdminAcceptInvite = () =>
  useMutation({
    mutationFn: (body: AcceptInvitePayload) => request('POST', '/admin/invites/accept', { body }),
  })
