import { describe, expect, it } from 'vitest'
import { hasUnexportableFilters, productExportContext } from './export-context'

describe('product export context', () => {
  it('exports everything when the list is not filtered', () => {
    expect(productExportContext({ filters: {}, order: '' })).toEqual({})
  })

  it('carries the filters the export understands and a sort it accepts', () => {
    expect(
      productExportContext({
        filters: {
          status: ['published', 'bogus'],
          collection_id: ['pcol_1'],
          type_id: [],
          sales_channel_id: ['sc_1', 'sc_2'],
          tags: ['ptag_1'],
        },
        order: '-title',
      }),
    ).toEqual({
      filterable_fields: {
        status: ['published'],
        collection_id: ['pcol_1'],
        sales_channel_id: ['sc_1', 'sc_2'],
      },
      order: '-title',
    })
  })

  it('drops a sort the export cannot use', () => {
    expect(productExportContext({ filters: {}, order: 'status' })).toEqual({})
  })

  it('notices search, tag and category filters, which an export ignores', () => {
    expect(hasUnexportableFilters({ filters: {}, q: '' })).toBe(false)
    expect(hasUnexportableFilters({ filters: { status: ['draft'] }, q: '' })).toBe(false)
    expect(hasUnexportableFilters({ filters: {}, q: 'lamp' })).toBe(true)
    expect(hasUnexportableFilters({ filters: { tags: ['t'] }, q: '' })).toBe(true)
    expect(hasUnexportableFilters({ filters: { category_id: ['c'] }, q: '' })).toBe(true)
  })
})
