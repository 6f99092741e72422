import type { CustomHeaders, ResponsePromise } from '../../http'
import type { AnalyticsConfig } from '../../types'
import { BaseResource } from '../base'

export interface AdminAnalyticsConfigRes {
  analytics_config: AnalyticsConfig
}
export interface AdminPostAnalyticsConfigReq {
  opt_out: boolean
  anonymize?: boolean
}
export interface AdminPostAnalyticsConfigUpdateReq {
  opt_out?: boolean
  anonymize?: boolean
}
export interface AdminAnalyticsConfigDeleteRes {
  user_id: string
  object: 'analytics_config'
  deleted: boolean
}

/** The signed-in user's usage-analytics preferences (one config per user; 404 until created). */
export class AdminAnalyticsConfigsResource extends BaseResource {
  retrieve(customHeaders?: CustomHeaders): ResponsePromise<AdminAnalyticsConfigRes> {
    return this.http.get('/admin/analytics-configs', undefined, customHeaders)
  }

  /** Same call as retrieve: the "list" holds at most the caller's own config. */
  list(customHeaders?: CustomHeaders): ResponsePromise<AdminAnalyticsConfigRes> {
    return this.retrieve(customHeaders)
  }

  create(
    payload: AdminPostAnalyticsConfigReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminAnalyticsConfigRes> {
    return this.http.post('/admin/analytics-configs', payload, customHeaders)
  }

  // The API updates through /update, not /{id}.
  update(
    payload: AdminPostAnalyticsConfigUpdateReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminAnalyticsConfigRes> {
    return this.http.post('/admin/analytics-configs/update', payload, customHeaders)
  }

  delete(customHeaders?: CustomHeaders): ResponsePromise<AdminAnalyticsConfigDeleteRes> {
    return this.http.delete('/admin/analytics-configs', undefined, customHeaders)
  }
}
