import { describe, expect, it } from 'vitest'
import { PRODUCT_LIST_SELECTION, productsQuery } from './urls'

describe('products list URL state', () => {
  it('becomes the Admin API list query, dropping unknown statuses and empty filters', () => {
    const query = productsQuery({
      limit: 50,
      offset: 100,
      q: 'lamp',
      order: '-title',
      filters: { status: ['draft', 'bogus', 'published'], collection_id: ['pcol_1'], tags: [], type_id: [] },
    })
    expect(query).toEqual({
      ...PRODUCT_LIST_SELECTION,
      limit: 50,
      offset: 100,
      q: 'lamp',
      order: '-title',
      status: ['draft', 'published'],
      collection_id: ['pcol_1'],
    })
    expect(productsQuery({ limit: 20, offset: 0, q: '', order: '', filters: {} })).toEqual({
      ...PRODUCT_LIST_SELECTION,
      limit: 20,
      offset: 0,
    })
  })

  it('takes in the subcategories of a chosen category', () => {
    expect(
      productsQuery({ limit: 20, offset: 0, q: '', order: '', filters: { category_id: ['pcat_apparel'] } }),
    ).toEqual({
      ...PRODUCT_LIST_SELECTION,
      limit: 20,
      offset: 0,
      category_id: ['pcat_apparel'],
      include_category_children: true,
    })
  })
})
