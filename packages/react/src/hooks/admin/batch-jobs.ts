// Admin batch jobs (imports and exports): query keys and hooks.
import type {
  AdminBatchJobListRes,
  AdminBatchJobRes,
  AdminGetBatchParams,
  AdminPostBatchesReq,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'

export const adminBatchJobsKeys = queryKeysFactory('admin_batches')

export function useAdminBatchJobs(query?: AdminGetBatchParams, options?: QueryOptions<AdminBatchJobListRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminBatchJobsKeys.list(query), () => client.admin.batchJobs.list(query), options)
}

export function useAdminBatchJob(id: string, options?: QueryOptions<AdminBatchJobRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminBatchJobsKeys.detail(id), () => client.admin.batchJobs.retrieve(id), options)
}

export function useAdminCreateBatchJob(
  options?: EnvelopeMutationOptions<AdminBatchJobRes, AdminPostBatchesReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostBatchesReq) => client.admin.batchJobs.create(payload),
    [adminBatchJobsKeys.lists()],
    options,
  )
}

export function useAdminCancelBatchJob(id: string, options?: EnvelopeMutationOptions<AdminBatchJobRes>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.batchJobs.cancel(id),
    [adminBatchJobsKeys.lists(), adminBatchJobsKeys.detail(id)],
    options,
  )
}

export function useAdminConfirmBatchJob(id: string, options?: EnvelopeMutationOptions<AdminBatchJobRes>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.batchJobs.confirm(id),
    [adminBatchJobsKeys.lists(), adminBatchJobsKeys.detail(id)],
    options,
  )
}
