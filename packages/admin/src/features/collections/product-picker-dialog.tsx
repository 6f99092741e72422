import { useAdminProducts } from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { Modal } from '../../components/ui/modal'
import { Spinner } from '../../components/ui/spinner'
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
const SEARCH_DELAY_MS = 250

/** Search the catalogue and check the products to add; only the first page of matches is listed. */
export function ProductPickerDialog({ memberIds, busy, onClose, onConfirm }: ProductPickerDialogProps) {
  const { t } = useTranslation('catalogue')
  const searchId = useId()
  const [text, setText] = useState('')
  const [q, setQ] = useState('')
  const [checked, setChecked] = useState<Set<string>>(() => new Set())
  // Waits for a pause in typing so each key press does not start a request.
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text])
  const { products, isLoading } = useAdminProducts(
    { limit: PICKER_PAGE, ...(q ? { q } : {}) },
    { placeholderData: keepPreviousData },
  )
  const toggle = (id: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('products.pickerTitle')}
      footer={
        <>
          <span className="text-sm text-gray-600">{t('products.selected', { count: checked.size })}</span>
          <div className="ms-auto flex gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button disabled={checked.size === 0} loading={busy} onClick={() => onConfirm([...checked])}>
              {t('actions.add')}
            </Button>
          </div>
        </>
      }
    >
      <label htmlFor={searchId} className="sr-only">
        {t('products.search')}
      </label>
      <input
        id={searchId}
        type="search"
        value={text}
        placeholder={t('products.search')}
        onChange={(e) => setText(e.target.value)}
        className="mb-3 h-9 w-full rounded-lg border border-gray-300 px-3 text-sm outline-none focus:border-violet-500"
      />
      {isLoading ? (
        <div className="flex justify-center py-6">
          <Spinner className="text-violet-600" />
        </div>
      ) : !products?.length ? (
        <p className="py-6 text-center text-sm text-gray-500">{t('products.noResults')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-100">
          {products.map((product) => {
            const member = memberIds.has(product.id)
            return (
              <li key={product.id}>
                <label className="flex cursor-pointer items-center gap-3 py-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 rounded border-gray-300 accent-violet-600"
                    checked={member || checked.has(product.id)}
                    disabled={member}
                    onChange={(e) => toggle(product.id, e.target.checked)}
                  />
                  <ProductThumbnail src={product.thumbnail} size="size-8" />
                  <span className="min-w-0 flex-1 truncate text-gray-900">{product.title}</span>
                  {member && <span className="text-xs text-gray-500">{t('products.alreadyIn')}</span>}
                </label>
              </li>
            )
          })}
        </ul>
      )}
    </Modal>
  )
}
