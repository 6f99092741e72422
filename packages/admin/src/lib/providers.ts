import type { TFunction } from 'i18next'

/** Providers that ship with Mercato and have a name in every language; a plugin's shows as its id. */
const BUILT_IN = new Set(['manual', 'test'])

/** A payment or fulfillment provider as staff read it. */
export const providerName = (t: TFunction, id: string) =>
  BUILT_IN.has(id) ? t(`providers.${id}`, { ns: 'translation' }) : id
