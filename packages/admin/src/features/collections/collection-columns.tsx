import type { ProductCollection } from '@mercato/client'
import type { TFunction } from 'i18next'
import type { DataTableColumn } from '../../components/ui/data-table'
import { formatNumber } from '../../lib/format'

/** A list row: the collection with its `product_count`, which the list asks for through `fields`. */
export type CollectionRow = ProductCollection & { product_count?: number }

const muted = <span className="text-gray-400">—</span>

export function collectionColumns(t: TFunction, locale: string): DataTableColumn<CollectionRow>[] {
  return [
    {
      id: 'title',
      header: t('fields.title'),
      sortKey: 'title',
      cell: (c) => <span className="font-medium text-gray-900">{c.title}</span>,
    },
    { id: 'handle', header: t('fields.handle'), sortKey: 'handle', cell: (c) => c.handle ?? muted },
    {
      id: 'products',
      header: t('products.title'),
      className: 'text-end',
      cell: (c) => (c.product_count === undefined ? muted : formatNumber(c.product_count, locale)),
    },
  ]
}
