import { type ReactNode, createContext, useContext, useMemo } from 'react'
import { DEFAULT_LOCALE, textDirection } from './locales'
import { type Messages, type Translate, createTranslate } from './messages'

export interface I18n {
  locale: string
  t: Translate
  /** A date in the shopper's language: "29 November 2026" (long) or "29/11/2026" (short). */
  formatDate(value: string | Date, style?: 'long' | 'short'): string
}

export function createI18n(locale: string, messages: Messages): I18n {
  // Made on first use: the pages rendered on the server show no dates.
  const formats: Partial<Record<'long' | 'short', Intl.DateTimeFormat>> = {}
  const format = (style: 'long' | 'short') =>
    (formats[style] ??= new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: style === 'long' ? 'long' : 'numeric',
      day: 'numeric',
    }))
  return {
    locale,
    t: createTranslate(locale, messages, textDirection(locale) === 'rtl'),
    formatDate: (value, style = 'long') => format(style).format(new Date(value)),
  }
}

const I18nContext = createContext<I18n>(createI18n(DEFAULT_LOCALE, {}))

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: string
  messages: Messages
  children: ReactNode
}) {
  const value = useMemo(() => createI18n(locale, messages), [locale, messages])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/** The shopper's language: `t` for text, `formatDate` for dates. Amounts keep one format (see Money). */
export const useI18n = () => useContext(I18nContext)
