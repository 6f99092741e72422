import { describe, expect, it } from 'vitest'
import {
  type ConditionLike,
  type DiscountLike,
  GIFT_CARD_CODE_PATTERN,
  addIsoDuration,
  assertDiscountRule,
  discountRuleProblem,
  discountUseError,
  giftCardUseError,
  isIsoDuration,
  itemDiscountAmounts,
  normalizeDiscountCode,
  productMeetsConditions,
} from './discounts'

const NOW = new Date('2024-06-01T12:00:00Z')
const base: DiscountLike = {
  code: 'SUMMER',
  is_disabled: false,
  starts_at: new Date('2024-01-01T00:00:00Z'),
  ends_at: null,
  usage_limit: null,
  usage_count: 0,
  region_ids: ['reg_1'],
  conditions: [],
}
const use = (d: Partial<DiscountLike>, ctx: Partial<Parameters<typeof discountUseError>[1]> = {}) =>
  discountUseError({ ...base, ...d }, { region_id: 'reg_1', now: NOW, ...ctx })

describe('discount rules', () => {
  it('refuses percentages above 100 and fixed discounts without exactly one region', () => {
    expect(discountRuleProblem({ type: 'percentage', value: 100 }, 3)).toBeNull()
    expect(discountRuleProblem({ type: 'percentage', value: 150 }, 1)).toBe(
      'Discount value above 100 is not allowed when type is percentage',
    )
    expect(discountRuleProblem({ type: 'fixed', value: 500 }, 1)).toBeNull()
    expect(discountRuleProblem({ type: 'fixed', value: 500 }, 2)).toMatch(/exactly one region/)
    expect(discountRuleProblem({ type: 'fixed', value: 500 }, 0)).toMatch(/exactly one region/)
    expect(discountRuleProblem({ type: 'free_shipping', value: 0 }, 4)).toBeNull()
    expect(discountRuleProblem({ type: 'fixed', value: -1 }, 1)).toMatch(/non-negative/)
    expect(() => assertDiscountRule({ type: 'percentage', value: 101 }, 1)).toThrow(
      expect.objectContaining({ type: 'invalid_data' }),
    )
  })

  it('normalises codes to upper case', () => {
    expect(normalizeDiscountCode(' summer10 ')).toBe('SUMMER10')
    expect(GIFT_CARD_CODE_PATTERN.test('AB12-CD34-EF56-GH78')).toBe(true)
    expect(GIFT_CARD_CODE_PATTERN.test('ab12-CD34-EF56-GH78')).toBe(false)
  })
})

describe('discountUseError', () => {
  it('accepts a valid discount', () => {
    expect(use({})).toBeNull()
  })

  it('checks usage, dates and the disabled flag with the contract messages', () => {
    expect(use({ usage_limit: 2, usage_count: 2 })?.message).toBe(
      'Discount SUMMER has been used maximum allowed times',
    )
    expect(use({ usage_limit: 2, usage_count: 1 })).toBeNull()
    expect(use({ starts_at: '2024-07-01T00:00:00Z' })?.message).toBe('Discount SUMMER is not valid yet')
    expect(use({ ends_at: '2024-05-01T00:00:00Z' })?.message).toBe('Discount SUMMER is expired')
    expect(use({ is_disabled: true })?.message).toBe('The discount code SUMMER is disabled')
    expect(use({ is_disabled: true })?.type).toBe('not_allowed')
  })

  it('reports the first failing check in the contract order', () => {
    const err = use({ usage_limit: 1, usage_count: 1, is_disabled: true, ends_at: '2020-01-01T00:00:00Z' })
    expect(err?.message).toMatch(/maximum allowed times/)
    expect(use({ is_disabled: true, region_ids: [] })?.message).toMatch(/disabled/)
  })

  it('checks the region', () => {
    const err = use({}, { region_id: 'reg_2' })
    expect(err?.message).toBe('The discount is not available in current region')
    expect(err?.type).toBe('invalid_data')
  })

  it('checks customer-group conditions', () => {
    const inVip: ConditionLike = { type: 'customer_groups', operator: 'in', resource_ids: ['vip'] }
    expect(use({ conditions: [inVip] })?.message).toBe('Discount SUMMER is only valid for specific customer')
    expect(use({ conditions: [inVip] }, { customer_id: 'cus_1', customer_group_ids: [] })?.message).toBe(
      'Discount SUMMER is not valid for customer',
    )
    expect(use({ conditions: [inVip] }, { customer_id: 'cus_1', customer_group_ids: ['vip'] })).toBeNull()
    const notStaff: ConditionLike = { type: 'customer_groups', operator: 'not_in', resource_ids: ['staff'] }
    expect(
      use({ conditions: [notStaff] }, { customer_id: 'c', customer_group_ids: ['staff'] }),
    ).not.toBeNull()
    expect(use({ conditions: [notStaff] }, { customer_id: 'c', customer_group_ids: ['vip'] })).toBeNull()
  })
})

describe('item eligibility', () => {
  const shirt = { id: 'prod_1', type_id: 'ptyp_tops', collection_id: 'pcol_summer', tag_ids: ['ptag_cotton'] }
  const mug = { id: 'prod_2', type_id: 'ptyp_home', collection_id: null, tag_ids: [] }

  it('applies in and not_in per condition type, all conditions together', () => {
    const c = (type: ConditionLike['type'], operator: 'in' | 'not_in', ids: string[]): ConditionLike => ({
      type,
      operator,
      resource_ids: ids,
    })
    expect(productMeetsConditions([], shirt)).toBe(true)
    expect(productMeetsConditions([c('products', 'in', ['prod_1'])], shirt)).toBe(true)
    expect(productMeetsConditions([c('products', 'in', ['prod_1'])], mug)).toBe(false)
    expect(productMeetsConditions([c('products', 'not_in', ['prod_1'])], mug)).toBe(true)
    expect(productMeetsConditions([c('product_types', 'in', ['ptyp_tops'])], shirt)).toBe(true)
    expect(productMeetsConditions([c('product_collections', 'in', ['pcol_summer'])], mug)).toBe(false)
    expect(productMeetsConditions([c('product_collections', 'not_in', ['pcol_summer'])], mug)).toBe(true)
    expect(productMeetsConditions([c('product_tags', 'in', ['ptag_cotton'])], shirt)).toBe(true)
    expect(productMeetsConditions([c('product_tags', 'not_in', ['ptag_cotton'])], shirt)).toBe(false)
    const both = [c('product_types', 'in', ['ptyp_tops']), c('products', 'not_in', ['prod_1'])]
    expect(productMeetsConditions(both, shirt)).toBe(false)
    expect(productMeetsConditions([c('customer_groups', 'in', ['vip'])], mug)).toBe(true)
    expect(productMeetsConditions([c('products', 'not_in', ['prod_1'])], null)).toBe(false)
    expect(productMeetsConditions([], null)).toBe(true)
  })

  it('computes item amounts per rule type and allocation', () => {
    const items = [
      { id: 'a', subtotal: 3000, quantity: 3, allow_discounts: true, product: shirt },
      { id: 'b', subtotal: 1000, quantity: 1, allow_discounts: true, product: mug },
      { id: 'c', subtotal: 999, quantity: 1, allow_discounts: false, product: shirt },
    ]
    const pct = itemDiscountAmounts({ type: 'percentage', value: 15, allocation: 'total' }, [], items)
    expect(Object.fromEntries(pct)).toEqual({ a: 450, b: 150 })
    const perItem = itemDiscountAmounts({ type: 'fixed', value: 600, allocation: 'item' }, [], items)
    expect(Object.fromEntries(perItem)).toEqual({ a: 1800, b: 600 })
    const total = itemDiscountAmounts({ type: 'fixed', value: 1000, allocation: 'total' }, [], items)
    expect(Object.fromEntries(total)).toEqual({ a: 750, b: 250 })
    const capped = itemDiscountAmounts({ type: 'fixed', value: 99999, allocation: 'total' }, [], items)
    expect(Object.fromEntries(capped)).toEqual({ a: 3000, b: 1000 })
    const onlyShirts = itemDiscountAmounts(
      { type: 'percentage', value: 10, allocation: 'total' },
      [{ type: 'products', operator: 'in', resource_ids: ['prod_1'] }],
      items,
    )
    expect(Object.fromEntries(onlyShirts)).toEqual({ a: 300 })
    expect(
      itemDiscountAmounts({ type: 'free_shipping', value: 0, allocation: 'total' }, [], items).size,
    ).toBe(0)
  })
})

describe('ISO-8601 durations', () => {
  it('recognises durations and adds them', () => {
    expect(isIsoDuration('P1M')).toBe(true)
    expect(isIsoDuration('P2DT12H')).toBe(true)
    expect(isIsoDuration('PT30M')).toBe(true)
    expect(isIsoDuration('P')).toBe(false)
    expect(isIsoDuration('PT')).toBe(false)
    expect(isIsoDuration('1 month')).toBe(false)
    const start = new Date('2024-01-15T10:00:00Z')
    expect(addIsoDuration(start, 'P1M').toISOString()).toBe('2024-02-15T10:00:00.000Z')
    expect(addIsoDuration(start, 'P1Y2W').toISOString()).toBe('2025-01-29T10:00:00.000Z')
    expect(addIsoDuration(start, 'P1DT1H30M15S').toISOString()).toBe('2024-01-16T11:30:15.000Z')
    expect(() => addIsoDuration(start, 'soon')).toThrow(/ISO 8601/)
  })
})

describe('gift cards', () => {
  const card = { code: 'AAAA-BBBB-CCCC-DDDD', region_id: 'reg_1', is_disabled: false, ends_at: null }
  it('refuses disabled, expired and foreign-region cards', () => {
    expect(giftCardUseError(card, 'reg_1', NOW)).toBeNull()
    expect(giftCardUseError({ ...card, is_disabled: true }, 'reg_1', NOW)?.message).toBe(
      'The gift card is disabled',
    )
    expect(giftCardUseError({ ...card, ends_at: '2024-01-01T00:00:00Z' }, 'reg_1', NOW)?.message).toBe(
      'The gift card has expired',
    )
    expect(giftCardUseError(card, 'reg_2', NOW)?.message).toBe(
      'The gift card cannot be used in the current region',
    )
  })
})
