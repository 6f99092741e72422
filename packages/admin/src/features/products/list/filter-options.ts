import type { ProductCategory } from '@mercato/client'
import {
  useAdminCollections,
  useAdminProductCategories,
  useAdminProductTags,
  useAdminProductTypes,
  useAdminSalesChannels,
} from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import type { FilterOption } from '../../../components/ui/data-table-filters'
import { asNodes, byRank, type CategoryNode } from '../../categories/tree'
import { TREE_QUERY } from '../../categories/urls'
import { PATH_SEPARATOR } from '../new/category-choices'

/** How many values a menu lists at once; past that, its search box finds the rest. */
export const PICKER_LIMIT = 100
/** Menus with more values than this get a search box. */
export const SEARCH_FROM = 10

/** A filter menu's values for the typed search ('' = all), and how many the unsearched list holds. */
export interface FilterValues {
  options: FilterOption[]
  /** Whether the menu is long enough to need a search box. */
  long: boolean
}

/** The text once typing has paused, so each key press does not ask the API. */
export function useSettled(text: string, delay = 250): string {
  const [settled, setSettled] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay)
    return () => clearTimeout(timer)
  }, [text, delay])
  return settled
}

const byLabel = (a: FilterOption, b: FilterOption) =>
  a.label.localeCompare(b.label, undefined, { sensitivity: 'base', numeric: true })

/** A page of values asked of the API (sorted there by name), also sorted here in the reader's collation. */
function listed<T extends { id: string }>(
  items: T[] | undefined,
  count: number | undefined,
  q: string,
  label: (item: T) => string,
): FilterValues {
  const options = (items ?? []).map((item) => ({ value: item.id, label: label(item) })).sort(byLabel)
  return { options, long: !!q || (count ?? 0) > SEARCH_FROM }
}

const pageQuery = (q: string, order: string) => ({ limit: PICKER_LIMIT, order, ...(q ? { q } : {}) })
const KEEP = { placeholderData: keepPreviousData }

export function useCollectionValues(q: string): FilterValues {
  const { collections, count } = useAdminCollections(pageQuery(q, 'title'), KEEP)
  return listed(collections, count, q, (c) => c.title)
}
export function useTypeValues(q: string): FilterValues {
  const { product_types, count } = useAdminProductTypes(pageQuery(q, 'value'), KEEP)
  return listed(product_types, count, q, (c) => c.value)
}
export function useTagValues(q: string): FilterValues {
  const { product_tags, count } = useAdminProductTags(pageQuery(q, 'value'), KEEP)
  return listed(product_tags, count, q, (c) => c.value)
}
export function useSalesChannelValues(q: string): FilterValues {
  const { sales_channels, count } = useAdminSalesChannels(pageQuery(q, 'name'), KEEP)
  return listed(sales_channels, count, q, (c) => c.name)
}

/**
 * The category tree as menu options, parents first and indented, siblings in the tree's own order
 * (as on the Categories page). A search keeps the categories whose name matches and the parents
 * that lead to them.
 */
export function categoryOptions(roots: readonly CategoryNode[], q = ''): FilterOption[] {
  const needle = q.trim().toLocaleLowerCase()
  const matches = (node: CategoryNode): boolean =>
    node.name.toLocaleLowerCase().includes(needle) || (node.category_children ?? []).some(matches)
  const out: FilterOption[] = []
  const walk = (nodes: readonly CategoryNode[], parents: string[]) => {
    for (const node of byRank(nodes)) {
      if (needle && !matches(node)) continue
      const path = [...parents, node.name]
      out.push({
        value: node.id,
        label: node.name,
        level: path.length,
        ...(parents.length ? { ariaLabel: path.join(PATH_SEPARATOR) } : {}),
      })
      walk(node.category_children ?? [], path)
    }
  }
  walk(roots, [])
  return out
}

const countNodes = (nodes: readonly CategoryNode[]): number =>
  nodes.reduce((n, node) => n + 1 + countNodes(node.category_children ?? []), 0)

/** The whole tree comes in one request (shared with the category picker), so it is searched here. */
export function useCategoryValues(q: string): FilterValues {
  const { product_categories } = useAdminProductCategories(TREE_QUERY)
  const roots = asNodes(product_categories as ProductCategory[] | undefined)
  return useMemo(
    () => ({ options: categoryOptions(roots, q), long: countNodes(roots) > SEARCH_FROM }),
    [roots, q],
  )
}
