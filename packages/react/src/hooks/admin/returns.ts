// Admin returns: query keys and hooks.
import type {
  AdminGetReturnsParams,
  AdminPostReturnsReturnReceiveReq,
  AdminReturnsCancelRes,
  AdminReturnsListRes,
  AdminReturnsRes,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'
import { adminOrderKeys } from './orders'

export const adminReturnKeys = queryKeysFactory('admin_returns')

export function useAdminReturns(query?: AdminGetReturnsParams, options?: QueryOptions<AdminReturnsListRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminReturnKeys.list(query), () => client.admin.returns.list(query), options)
}

export function useAdminReceiveReturn(
  id: string,
  options?: EnvelopeMutationOptions<AdminReturnsRes, AdminPostReturnsReturnReceiveReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostReturnsReturnReceiveReq) => client.admin.returns.receive(id, payload),
    [adminReturnKeys.lists(), adminReturnKeys.detail(id), adminOrderKeys.all],
    options,
  )
}

export function useAdminCancelReturn(id: string, options?: EnvelopeMutationOptions<AdminReturnsCancelRes>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.returns.cancel(id),
    [adminReturnKeys.lists(), adminReturnKeys.detail(id), adminOrderKeys.all],
    options,
  )
}
