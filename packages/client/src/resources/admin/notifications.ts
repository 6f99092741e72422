import type { CustomHeaders, ResponsePromise } from '../../http'
import type { ListParams, Notification, PaginatedResponse } from '../../types'
import { BaseResource } from '../base'

export interface AdminNotificationsRes {
  notification: Notification
}
export interface AdminNotificationsListRes extends PaginatedResponse {
  notifications: Notification[]
}
export interface AdminGetNotificationsParams extends ListParams {
  event_name?: string
  resource_type?: string
  resource_id?: string | string[]
  to?: string
  include_resends?: boolean
}
export interface AdminPostNotificationsNotificationResendReq {
  /** Another recipient; the original one when left out. */
  to?: string
}

export class AdminNotificationsResource extends BaseResource {
  list(
    query?: AdminGetNotificationsParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminNotificationsListRes> {
    return this.http.get('/admin/notifications', query, customHeaders)
  }

  resend(
    id: string,
    payload: AdminPostNotificationsNotificationResendReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminNotificationsRes> {
    return this.http.post(`/admin/notifications/${id}/resend`, payload, customHeaders)
  }
}
