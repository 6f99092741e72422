import ar from './locales/ar'
import bg from './locales/bg'
import bs from './locales/bs'
import cs from './locales/cs'
import de from './locales/de'
import en from './locales/en'
import es from './locales/es'
import fr from './locales/fr'
import hi from './locales/hi'
import hr from './locales/hr'
import it from './locales/it'
import ja from './locales/ja'
import ko from './locales/ko'
import pl from './locales/pl'
import ptBR from './locales/pt-BR'
import ru from './locales/ru'
import sl from './locales/sl'
import ta from './locales/ta'
import uk from './locales/uk'
import vi from './locales/vi'
import zhCN from './locales/zh-CN'

/** The e-mails' words: English's keys, each a text with `{{name}}` placeholders. */
export type EmailMessages = typeof en

/** The languages e-mails are written in: the storefront's. */
const CATALOGUES: Record<string, EmailMessages> = {
  ar,
  bg,
  bs,
  cs,
  de,
  en,
  es,
  fr,
  hi,
  hr,
  it,
  ja,
  ko,
  pl,
  'pt-BR': ptBR,
  ru,
  sl,
  ta,
  uk,
  vi,
  'zh-CN': zhCN,
}

export const EMAIL_LOCALES = Object.keys(CATALOGUES)

/** The catalogue of a storefront locale (`de`, `pt-BR`), of its language (`de-CH` → `de`), else English. */
export function emailCatalogue(locale: unknown): { locale: string; messages: EmailMessages } {
  const wanted = typeof locale === 'string' ? locale : ''
  const found = CATALOGUES[wanted] ? wanted : EMAIL_LOCALES.find((l) => l === wanted.split('-')[0])
  return found ? { locale: found, messages: CATALOGUES[found]! } : { locale: 'en', messages: en }
}

/** Language tags of an Accept-Language header (or a single code), by preference: q=0 dropped. */
function preferredTags(header: string): string[] {
  return header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      )
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, i }
    })
    .filter((t) => t.tag && t.tag !== '*' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((t) => t.tag)
}

/** The catalogue locale for one language tag, if e-mails are written in it (`pt` → `pt-BR`, `zh-Hans` → `zh-CN`). */
function catalogueFor(tag: string): string | undefined {
  const exact = EMAIL_LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase())
  if (exact) return exact
  const [base = '', region = ''] = tag.toLowerCase().split('-')
  if (base === 'zh') return ['', 'cn', 'sg', 'hans'].includes(region) ? 'zh-CN' : undefined
  return EMAIL_LOCALES.find((l) => l.split('-')[0]!.toLowerCase() === base)
}

/**
 * The first e-mail language among a request's preferences (each a code such as `de` or an
 * Accept-Language header), or undefined when none is written.
 */
export function requestedEmailLocale(preferences: readonly string[]): string | undefined {
  for (const preference of preferences)
    for (const tag of preferredTags(preference)) {
      const found = catalogueFor(tag)
      if (found) return found
    }
  return undefined
}

export type EmailTranslate = (key: string, values?: Record<string, string>) => string

/** `t('shipped.subject', { number })`: the text at a dotted key with its placeholders filled in. */
export function emailTranslate(messages: EmailMessages): EmailTranslate {
  return (key, values = {}) => {
    let node: unknown = messages
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
    const text = typeof node === 'string' ? node : key
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '')
  }
}
