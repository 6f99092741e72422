/** Providers built into Mercato; regions and carts may only name these. */
export const PAYMENT_PROVIDERS = ['manual', 'test'] as const
export const FULFILLMENT_PROVIDERS = ['manual'] as const
export const TAX_PROVIDERS = ['system'] as const
