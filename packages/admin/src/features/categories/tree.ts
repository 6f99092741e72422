import type { ProductCategory } from '@mercato/client'

/** What the tree needs of a category; the Admin API's category with its nested children fits. */
export interface CategoryNode {
  id: string
  name: string
  rank: number
  is_active: boolean
  is_internal: boolean
  parent_category_id?: string | null
  category_children?: CategoryNode[]
}

/** A category as one visible line of the tree. */
export interface TreeRow {
  category: CategoryNode
  /** 1 for top-level categories. */
  level: number
  /** 1-based place among its siblings, and how many siblings there are (ARIA posinset/setsize). */
  position: number
  siblings: number
  hasChildren: boolean
  expanded: boolean
  parentId: string | null
}

/** Siblings in their display order: by rank, then name, so equal ranks still sort the same way. */
export const byRank = <T extends CategoryNode>(nodes: readonly T[] | undefined): T[] =>
  [...(nodes ?? [])].sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))

/** The lines a tree shows: every top-level category, and the children of the expanded ones. */
export function visibleRows(roots: readonly CategoryNode[], expanded: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = []
  const walk = (nodes: readonly CategoryNode[], level: number, parentId: string | null) => {
    const sorted = byRank(nodes)
    sorted.forEach((category, i) => {
      const children = category.category_children ?? []
      const open = children.length > 0 && expanded.has(category.id)
      rows.push({
        category,
        level,
        position: i + 1,
        siblings: sorted.length,
        hasChildren: children.length > 0,
        expanded: open,
        parentId,
      })
      if (open) walk(children, level + 1, category.id)
    })
  }
  walk(roots, 1, null)
  return rows
}

/** Finds a category anywhere in the tree, with its siblings in display order. */
export function locate(
  roots: readonly CategoryNode[],
  id: string,
): { category: CategoryNode; siblings: CategoryNode[] } | null {
  const sorted = byRank(roots)
  for (const node of sorted) {
    if (node.id === id) return { category: node, siblings: sorted }
    const found = locate(node.category_children ?? [], id)
    if (found) return found
  }
  return null
}

/**
 * The rank that moves a category one place up (-1) or down (+1) among its siblings, or null when it
 * is already first or last. Ranks are positions: the API shifts the siblings in between.
 */
export function rankAfterMove(
  siblings: readonly CategoryNode[],
  id: string,
  direction: -1 | 1,
): number | null {
  const sorted = byRank(siblings)
  const index = sorted.findIndex((s) => s.id === id)
  const target = index + direction
  if (index < 0 || target < 0 || target >= sorted.length) return null
  return target
}

/** Ids of a category and everything below it: none of them can become its parent. */
export function subtreeIds(node: CategoryNode): Set<string> {
  const ids = new Set<string>([node.id])
  for (const child of node.category_children ?? []) for (const id of subtreeIds(child)) ids.add(id)
  return ids
}

/** Every category a given one may be nested under, depth-first with its level, for a parent select. */
export function parentChoices(
  roots: readonly CategoryNode[],
  excluded: ReadonlySet<string> = new Set(),
): Array<{ id: string; name: string; level: number }> {
  const out: Array<{ id: string; name: string; level: number }> = []
  const walk = (nodes: readonly CategoryNode[], level: number) => {
    for (const node of byRank(nodes)) {
      if (excluded.has(node.id)) continue
      out.push({ id: node.id, name: node.name, level })
      walk(node.category_children ?? [], level + 1)
    }
  }
  walk(roots, 1)
  return out
}

/** The API type is a structural match; named here so screens read as tree code. */
export const asNodes = (categories: ProductCategory[] | undefined): CategoryNode[] => categories ?? []
