import {
  useAdminCollections,
  useAdminProductCategories,
  useAdminProductTags,
  useAdminProductTypes,
  useAdminSalesChannels,
} from '@mercato/react'
import { useTranslation } from 'react-i18next'
import { type FilterOption, MultiFilter } from '../../../components/ui/data-table-filters'
import type { TableState } from '../../../components/ui/data-table-state'
import { PRODUCT_STATUSES, type ProductFilterKey } from '../urls'

// Pickers list the first 100 of each; stores with more use search instead.
const PICKER_QUERY = { limit: 100 }

const toOptions = <T extends { id: string }>(
  items: T[] | undefined,
  label: (item: T) => string,
): FilterOption[] => (items ?? []).map((item) => ({ value: item.id, label: label(item) }))

/** The products list's filter bar: status, collection, type, tags, sales channel and category. */
export function ProductFilters({ state }: { state: TableState }) {
  const { t } = useTranslation()
  const { collections } = useAdminCollections(PICKER_QUERY)
  const { product_types } = useAdminProductTypes(PICKER_QUERY)
  const { product_tags } = useAdminProductTags(PICKER_QUERY)
  const { sales_channels } = useAdminSalesChannels(PICKER_QUERY)
  const { product_categories } = useAdminProductCategories(PICKER_QUERY)

  const filters: { key: ProductFilterKey; label: string; options: FilterOption[] }[] = [
    {
      key: 'status',
      label: t('columns.status'),
      options: PRODUCT_STATUSES.map((status) => ({ value: status, label: t(`status.product.${status}`) })),
    },
    {
      key: 'collection_id',
      label: t('products.filters.collection'),
      options: toOptions(collections, (c) => c.title),
    },
    { key: 'type_id', label: t('products.filters.type'), options: toOptions(product_types, (c) => c.value) },
    { key: 'tags', label: t('products.filters.tags'), options: toOptions(product_tags, (c) => c.value) },
    {
      key: 'sales_channel_id',
      label: t('products.filters.salesChannel'),
      options: toOptions(sales_channels, (c) => c.name),
    },
    {
      key: 'category_id',
      label: t('products.filters.category'),
      options: toOptions(product_categories, (c) => c.name),
    },
  ]
  return (
    <>
      {filters.map(({ key, label, options }) => (
        <MultiFilter
          key={key}
          label={label}
          options={options}
          value={state.filters[key] ?? []}
          onChange={(values) => state.setFilter(key, values)}
        />
      ))}
    </>
  )
}
