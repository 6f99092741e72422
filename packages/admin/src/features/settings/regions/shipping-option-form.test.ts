import type { ShippingOption } from '@mercato/client'
import { describe, expect, it } from 'vitest'
import { parseMajorInput } from '../../../components/ui/form/money'
import {
  createShippingOptionBody,
  emptyShippingOptionForm,
  shippingOptionFormValues,
  subtotalLimits,
  updateShippingOptionBody,
  validateShippingOption,
} from './shipping-option-form'

const base = { ...emptyShippingOptionForm('manual', 'sp_1'), name: 'Standard' }

describe('shipping option form', () => {
  it('needs a name, a provider and, for flat rates, an amount', () => {
    expect(validateShippingOption(emptyShippingOptionForm())).toEqual({
      name: 'errors.required',
      provider_id: 'errors.required',
      amount: 'errors.required',
    })
    expect(validateShippingOption({ ...base, price_type: 'calculated' })).toEqual({})
  })

  it('refuses amounts that are not amounts and a maximum below the minimum', () => {
    expect(validateShippingOption({ ...base, amount: parseMajorInput('12.5', 'jpy') })).toEqual({
      amount: 'errors.amount',
    })
    expect(validateShippingOption({ ...base, amount: 500, min_subtotal: 5000, max_subtotal: 1000 })).toEqual({
      max_subtotal: 'errors.maxBelowMin',
    })
  })

  it('sends minor units: 1500 yen stays 1500, 12.50 euro becomes 1250', () => {
    const yen = createShippingOptionBody({ ...base, amount: parseMajorInput('1500', 'jpy') }, 'reg_1')
    expect(yen).toEqual({
      name: 'Standard',
      region_id: 'reg_1',
      provider_id: 'manual',
      profile_id: 'sp_1',
      data: {},
      price_type: 'flat_rate',
      amount: 1500,
      requirements: [],
      is_return: false,
      includes_tax: false,
    })
    const euro = createShippingOptionBody(
      { ...base, amount: parseMajorInput('12.50', 'eur'), min_subtotal: 5000 },
      'reg_1',
    )
    expect(euro.amount).toBe(1250)
    expect(euro.requirements).toEqual([{ type: 'min_subtotal', amount: 5000 }])
  })

  it('keeps the ids of existing requirements and drops cleared ones when editing', () => {
    const option = {
      id: 'so_1',
      name: 'Standard',
      price_type: 'flat_rate',
      amount: 900,
      profile_id: 'sp_1',
      provider_id: 'manual',
      is_return: false,
      requirements: [
        { id: 'req_min', shipping_option_id: 'so_1', type: 'min_subtotal', amount: 100 },
        { id: 'req_max', shipping_option_id: 'so_1', type: 'max_subtotal', amount: 9000 },
      ],
    } as ShippingOption
    const values = shippingOptionFormValues(option)
    expect(values.min_subtotal).toBe(100)
    const body = updateShippingOptionBody({ ...values, max_subtotal: null, min_subtotal: 200 }, option)
    expect(body).toEqual({
      name: 'Standard',
      price_type: 'flat_rate',
      amount: 900,
      requirements: [{ id: 'req_min', type: 'min_subtotal', amount: 200 }],
      includes_tax: false,
    })
    expect(updateShippingOptionBody({ ...values, price_type: 'calculated' }, option)).not.toHaveProperty(
      'amount',
    )
  })

  it("starts a new option's price with the region's tax setting and edits an option's own", () => {
    expect(emptyShippingOptionForm('manual', '', true).includes_tax).toBe(true)
    expect(emptyShippingOptionForm('manual').includes_tax).toBe(false)
    const option = {
      id: 'so_1',
      name: 'Express',
      price_type: 'flat_rate',
      includes_tax: true,
    } as ShippingOption
    const values = shippingOptionFormValues(option)
    expect(values.includes_tax).toBe(true)
    expect(updateShippingOptionBody({ ...values, includes_tax: false }, option).includes_tax).toBe(false)
    expect(createShippingOptionBody({ ...base, amount: 495, includes_tax: true }, 'reg_1').includes_tax).toBe(
      true,
    )
  })

  it('lists the minimum subtotal before the maximum, whatever order they were stored in', () => {
    const option = {
      id: 'so_1',
      requirements: [
        { id: 'req_max', shipping_option_id: 'so_1', type: 'max_subtotal', amount: 5000 },
        {
          id: 'req_old',
          shipping_option_id: 'so_1',
          type: 'min_subtotal',
          amount: 1,
          deleted_at: '2026-01-01',
        },
        { id: 'req_min', shipping_option_id: 'so_1', type: 'min_subtotal', amount: 1000 },
      ],
    } as ShippingOption
    expect(subtotalLimits(option)).toEqual([
      { type: 'min_subtotal', amount: 1000 },
      { type: 'max_subtotal', amount: 5000 },
    ])
    expect(subtotalLimits({ ...option, requirements: [] })).toEqual([])
  })
})
