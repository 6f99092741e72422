// A cart's or an order's totals as the shopper saw them: the dashboard's order page and draft summary,
// and the storefront's totals block, read the same arithmetic.

/** What the amounts read: the server's totals, and the lines and shipping methods they come from. */
export interface ShownTotalsInput {
  subtotal?: number | null
  shipping_total?: number | null
  discount_total?: number | null
  tax_total?: number | null
  gift_card_total?: number | null
  gift_card_tax_total?: number | null
  total?: number | null
  items?: { unit_price: number; quantity: number; includes_tax?: boolean | null; tax_total?: number | null }[]
  shipping_methods?: { includes_tax?: boolean | null; tax_total?: number | null }[]
}

/** The summary's amounts as the shopper saw them, adding up to the order's total (minor units). */
export interface GrossAmounts {
  /** Some price includes tax (a VAT region's): subtotal and shipping then carry their tax inside. */
  inclusive: boolean
  /** Which of the two rows carry tax inside (a store may price items without tax, shipping with). */
  subtotalIncludesTax: boolean
  shippingIncludesTax: boolean
  subtotal: number
  shipping: number
  discount: number
  giftCard: number
  /** Tax on prices without it, added on top. */
  addedTax: number
  /** Tax already inside tax-inclusive prices, said for information only. */
  includedTax: number
}

type Taxed = { includes_tax?: boolean | null; tax_total?: number | null }
const taxOf = (rows: Taxed[], inside: boolean) =>
  rows.reduce((n, r) => (!!r.includes_tax === inside ? n + (r.tax_total ?? 0) : n), 0)

/**
 * The server's totals are net of tax; a shopper in a VAT region saw gross prices. The subtotal is each
 * line's unit price × quantity, shipping the option's price; only tax on prices without it is added.
 * The tax a gift card covered (Medusa v1's gift_card_tax_total) comes off the added tax first, then off
 * the included. The discount is what is left between those prices and the total, so the rows add up.
 */
export function grossAmounts(order: ShownTotalsInput): GrossAmounts {
  const items = order.items ?? []
  const methods = order.shipping_methods ?? []
  const subtotalIncludesTax = items.some((i) => i.includes_tax)
  const shippingIncludesTax = methods.some((m) => m.includes_tax)
  const inclusive = subtotalIncludesTax || shippingIncludesTax
  const cardTax = order.gift_card_tax_total ?? 0
  const cardTotal = order.gift_card_total ?? 0
  if (!inclusive)
    return {
      inclusive,
      subtotalIncludesTax,
      shippingIncludesTax,
      subtotal: order.subtotal ?? 0,
      shipping: order.shipping_total ?? 0,
      discount: order.discount_total ?? 0,
      giftCard: cardTotal,
      addedTax: (order.tax_total ?? 0) - cardTax,
      includedTax: 0,
    }
  const subtotal = items.length
    ? items.reduce((n, i) => n + i.unit_price * i.quantity, 0)
    : (order.subtotal ?? 0)
  const shipping = (order.shipping_total ?? 0) + taxOf(methods, true)
  const added = taxOf(items, false) + taxOf(methods, false)
  const offAdded = Math.min(cardTax, added)
  return {
    inclusive,
    subtotalIncludesTax,
    shippingIncludesTax,
    subtotal,
    shipping,
    discount: subtotal + shipping + added - cardTax - cardTotal - (order.total ?? 0),
    giftCard: cardTotal + cardTax - offAdded,
    addedTax: added - offAdded,
    includedTax: (order.tax_total ?? 0) - added - (cardTax - offAdded),
  }
}
