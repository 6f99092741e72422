import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import catalogueEn from '../../../public/locales/en/catalogue.json'
import { initTestI18n } from '../../test/utils'
import { CategoryTree } from './category-tree'
import { type CategoryNode, locate, parentChoices, rankAfterMove, subtreeIds, visibleRows } from './tree'

const node = (id: string, name: string, rank: number, children: CategoryNode[] = []): CategoryNode => ({
  id,
  name,
  rank,
  is_active: true,
  is_internal: false,
  category_children: children,
})

// Ranks deliberately out of array order: the tree must sort by rank.
const lamps = node('lamps', 'Lamps', 1)
const rugs = node('rugs', 'Rugs', 0)
const home = node('home', 'Home', 1, [lamps, rugs])
const garden = { ...node('garden', 'Garden', 0), is_active: false, is_internal: true }
const roots = [home, garden]

beforeAll(() => {
  initTestI18n().addResourceBundle('en', 'catalogue', catalogueEn)
})
afterEach(cleanup)

describe('tree helpers', () => {
  it('lists siblings by rank, children under their expanded parent, with level and place', () => {
    const rows = visibleRows(roots, new Set(['home']))
    expect(rows.map((r) => [r.category.id, r.level, r.position, r.siblings])).toEqual([
      ['garden', 1, 1, 2],
      ['home', 1, 2, 2],
      ['rugs', 2, 1, 2],
      ['lamps', 2, 2, 2],
    ])
    expect(visibleRows(roots, new Set()).map((r) => r.category.id)).toEqual(['garden', 'home'])
  })

  it('moves a category one place among its siblings and stops at the ends', () => {
    const { siblings } = locate(roots, 'lamps')!
    expect(siblings.map((s) => s.id)).toEqual(['rugs', 'lamps'])
    expect(rankAfterMove(siblings, 'lamps', -1)).toBe(0)
    expect(rankAfterMove(siblings, 'lamps', 1)).toBeNull()
    expect(rankAfterMove(siblings, 'rugs', -1)).toBeNull()
    expect(rankAfterMove(roots, 'garden', 1)).toBe(1)
  })

  it('never offers a category or its descendants as its own parent', () => {
    expect(parentChoices(roots, subtreeIds(home)).map((c) => c.id)).toEqual(['garden'])
    expect(parentChoices(roots, subtreeIds(lamps))).toEqual([
      { id: 'garden', name: 'Garden', level: 1 },
      { id: 'home', name: 'Home', level: 1 },
      { id: 'rugs', name: 'Rugs', level: 2 },
    ])
  })
})

describe('<CategoryTree>', () => {
  it('renders the nesting with levels, translated flags and one tab stop', () => {
    render(<CategoryTree label="Category tree" roots={roots} onOpen={() => {}} />)
    const tree = screen.getByRole('tree', { name: 'Category tree' })
    const items = within(tree).getAllByRole('treeitem')
    expect(items.map((i) => i.getAttribute('aria-level'))).toEqual(['1', '1', '2', '2'])
    const homeItem = screen.getByRole('treeitem', { name: 'Home' })
    expect(homeItem.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('treeitem', { name: 'Garden' }).textContent).toContain('InactiveInternal')
    expect(screen.getByRole('treeitem', { name: 'Rugs' }).textContent).toContain('ActivePublic')
    expect(items.filter((i) => i.tabIndex === 0)).toHaveLength(1)
  })

  it('collapses and expands with the toggle and the arrow keys, and opens with Enter', () => {
    const onOpen = vi.fn()
    render(<CategoryTree label="Category tree" roots={roots} onOpen={onOpen} />)
    fireEvent.click(screen.getByRole('button', { name: 'Collapse Home' }))
    expect(screen.queryByRole('treeitem', { name: 'Lamps' })).toBeNull()
    const homeItem = screen.getByRole('treeitem', { name: 'Home' })
    expect(homeItem.getAttribute('aria-expanded')).toBe('false')

    fireEvent.keyDown(homeItem, { key: 'ArrowRight' })
    expect(screen.getByRole('treeitem', { name: 'Lamps' })).toBeTruthy()
    fireEvent.keyDown(homeItem, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: 'Rugs' }))
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(homeItem)
    fireEvent.keyDown(homeItem, { key: 'End' })
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: 'Lamps' }))
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' })
    expect(onOpen).toHaveBeenCalledWith(lamps)
  })
})
