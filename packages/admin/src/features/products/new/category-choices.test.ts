import { describe, expect, it } from 'vitest'
import type { CategoryNode } from '../../categories/tree'
import { categoryChoices } from './category-choices'

const node = (id: string, name: string, rank: number, children: CategoryNode[] = []): CategoryNode => ({
  id,
  name,
  rank,
  is_active: true,
  is_internal: false,
  category_children: children,
})

describe('categoryChoices', () => {
  it('lists every category depth-first by rank, labelled with its path', () => {
    const roots = [
      node('home', 'Home', 1, [node('decor', 'Decor', 0)]),
      node('clothing', 'Clothing', 0, [node('pants', 'Pants', 1), node('shirts', 'Shirts', 0)]),
    ]
    expect(categoryChoices(roots)).toEqual([
      { value: 'clothing', label: 'Clothing' },
      { value: 'shirts', label: 'Clothing › Shirts' },
      { value: 'pants', label: 'Clothing › Pants' },
      { value: 'home', label: 'Home' },
      { value: 'decor', label: 'Home › Decor' },
    ])
  })

  it('is empty without categories', () => {
    expect(categoryChoices([])).toEqual([])
  })
})
