import { type Totals, computeTotals } from '@mercato/domain'
import type { CartGraph, ItemNode, MethodNode } from './load'

// Carts on the wire: the stored columns, the default relations and the computed totals (contract
// §4.2), which are always serialised; `raw_discount_total` never is.

export interface TotalsOptions {
  /** Compute taxes even if the region does not do it automatically (POST …/taxes, completion). */
  forceTaxes?: boolean
}

/** Whether taxes count for a cart: the region computes them automatically, or the caller forces it. */
export const taxesApply = (g: Pick<CartGraph, 'region'>, opts: TotalsOptions = {}) =>
  g.region.automatic_taxes || !!opts.forceTaxes

export const hasFreeShipping = (g: Pick<CartGraph, 'discounts'>) =>
  g.discounts.some((d) => d.rule?.type === 'free_shipping')

export function cartTotals(g: CartGraph, opts: TotalsOptions = {}): Totals {
  return computeTotals({
    items: g.items.map((i) => ({ ...i, tax_lines: i.tax_lines, adjustments: i.adjustments })),
    shipping_methods: g.shipping_methods,
    free_shipping: hasFreeShipping(g),
    region: g.region,
    include_tax: taxesApply(g, opts),
    gift_cards: g.gift_cards.map((c) => ({ balance: c.balance, tax_rate: c.tax_rate })),
  })
}

export function itemJson(item: ItemNode, totals: Totals) {
  const { raw_discount_total: _raw, ...t } = totals.items.get(item.id) ?? {
    subtotal: 0,
    discount_total: 0,
    raw_discount_total: 0,
    tax_total: 0,
    original_tax_total: 0,
    total: 0,
    original_total: 0,
  }
  return { ...item, ...t, refundable: t.total }
}

export function methodJson(method: MethodNode, totals: Totals) {
  return { ...method, ...totals.shipping_methods.get(method.id) }
}

export function totalsJson(t: Totals) {
  return {
    subtotal: t.subtotal,
    discount_total: t.discount_total,
    item_tax_total: t.item_tax_total,
    shipping_total: t.shipping_total,
    shipping_tax_total: t.shipping_tax_total,
    tax_total: t.tax_total,
    gift_card_total: t.gift_card_total,
    gift_card_tax_total: t.gift_card_tax_total,
    total: t.total,
  }
}

export function cartJson(g: CartGraph, opts: TotalsOptions = {}) {
  const totals = cartTotals(g, opts)
  return {
    object: 'cart',
    ...g.cart,
    region: g.regionJson,
    sales_channel: g.sales_channel,
    items: g.items.map((i) => itemJson(i, totals)),
    shipping_methods: g.shipping_methods.map((m) => methodJson(m, totals)),
    discounts: g.discounts,
    gift_cards: g.gift_cards,
    payment_sessions: g.payment_sessions,
    payment_session: g.payment_sessions.find((s) => s.is_selected) ?? null,
    payment: g.payment,
    shipping_address: g.shipping_address,
    billing_address: g.billing_address,
    ...totalsJson(totals),
    refunded_total: 0,
    refundable_amount: totals.total,
  }
}

export type CartJson = ReturnType<typeof cartJson>
