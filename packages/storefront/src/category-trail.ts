import type { ProductCategory } from '@mercato/client'

/**
 * The ids of a category's ancestors above its parent, from the root down. The category list already
 * brings the parent (`parent_category`); `mpath` ("root.parent.self.") names the ones above it.
 */
export function upperAncestorIds(category: Pick<ProductCategory, 'id' | 'mpath' | 'parent_category_id'>) {
  const ids = (category.mpath ?? '').split('.').filter(Boolean)
  const upTo = ids.indexOf(category.parent_category_id ?? '')
  return upTo > 0 ? ids.slice(0, upTo) : []
}
