// Every locale's catalogue, for the server: the page embeds the one it renders in, so the browser
// needs no request and no code per language.
import { DEFAULT_LOCALE } from './locales'
import { type Messages, mergeMessages } from './messages'

const files = import.meta.glob<Messages>('../../locales/*/*.json', { eager: true, import: 'default' })

const byLocale = new Map<string, Messages>()
// locales/<locale>/<area>.json holds the keys `<area>.…`.
for (const [path, messages] of Object.entries(files)) {
  const [locale, file] = path.split('/').slice(-2) as [string, string]
  const area = file.replace(/\.json$/, '')
  byLocale.set(locale, mergeMessages([byLocale.get(locale) ?? {}, { [area]: messages }]))
}

const scripts = new Map<string, string>()

/** The locale's catalogue as JSON safe inside a <script>, serialised once per locale. */
export function messagesScriptJson(locale: string, toScriptJson: (value: unknown) => string): string {
  let json = scripts.get(locale)
  if (json === undefined) {
    json = toScriptJson(messagesFor(locale))
    scripts.set(locale, json)
  }
  return json
}

/** The locale's catalogue; English for a locale without one. */
export const messagesFor = (locale: string): Messages =>
  byLocale.get(locale) ?? byLocale.get(DEFAULT_LOCALE) ?? {}

/** Locales that have a catalogue, for tests. */
export const catalogueLocales = () => [...byLocale.keys()]
