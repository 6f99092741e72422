import { describe, expect, it } from 'vitest'
import { type ConditionLike, itemDiscountAmounts } from './discounts'
import {
  type TotalsInput,
  type TotalsLineItem,
  computeTotals,
  giftCardUsage,
  lineItemSubtotal,
  lineItemTotals,
} from './totals'

const rate = (r: number) => ({ rate: r })
const item = (over: Partial<TotalsLineItem> & { id: string }): TotalsLineItem => ({
  unit_price: 1000,
  quantity: 1,
  includes_tax: false,
  tax_lines: [],
  adjustments: [],
  ...over,
})
const cart = (over: Partial<TotalsInput>): TotalsInput => ({
  items: [],
  shipping_methods: [],
  free_shipping: false,
  region: { gift_cards_taxable: true },
  include_tax: true,
  ...over,
})
const { items: _i, shipping_methods: _s, ...flat } = computeTotals(cart({}))
const totalsOf = (input: TotalsInput) => {
  const { items, shipping_methods, raw_discount_total: _r, ...rest } = computeTotals(input)
  return rest
}

describe('cart totals (§4.2)', () => {
  it('are all zero for an empty cart', () => {
    expect(flat).toEqual({
      subtotal: 0,
      discount_total: 0,
      raw_discount_total: 0,
      item_tax_total: 0,
      shipping_total: 0,
      shipping_tax_total: 0,
      tax_total: 0,
      gift_card_total: 0,
      gift_card_tax_total: 0,
      total: 0,
    })
  })

  it('adds tax per tax line on tax-exclusive prices, rounding each line', () => {
    const input = cart({
      items: [
        item({ id: 'a', unit_price: 1000, quantity: 2, tax_lines: [rate(25)] }),
        item({ id: 'b', unit_price: 333, quantity: 1, tax_lines: [rate(10), rate(5)] }),
      ],
      shipping_methods: [{ id: 's', price: 800, includes_tax: false, tax_lines: [rate(25)] }],
    })
    expect(totalsOf(input)).toEqual({
      subtotal: 2333,
      discount_total: 0,
      item_tax_total: 500 + 33 + 17,
      shipping_total: 800,
      shipping_tax_total: 200,
      tax_total: 750,
      gift_card_total: 0,
      gift_card_tax_total: 0,
      total: 2333 + 800 + 750,
    })
    expect(computeTotals(input).items.get('b')).toEqual({
      subtotal: 333,
      discount_total: 0,
      raw_discount_total: 0,
      tax_total: 50,
      original_tax_total: 50,
      total: 383,
      original_total: 383,
    })
  })

  it('takes the tax out of tax-inclusive item and shipping prices', () => {
    const input = cart({
      items: [
        item({ id: 'a', unit_price: 1250, quantity: 3, includes_tax: true, tax_lines: [rate(25)] }),
        item({ id: 'b', unit_price: 999, quantity: 3, includes_tax: true, tax_lines: [rate(20)] }),
      ],
      shipping_methods: [{ id: 's', price: 1000, includes_tax: true, tax_lines: [rate(25)] }],
    })
    const t = computeTotals(input)
    expect(t.items.get('a')).toMatchObject({ subtotal: 3000, tax_total: 750, total: 3750 })
    // 999 contains round(166.5) = 167 of tax: 832 net per unit, 2496 for three, tax round(499.2) = 499.
    expect(t.items.get('b')).toMatchObject({ subtotal: 2498, tax_total: 499, total: 2997 })
    expect(t.shipping_methods.get('s')).toMatchObject({ subtotal: 800, tax_total: 200, total: 1000 })
    expect(t.total).toBe(3750 + 2997 + 1000)
    expect(lineItemSubtotal(input.items[1]!)).toBe(2498)
  })

  it('works in whole units for zero-decimal currencies (JPY)', () => {
    const t = computeTotals(
      cart({
        items: [item({ id: 'a', unit_price: 1234, quantity: 1, tax_lines: [rate(8)] })],
        shipping_methods: [{ id: 's', price: 550, includes_tax: false, tax_lines: [rate(10)] }],
      }),
    )
    expect(t.item_tax_total).toBe(99)
    expect(t.shipping_tax_total).toBe(55)
    expect(t.total).toBe(1234 + 99 + 550 + 55)
  })

  it('computes nothing for taxes when the region does not compute them', () => {
    const t = computeTotals(
      cart({ include_tax: false, items: [item({ id: 'a', unit_price: 500, tax_lines: [rate(25)] })] }),
    )
    expect(t).toMatchObject({ subtotal: 500, tax_total: 0, total: 500 })
  })
})

describe('discounts in totals (§4.4)', () => {
  const p1 = { id: 'prod_1', type_id: 'ptyp_1', tag_ids: ['ptag_1'] }
  const p2 = { id: 'prod_2', type_id: 'ptyp_2', collection_id: 'pcol_1' }
  const lines = [
    { id: 'a', unit_price: 1000, quantity: 2, product: p1 },
    { id: 'b', unit_price: 1000, quantity: 1, product: p2 },
  ]
  const withAdjustments = (amounts: Map<string, number>) =>
    lines.map((l) =>
      item({
        id: l.id,
        unit_price: l.unit_price,
        quantity: l.quantity,
        tax_lines: [rate(20)],
        adjustments: amounts.has(l.id) ? [{ amount: amounts.get(l.id)! }] : [],
      }),
    )
  const discountOf = (rule: Parameters<typeof itemDiscountAmounts>[0], conditions: ConditionLike[] = []) =>
    itemDiscountAmounts(
      rule,
      conditions,
      lines.map((l) => ({ ...l, subtotal: l.unit_price * l.quantity, allow_discounts: true })),
    )

  it('applies a percentage discount only to items meeting its conditions, taxing the rest', () => {
    const amounts = discountOf({ type: 'percentage', value: 10, allocation: 'total' }, [
      { type: 'product_tags', operator: 'in', resource_ids: ['ptag_1'] },
    ])
    expect([...amounts]).toEqual([['a', 200]])
    const t = computeTotals(cart({ items: withAdjustments(amounts) }))
    expect(t.items.get('a')).toMatchObject({
      subtotal: 2000,
      discount_total: 200,
      tax_total: 360,
      total: 2160,
    })
    expect(t.items.get('b')).toMatchObject({ discount_total: 0, tax_total: 200, total: 1200 })
    expect(t).toMatchObject({ subtotal: 3000, discount_total: 200, tax_total: 560, total: 3360 })
  })

  it('shares a fixed total discount pro rata and rounds the cart sum once', () => {
    const amounts = discountOf({ type: 'fixed', value: 1000, allocation: 'total' })
    const t = computeTotals(cart({ items: withAdjustments(amounts) }))
    expect(t.items.get('a')).toMatchObject({ discount_total: 667, tax_total: 267 })
    expect(t.items.get('b')).toMatchObject({ discount_total: 333, tax_total: 133 })
    expect(t).toMatchObject({ discount_total: 1000, tax_total: 400, total: 3000 - 1000 + 400 })
  })

  it('gives a fixed item discount per unit, capped at the item subtotal, and excludes by condition', () => {
    const amounts = discountOf({ type: 'fixed', value: 1500, allocation: 'item' }, [
      { type: 'product_types', operator: 'not_in', resource_ids: ['ptyp_2'] },
    ])
    expect([...amounts]).toEqual([['a', 2000]])
    const t = computeTotals(cart({ items: withAdjustments(amounts) }))
    expect(t).toMatchObject({ subtotal: 3000, discount_total: 2000, tax_total: 200, total: 1200 })
  })

  it('sums several line-item adjustments of one item', () => {
    const t = lineItemTotals(
      item({ id: 'a', unit_price: 1000, quantity: 1, adjustments: [{ amount: 100.4 }, { amount: 50.4 }] }),
      true,
    )
    expect(t).toMatchObject({ discount_total: 151, raw_discount_total: 150.8, total: 849 })
  })

  it('zeroes every shipping method with free shipping', () => {
    const t = computeTotals(
      cart({
        free_shipping: true,
        items: [item({ id: 'a', unit_price: 1000, tax_lines: [rate(10)] })],
        shipping_methods: [
          { id: 's1', price: 800, includes_tax: false, tax_lines: [rate(10)] },
          { id: 's2', price: 300, includes_tax: true, tax_lines: [rate(10)] },
        ],
      }),
    )
    expect(t).toMatchObject({ shipping_total: 0, shipping_tax_total: 0, tax_total: 100, total: 1100 })
    expect(t.shipping_methods.get('s1')).toMatchObject({ subtotal: 0, total: 0, original_total: 880 })
  })
})

describe('gift cards in totals', () => {
  const taxed = [item({ id: 'a', unit_price: 4000, tax_lines: [rate(25)] })]

  it('covers part of the total and charges the tax of a taxed card', () => {
    const plain = totalsOf(
      cart({ items: [item({ id: 'a', unit_price: 5000 })], gift_cards: [{ balance: 2000, tax_rate: null }] }),
    )
    expect(plain).toMatchObject({ gift_card_total: 2000, gift_card_tax_total: 0, total: 3000 })
    const t = totalsOf(cart({ items: taxed, gift_cards: [{ balance: 2000, tax_rate: 25 }] }))
    expect(t).toMatchObject({ tax_total: 1000, gift_card_total: 2000, gift_card_tax_total: 500, total: 2500 })
  })

  it('covers all of the total', () => {
    const t = totalsOf(cart({ items: taxed, gift_cards: [{ balance: 10000, tax_rate: 25 }] }))
    expect(t).toMatchObject({ gift_card_total: 4000, gift_card_tax_total: 1000, total: 0 })
    // Where gift cards are not taxable they pay the tax too.
    const untaxable = totalsOf(
      cart({
        region: { gift_cards_taxable: false },
        items: taxed,
        gift_cards: [{ balance: 10000, tax_rate: null }],
      }),
    )
    expect(untaxable).toMatchObject({ gift_card_total: 5000, gift_card_tax_total: 0, total: 0 })
  })

  it('never covers more tax than is owed, so the total is never below zero', () => {
    // A tax-inclusive 31.99 item and 14.00 shipping at 20 %: the card pays 38.33 net; its tax at 20 %
    // rounds to 7.67 where the order owes 7.66.
    const inclusive = (id: string, unit_price: number) =>
      item({ id, unit_price, includes_tax: true, tax_lines: [rate(20)] })
    const t = totalsOf(
      cart({
        items: [inclusive('a', 3199)],
        shipping_methods: [{ id: 's', price: 1400, includes_tax: true, tax_lines: [rate(20)] }],
        gift_cards: [{ balance: 4000, tax_rate: 20 }],
      }),
    )
    expect(t).toMatchObject({ gift_card_total: 3833, tax_total: 766, gift_card_tax_total: 766, total: 0 })
    // A card taxed at a higher rate than the goods covers their tax only.
    const lower = totalsOf(
      cart({
        items: [item({ id: 'a', unit_price: 1000, tax_lines: [rate(7)] })],
        gift_cards: [{ balance: 5000, tax_rate: 20 }],
      }),
    )
    expect(lower).toMatchObject({ gift_card_total: 1000, gift_card_tax_total: 70, total: 0 })
  })

  it('uses several cards in order, and orders read what their transactions paid', () => {
    const cards = [
      { balance: 1500, tax_rate: 10 },
      { balance: 5000, tax_rate: null },
    ]
    const items = [item({ id: 'a', unit_price: 3000, tax_lines: [rate(10)] })]
    const t = computeTotals(cart({ items, gift_cards: cards }))
    expect(t.gift_card_total).toBe(3000)
    expect(t.gift_card_tax_total).toBe(150)
    expect(t.total).toBe(3000 + 300 - 3000 - 150)
    expect(giftCardUsage(cards, t.gift_card_total)).toEqual([1500, 1500])
    const order = totalsOf(
      cart({
        items,
        gift_card_transactions: [
          { amount: 1500, tax_rate: 10, is_taxable: true },
          { amount: 1500, tax_rate: null, is_taxable: false },
        ],
      }),
    )
    expect(order).toMatchObject({ gift_card_total: 3000, gift_card_tax_total: 150, total: 150 })
  })
})
