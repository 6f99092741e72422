import { describe, expect, it } from 'vitest'
import {
  discountCreatePayload,
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
    const errors = validateDiscountForm({ ...filled(), type: 'fixed', value: 0, regions: ['a', 'b'] }, true)
    expect(errors).toEqual({ value: 'errors.amount', regions: 'errors.oneRegion' })
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
})

describe('errorsAfterChange', () => {
  it('drops the errors of the fields just edited and keeps the others', () => {
    const errors = { value: 'errors.percentage', code: 'errors.code', endsAt: 'errors.endBeforeStart' }
    expect(errorsAfterChange(errors, { code: 'X' })).toEqual({
      value: 'errors.percentage',
      endsAt: 'errors.endBeforeStart',
    })
    expect(errorsAfterChange(errors, { type: 'fixed', startsAt: '' })).toEqual({ code: 'errors.code' })
  })
})
