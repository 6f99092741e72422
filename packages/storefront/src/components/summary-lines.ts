// The lines of a totals block, so that they add up to the total the server charged.
import type { CartTotals } from '@mercato/client'

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
  const items = totals.items ?? []
  const methods = totals.shipping_methods ?? []
  const taxOf = (rows: { includes_tax?: boolean | null; tax_total?: number | null }[], inside: boolean) =>
    rows.reduce((n, r) => (!!r.includes_tax === inside ? n + (r.tax_total ?? 0) : n), 0)
  const inclusive = items.some((i) => i.includes_tax) || methods.some((m) => m.includes_tax)
  const gross = items.length
    ? items.reduce((n, i) => n + i.unit_price * i.quantity, 0)
    : (totals.subtotal ?? 0)
  const shipping = (totals.shipping_total ?? 0) + taxOf(methods, true)
  const added = inclusive ? taxOf(items, false) + taxOf(methods, false) : (totals.tax_total ?? 0)
  const cardTax = totals.gift_card_tax_total ?? 0
  const offAdded = inclusive ? Math.min(cardTax, added) : cardTax
  const card = (totals.gift_card_total ?? 0) + cardTax - offAdded
  const discount = gross + shipping + added - cardTax - (totals.gift_card_total ?? 0) - (totals.total ?? 0)
  const lines = [line('subtotal', gross)]
  if ((totals.discount_total ?? 0) > 0) lines.push(line('discount', discount, true))
  if ((totals.gift_card_total ?? 0) > 0) lines.push(line('giftCard', card, true))
  if (hasShipping) lines.push(line('shipping', shipping))
  if (!inclusive || added > 0) lines.push(line('taxes', added - offAdded))
  if (inclusive) {
    const included = (totals.tax_total ?? 0) - added - (cardTax - offAdded)
    // A tax-inclusive price in a zero-rated region (or a free inclusive shipping) includes no tax.
    if (included !== 0) lines.push({ ...line('taxesIncluded', included), included: true })
  }
  return lines
}

/** What the lines add up to (equals the total for a server-computed cart or order). */
export const sumOfLines = (lines: SummaryLine[]) =>
  lines.reduce((sum, l) => (l.included ? sum : sum + (l.deducted ? -l.amount : l.amount)), 0)
