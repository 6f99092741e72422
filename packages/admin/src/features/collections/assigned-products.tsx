import type { AdminGetProductsParams } from '@mercato/client'
import { useAdminProducts } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button'
import { confirm } from '../../components/ui/confirm-dialog'
import { Section } from '../../components/ui/section'
import { Spinner } from '../../components/ui/spinner'
import { StatusBadge } from '../../components/ui/status-badge'
import { productPath } from '../products/urls'
import { ProductPickerDialog } from './product-picker-dialog'
import { ProductThumbnail } from './product-thumbnail'

/** The section lists this many; a larger collection is browsed on the products list with its filter. */
const SHOWN = 100

export interface AssignedProductsProps {
  /** The products list filter that selects the members (collection_id or category_id). */
  filter: AdminGetProductsParams
  /** Name of the collection or category, for the remove question. */
  ownerName: string
  emptyText: string
  adding: boolean
  /** Resolve when done (the picker closes); reject to keep it open. */
  onAdd: (ids: string[]) => Promise<unknown>
  onRemove: (id: string) => Promise<unknown>
}

/** A detail page's "Products" card: thumbnails and titles, an add picker, and remove (asks first). */
export function AssignedProducts({
  filter,
  ownerName,
  emptyText,
  adding,
  onAdd,
  onRemove,
}: AssignedProductsProps) {
  const { t } = useTranslation('catalogue')
  const [picking, setPicking] = useState(false)
  const { products, count, isLoading } = useAdminProducts({ ...filter, limit: SHOWN })
  const members = new Set((products ?? []).map((p) => p.id))

  const remove = async (id: string, title: string) => {
    const ok = await confirm({
      title: t('products.removeTitle'),
      description: t('products.removeMessage', { title, name: ownerName }),
      confirmLabel: t('products.remove'),
      destructive: true,
    })
    if (ok) await onRemove(id).catch(() => undefined)
  }

  return (
    <Section
      title={t('products.title')}
      actions={
        <Button size="small" variant="secondary" onClick={() => setPicking(true)}>
          {t('products.add')}
        </Button>
      }
    >
      {isLoading ? (
        <div className="flex justify-center py-4">
          <Spinner className="text-violet-600" />
        </div>
      ) : !products?.length ? (
        <p className="text-sm text-gray-500">{emptyText}</p>
      ) : (
        <>
          <ul aria-label={t('products.title')} className="flex flex-col divide-y divide-gray-100">
            {products.map((product) => (
              <li key={product.id} className="flex items-center gap-3 py-2 text-sm">
                <ProductThumbnail src={product.thumbnail} />
                <Link
                  to={productPath(product.id)}
                  className="min-w-0 flex-1 truncate font-medium text-gray-900 hover:underline"
                >
                  {product.title}
                </Link>
                <StatusBadge kind="product" status={product.status} />
                <Button
                  size="small"
                  variant="danger"
                  aria-label={t('products.removeNamed', { title: product.title })}
                  onClick={() => void remove(product.id, product.title)}
                >
                  {t('products.remove')}
                </Button>
              </li>
            ))}
          </ul>
          {(count ?? 0) > products.length && (
            <p className="pt-2 text-xs text-gray-500">
              {t('products.showing', { shown: products.length, count })}
            </p>
          )}
        </>
      )}
      {picking && (
        <ProductPickerDialog
          memberIds={members}
          busy={adding}
          onClose={() => setPicking(false)}
          onConfirm={(ids) =>
            void onAdd(ids).then(
              () => setPicking(false),
              () => undefined,
            )
          }
        />
      )}
    </Section>
  )
}
