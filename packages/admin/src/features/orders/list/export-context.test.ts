import { describe, expect, it } from 'vitest'
import { orderExportContext } from './export-context'

describe('order export context', () => {
  it('carries the list filters, search and sort', () => {
    const context = orderExportContext({
      q: 'ann',
      order: 'display_id',
      filters: {
        status: ['pending', 'bogus'],
        region_id: ['reg_1'],
        created_from: ['2026-03-01'],
        awaiting: ['return'],
      },
    })
    expect(context).toMatchObject({
      order: 'display_id',
      filterable_fields: { q: 'ann', status: ['pending'], region_id: ['reg_1'], awaiting: ['return'] },
    })
    const created = (context.filterable_fields as { created_at: { gte: string } }).created_at
    expect(new Date(created.gte).getDate()).toBe(1)
  })

  it('is empty for the unfiltered list and drops sorts the export cannot do', () => {
    expect(orderExportContext({ q: '', order: '', filters: {} })).toEqual({})
    expect(orderExportContext({ q: '', order: 'updated_at', filters: {} })).toEqual({})
  })
})
