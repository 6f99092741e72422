/**
 * Wraps a left-to-right code (tracking number, SKU) in Unicode isolates before it goes into a
 * translated sentence, so in Arabic its dashes and digits are not reordered with the words around it.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`
