import { useAdminProducts } from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PickerDialog } from '../../components/ui/picker-dialog'
import { ProductThumbnail } from './product-thumbnail'

export interface ProductPickerDialogProps {
  /** Products already in the collection or category: shown checked and disabled. */
  memberIds: ReadonlySet<string>
  busy: boolean
  onClose: () => void
  /** Called with the newly checked products. */
  onConfirm: (ids: string[]) => void
}

const PICKER_PAGE = 20

/** Search the catalogue and check the products to add; only the first page of matches is listed. */
export function ProductPickerDialog({ memberIds, busy, onClose, onConfirm }: ProductPickerDialogProps) {
  const { t } = useTranslation('catalogue')
  const [q, setQ] = useState('')
  const { products, isLoading } = useAdminProducts(
    { limit: PICKER_PAGE, ...(q ? { q } : {}) },
    { placeholderData: keepPreviousData },
  )
  return (
    <PickerDialog
      title={t('products.pickerTitle')}
      searchLabel={t('products.search')}
      noResults={t('products.noResults')}
      alreadyIn={t('products.alreadyIn')}
      selected={(count) => t('products.selected', { count })}
      cancelLabel={t('actions.cancel')}
      addLabel={t('actions.add')}
      isLoading={isLoading}
      items={products?.map((product) => ({
        id: product.id,
        member: memberIds.has(product.id),
        content: (
          <>
            <ProductThumbnail src={product.thumbnail} size="size-8" />
            <span className="min-w-0 flex-1 truncate text-gray-900">{product.title}</span>
          </>
        ),
      }))}
      onSearch={setQ}
      busy={busy}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  )
}
