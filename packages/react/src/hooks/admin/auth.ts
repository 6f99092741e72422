// Admin session: query keys and hooks.
import type { AdminAuthRes, AdminBearerAuthRes, AdminPostAuthReq, EmptyResponse } from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'

export const adminAuthKeys = queryKeysFactory('admin_auth')

/** The signed-in admin user. */
export function useAdminGetSession(options?: QueryOptions<AdminAuthRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminAuthKeys.details(), () => client.admin.auth.getSession(), options)
}

export function useAdminLogin(options?: EnvelopeMutationOptions<AdminAuthRes, AdminPostAuthReq>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostAuthReq) => client.admin.auth.createSession(payload),
    [adminAuthKeys.details()],
    options,
  )
}

/** Logs in for a JWT, which the client then sends on admin calls (Mercato addition). */
export function useAdminGetToken(options?: EnvelopeMutationOptions<AdminBearerAuthRes, AdminPostAuthReq>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostAuthReq) => client.admin.auth.getToken(payload),
    [adminAuthKeys.details()],
    options,
  )
}

export function useAdminDeleteSession(options?: EnvelopeMutationOptions<EmptyResponse>) {
  const { client } = useMercato()
  return useInvalidatingMutation(() => client.admin.auth.deleteSession(), [adminAuthKeys.details()], options)
}
