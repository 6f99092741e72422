import type { AdminProductsListRes } from '@mercato/client'
import type { TFunction } from 'i18next'
import { Link } from 'react-router'
import type { DataTableColumn } from '../../../components/ui/data-table'
import { StatusBadge } from '../../../components/ui/status-badge'
import { formatNumber } from '../../../lib/format'
import { productPath } from '../urls'

export type ProductRow = AdminProductsListRes['products'][number]

type StockVariant = { inventory_quantity?: number | null; manage_inventory?: boolean | null }

// Medusa tracks stock unless a variant says otherwise (a gift card, a service).
const tracked = (variant: StockVariant) => variant.manage_inventory !== false

/** Units in stock over the variants whose stock is tracked (an untracked one has no count to add). */
export const totalInventory = (product: { variants?: StockVariant[] | null }) =>
  (product.variants ?? []).reduce((sum, v) => (tracked(v) ? sum + (v.inventory_quantity ?? 0) : sum), 0)

function Thumbnail({ product }: { product: ProductRow }) {
  if (product.thumbnail) {
    return (
      <img
        src={product.thumbnail}
        alt=""
        className="size-10 rounded-md border border-gray-200 object-cover"
      />
    )
  }
  return (
    <span
      aria-hidden
      className="flex size-10 items-center justify-center rounded-md bg-gray-100 text-gray-400"
    >
      ▢
    </span>
  )
}

const muted = <span className="text-gray-400">—</span>

/** The products list's columns; the title and status columns can be sorted by the API. */
/** `narrow`: a phone's list, whose left-out inventory column goes under the title. */
export function productColumns(t: TFunction, locale: string, narrow = false): DataTableColumn<ProductRow>[] {
  const inventory = (product: ProductRow) => {
    const all = product.variants ?? []
    if (all.length === 0) return <span className="text-gray-400">{t('products.noVariants')}</span>
    const variants = all.filter(tracked).length
    const untracked = all.length - variants
    // "0 in stock" would read as sold out: a product that keeps no stock says so.
    if (variants === 0) return <span className="text-gray-500">{t('products.inventoryNotTracked')}</span>
    const stock = formatNumber(totalInventory(product), locale)
    // Phrased so no plural forms are needed: the key-parity test wants one key set for all languages.
    const counted =
      variants === 1
        ? t('products.inventoryOneVariant', { stock })
        : t('products.inventory', { stock, count: formatNumber(variants, locale) })
    if (untracked === 0) return counted
    return `${counted} · ${t('products.inventoryUntracked', { untracked: formatNumber(untracked, locale) })}`
  }
  return [
    {
      id: 'title',
      header: t('products.columns.product'),
      sortKey: 'title',
      cell: (product) => (
        <div className="flex items-center gap-3">
          <Thumbnail product={product} />
          <div className="max-w-40 min-w-0 sm:max-w-none">
            {/* A real link: a middle or Ctrl click opens the product in a new tab; the row's own click
                leaves clicks on links to them. */}
            <Link
              to={productPath(product.id)}
              className="block truncate font-medium text-gray-900 hover:underline focus-visible:underline"
            >
              {product.title}
            </Link>
            {product.subtitle && <p className="truncate text-xs text-gray-500">{product.subtitle}</p>}
            {/* On a phone the inventory column is left out; the stock goes under the title. */}
            {narrow && <p className="text-xs text-gray-500">{inventory(product)}</p>}
          </div>
        </div>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      sortKey: 'status',
      cell: (product) => <StatusBadge kind="product" status={product.status} />,
    },
    {
      id: 'collection',
      header: t('products.columns.collection'),
      wideOnly: true,
      cell: (product) => product.collection?.title ?? muted,
    },
    {
      id: 'variants',
      header: t('products.columns.variants'),
      wideOnly: true,
      className: 'text-end',
      cell: (product) => formatNumber(product.variants?.length ?? 0, locale),
    },
    {
      id: 'inventory',
      header: t('products.columns.inventory'),
      wideOnly: true,
      cell: inventory,
    },
  ]
}
