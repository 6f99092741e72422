import { describe, expect, it } from 'vitest'
import { ordersQuery } from '../urls'
import {
  BUILT_IN_VIEWS,
  MAX_VIEWS,
  VIEWS_METADATA_KEY,
  activeView,
  addView,
  readViews,
  removeView,
  renameView,
  viewQuery,
} from './saved-views'

describe('saved order views', () => {
  it('has built-in views for orders to fulfil, payments to capture and the archive', () => {
    const filtersOf = (query: string) => {
      const params = new URLSearchParams(query)
      const filters: Record<string, string[]> = {}
      for (const key of new Set(params.keys())) filters[key] = params.getAll(key)
      return ordersQuery({ limit: 20, offset: 0, q: '', order: '', filters })
    }
    const [unfulfilled, toCapture, archived] = BUILT_IN_VIEWS.map((view) => filtersOf(view.query))
    expect(unfulfilled).toMatchObject({
      status: ['pending'],
      fulfillment_status: ['not_fulfilled', 'partially_fulfilled'],
    })
    expect(toCapture).toMatchObject({ status: ['pending'], payment_status: ['awaiting'] })
    expect(archived).toMatchObject({ status: ['archived'] })
    for (const view of BUILT_IN_VIEWS) expect(viewQuery(view.query)).toBe(view.query)
  })

  it('keeps filters, search and sort but never the page, in a stable order', () => {
    expect(viewQuery('?page=3&status=pending&q=ann&limit=50&order=-created_at&status=canceled&utm=x')).toBe(
      'status=canceled&status=pending&q=ann&order=-created_at',
    )
    expect(viewQuery('status=canceled&status=pending')).toBe(viewQuery('status=pending&status=canceled'))
  })

  it('reads only well-formed views from metadata', () => {
    const metadata = {
      other: 1,
      [VIEWS_METADATA_KEY]: [{ id: 'a', name: 'Open', query: 'status=pending' }, { id: 'b' }, 'junk', null],
    }
    expect(readViews(metadata)).toEqual([{ id: 'a', name: 'Open', query: 'status=pending' }])
    expect(readViews(null)).toEqual([])
    expect(readViews({ [VIEWS_METADATA_KEY]: 'nope' })).toEqual([])
  })

  it('adds, renames and removes, refusing empty, long and duplicate names', () => {
    const first = addView([], ' Open ', '?status=pending&page=2', 'v1')
    expect(first.views).toEqual([{ id: 'v1', name: 'Open', query: 'status=pending' }])
    const views = first.views ?? []
    expect(addView(views, 'open', '', 'v2').problem).toBe('nameTaken')
    expect(addView(views, '  ', '', 'v2').problem).toBe('nameRequired')
    expect(addView(views, 'x'.repeat(61), '', 'v2').problem).toBe('nameTooLong')
    const full = Array.from({ length: MAX_VIEWS }, (_, i) => ({ id: `${i}`, name: `v${i}`, query: '' }))
    expect(addView(full, 'one more', '', 'x').problem).toBe('tooMany')
    expect(renameView(views, 'v1', 'Pending').views).toEqual([
      { id: 'v1', name: 'Pending', query: 'status=pending' },
    ])
    expect(renameView(views, 'v1', 'open').views?.[0]?.name).toBe('open')
    expect(removeView(views, 'v1')).toEqual([])
  })

  it('finds the view the URL shows', () => {
    const views = [
      { id: 'a', name: 'Open', query: 'status=pending' },
      { id: 'b', name: 'All', query: '' },
    ]
    expect(activeView(views, '?page=2&status=pending')?.id).toBe('a')
    expect(activeView(views, '')?.id).toBe('b')
    expect(activeView(views, '?status=canceled')).toBeUndefined()
  })
})
