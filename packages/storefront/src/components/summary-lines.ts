// The lines of a totals block, so that they add up to the total the server charged.
import type { CartTotals } from '@mercato/client'
import { grossAmounts } from '@mercato/domain'

export interface SummaryLine {
  /** Which line: its label is `common.totals.<key>`. */
  key: 'subtotal' | 'discount' | 'giftCard' | 'shipping' | 'taxes' | 'taxesIncluded'
  /** Minor units, never negative: `deducted` lines are taken off. */
  amount: number
  deducted: boolean
  /** Said for information only, already inside the other lines (taxes in tax-inclusive prices). */
  included?: boolean
}

/** What the lines read besides the totals: a cart's or an order's items and shipping methods. */
export interface Summed extends CartTotals {
  items?: { unit_price: number; quantity: number; includes_tax?: boolean | null; tax_total?: number | null }[]
  shipping_methods?: { includes_tax?: boolean | null; tax_total?: number | null }[]
}

/**
 * Subtotal, discount, gift card, shipping and taxes as the shopper reads them, adding up to the total
 * the server charged: subtotal + shipping + tax − discount − gift card − the tax the gift card covered
 * (Medusa v1's gift_card_tax_total).
 *
 * Amounts are the prices the shopper was shown: the subtotal is each line's unit price × quantity, and
 * shipping is the option's price. A price that includes tax (a VAT region's) keeps its tax inside it,
 * and that tax is said under the total as included; only tax on prices without it is added as Taxes.
 * The tax a gift card covers comes off the added taxes first (so the card line is what its balance
 * paid), then off the included ones, which the card line then shows it paid. The discount is what is
 * left between the shown prices and the total: with tax-inclusive prices, the tax it saved is in it.
 */
export function summaryLines(totals: Summed, hasShipping: boolean): SummaryLine[] {
  const line = (
    key: SummaryLine['key'],
    amount: number | null | undefined,
    deducted = false,
  ): SummaryLine => ({ key, amount: amount ?? 0, deducted })
  const shown = grossAmounts(totals)
  const lines = [line('subtotal', shown.subtotal)]
  if ((totals.discount_total ?? 0) > 0) lines.push(line('discount', shown.discount, true))
  if ((totals.gift_card_total ?? 0) > 0) lines.push(line('giftCard', shown.giftCard, true))
  if (hasShipping) lines.push(line('shipping', shown.shipping))
  if (!shown.inclusive || shown.addedTax > 0) lines.push(line('taxes', shown.addedTax))
  // A tax-inclusive price in a zero-rated region (or a free inclusive shipping) includes no tax.
  if (shown.inclusive && shown.includedTax !== 0)
    lines.push({ ...line('taxesIncluded', shown.includedTax), included: true })
  return lines
}

/** What the lines add up to (equals the total for a server-computed cart or order). */
export const sumOfLines = (lines: SummaryLine[]) =>
  lines.reduce((sum, l) => (l.included ? sum : sum + (l.deducted ? -l.amount : l.amount)), 0)
