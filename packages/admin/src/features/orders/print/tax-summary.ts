import type { LineItem, Order, ShippingMethod, TaxLine } from '@mercato/client'

/** One rate's share of an invoice: what was taxed at it (after discounts, before tax) and the tax. */
export interface TaxShare {
  /** The tax lines' names and rates, as they read on the invoice ("VAT 25 %", "State 6 % + County 1 %"). */
  lines: Array<Pick<TaxLine, 'name' | 'rate'>>
  rate: number
  base: number
  tax: number
}

type Taxed = {
  tax_lines?: TaxLine[] | undefined
  total?: number | undefined
  tax_total?: number | undefined
}

const keyOf = (lines: Array<Pick<TaxLine, 'name' | 'rate'>>) =>
  lines.map((l) => `${l.name}\u0000${l.rate}`).join('\u0001')

/**
 * `total` split in proportion to `weights`, in whole minor units that add up to it exactly: each part
 * rounded down, the units left over going to the largest remainders (ties to the earlier part).
 */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((n, w) => n + w, 0)
  if (sum <= 0 || total === 0) return weights.map(() => 0)
  const exact = weights.map((w) => (total * w) / sum)
  const parts = exact.map(Math.floor)
  let left = total - parts.reduce((n, p) => n + p, 0)
  const order = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1])
  for (const [, i] of order) {
    if (left <= 0) break
    parts[i]! += 1
    left -= 1
  }
  return parts
}

/**
 * The order's tax by rate, as an invoice must state it: each line and shipping method falls under the
 * combination of tax lines it was taxed with, its base being its total less its tax (so discounts are
 * out of it, and prices that include tax are counted without it). Untaxed amounts are left out.
 *
 * A taxable gift card (Medusa v1's gift_card_tax_total) paid part of the goods with tax already
 * accounted for when the card was sold, so the invoice's tax is the goods' tax less the card's. The
 * part the card covered comes off every rate: its amount in proportion to each rate's base, its tax in
 * proportion to each rate's tax (what the card's slice of that rate carried), so no row goes below zero
 * and the rows add up to the invoice's tax.
 */
export function taxShares(
  order: Pick<Order, 'items' | 'shipping_methods'> &
    Partial<Pick<Order, 'gift_card_total' | 'gift_card_tax_total'>>,
): TaxShare[] {
  const shares = new Map<string, TaxShare>()
  const add = (taxed: Taxed) => {
    const lines = [...(taxed.tax_lines ?? [])]
      .filter((l) => l.rate > 0)
      .map(({ name, rate }) => ({ name, rate }))
      .sort((a, b) => b.rate - a.rate || a.name.localeCompare(b.name))
    const tax = taxed.tax_total ?? 0
    if (lines.length === 0 && tax === 0) return
    const key = keyOf(lines)
    const share = shares.get(key) ?? {
      lines,
      rate: lines.reduce((n, l) => n + l.rate, 0),
      base: 0,
      tax: 0,
    }
    share.base += (taxed.total ?? 0) - tax
    share.tax += tax
    shares.set(key, share)
  }
  for (const item of order.items ?? []) add(item as LineItem & Taxed)
  for (const method of order.shipping_methods ?? []) add(method as ShippingMethod & Taxed)
  const list = [...shares.values()].sort((a, b) => b.rate - a.rate)
  const cardTax = order.gift_card_tax_total ?? 0
  if (cardTax <= 0 || list.length === 0) return list
  // A card that is no more than a means of payment (no tax of its own) leaves the invoice's tax whole.
  const bases = list.map((s) => Math.max(0, s.base))
  const taxes = list.map((s) => Math.max(0, s.tax))
  const sum = (xs: number[]) => xs.reduce((n, x) => n + x, 0)
  const offBase = apportion(Math.min(order.gift_card_total ?? 0, sum(bases)), bases)
  const offTax = apportion(Math.min(cardTax, sum(taxes)), taxes)
  return list.map((s, i) => ({ ...s, base: s.base - offBase[i]!, tax: s.tax - offTax[i]! }))
}

/** The rate of one line as the invoice's table shows it: the sum of its tax lines' rates. */
export const lineRate = (item: Taxed) => (item.tax_lines ?? []).reduce((n, l) => n + l.rate, 0)
