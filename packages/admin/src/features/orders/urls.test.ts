import { describe, expect, it } from 'vitest'
import { ordersQuery } from './urls'

const base = { limit: 20, offset: 40, q: '', order: '' }

describe('ordersQuery', () => {
  it('maps URL filters to the Admin API, dropping unknown statuses', () => {
    const query = ordersQuery({
      ...base,
      q: 'ada',
      order: '-created_at',
      filters: {
        status: ['pending', 'bogus'],
        payment_status: ['captured'],
        fulfillment_status: ['shipped', 'nope'],
        region_id: ['reg_1'],
        sales_channel_id: ['sc_1', 'sc_2'],
      },
    })
    expect(query).toEqual({
      limit: 20,
      offset: 40,
      q: 'ada',
      order: '-created_at',
      status: ['pending'],
      payment_status: ['captured'],
      fulfillment_status: ['shipped'],
      region_id: ['reg_1'],
      sales_channel_id: ['sc_1', 'sc_2'],
    })
  })

  it('covers whole local days, the end day included, and ignores malformed days', () => {
    const query = ordersQuery({
      ...base,
      filters: { created_from: ['2026-03-01'], created_to: ['2026-03-31'] },
    })
    expect(query.created_at).toEqual({
      gte: new Date(2026, 2, 1).toISOString(),
      lt: new Date(2026, 3, 1).toISOString(),
    })
    expect(ordersQuery({ ...base, filters: { created_from: ['yesterday'] } }).created_at).toBeUndefined()
    expect(ordersQuery({ ...base, filters: { created_to: ['2026-12-31'] } }).created_at).toEqual({
      lt: new Date(2027, 0, 1).toISOString(),
    })
  })
})
