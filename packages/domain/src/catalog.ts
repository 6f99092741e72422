/** Catalogue rules that do not need a database. */

// Latin letters that do not decompose into a base letter and an accent.
const LATIN_FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ð: 'd',
  ı: 'i',
}

/**
 * A URL handle from a title, kebab-cased: "Café Crème T-Shirt!" → "cafe-creme-t-shirt",
 * "Постельное бельё" → "постельное-бельё", "ملابس رجالية" → "ملابس-رجالية".
 * Letters and digits of every script are kept (lower-cased, NFC), with the marks that belong to them
 * (Devanagari vowel signs, Arabic harakat); accents on Latin letters are folded away, as Medusa v1's
 * lodash kebab-case does; everything else becomes one '-'. Empty when the title has no letter or digit.
 */
export function toHandle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/([A-Za-z])[\u0300-\u036f]+/g, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[ßæœøđłþðı]/g, (c) => LATIN_FOLDS[c] ?? c)
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^[-\p{M}]+|-+$/gu, '')
}

/** A variant's option values keyed by option id. */
export type OptionCombination = ReadonlyMap<string, string>

const keyOf = (combo: OptionCombination, optionIds: readonly string[]) =>
  JSON.stringify(optionIds.map((id) => combo.get(id) ?? null))

/**
 * The first pair of variants that share the same option values (compared over the product's options),
 * or null. Two variants with the same values would be indistinguishable to a shopper, so a product
 * without options has one variant at most (Medusa v1 refuses the second one too).
 */
export function findDuplicateCombination<V extends { title: string; combo: OptionCombination }>(
  variants: readonly V[],
  optionIds: readonly string[],
): [V, V] | null {
  const seen = new Map<string, V>()
  for (const v of variants) {
    const key = keyOf(v.combo, optionIds)
    const other = seen.get(key)
    if (other) return [other, v]
    seen.set(key, v)
  }
  return null
}

/**
 * The variant's own image (Mercato; Medusa v1 keeps images per product only): the URL of one of its
 * product's images, kept in the variant's metadata under this key. The storefront shows it when the
 * variant is chosen, and a line item of the variant takes it as its thumbnail.
 */
export const VARIANT_IMAGE_KEY = 'thumbnail'

/** The variant's own image URL, if its metadata names one. */
export function variantImage(metadata: Record<string, unknown> | null | undefined): string | null {
  const value = metadata?.[VARIANT_IMAGE_KEY]
  return typeof value === 'string' && value.trim() !== '' ? value : null
}
