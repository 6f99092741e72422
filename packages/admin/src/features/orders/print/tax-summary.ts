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
 * The order's tax by rate, as an invoice must state it: each line and shipping method falls under the
 * combination of tax lines it was taxed with, its base being its total less its tax (so discounts are
 * out of it, and prices that include tax are counted without it). Untaxed amounts are left out. The
 * shares' taxes add up to the items' and shipping's tax, which is the order's tax total.
 */
export function taxShares(order: Pick<Order, 'items' | 'shipping_methods'>): TaxShare[] {
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
  return [...shares.values()].sort((a, b) => b.rate - a.rate)
}

/** The rate of one line as the invoice's table shows it: the sum of its tax lines' rates. */
export const lineRate = (item: Taxed) => (item.tax_lines ?? []).reduce((n, l) => n + l.rate, 0)
