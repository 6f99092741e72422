// The 21 dashboard languages. SPEC lists Tamil as "tm (Tamil)"; tm is not Tamil's code (ISO 639-1 is ta),
// so Tamil is `ta` here. Portuguese is Brazilian and Chinese is Simplified, kept as region codes.
export const LANGUAGES = [
  { code: 'ar', name: 'العربية', english: 'Arabic' },
  { code: 'bg', name: 'Български', english: 'Bulgarian' },
  { code: 'bs', name: 'Bosanski', english: 'Bosnian' },
  { code: 'cs', name: 'Čeština', english: 'Czech' },
  { code: 'de', name: 'Deutsch', english: 'German' },
  { code: 'en', name: 'English', english: 'English' },
  { code: 'es', name: 'Español', english: 'Spanish' },
  { code: 'fr', name: 'Français', english: 'French' },
  { code: 'hi', name: 'हिन्दी', english: 'Hindi' },
  { code: 'hr', name: 'Hrvatski', english: 'Croatian' },
  { code: 'it', name: 'Italiano', english: 'Italian' },
  { code: 'ja', name: '日本語', english: 'Japanese' },
  { code: 'ko', name: '한국어', english: 'Korean' },
  { code: 'pl', name: 'Polski', english: 'Polish' },
  { code: 'pt-BR', name: 'Português (Brasil)', english: 'Portuguese (Brazil)' },
  { code: 'ru', name: 'Русский', english: 'Russian' },
  { code: 'sl', name: 'Slovenščina', english: 'Slovenian' },
  { code: 'ta', name: 'தமிழ்', english: 'Tamil' },
  { code: 'uk', name: 'Українська', english: 'Ukrainian' },
  { code: 'vi', name: 'Tiếng Việt', english: 'Vietnamese' },
  { code: 'zh-CN', name: '简体中文', english: 'Chinese (Simplified)' },
] as const

export type LanguageCode = (typeof LANGUAGES)[number]['code']
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as LanguageCode[]
export const FALLBACK_LANGUAGE: LanguageCode = 'en'
export const NAMESPACES = [
  'translation',
  'product-detail',
  'product-form',
  'batch-jobs',
  'catalogue',
  'orders',
  'settings',
  'customers',
  'discounts',
  'gift-cards',
  'draft-orders',
  'order-changes',
  'pricing',
  'inventory',
  'setup',
  'home',
] as const
export const RTL_LANGUAGES = new Set<string>(['ar'])

/**
 * Detected tags are reduced to their base code (de-AT → de), except where the offered language
 * carries a region: any Portuguese → pt-BR, any Chinese → zh-CN. Unknown codes fall back to en.
 */
export function toSupportedLanguage(detected: string | undefined | null): LanguageCode {
  if (!detected) return FALLBACK_LANGUAGE
  const base = detected.replace('_', '-').split('-')[0]!.toLowerCase()
  if (base === 'pt') return 'pt-BR'
  if (base === 'zh') return 'zh-CN'
  if (base === 'tm') return 'ta'
  return (LANGUAGE_CODES as string[]).includes(base) ? (base as LanguageCode) : FALLBACK_LANGUAGE
}

export const directionOf = (lng: string) => (RTL_LANGUAGES.has(toSupportedLanguage(lng)) ? 'rtl' : 'ltr')
