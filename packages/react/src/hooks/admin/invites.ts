// Admin invites: query keys and hooks.
import type {
  AdminInviteDeleteRes,
  AdminListInvitesRes,
  AdminPostInvitesInviteAcceptReq,
  AdminPostInvitesPayload,
  EmptyResponse,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'

export const adminInviteKeys = queryKeysFactory('admin_invites')

export function useAdminInvites(options?: QueryOptions<AdminListInvitesRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminInviteKeys.list(), () => client.admin.invites.list(), options)
}

/** Public: creates the invited user. */
export function useAdminAcceptInvite(
  options?: EnvelopeMutationOptions<EmptyResponse, AdminPostInvitesInviteAcceptReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostInvitesInviteAcceptReq) => client.admin.invites.accept(payload),
    [adminInviteKeys.lists()],
    options,
  )
}

export function useAdminCreateInvite(
  options?: EnvelopeMutationOptions<EmptyResponse, AdminPostInvitesPayload>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostInvitesPayload) => client.admin.invites.create(payload),
    [adminInviteKeys.lists()],
    options,
  )
}

export function useAdminResendInvite(id: string, options?: EnvelopeMutationOptions<EmptyResponse>) {
  const { client } = useMercato()
  return useInvalidatingMutation(() => client.admin.invites.resend(id), [adminInviteKeys.lists()], options)
}

export function useAdminDeleteInvite(id: string, options?: EnvelopeMutationOptions<AdminInviteDeleteRes>) {
  const { client } = useMercato()
  return useInvalidatingMutation(() => client.admin.invites.delete(id), [adminInviteKeys.lists()], options)
}
