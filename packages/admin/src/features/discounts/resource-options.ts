import type { DiscountConditionResource } from '@mercato/domain'
import {
  useAdminCollections,
  useAdminCustomerGroups,
  useAdminProducts,
  useAdminProductTags,
  useAdminProductTypes,
} from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'

export interface ResourceOption {
  id: string
  label: string
}

const PAGE = 20

/**
 * The first page of `resource` matching the search `q`, as id and name. Every list hook is called
 * (hooks cannot be conditional) but only the chosen one fetches.
 */
export function useResourceOptions(resource: DiscountConditionResource, q: string) {
  const query = { limit: PAGE, ...(q ? { q } : {}) }
  const on = (kind: DiscountConditionResource) => ({
    enabled: resource === kind,
    placeholderData: keepPreviousData,
  })
  const products = useAdminProducts(query, on('products'))
  const types = useAdminProductTypes(query, on('product_types'))
  const collections = useAdminCollections(query, on('product_collections'))
  const tags = useAdminProductTags(query, on('product_tags'))
  const groups = useAdminCustomerGroups(query, on('customer_groups'))
  const byResource = {
    products: {
      loading: products.isLoading,
      options: products.products?.map((p) => ({ id: p.id, label: p.title })),
    },
    product_types: {
      loading: types.isLoading,
      options: types.product_types?.map((p) => ({ id: p.id, label: p.value })),
    },
    product_collections: {
      loading: collections.isLoading,
      options: collections.collections?.map((c) => ({ id: c.id, label: c.title })),
    },
    product_tags: {
      loading: tags.isLoading,
      options: tags.product_tags?.map((p) => ({ id: p.id, label: p.value })),
    },
    customer_groups: {
      loading: groups.isLoading,
      options: groups.customer_groups?.map((g) => ({ id: g.id, label: g.name })),
    },
  }
  const chosen = byResource[resource]
  return { loading: chosen.loading, options: (chosen.options ?? []) as ResourceOption[] }
}

/** The names of a saved condition's resources, from the relations the Admin API returns with it. */
export function conditionItems(
  condition: Partial<
    Record<DiscountConditionResource, { id: string; title?: string; value?: string; name?: string }[]>
  >,
  resource: DiscountConditionResource,
): ResourceOption[] {
  return (condition[resource] ?? []).map((r) => ({ id: r.id, label: r.title ?? r.value ?? r.name ?? r.id }))
}
