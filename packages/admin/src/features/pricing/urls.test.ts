import { describe, expect, it } from 'vitest'
import { priceListsQuery } from './urls'

describe('priceListsQuery', () => {
  const state = { limit: 20, offset: 40, q: '', order: '', filters: {} as Record<string, string[]> }

  it('sends the chosen standings as `standing`, with search, sort and type', () => {
    expect(
      priceListsQuery({
        ...state,
        q: 'summer',
        order: '-name',
        filters: { status: ['scheduled', 'expired'], type: ['sale'] },
      }),
    ).toEqual({
      limit: 20,
      offset: 40,
      q: 'summer',
      order: '-name',
      standing: ['scheduled', 'expired'],
      type: ['sale'],
    })
  })

  it('reads an older link’s stored status as the standing of that name, never as `status`', () => {
    const query = priceListsQuery({ ...state, filters: { status: ['active'] } })
    expect(query).toEqual({ limit: 20, offset: 40, standing: ['active'] })
    expect(query).not.toHaveProperty('status')
    expect(priceListsQuery({ ...state, filters: { status: ['draft'] } }).standing).toEqual(['draft'])
  })

  it('leaves the filter out when every standing is chosen, and drops values the URL made up', () => {
    expect(
      priceListsQuery({ ...state, filters: { status: ['draft', 'scheduled', 'active', 'expired'] } }),
    ).toEqual({ limit: 20, offset: 40 })
    expect(priceListsQuery({ ...state, filters: { status: ['live', 'expired'], type: ['bogus'] } })).toEqual({
      limit: 20,
      offset: 40,
      standing: ['expired'],
    })
    expect(priceListsQuery({ ...state, filters: { status: ['live'] } })).toEqual({ limit: 20, offset: 40 })
  })
})
