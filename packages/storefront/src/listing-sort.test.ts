import { describe, expect, it } from 'vitest'
import { listingQuery } from './data'
import { sortFrom, sortedQuery, sortedSearch } from './listing-sort'

describe('listing sort', () => {
  it('reads the sort from ?order=, newest when missing or unknown', () => {
    expect(sortFrom('?order=name-asc')).toBe('name-asc')
    expect(sortFrom('?q=mug&order=name-desc&page=2')).toBe('name-desc')
    expect(sortFrom('')).toBe('newest')
    expect(sortFrom('?order=price')).toBe('newest')
    expect(sortFrom('?order=-title')).toBe('newest')
  })

  it('maps the sort to the Store API order, leaving the default list query as it was', () => {
    const query = listingQuery({ collection_id: ['pcol_1'] }, 'reg_1', 2)
    expect(sortedQuery(query, 'name-asc')).toEqual({ ...query, order: 'title' })
    expect(sortedQuery(query, 'name-desc')).toEqual({ ...query, order: '-title' })
    expect(sortedQuery(query, 'newest')).toBe(query)
  })

  it('keeps other parameters, goes back to the first page, and drops the default sort', () => {
    expect(sortedSearch('?q=mug&page=3', 'name-desc')).toBe('?q=mug&order=name-desc')
    expect(sortedSearch('?order=name-asc&page=2', 'newest')).toBe('')
    expect(sortedSearch('?q=mug&order=name-asc', 'newest')).toBe('?q=mug')
  })
})
