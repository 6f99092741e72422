// Admin notifications: query keys and hooks.
import type {
  AdminEmailDeliveryRes,
  AdminGetNotificationsParams,
  AdminNotificationPreviewRes,
  AdminNotificationsListRes,
  AdminNotificationsRes,
  AdminPostNotificationsNotificationResendReq,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'

export const adminNotificationKeys = queryKeysFactory('admin_notifications')

export function useAdminNotifications(
  query?: AdminGetNotificationsParams,
  options?: QueryOptions<AdminNotificationsListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminNotificationKeys.list(query),
    () => client.admin.notifications.list(query),
    options,
  )
}

export function useAdminResendNotification(
  id: string,
  options?: EnvelopeMutationOptions<AdminNotificationsRes, AdminPostNotificationsNotificationResendReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostNotificationsNotificationResendReq) => client.admin.notifications.resend(id, payload),
    [adminNotificationKeys.lists()],
    options,
  )
}

/** The e-mail a notification is (or was) sent as (Mercato's addition). */
export function useAdminNotificationPreview(id: string, options?: QueryOptions<AdminNotificationPreviewRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminNotificationKeys.detail(`${id}/preview`),
    () => client.admin.notifications.preview(id),
    options,
  )
}

/** Whether notifications leave as e-mail or are only stored (Mercato's addition); fixed while the server runs. */
export function useAdminEmailDelivery(options?: QueryOptions<AdminEmailDeliveryRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminNotificationKeys.detail('email-delivery'),
    () => client.admin.notifications.emailDelivery(),
    { staleTime: Number.POSITIVE_INFINITY, ...options },
  )
}
