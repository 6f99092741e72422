import type { PaymentSessionStatus } from '@mercato/db'
import { invalidData } from '@mercato/domain'

/**
 * A payment provider: what Mercato asks of a payment service. `data` is the provider's own state of
 * a session or payment (stored as JSON, visible to the storefront for its client-side step).
 */
export interface PaymentContext {
  amount: number
  currency_code: string
  email: string | null
  customer_id: string | null
  /** The cart or payment collection paid for. */
  resource_id: string
  context: Record<string, unknown>
}

export type ProviderData = Record<string, unknown>

export interface PaymentProvider {
  readonly id: string
  /** Starts a session; its status is normally `pending` until authorized. */
  initiatePayment(input: PaymentContext): Promise<{ data: ProviderData; status?: PaymentSessionStatus }>
  /** The amount or context changed (the cart was updated). */
  updatePayment(data: ProviderData, input: PaymentContext): Promise<{ data: ProviderData }>
  /** The storefront sent provider-specific data for the session. */
  updatePaymentData(data: ProviderData, update: ProviderData): Promise<ProviderData>
  authorizePayment(
    data: ProviderData,
    context: Record<string, unknown>,
  ): Promise<{ status: PaymentSessionStatus; data: ProviderData }>
  capturePayment(data: ProviderData): Promise<ProviderData>
  refundPayment(data: ProviderData, amount: number): Promise<ProviderData>
  cancelPayment(data: ProviderData): Promise<ProviderData>
  deletePayment(data: ProviderData): Promise<void>
  retrievePayment(data: ProviderData): Promise<ProviderData>
  getPaymentStatus(data: ProviderData): Promise<PaymentSessionStatus>
}

/** `manual`: the merchant collects payment outside Mercato, so every session authorizes. */
export const manualPaymentProvider: PaymentProvider = {
  id: 'manual',
  async initiatePayment() {
    return { data: { status: 'pending' }, status: 'pending' }
  },
  async updatePayment(data) {
    return { data }
  },
  async updatePaymentData(data, update) {
    return { ...data, ...update }
  },
  async authorizePayment(data) {
    return { status: 'authorized', data: { ...data, status: 'authorized' } }
  },
  async capturePayment(data) {
    return { ...data, status: 'captured' }
  },
  async refundPayment(data) {
    return data
  },
  async cancelPayment(data) {
    return { ...data, status: 'canceled' }
  },
  async deletePayment() {},
  async retrievePayment(data) {
    return data
  },
  async getPaymentStatus(data) {
    return (data.status as PaymentSessionStatus | undefined) ?? 'pending'
  },
}

const TEST_BEHAVIOURS = ['authorize', 'decline', 'requires_more', 'pending'] as const
type TestBehaviour = (typeof TEST_BEHAVIOURS)[number]

/**
 * `test`: behaves as its session data says, so storefronts and tests can rehearse failures:
 * `{ "behaviour": "decline" | "requires_more" | "pending" | "authorize" }` (default authorize),
 * set through `POST /store/carts/{id}/payment-sessions/test`.
 */
export const testPaymentProvider: PaymentProvider = {
  id: 'test',
  async initiatePayment(input) {
    return { data: { behaviour: 'authorize', amount: input.amount }, status: 'pending' }
  },
  async updatePayment(data, input) {
    return { data: { ...data, amount: input.amount } }
  },
  async updatePaymentData(data, update) {
    const behaviour = update.behaviour
    if (behaviour !== undefined && !TEST_BEHAVIOURS.includes(behaviour as TestBehaviour))
      throw invalidData(`behaviour must be one of ${TEST_BEHAVIOURS.join(', ')}`)
    return { ...data, ...update }
  },
  async authorizePayment(data) {
    const behaviour = (data.behaviour as TestBehaviour | undefined) ?? 'authorize'
    const status: PaymentSessionStatus =
      behaviour === 'decline'
        ? 'error'
        : behaviour === 'requires_more'
          ? 'requires_more'
          : behaviour === 'pending'
            ? 'pending'
            : 'authorized'
    return { status, data: { ...data, status } }
  },
  async capturePayment(data) {
    return { ...data, status: 'captured' }
  },
  async refundPayment(data, amount) {
    return { ...data, refunded: Number(data.refunded ?? 0) + amount }
  },
  async cancelPayment(data) {
    return { ...data, status: 'canceled' }
  },
  async deletePayment() {},
  async retrievePayment(data) {
    return data
  },
  async getPaymentStatus(data) {
    return (data.status as PaymentSessionStatus | undefined) ?? 'pending'
  },
}

/**
 * `system`: records payments taken outside any shopper flow (admin "mark paid" of draft orders).
 * Never a region provider, so shoppers cannot choose it; it is registered here so that later
 * captures, refunds and cancellations of those payments succeed.
 */
export const systemPaymentProvider: PaymentProvider = {
  ...manualPaymentProvider,
  id: 'system',
  async authorizePayment(data) {
    return { status: 'authorized', data }
  },
  async capturePayment(data) {
    return data
  },
  async cancelPayment(data) {
    return data
  },
}

const registry = new Map<string, PaymentProvider>([
  [manualPaymentProvider.id, manualPaymentProvider],
  [testPaymentProvider.id, testPaymentProvider],
  [systemPaymentProvider.id, systemPaymentProvider],
])

/** Registers another provider (plugins); its id must also be in providers.ts to reach regions. */
export function registerPaymentProvider(provider: PaymentProvider) {
  registry.set(provider.id, provider)
}

export function paymentProvider(id: string): PaymentProvider {
  const p = registry.get(id)
  if (!p) throw invalidData(`Payment provider ${id} is not installed`)
  return p
}
