import type { CustomHeaders, ResponsePromise } from '../../http'
import type { BatchJob, DateComparison, ListParams, PaginatedResponse, StringFilter } from '../../types'
import { BaseResource } from '../base'

export interface AdminBatchJobRes {
  batch_job: BatchJob
}
export interface AdminBatchJobListRes extends PaginatedResponse {
  batch_jobs: BatchJob[]
}
export interface AdminPostBatchesReq {
  type: string
  context: Record<string, unknown>
  dry_run?: boolean
}
/** Date filters also accept null, meaning "not set" (sent as the string "null"). */
type NullableDate = DateComparison | null
export interface AdminGetBatchParams extends ListParams {
  id?: StringFilter
  type?: string[]
  confirmed_at?: NullableDate
  pre_processed_at?: NullableDate
  completed_at?: NullableDate
  failed_at?: NullableDate
  canceled_at?: NullableDate
  created_at?: DateComparison
  updated_at?: DateComparison
}

// The API reads the string "null" as IS NULL on batch-job dates; a bare null would be an empty value.
function nullsAsText(value: unknown): unknown {
  if (value === null) return 'null'
  if (Array.isArray(value)) return value.map(nullsAsText)
  if (value instanceof Date || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, nullsAsText(v)]))
}

export class AdminBatchJobsResource extends BaseResource {
  create(payload: AdminPostBatchesReq, customHeaders?: CustomHeaders): ResponsePromise<AdminBatchJobRes> {
    return this.http.post('/admin/batch-jobs', payload, customHeaders)
  }

  list(query?: AdminGetBatchParams, customHeaders?: CustomHeaders): ResponsePromise<AdminBatchJobListRes> {
    return this.http.get('/admin/batch-jobs', query && (nullsAsText(query) as object), customHeaders)
  }

  cancel(batchJobId: string, customHeaders?: CustomHeaders): ResponsePromise<AdminBatchJobRes> {
    return this.http.post(`/admin/batch-jobs/${batchJobId}/cancel`, undefined, customHeaders)
  }

  /** Starts processing a job created with dry_run. */
  confirm(batchJobId: string, customHeaders?: CustomHeaders): ResponsePromise<AdminBatchJobRes> {
    return this.http.post(`/admin/batch-jobs/${batchJobId}/confirm`, undefined, customHeaders)
  }

  retrieve(batchJobId: string, customHeaders?: CustomHeaders): ResponsePromise<AdminBatchJobRes> {
    return this.http.get(`/admin/batch-jobs/${batchJobId}`, undefined, customHeaders)
  }
}
