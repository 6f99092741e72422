import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type FilterOption, MultiFilter } from '../../../components/ui/data-table-filters'
import type { TableState } from '../../../components/ui/data-table-state'
import { PRODUCT_STATUSES, type ProductFilterKey } from '../urls'
import {
  type FilterValues,
  useCategoryValues,
  useCollectionValues,
  useSalesChannelValues,
  useSettled,
  useTagValues,
  useTypeValues,
} from './filter-options'

interface ValuesFilterProps {
  filterKey: ProductFilterKey
  label: string
  state: TableState
  /** One of the hooks of filter-options.ts: the values matching the typed search. */
  useValues: (q: string) => FilterValues
  note?: string
}

/**
 * A filter over values the store defines (types, tags…). Long lists get a search box that asks
 * again with the typed text. Chosen values outside the page in hand stay listed, so they can be
 * unticked.
 */
function ValuesFilter({ filterKey, label, state, useValues, note }: ValuesFilterProps) {
  const [text, setText] = useState('')
  const q = useSettled(text.trim())
  const { options, long } = useValues(q)
  const seen = useRef(new Map<string, FilterOption>())
  for (const option of options) seen.current.set(option.value, option)
  const value = state.filters[filterKey] ?? []
  const shown = new Set(options.map((o) => o.value))
  const missing = text.trim()
    ? []
    : value.filter((v) => !shown.has(v)).map((v) => seen.current.get(v) ?? { value: v, label: v })
  return (
    <MultiFilter
      label={label}
      options={[...missing, ...options]}
      value={value}
      onChange={(values) => state.setFilter(filterKey, values)}
      {...(long || text ? { search: { value: text, onChange: setText } } : {})}
      {...(note ? { note } : {})}
    />
  )
}

/** The products list's filter bar: status, collection, type, tags, sales channel and category. */
export function ProductFilters({ state }: { state: TableState }) {
  const { t } = useTranslation()
  const status = state.filters.status ?? []
  return (
    <>
      <MultiFilter
        label={t('columns.status')}
        options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`status.product.${s}`) }))}
        value={status}
        onChange={(values) => state.setFilter('status', values)}
      />
      <ValuesFilter
        filterKey="collection_id"
        label={t('products.filters.collection')}
        state={state}
        useValues={useCollectionValues}
      />
      <ValuesFilter
        filterKey="type_id"
        label={t('products.filters.type')}
        state={state}
        useValues={useTypeValues}
      />
      <ValuesFilter
        filterKey="tags"
        label={t('products.filters.tags')}
        state={state}
        useValues={useTagValues}
      />
      <ValuesFilter
        filterKey="sales_channel_id"
        label={t('products.filters.salesChannel')}
        state={state}
        useValues={useSalesChannelValues}
      />
      <ValuesFilter
        filterKey="category_id"
        label={t('products.filters.category')}
        state={state}
        useValues={useCategoryValues}
        note={t('products.filters.subcategoriesIncluded')}
      />
    </>
  )
}
