import type { ProductVariant } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'

/** One variant's buttons: move up and down, edit, duplicate and (for staff who may) delete. */
export function VariantActions({
  variant,
  first,
  last,
  moving,
  onMove,
  onEdit,
  onDuplicate,
  onDelete,
}: {
  variant: ProductVariant
  first: boolean
  last: boolean
  moving: boolean
  onMove: (by: -1 | 1) => void
  onEdit: () => void
  onDuplicate: () => void
  onDelete?: (() => void) | undefined
}) {
  const { t } = useTranslation('product-detail')
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <Button
        size="small"
        variant="ghost"
        aria-label={t('variants.move_up', { title: variant.title })}
        disabled={first || moving}
        onClick={() => onMove(-1)}
      >
        ↑
      </Button>
      <Button
        size="small"
        variant="ghost"
        aria-label={t('variants.move_down', { title: variant.title })}
        disabled={last || moving}
        onClick={() => onMove(1)}
      >
        ↓
      </Button>
      <Button
        size="small"
        variant="secondary"
        aria-label={t('variants.edit', { title: variant.title })}
        onClick={onEdit}
      >
        {t('actions.edit')}
      </Button>
      <Button
        size="small"
        variant="ghost"
        aria-label={t('variants.duplicate', { title: variant.title })}
        onClick={onDuplicate}
      >
        {t('actions.duplicate')}
      </Button>
      {onDelete && (
        <Button
          size="small"
          variant="danger"
          aria-label={t('variants.delete', { title: variant.title })}
          onClick={onDelete}
        >
          {t('actions.delete')}
        </Button>
      )}
    </div>
  )
}
