import type { Discount } from '@mercato/client'
import { beforeAll, describe, expect, it } from 'vitest'
import en from '../../../public/locales/en/discounts.json'
import { initTestI18n } from '../../test/utils'
import {
  discountCreatePayload,
  discountUpdatePayload,
  emptyDiscountForm,
  validateDiscountForm,
} from './discount-form'
import { requirementText } from './discount-value'
import { regionCurrencies, requirementFromDiscount } from './requirement-form'

const regions = [
  { id: 'reg_eu', currency_code: 'eur' },
  { id: 'reg_de', currency_code: 'eur' },
  { id: 'reg_jp', currency_code: 'jpy' },
]
const filled = () => ({
  ...emptyDiscountForm(),
  value: 10,
  code: 'BIG',
  regions: ['reg_eu', 'reg_de', 'reg_jp'],
})

describe('the minimum requirement in the discount form', () => {
  it('asks for an amount in each currency of the chosen regions, once per currency', () => {
    const currencies = regionCurrencies(filled().regions, regions)
    expect(currencies).toEqual(['eur', 'jpy'])
    const values = { ...filled(), requirement: 'subtotal' as const, minimumAmounts: { eur: '50' } }
    expect(validateDiscountForm(values, true, 'eur', currencies)).toEqual({
      requirement: 'errors.amount',
      requirementCurrency: 'jpy',
    })
    const jpyDecimals = { ...values, minimumAmounts: { eur: '50', jpy: '10.5' } }
    expect(validateDiscountForm(jpyDecimals, true, 'eur', currencies).requirement).toBe('errors.wholeAmount')
    const complete = { ...values, minimumAmounts: { eur: '50', jpy: '6000', usd: '1' } }
    expect(validateDiscountForm(complete, true, 'eur', currencies)).toEqual({})
    // Only the regions' currencies are saved.
    expect(discountCreatePayload(complete, 'eur', currencies).rule.metadata).toEqual({
      requirement: { type: 'subtotal', amounts: { eur: 5000, jpy: 6000 } },
    })
  })

  it('sends no requirement for none, and a whole number of items for a quantity', () => {
    expect(discountCreatePayload(filled(), undefined, []).rule.metadata).toBeUndefined()
    const quantity = { ...filled(), requirement: 'quantity' as const, minimumQuantity: '0' }
    expect(validateDiscountForm(quantity, true, undefined, []).requirement).toBe('errors.positive')
    expect(discountCreatePayload({ ...quantity, minimumQuantity: '3' }, undefined, []).rule.metadata).toEqual(
      { requirement: { type: 'quantity', quantity: 3 } },
    )
  })

  it('starts the edit form from the rule, and clears or keeps it on save', () => {
    const discount = {
      id: 'disc_1',
      code: 'BIG',
      is_dynamic: false,
      parent_discount_id: null,
      rule: {
        id: 'dru_1',
        type: 'percentage',
        value: 10,
        metadata: { requirement: { type: 'subtotal', amounts: { eur: 5050 } } },
      },
      regions: [{ id: 'reg_eu', currency_code: 'eur' }],
    } as unknown as Discount
    expect(requirementFromDiscount(discount)).toEqual({
      requirement: 'subtotal',
      minimumAmounts: { eur: '50.50' },
      minimumQuantity: '',
      minimumEligibleOnly: false,
    })
    const none = { ...filled(), regions: ['reg_eu'], requirement: 'none' as const }
    expect(discountUpdatePayload(discount, none, undefined, ['eur']).rule).toMatchObject({
      metadata: { requirement: null },
    })
    // A dynamic code shares its template's rule: its form leaves the requirement alone.
    const child = { ...discount, parent_discount_id: 'disc_0' } as Discount
    expect(discountUpdatePayload(child, none, undefined, ['eur']).rule).not.toHaveProperty('metadata')
  })

  it('saves a minimum over the eligible items as its scope, and reads it back', () => {
    const quantity = {
      ...filled(),
      requirement: 'quantity' as const,
      minimumQuantity: '3',
      minimumEligibleOnly: true,
    }
    const requirement = { type: 'quantity', quantity: 3, scope: 'eligible_items' }
    expect(discountCreatePayload(quantity, undefined, []).rule.metadata).toEqual({ requirement })
    const subtotal = { ...quantity, requirement: 'subtotal' as const, minimumAmounts: { eur: '50' } }
    expect(discountCreatePayload(subtotal, 'eur', ['eur']).rule.metadata).toEqual({
      requirement: { type: 'subtotal', amounts: { eur: 5000 }, scope: 'eligible_items' },
    })
    // No minimum, no scope: the box only matters once a minimum is set.
    expect(
      discountCreatePayload({ ...quantity, requirement: 'none' }, undefined, []).rule.metadata,
    ).toBeUndefined()
    const discount = { rule: { metadata: { requirement } } } as unknown as Discount
    expect(requirementFromDiscount(discount)).toMatchObject({
      requirement: 'quantity',
      minimumEligibleOnly: true,
    })
    const cartScope = {
      rule: { metadata: { requirement: { ...requirement, scope: 'cart' } } },
    } as unknown as Discount
    expect(requirementFromDiscount(cartScope).minimumEligibleOnly).toBe(false)
  })
})

describe('the minimum requirement on the discount page', () => {
  beforeAll(() => {
    initTestI18n().addResourceBundle('en', 'discounts', en)
  })
  const withRequirement = (requirement: object | null) =>
    ({ rule: { metadata: { requirement } } }) as unknown as Discount

  it('says when only the items the discount applies to count', () => {
    const t = initTestI18n().getFixedT('en', 'discounts')
    expect(requirementText(withRequirement(null), t, 'en')).toBe('No minimum')
    expect(requirementText(withRequirement({ type: 'quantity', quantity: 3 }), t, 'en')).toBe(
      'Minimum number of items: 3',
    )
    expect(
      requirementText(withRequirement({ type: 'quantity', quantity: 3, scope: 'eligible_items' }), t, 'en'),
    ).toBe('Minimum number of items: 3, counting only the items the discount applies to')
    expect(
      requirementText(
        withRequirement({ type: 'subtotal', amounts: { eur: 5000 }, scope: 'eligible_items' }),
        t,
        'en',
      ),
    ).toBe('Subtotal of at least €50.00, counting only the items the discount applies to')
  })
})
