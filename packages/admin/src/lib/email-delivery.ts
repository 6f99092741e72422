import { useAdminEmailDelivery } from '@mercato/react'

/**
 * False when no e-mail server is set up and notifications are only stored: messages then say so
 * rather than "sent". True, the usual case, until the server has answered.
 */
export function useEmailSends(): boolean {
  const { email_delivery } = useAdminEmailDelivery()
  return email_delivery?.sends ?? true
}
