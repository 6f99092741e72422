import { describe, expect, it } from 'vitest'
import { emptyPriceListForm, priceListFormValues, priceListPayload, regionsTaxKind } from './price-list-form'

describe('price list form', () => {
  it('requires a name', () => {
    expect(priceListPayload({ ...emptyPriceListForm(), name: '  ' }).errors).toEqual({
      name: 'errors.required',
    })
  })

  it('refuses an end before the start', () => {
    const values = { ...emptyPriceListForm(), name: 'VIP', starts_at: '2026-05-02', ends_at: '2026-05-01' }
    expect(priceListPayload(values).errors).toEqual({ ends_at: 'errors.endsBeforeStart' })
  })

  it('sends whole days and the chosen groups', () => {
    const values = {
      ...emptyPriceListForm(),
      name: ' VIP ',
      type: 'override' as const,
      status: 'active' as const,
      starts_at: '2026-05-01',
      ends_at: '2026-05-01',
      customer_groups: ['cgrp_1'],
    }
    expect(priceListPayload(values).payload).toEqual({
      name: 'VIP',
      description: '',
      type: 'override',
      status: 'active',
      // The staff member's own day, whatever their time zone.
      starts_at: new Date('2026-05-01T00:00:00').toISOString(),
      ends_at: new Date('2026-05-01T23:59:59.999').toISOString(),
      customer_groups: [{ id: 'cgrp_1' }],
      includes_tax: false,
    })
  })

  it('sends the store default for tax until staff choose, then their choice', () => {
    const values = { ...emptyPriceListForm(), name: 'VIP' }
    expect(priceListPayload(values, true).payload?.includes_tax).toBe(true)
    expect(priceListPayload({ ...values, includes_tax: false }, true).payload?.includes_tax).toBe(false)
    expect(priceListPayload({ ...values, includes_tax: true }).payload?.includes_tax).toBe(true)
  })

  it('tells the store’s kind of regions', () => {
    expect(regionsTaxKind([{ includes_tax: true }, { includes_tax: true }])).toBe('inclusive')
    expect(regionsTaxKind([{ includes_tax: false }, {}])).toBe('exclusive')
    expect(regionsTaxKind([])).toBe('exclusive')
    expect(regionsTaxKind([{ includes_tax: true }, { includes_tax: false }])).toBe('mixed')
  })

  it('reads a list back into the form', () => {
    const values = priceListFormValues({
      id: 'pl_1',
      name: 'VIP',
      description: 'For friends',
      type: 'sale',
      status: 'active',
      starts_at: new Date('2026-05-01T00:00:00').toISOString(),
      ends_at: null,
      customer_groups: [{ id: 'cgrp_1', name: 'VIP' }],
      created_at: '',
      updated_at: '',
    } as never)
    expect(values).toMatchObject({
      starts_at: '2026-05-01',
      ends_at: '',
      customer_groups: ['cgrp_1'],
      includes_tax: false,
    })
  })
})
