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
/** Mercato's addition: the e-mail a notification is sent as. */
export interface AdminNotificationPreviewRes {
  /** `html`: the same e-mail as the HTML document sent beside the text (absent from older servers). */
  preview: { to: string; subject: string; text: string; html?: string }
  notification: Notification
}
/** Mercato's addition: whether notifications leave as e-mail (`sends`) or are only stored (`local`). */
export interface AdminEmailDeliveryRes {
  email_delivery: { sends: boolean; provider_id: string }
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

  /** The e-mail a notification is (or was) sent as: recipient, subject and text. */
  preview(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminNotificationPreviewRes> {
    return this.http.get(`/admin/notifications/${id}/preview`, undefined, customHeaders)
  }

  /** Whether e-mails are sent, or only stored because no e-mail server is set up. */
  emailDelivery(customHeaders?: CustomHeaders): ResponsePromise<AdminEmailDeliveryRes> {
    return this.http.get('/admin/mercato/email-delivery', undefined, customHeaders)
  }

  resend(
    id: string,
    payload: AdminPostNotificationsNotificationResendReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminNotificationsRes> {
    return this.http.post(`/admin/notifications/${id}/resend`, payload, customHeaders)
  }
}
