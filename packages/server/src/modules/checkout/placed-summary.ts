import type { NewOrder } from './order-create'

type AddressLike = Record<string, unknown> | null | undefined

const text = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined)

/** An address as the lines of an envelope. */
export function envelopeLines(a: AddressLike): string[] {
  if (!a) return []
  const join = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' ')
  return [
    join(a.first_name, a.last_name),
    text(a.company),
    text(a.address_1),
    text(a.address_2),
    join(a.postal_code, a.city),
    join(a.province),
    text(a.country_code)?.toUpperCase(),
  ].filter((line): line is string => !!line)
}

/**
 * What was placed, as `order.placed` carries it to its subscribers (the confirmation e-mail lists it):
 * the lines, the totals just charged and the shipping address, from the checkout's own graph, so no
 * subscriber reads the order again.
 */
export function placedSummary({ g, totals }: NewOrder) {
  return {
    currency_code: g.region.currency_code,
    items: g.items.map((item) => ({
      title: item.title,
      description: item.description ?? null,
      quantity: item.quantity,
      // Before tax, as the subtotal the lines add up to.
      subtotal: totals.items.get(item.id)?.subtotal ?? 0,
    })),
    subtotal: totals.subtotal,
    shipping_total: totals.shipping_total,
    discount_total: totals.discount_total,
    gift_card_total: totals.gift_card_total,
    tax_total: totals.tax_total,
    total: totals.total,
    shipping_address: envelopeLines(g.shipping_address),
  }
}
