// Admin payments: query keys and hooks.
import type {
  AdminPaymentRes,
  AdminPostPaymentRefundsReq,
  AdminRefundRes,
  GetPaymentsParams,
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

export const adminPaymentQueryKeys = queryKeysFactory('admin_payments')

export function useAdminPayment(
  id: string,
  query?: GetPaymentsParams,
  options?: QueryOptions<AdminPaymentRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminPaymentQueryKeys.detail(id, query),
    () => client.admin.payments.retrieve(id, query),
    options,
  )
}

export function useAdminPaymentsCapturePayment(
  id: string,
  options?: EnvelopeMutationOptions<AdminPaymentRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.payments.capturePayment(id),
    [adminPaymentQueryKeys.lists(), adminPaymentQueryKeys.detail(id), adminOrderKeys.all],
    options,
  )
}

export function useAdminPaymentsRefundPayment(
  id: string,
  options?: EnvelopeMutationOptions<AdminRefundRes, AdminPostPaymentRefundsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostPaymentRefundsReq) => client.admin.payments.refundPayment(id, payload),
    [adminPaymentQueryKeys.lists(), adminPaymentQueryKeys.detail(id), adminOrderKeys.all],
    options,
  )
}
