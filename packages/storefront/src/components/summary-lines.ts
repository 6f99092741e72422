// The lines of a totals block, so that they add up to the total the server charged.
import type { CartTotals } from '@mercato/client'

export interface SummaryLine {
  /** Which line: its label is `common.totals.<key>`. */
  key: 'subtotal' | 'discount' | 'giftCard' | 'shipping' | 'taxes'
  /** Minor units, never negative: `deducted` lines are taken off. */
  amount: number
  deducted: boolean
}

/**
 * Subtotal, discount, gift card, shipping and taxes as the shopper reads them. The server's total is
 * subtotal + shipping + tax − discount − gift card − the tax the gift card covered (Medusa v1's
 * gift_card_tax_total); taxes are shown net of that cover, as the tax actually charged, so that the
 * lines sum to the total and the gift card line is what the card paid.
 */
export function summaryLines(totals: CartTotals, hasShipping: boolean): SummaryLine[] {
  const line = (
    key: SummaryLine['key'],
    amount: number | null | undefined,
    deducted = false,
  ): SummaryLine => ({ key, amount: amount ?? 0, deducted })
  const lines = [line('subtotal', totals.subtotal)]
  if ((totals.discount_total ?? 0) > 0) lines.push(line('discount', totals.discount_total, true))
  if ((totals.gift_card_total ?? 0) > 0) lines.push(line('giftCard', totals.gift_card_total, true))
  if (hasShipping) lines.push(line('shipping', totals.shipping_total))
  lines.push(line('taxes', (totals.tax_total ?? 0) - (totals.gift_card_tax_total ?? 0)))
  return lines
}

/** What the lines add up to (equals the total for a server-computed cart or order). */
export const sumOfLines = (lines: SummaryLine[]) =>
  lines.reduce((sum, l) => sum + (l.deducted ? -l.amount : l.amount), 0)
