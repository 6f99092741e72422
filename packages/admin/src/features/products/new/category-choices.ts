import { useAdminProductCategories } from '@mercato/react'
import { useMemo } from 'react'
import type { SelectOption } from '../../../components/ui/form'
import { asNodes, byRank, type CategoryNode } from '../../categories/tree'
import { TREE_QUERY } from '../../categories/urls'

/** Between a category and its parent in a path, e.g. "Clothing › Shirts". */
export const PATH_SEPARATOR = ' › '

/**
 * Every category of the tree, depth-first in display order, labelled with its path so two
 * "Shirts" under different parents can be told apart.
 */
export function categoryChoices(roots: readonly CategoryNode[]): SelectOption[] {
  const out: SelectOption[] = []
  const walk = (nodes: readonly CategoryNode[], parents: string[]) => {
    for (const node of byRank(nodes)) {
      const path = [...parents, node.name]
      out.push({ value: node.id, label: path.join(PATH_SEPARATOR) })
      walk(node.category_children ?? [], path)
    }
  }
  walk(roots, [])
  return out
}

/** The categories a product can be put in, with path labels; one request, shared with the tree page. */
export function useCategoryChoices() {
  const { product_categories, isLoading } = useAdminProductCategories(TREE_QUERY)
  const choices = useMemo(() => categoryChoices(asNodes(product_categories)), [product_categories])
  const labels = useMemo(() => new Map(choices.map((c) => [c.value, c.label])), [choices])
  return { choices, labels, isLoading }
}
