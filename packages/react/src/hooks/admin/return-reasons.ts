// Admin return reasons: query keys and hooks.
import type {
  AdminPostReturnReasonsReasonReq,
  AdminPostReturnReasonsReq,
  AdminReturnReasonsDeleteRes,
  AdminReturnReasonsListRes,
  AdminReturnReasonsRes,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'

export const adminReturnReasonKeys = queryKeysFactory('admin_return_reasons')

export function useAdminReturnReasons(options?: QueryOptions<AdminReturnReasonsListRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminReturnReasonKeys.list(), () => client.admin.returnReasons.list(), options)
}

export function useAdminReturnReason(id: string, options?: QueryOptions<AdminReturnReasonsRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminReturnReasonKeys.detail(id),
    () => client.admin.returnReasons.retrieve(id),
    options,
  )
}

export function useAdminCreateReturnReason(
  options?: EnvelopeMutationOptions<AdminReturnReasonsRes, AdminPostReturnReasonsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostReturnReasonsReq) => client.admin.returnReasons.create(payload),
    [adminReturnReasonKeys.lists()],
    options,
  )
}

export function useAdminUpdateReturnReason(
  id: string,
  options?: EnvelopeMutationOptions<AdminReturnReasonsRes, AdminPostReturnReasonsReasonReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostReturnReasonsReasonReq) => client.admin.returnReasons.update(id, payload),
    [adminReturnReasonKeys.lists(), adminReturnReasonKeys.detail(id)],
    options,
  )
}

export function useAdminDeleteReturnReason(
  id: string,
  options?: EnvelopeMutationOptions<AdminReturnReasonsDeleteRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.returnReasons.delete(id),
    [adminReturnReasonKeys.lists(), adminReturnReasonKeys.detail(id)],
    options,
  )
}
