// How the storefront names the payment providers a region offers, wherever a shopper picks one.

import type { Translate } from '../i18n/messages'

const KNOWN_PROVIDERS = new Set(['manual', 'test'])

/** The shopper-facing name of a payment provider; its id for a provider the storefront does not know. */
export const paymentMethodName = (t: Translate, providerId: string) =>
  KNOWN_PROVIDERS.has(providerId) ? t(`common.paymentMethod.${providerId}`) : providerId
