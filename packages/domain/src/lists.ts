/**
 * How a list of names reads in a sentence or on its own:
 * - `and`: a sentence's list, "A, B and C" ("A وB وC" in Arabic, "A、B和C" in Chinese);
 * - `plain`: values shown side by side (tags, codes, option values), "A, B, C" ("A، B، C", "A、B、C").
 */
export type ListStyle = 'and' | 'plain'

// CLDR has no list type for "values side by side": its `unit` lists are for measures ("5 ft 2 in") and
// run the items together in Chinese and Japanese, so plain lists take the language's own comma.
const PLAIN_SEPARATORS: Record<string, string> = { ar: '، ', fa: '، ', ur: '، ', ja: '、', zh: '、' }

function plainSeparator(locale: string | undefined): string {
  const language = (locale ?? '').toLowerCase().split(/[-_]/)[0] ?? ''
  return PLAIN_SEPARATORS[language] ?? ', '
}

const conjunctions = new Map<string, Intl.ListFormat | null>()

function conjunction(locale: string | undefined): Intl.ListFormat | null {
  const key = locale ?? ''
  let format = conjunctions.get(key)
  if (format === undefined) {
    try {
      format = new Intl.ListFormat(locale || undefined, { type: 'conjunction', style: 'long' })
    } catch {
      // A malformed language tag: the list still shows, with commas.
      format = null
    }
    conjunctions.set(key, format)
  }
  return format
}

/** `items` joined as `locale` joins a list; with commas where the runtime has no `Intl.ListFormat`. */
export function joinList(
  items: readonly string[],
  locale: string | undefined,
  style: ListStyle = 'and',
): string {
  const format = style === 'and' && typeof Intl.ListFormat === 'function' ? conjunction(locale) : null
  return format ? format.format(items) : items.join(plainSeparator(locale))
}
