import { describe, expect, it } from 'vitest'
import {
  discountCreatePayload,
  discountCurrency,
  discountFormFromDiscount,
  discountUpdatePayload,
  emptyDiscountForm,
  errorsAfterChange,
  validateDiscountForm,
} from './discount-form'

const filled = () => ({
  ...emptyDiscountForm(),
  value: 15,
  regions: ['reg_1'],
  code: 'summer15',
})

describe('validateDiscountForm', () => {
  it('accepts a complete percentage discount', () => {
    expect(validateDiscountForm(filled(), true)).toEqual({})
  })
  it('names each field the person must fix', () => {
    const errors = validateDiscountForm(
      {
        ...emptyDiscountForm(),
        value: 120,
        usageLimit: '0',
        startsAt: '2026-05-02T10:00',
        endsAt: '2026-05-01T10:00',
      },
      true,
    )
    expect(errors).toEqual({
      value: 'errors.percentage',
      regions: 'errors.regions',
      code: 'errors.code',
      usageLimit: 'errors.positive',
      endsAt: 'errors.endBeforeStart',
    })
  })
  it('keeps a fixed amount to one region and a positive amount', () => {
    const errors = validateDiscountForm(
      { ...filled(), type: 'fixed', amount: '0', regions: ['a', 'b'] },
      true,
      'eur',
    )
    expect(errors).toEqual({ value: 'errors.amount', regions: 'errors.oneRegion' })
  })
  it("names too many decimals for the chosen region's currency", () => {
    const fixed = (amount: string) => ({ ...filled(), type: 'fixed' as const, amount })
    expect(validateDiscountForm(fixed('12.345'), true, 'eur')).toEqual({ value: 'errors.tooManyDecimals' })
    expect(validateDiscountForm(fixed('2500.5'), true, 'jpy')).toEqual({ value: 'errors.wholeAmount' })
    expect(validateDiscountForm(fixed('abc'), true, 'eur')).toEqual({ value: 'errors.amount' })
    expect(validateDiscountForm(fixed('12.34'), true, 'eur')).toEqual({})
    // No region yet: the number alone is checked, the missing region is named.
    expect(validateDiscountForm({ ...fixed('12.345'), regions: [] }, true, undefined)).toEqual({
      regions: 'errors.regions',
    })
  })
  it("does not ask a dynamic code for regions (they are its template's)", () => {
    expect(validateDiscountForm({ ...filled(), regions: [] }, false)).toEqual({})
  })
})

describe('discountCreatePayload', () => {
  it('sends conditions, limits and a dynamic template duration', () => {
    const payload = discountCreatePayload({
      ...filled(),
      isDynamic: true,
      validDays: '14',
      usageLimit: '100',
      conditions: [{ resource: 'products', operator: 'in', items: [{ id: 'prod_1', label: 'Shirt' }] }],
    })
    expect(payload).toEqual({
      code: 'SUMMER15',
      is_dynamic: true,
      rule: {
        type: 'percentage',
        value: 15,
        allocation: 'total',
        conditions: [{ operator: 'in', products: ['prod_1'] }],
      },
      regions: ['reg_1'],
      usage_limit: 100,
      valid_duration: 'P14D',
    })
  })
  it('sends free shipping with value 0 and total allocation', () => {
    const payload = discountCreatePayload({
      ...filled(),
      type: 'free_shipping',
      value: null,
      allocation: 'item',
    })
    expect(payload.rule).toEqual({ type: 'free_shipping', value: 0, allocation: 'total' })
  })
})

describe('a fixed amount typed before its region is chosen', () => {
  const regions = [
    { id: 'reg_jp', currency_code: 'jpy' },
    { id: 'reg_eu', currency_code: 'eur' },
  ]
  it('has no currency until a region is ticked, then the first ticked one', () => {
    expect(discountCurrency([], regions)).toBeUndefined()
    expect(discountCurrency(['reg_eu'], regions)).toBe('eur')
    expect(discountCurrency(['reg_gone', 'reg_jp'], regions)).toBe('jpy')
  })
  it('keeps the typed 5 as 5 in the chosen currency: €5.00 → 500, ¥5 → 5', () => {
    const values = { ...filled(), type: 'fixed' as const, amount: '5', regions: ['reg_eu'] }
    const currency = discountCurrency(values.regions, regions)
    expect(validateDiscountForm(values, true, currency)).toEqual({})
    expect(discountCreatePayload(values, currency).rule).toMatchObject({ type: 'fixed', value: 500 })
    const yen = { ...values, regions: ['reg_jp'] }
    expect(discountCreatePayload(yen, discountCurrency(yen.regions, regions)).rule.value).toBe(5)
    expect(discountCreatePayload({ ...values, amount: '12.5' }, 'eur').rule.value).toBe(1250)
  })
})

describe('discountUpdatePayload', () => {
  const discount = {
    id: 'disc_1',
    code: 'SUMMER15',
    is_dynamic: false,
    is_disabled: false,
    starts_at: '2026-05-01T00:00:00.000Z',
    usage_count: 0,
    usage_limit: 5,
    rule: { id: 'dru_1', type: 'percentage' as const, value: 15, allocation: 'total' as const },
    regions: [{ id: 'reg_1' }],
    created_at: '',
    updated_at: '',
  }
  it('round-trips the form and clears emptied limits and end dates', () => {
    const values = { ...discountFormFromDiscount(discount as never), usageLimit: '', value: 20 }
    const payload = discountUpdatePayload(discount as never, values)
    expect(payload).toMatchObject({
      code: 'SUMMER15',
      rule: { id: 'dru_1', value: 20, allocation: 'total', description: null },
      usage_limit: null,
      ends_at: null,
      regions: ['reg_1'],
    })
    expect(new Date(payload.starts_at as string).toISOString()).toBe('2026-05-01T00:00:00.000Z')
  })
  it("shows a fixed amount in its region's major units and sends it back in minor units", () => {
    const fixed = {
      ...discount,
      rule: { ...discount.rule, type: 'fixed' as const, value: 500 },
      regions: [{ id: 'reg_1', currency_code: 'eur' }],
    }
    const values = discountFormFromDiscount(fixed as never)
    expect(values).toMatchObject({ type: 'fixed', amount: '5.00', value: null })
    expect(discountUpdatePayload(fixed as never, values, 'eur').rule).toMatchObject({ value: 500 })
    // Moved to a yen region, the same text is read in yen.
    expect(discountUpdatePayload(fixed as never, values, 'jpy').rule).toMatchObject({ value: 5 })
  })
})

describe('errorsAfterChange', () => {
  it('drops the errors of the fields just edited and keeps the others', () => {
    const errors = { value: 'errors.percentage', code: 'errors.code', endsAt: 'errors.endBeforeStart' }
    expect(errorsAfterChange(errors, { code: 'X' })).toEqual({
      value: 'errors.percentage',
      endsAt: 'errors.endBeforeStart',
    })
    expect(errorsAfterChange(errors, { type: 'fixed', startsAt: '' })).toEqual({ code: 'errors.code' })
    // Another region may mean another currency: the amount's message is dropped too.
    expect(errorsAfterChange({ value: 'errors.tooManyDecimals' }, { regions: [] })).toEqual({})
    expect(errorsAfterChange({ value: 'errors.amount' }, { amount: '5' })).toEqual({})
  })
})
