import type { ProductCollection } from '@mercato/client'
import { useAdminProducts } from '@mercato/react'
import type { TFunction } from 'i18next'
import type { DataTableColumn } from '../../components/ui/data-table'
import { formatNumber } from '../../lib/format'

/** How many products a collection holds: the products list's count for its filter (the list has no count). */
function ProductsCount({ id, locale }: { id: string; locale: string }) {
  const { count } = useAdminProducts({ collection_id: [id], limit: 1 })
  return count === undefined ? <span className="text-gray-400">…</span> : <>{formatNumber(count, locale)}</>
}

const muted = <span className="text-gray-400">—</span>

export function collectionColumns(t: TFunction, locale: string): DataTableColumn<ProductCollection>[] {
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
      cell: (c) => <ProductsCount id={c.id} locale={locale} />,
    },
  ]
}
