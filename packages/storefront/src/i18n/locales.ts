// The shopper's language: the 21 the dashboard speaks, chosen from the page's `?lng=`, the cookie the
// language menu sets, or the browser's languages, in that order; English otherwise.

export interface StorefrontLocale {
  /** BCP 47 tag, as the `lang` attribute and the locale files' folder name. */
  code: string
  /** The language's name in itself, as the language menu lists it. */
  name: string
}

export const LOCALES: readonly StorefrontLocale[] = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية' },
  { code: 'bg', name: 'Български' },
  { code: 'bs', name: 'Bosanski' },
  { code: 'cs', name: 'Čeština' },
  { code: 'de', name: 'Deutsch' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'hr', name: 'Hrvatski' },
  { code: 'it', name: 'Italiano' },
  { code: 'ja', name: '日本語' },
  { code: 'ko', name: '한국어' },
  { code: 'pl', name: 'Polski' },
  { code: 'pt-BR', name: 'Português (Brasil)' },
  { code: 'ru', name: 'Русский' },
  { code: 'sl', name: 'Slovenščina' },
  { code: 'ta', name: 'தமிழ்' },
  { code: 'uk', name: 'Українська' },
  { code: 'vi', name: 'Tiếng Việt' },
  { code: 'zh-CN', name: '简体中文' },
]

export const DEFAULT_LOCALE = 'en'

/** Set by the language menu, so the server renders the next page in the chosen language. */
export const LOCALE_COOKIE = 'mercato_lng'

/** Languages written right to left. */
const RTL = new Set(['ar'])

export const textDirection = (code: string): 'rtl' | 'ltr' => (RTL.has(code) ? 'rtl' : 'ltr')

/**
 * The supported locale a language tag stands for: exact (case-insensitive), else by its base
 * language (`pt-PT` → `pt-BR`, `zh-TW` → `zh-CN`, `de-CH` → `de`); `tm` is the dashboard's old code
 * for Tamil.
 */
export function supportedLocale(tag: string | null | undefined): string | undefined {
  if (!tag) return undefined
  const wanted = tag.trim().toLowerCase().replace('_', '-')
  const exact = LOCALES.find((l) => l.code.toLowerCase() === wanted)
  if (exact) return exact.code
  const base = wanted.split('-')[0] === 'tm' ? 'ta' : wanted.split('-')[0]
  return LOCALES.find((l) => l.code.split('-')[0]!.toLowerCase() === base)?.code
}

/** Language tags of an Accept-Language header, most preferred first. */
function acceptedTags(acceptLanguage: string | undefined): string[] {
  return (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag: tag.trim(), weight: q ? Number(q.slice(2)) : 1, index }
    })
    .filter((l) => l.tag && l.tag !== '*' && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((l) => l.tag)
}

export function chooseLocale(hints: {
  /** The page's `lng` query parameter. */
  query?: string | null
  /** The language cookie's value. */
  chosen?: string
  acceptLanguage?: string
}): string {
  for (const tag of [hints.query, hints.chosen, ...acceptedTags(hints.acceptLanguage)]) {
    const locale = supportedLocale(tag)
    if (locale) return locale
  }
  return DEFAULT_LOCALE
}

/** A cookie, so the server renders the next page in the chosen language. */
export function rememberLocale(code: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(code)}; path=/; max-age=31536000; samesite=lax`
}
