import { priceTaxAmount } from './pricing'

/**
 * Cart and order totals (contract §4.2), pure: the caller passes items with their tax lines and
 * discount adjustments, shipping methods with their tax lines, and the gift cards (carts) or gift-card
 * transactions (orders). All amounts are integer minor units; rates are percentages.
 */

export interface TaxLineLike {
  rate: number
}

export interface TotalsLineItem {
  id: string
  unit_price: number
  quantity: number
  /** The unit price contains tax (tax-inclusive pricing). */
  includes_tax: boolean
  tax_lines: readonly TaxLineLike[]
  /** Discount adjustments; amounts may be fractional (fixed discounts shared pro rata). */
  adjustments: readonly { amount: number }[]
}

export interface TotalsShippingMethod {
  id: string
  price: number
  includes_tax: boolean
  tax_lines: readonly TaxLineLike[]
}

export interface TotalsGiftCard {
  balance: number
  /** Rate at which the card was bought; cards without one carry no tax. */
  tax_rate: number | null
}

export interface TotalsGiftCardTransaction {
  amount: number
  tax_rate: number | null
  is_taxable?: boolean | null
}

export interface TotalsInput {
  items: readonly TotalsLineItem[]
  shipping_methods: readonly TotalsShippingMethod[]
  /** A free_shipping discount is applied: every shipping method costs nothing. */
  free_shipping: boolean
  region: { gift_cards_taxable: boolean }
  /** Whether taxes are computed (region.automatic_taxes, or forced at /taxes and completion). */
  include_tax: boolean
  /** Carts: the applied gift cards, in the order they are used. */
  gift_cards?: readonly TotalsGiftCard[]
  /** Orders: what the gift cards paid (replaces `gift_cards`). */
  gift_card_transactions?: readonly TotalsGiftCardTransaction[]
}

export interface LineItemTotals {
  subtotal: number
  discount_total: number
  /** Unrounded discount; summed over the cart before rounding. Never serialised. */
  raw_discount_total: number
  tax_total: number
  original_tax_total: number
  total: number
  original_total: number
}

export interface ShippingMethodTotals {
  price: number
  subtotal: number
  tax_total: number
  total: number
  original_total: number
  original_tax_total: number
}

export interface Totals {
  subtotal: number
  discount_total: number
  raw_discount_total: number
  item_tax_total: number
  shipping_total: number
  shipping_tax_total: number
  tax_total: number
  gift_card_total: number
  gift_card_tax_total: number
  total: number
  items: Map<string, LineItemTotals>
  shipping_methods: Map<string, ShippingMethodTotals>
}

const sumRates = (lines: readonly TaxLineLike[]) => lines.reduce((acc, l) => acc + l.rate / 100, 0)

/** Tax of a base amount: each tax line rounded on its own, then summed. */
const taxOn = (base: number, lines: readonly TaxLineLike[]) =>
  lines.reduce((acc, l) => acc + Math.round((base * l.rate) / 100), 0)

/**
 * The part of a line's price that tax is computed on, before discounts: unit_price × quantity, or for
 * a tax-inclusive price the unit price less the (rounded) tax it contains, times the quantity.
 */
function taxableBase(item: TotalsLineItem): number {
  if (!item.includes_tax) return item.unit_price * item.quantity
  const included = Math.round(priceTaxAmount(item.unit_price, sumRates(item.tax_lines), true))
  return (item.unit_price - included) * item.quantity
}

/** An item's subtotal without tax: what percentage and fixed discounts are computed on (§4.4). */
export function lineItemSubtotal(item: Omit<TotalsLineItem, 'adjustments'>, includeTax = true): number {
  const gross = item.unit_price * item.quantity
  if (!item.includes_tax || !includeTax) return gross
  return gross - taxOn(taxableBase({ ...item, adjustments: [] }), item.tax_lines)
}

export function lineItemTotals(item: TotalsLineItem, includeTax: boolean): LineItemTotals {
  const raw = item.adjustments.reduce((acc, a) => acc + Number(a.amount), 0)
  const discount = Math.round(raw)
  const base = taxableBase(item)
  const tax = includeTax ? taxOn(base - raw, item.tax_lines) : 0
  const originalTax = includeTax ? taxOn(base, item.tax_lines) : 0
  const gross = item.unit_price * item.quantity
  const subtotal = item.includes_tax && includeTax ? gross - originalTax : gross
  return {
    subtotal,
    discount_total: discount,
    raw_discount_total: raw,
    tax_total: tax,
    original_tax_total: originalTax,
    total: subtotal - discount + tax,
    original_total: subtotal + originalTax,
  }
}

export function shippingMethodTotals(
  method: TotalsShippingMethod,
  includeTax: boolean,
  freeShipping: boolean,
): ShippingMethodTotals {
  const tax = includeTax
    ? method.tax_lines.reduce(
        (acc, l) => acc + Math.round(priceTaxAmount(method.price, l.rate / 100, method.includes_tax)),
        0,
      )
    : 0
  const subtotal = method.includes_tax ? method.price - tax : method.price
  const out = {
    price: method.price,
    subtotal,
    tax_total: tax,
    total: subtotal + tax,
    original_total: subtotal + tax,
    original_tax_total: tax,
  }
  // Free shipping zeroes what the shopper pays; the original amounts stay for reference.
  if (freeShipping) return { ...out, subtotal: 0, tax_total: 0, total: 0 }
  return out
}

function giftCardTotals(
  input: TotalsInput,
  giftCardable: number,
): { gift_card_total: number; gift_card_tax_total: number } {
  if (input.gift_card_transactions) {
    let total = 0
    let tax = 0
    for (const t of input.gift_card_transactions) {
      total += t.amount
      if (t.tax_rate !== null && t.is_taxable !== false) tax += Math.round((t.amount * t.tax_rate) / 100)
    }
    return { gift_card_total: total, gift_card_tax_total: tax }
  }
  const cards = input.gift_cards ?? []
  if (cards.length === 0) return { gift_card_total: 0, gift_card_tax_total: 0 }
  const balance = cards.reduce((acc, c) => acc + c.balance, 0)
  const total = Math.max(0, Math.min(giftCardable, balance))
  let remaining = total
  let tax = 0
  for (const card of cards) {
    const used = Math.min(remaining, card.balance)
    remaining -= used
    if (card.tax_rate !== null) tax += Math.round((used * card.tax_rate) / 100)
  }
  return { gift_card_total: total, gift_card_tax_total: tax }
}

/** How much of each gift card a cart uses, in order (what completion takes from their balances). */
export function giftCardUsage(cards: readonly TotalsGiftCard[], giftCardTotal: number): number[] {
  let remaining = giftCardTotal
  return cards.map((c) => {
    const used = Math.max(0, Math.min(remaining, c.balance))
    remaining -= used
    return used
  })
}

export function computeTotals(input: TotalsInput): Totals {
  const items = new Map<string, LineItemTotals>()
  const methods = new Map<string, ShippingMethodTotals>()
  let subtotal = 0
  let rawDiscount = 0
  let itemTax = 0
  for (const item of input.items) {
    const t = lineItemTotals(item, input.include_tax)
    items.set(item.id, t)
    subtotal += t.subtotal
    rawDiscount += t.raw_discount_total
    itemTax += t.tax_total
  }
  let shipping = 0
  let shippingTax = 0
  for (const m of input.shipping_methods) {
    const t = shippingMethodTotals(m, input.include_tax, input.free_shipping)
    methods.set(m.id, t)
    shipping += t.subtotal
    shippingTax += t.tax_total
  }
  const discount = Math.round(rawDiscount)
  const tax = itemTax + shippingTax
  const giftCardable = input.region.gift_cards_taxable
    ? subtotal + shipping - discount
    : subtotal + shipping + tax - discount
  const cover = giftCardTotals(input, giftCardable)
  // A card's tax, rounded per card or at a card's own rate, can exceed the tax still owed once the card
  // pays the rest (Medusa v1 then answers a total below zero): it covers what is owed, no more.
  const owed = subtotal + shipping + tax - discount - cover.gift_card_total
  const gift = { ...cover, gift_card_tax_total: Math.min(cover.gift_card_tax_total, Math.max(0, owed)) }
  return {
    subtotal,
    discount_total: discount,
    raw_discount_total: rawDiscount,
    item_tax_total: itemTax,
    shipping_total: shipping,
    shipping_tax_total: shippingTax,
    tax_total: tax,
    ...gift,
    total: subtotal + shipping + tax - (gift.gift_card_total + discount + gift.gift_card_tax_total),
    items,
    shipping_methods: methods,
  }
}
