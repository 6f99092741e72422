// Message catalogues: nested JSON per locale, looked up by dotted key, with {{name}} placeholders and
// plural forms chosen by the locale's own rules (`key_one`, `key_few`, … falling back to `key_other`).

export interface Messages {
  [key: string]: string | Messages
}

export type TranslateValues = Record<string, string | number>

/** Looks up `key`; with a numeric `count` value, the plural form the locale's rules pick for it. */
export type Translate = (key: string, values?: TranslateValues) => string

function lookup(messages: Messages, path: string): string | undefined {
  let node: string | Messages | undefined = messages
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

const pluralRules = new Map<string, Intl.PluralRules>()
function pluralCategory(locale: string, count: number): string {
  let rules = pluralRules.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(locale)
    pluralRules.set(locale, rules)
  }
  return rules.select(count)
}

/**
 * A translate function over one locale's catalogue. A missing key shows as itself (a test keeps them all
 * present). In a right-to-left language each filled-in value is isolated (FSI … PDI), so an e-mail, a
 * phone number or an English product title keeps its own order inside the sentence.
 */
export function createTranslate(locale: string, messages: Messages, rtl = false): Translate {
  const fill = rtl ? (value: string) => `\u2068${value}\u2069` : (value: string) => value
  return (key, values) => {
    const count = values?.count
    const text =
      (typeof count === 'number'
        ? (lookup(messages, `${key}_${pluralCategory(locale, count)}`) ?? lookup(messages, `${key}_other`))
        : undefined) ??
      lookup(messages, key) ??
      key
    if (!values) return text
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in values ? fill(String(values[name])) : whole,
    )
  }
}

/** Deep merge of a locale's catalogue files (one per area). */
export function mergeMessages(parts: Messages[]): Messages {
  const merged: Messages = {}
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const existing = merged[key]
      merged[key] =
        typeof value === 'object' && typeof existing === 'object' ? mergeMessages([existing, value]) : value
    }
  }
  return merged
}
