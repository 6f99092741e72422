/**
 * Wraps a left-to-right code (tracking number, SKU) in Unicode isolates before it goes into a
 * translated sentence, so in Arabic its dashes and digits are not reordered with the words around it.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`

/**
 * Wraps an amount of money in a left-to-right isolate before it goes into a translated sentence: in
 * Arabic, "-10.50 US$" must not have its sign and currency reordered with the words around it (as
 * `dir="ltr"` does for an amount on its own).
 */
export const ltr = (text: string) => `\u2066${text}\u2069`
