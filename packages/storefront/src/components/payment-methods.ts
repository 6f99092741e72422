// How the storefront names the payment providers a region offers, wherever a shopper picks one.

const PAYMENT_METHOD_NAMES: Record<string, string> = {
  manual: 'Pay on delivery (manual payment)',
  test: 'Test payment (no money moves)',
}

/** The shopper-facing name of a payment provider; its id for a provider the storefront does not know. */
export const paymentMethodName = (providerId: string) => PAYMENT_METHOD_NAMES[providerId] ?? providerId
