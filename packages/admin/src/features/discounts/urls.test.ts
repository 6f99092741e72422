import { describe, expect, it } from 'vitest'
import { discountsQuery } from './urls'

describe('discountsQuery', () => {
  const state = { limit: 20, offset: 0, q: '', order: '', filters: {} as Record<string, string[]> }
  it('maps the filters to the API filters', () => {
    expect(
      discountsQuery({
        ...state,
        q: 'SUMMER',
        filters: { status: ['active', 'scheduled'], type: ['percentage'], kind: ['dynamic'] },
      }),
    ).toEqual({
      limit: 20,
      offset: 0,
      q: 'SUMMER',
      status: ['active', 'scheduled'],
      rule: { type: 'percentage' },
      is_dynamic: true,
    })
  })
  it('leaves a filter out when it would keep every discount', () => {
    expect(
      discountsQuery({
        ...state,
        filters: {
          status: ['active', 'scheduled', 'expired', 'disabled'],
          type: ['fixed', 'percentage'],
          kind: ['code', 'dynamic'],
        },
      }),
    ).toEqual({ limit: 20, offset: 0 })
    expect(discountsQuery({ ...state, filters: { kind: ['code'] } })).toEqual({
      limit: 20,
      offset: 0,
      is_dynamic: false,
    })
  })
  it('drops a status the URL made up', () => {
    expect(discountsQuery({ ...state, filters: { status: ['live', 'expired'] } })).toEqual({
      limit: 20,
      offset: 0,
      status: ['expired'],
    })
  })
})
