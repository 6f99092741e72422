import type { AddressInfo } from 'node:net'
import * as medusaJs from '@medusajs/medusa-js'
import type { MercatoApp } from '../app'

// The published @medusajs/medusa-js client, unchanged, for compatibility tests against a real server.

export type MedusaClient = InstanceType<typeof medusaJs.default>

/** Its constructor: the CommonJS default export arrives nested one level deeper under ESM. */
export const Medusa = ((medusaJs as unknown as { default: { default?: unknown } }).default.default ??
  medusaJs.default) as unknown as new (config: {
  baseUrl: string
  maxRetries: number
  apiKey?: string
  publishableApiKey?: string
  customHeaders?: Record<string, string>
}) => MedusaClient

/** Makes the app listen on a random loopback port; answers its base URL. */
export async function listenForClients(t: MercatoApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
}
