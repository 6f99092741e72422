import { describe, expect, it } from 'vitest'
import { upperAncestorIds } from './category-trail'

describe('upperAncestorIds', () => {
  it('names the ancestors above the parent, from the root down', () => {
    expect(
      upperAncestorIds({ id: 'pcat_c', parent_category_id: 'pcat_p', mpath: 'pcat_r.pcat_g.pcat_p.pcat_c.' }),
    ).toEqual(['pcat_r', 'pcat_g'])
  })

  it('is empty for a top-level category, a child of a top-level one, or without a path', () => {
    expect(upperAncestorIds({ id: 'pcat_r', parent_category_id: null, mpath: 'pcat_r.' })).toEqual([])
    expect(upperAncestorIds({ id: 'pcat_c', parent_category_id: 'pcat_r', mpath: 'pcat_r.pcat_c.' })).toEqual(
      [],
    )
    expect(upperAncestorIds({ id: 'pcat_c', parent_category_id: 'pcat_p', mpath: null })).toEqual([])
  })
})
