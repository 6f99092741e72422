import type { InventoryItem } from '@mercato/client'
import type { TFunction } from 'i18next'
import type { DataTableColumn } from '../../components/ui/data-table'
import { formatNumber } from '../../lib/format'
import { itemTitle } from './item-title'
import { stockTotals } from './stock'
import { LOW_STOCK_THRESHOLD } from './urls'

/**
 * The list's columns. `narrow`: a phone's list, which keeps the title and available quantity; the SKU goes
 * under the title, and the quantities reserved and incoming (when any) under the available one.
 */
export function inventoryColumns(
  t: TFunction,
  locale: string,
  narrow: boolean,
): DataTableColumn<InventoryItem>[] {
  const number = (n: number) => formatNumber(n, locale)
  const totals = (item: InventoryItem) => stockTotals(item.location_levels ?? [])
  const labelled = (key: 'reserved' | 'incoming', n: number) =>
    n > 0 && <span className="whitespace-nowrap">{`${t(`fields.${key}`)} ${number(n)}`}</span>
  return [
    { id: 'sku', header: t('fields.sku'), sortKey: 'sku', wideOnly: true, cell: (i) => i.sku ?? '—' },
    {
      id: 'title',
      header: t('fields.title'),
      sortKey: 'title',
      cell: (i) => {
        const title = <span className="font-medium text-gray-900">{itemTitle(i) || '—'}</span>
        if (!narrow) return title
        return (
          <div>
            {title}
            {i.sku && (
              <p className="text-xs break-all text-gray-500" dir="ltr">
                {i.sku}
              </p>
            )}
          </div>
        )
      },
    },
    {
      id: 'stocked',
      header: t('fields.stocked'),
      className: 'text-end',
      wideOnly: true,
      cell: (i) => number(totals(i).stocked),
    },
    {
      id: 'reserved',
      header: t('fields.reserved'),
      className: 'text-end',
      wideOnly: true,
      cell: (i) => number(totals(i).reserved),
    },
    {
      id: 'incoming',
      header: t('fields.incoming'),
      className: 'text-end',
      wideOnly: true,
      cell: (i) => number(totals(i).incoming),
    },
    {
      id: 'available',
      header: t('fields.available'),
      className: 'text-end',
      cell: (i) => {
        const { available, reserved, incoming } = totals(i)
        const quantity = (
          <span className={available <= LOW_STOCK_THRESHOLD ? 'font-medium text-rose-700' : undefined}>
            {number(available)}
          </span>
        )
        if (!narrow) return quantity
        return (
          <div className="flex flex-col items-end text-xs text-gray-500">
            <span className="text-sm">{quantity}</span>
            {labelled('reserved', reserved)}
            {labelled('incoming', incoming)}
          </div>
        )
      },
    },
  ]
}
