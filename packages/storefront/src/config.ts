import type { Messages } from './i18n/messages'

/** What the page needs to know about its backend; the server embeds it in the HTML. */
export interface StorefrontConfig {
  /** Backend address for the browser; '' means the same origin as the page. */
  backendUrl: string
  publishableKey?: string
  /** The region the page was rendered for. */
  regionId?: string
  /** The shopper's country within that region (lower-case ISO 2). */
  countryCode?: string
  /** True when the HTML already holds the rendered page (hydrate rather than render). */
  rendered: boolean
  /** The shop's name, as the page names it (title, header, footer). */
  storeName: string
  /** The shopper's language (a code of LOCALES) and its catalogue. */
  locale: string
  messages: Messages
}

/** The name of a shop whose backend gives none (the standalone server without STOREFRONT_NAME). */
export const DEFAULT_STORE_NAME = 'Mercato shop'

export const CONFIG_GLOBAL = '__MERCATO_STOREFRONT__'
export const STATE_GLOBAL = '__MERCATO_QUERY_STATE__'

/** JSON that is safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export function readCookie(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}
