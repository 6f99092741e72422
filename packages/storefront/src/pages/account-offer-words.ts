// What the account offer after a guest checkout prefills and how it reads a refused registration, kept
// apart from the React parts so it can be tested without a browser.
import { ClientError } from '@mercato/client/store'

interface Named {
  first_name?: string | null
  last_name?: string | null
}

interface OfferedOrder {
  email?: string | null
  shipping_address?: Named | null
  billing_address?: Named | null
}

/** The e-mail and names the form starts with: the order's e-mail, the names of its shipping (or billing) address. */
export function offerDefaults(order: OfferedOrder): { email: string; firstName: string; lastName: string } {
  const named = [order.shipping_address, order.billing_address].find((a) => a?.first_name || a?.last_name)
  return {
    email: order.email ?? '',
    firstName: named?.first_name ?? '',
    lastName: named?.last_name ?? '',
  }
}

/** Registering was refused because the e-mail already belongs to an account (422 `duplicate_error`). */
export const isEmailTaken = (error: unknown): boolean =>
  error instanceof ClientError && error.status === 422 && error.type === 'duplicate_error'
