// Admin users: query keys and hooks.
import type {
  AdminChangeOwnPasswordRequest,
  AdminCreateUserPayload,
  AdminDeleteUserRes,
  AdminGetUsersParams,
  AdminResetPasswordRequest,
  AdminResetPasswordTokenRequest,
  AdminUpdateUserPayload,
  AdminUserRes,
  AdminUsersListRes,
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

export const adminUserKeys = queryKeysFactory('admin_users')

export function useAdminUsers(query?: AdminGetUsersParams, options?: QueryOptions<AdminUsersListRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminUserKeys.list(query), () => client.admin.users.list(query), options)
}

export function useAdminUser(id: string, options?: QueryOptions<AdminUserRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminUserKeys.detail(id), () => client.admin.users.retrieve(id), options)
}

export function useAdminCreateUser(options?: EnvelopeMutationOptions<AdminUserRes, AdminCreateUserPayload>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminCreateUserPayload) => client.admin.users.create(payload),
    [adminUserKeys.lists()],
    options,
  )
}

export function useAdminUpdateUser(
  id: string,
  options?: EnvelopeMutationOptions<AdminUserRes, AdminUpdateUserPayload>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminUpdateUserPayload) => client.admin.users.update(id, payload),
    [adminUserKeys.lists(), adminUserKeys.detail(id)],
    options,
  )
}

export function useAdminDeleteUser(id: string, options?: EnvelopeMutationOptions<AdminDeleteUserRes>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.users.delete(id),
    [adminUserKeys.lists(), adminUserKeys.detail(id)],
    options,
  )
}

/** Public: emails a reset token if the address has an account (always answers 204). */
export function useAdminSendResetPasswordToken(
  options?: EnvelopeMutationOptions<EmptyResponse, AdminResetPasswordTokenRequest>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminResetPasswordTokenRequest) => client.admin.users.sendResetPasswordToken(payload),
    [],
    options,
  )
}

/** Public: sets a new password with the emailed token. */
export function useAdminResetPassword(
  options?: EnvelopeMutationOptions<AdminUserRes, AdminResetPasswordRequest>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminResetPasswordRequest) => client.admin.users.resetPassword(payload),
    [],
    options,
  )
}

/** Mercato: the signed-in user changes their own password (current and new). */
export function useAdminChangeOwnPassword(
  options?: EnvelopeMutationOptions<AdminUserRes, AdminChangeOwnPasswordRequest>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminChangeOwnPasswordRequest) => client.admin.users.changeOwnPassword(payload),
    [],
    options,
  )
}
