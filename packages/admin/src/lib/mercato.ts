import { type ClientConfig, Mercato } from '@mercato/client'
import { BACKEND_URL } from '../config'

/**
 * The dashboard's API client: same origin unless VITE_MERCATO_BACKEND_URL says otherwise, the session
 * cookie on every call, and the dashboard retry policy (idempotent calls only). Tests override parts.
 */
export function createMercatoClient(overrides: ClientConfig = {}) {
  const baseUrl = BACKEND_URL || globalThis.location?.origin || ''
  return new Mercato({ baseUrl, retryPolicy: 'dashboard', ...overrides })
}
