import type { LineItem, OrderEdit } from '@mercato/client'
import { useAdminOrderEditDeleteLineItem, useAdminOrderEditUpdateLineItem } from '@mercato/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { notify } from '../../../components/ui/notify'
import { formatMoney } from '../../../lib/format'
import { itemLabel } from './order-changes'

export type ItemMark = 'added' | 'changed' | null

/** One line of an edit under way: its quantity can change (not below what was fulfilled) or it can go. */
export function EditItemRow({
  edit,
  item,
  mark,
  currencyCode,
  editable,
}: {
  edit: OrderEdit
  item: LineItem
  mark: ItemMark
  currencyCode: string
  editable: boolean
}) {
  const { t, i18n } = useTranslation('order-changes')
  const feedback = useMutationFeedback('order-changes')
  const update = useAdminOrderEditUpdateLineItem(edit.id, item.id)
  const remove = useAdminOrderEditDeleteLineItem(edit.id, item.id)
  const [draft, setDraft] = useState<string | null>(null)
  const fulfilled = item.fulfilled_quantity ?? 0

  const save = () => {
    if (draft === null) return
    const quantity = Number(draft)
    setDraft(null)
    if (!/^\d+$/.test(draft.trim()) || quantity === item.quantity) return
    if (quantity < Math.max(fulfilled, 1)) {
      notify.error(t('errors.title'), t('edits.belowFulfilled', { quantity: Math.max(fulfilled, 1) }))
      return
    }
    update.mutate(
      { quantity },
      { onSuccess: () => feedback.success(t('edits.quantityChanged')), onError: feedback.failure },
    )
  }

  return (
    <li className="flex items-center justify-between gap-3 py-2 text-sm">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
          {/* With its variant: an edit adding the red mug beside the blue one must say which is which. */}
          <span className="truncate">{itemLabel(item)}</span>
          {mark && (
            <span className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-medium text-violet-800">
              {t(`edits.marks.${mark}`)}
            </span>
          )}
        </p>
        <p className="text-xs text-gray-500">
          <bdi>{formatMoney(item.unit_price, currencyCode, i18n.resolvedLanguage ?? 'en')}</bdi>
          {item.variant?.sku ? (
            <>
              {' · '}
              <bdi>{item.variant.sku}</bdi>
            </>
          ) : null}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <input
          type="number"
          min={Math.max(fulfilled, 1)}
          step={1}
          disabled={!editable || update.isPending}
          aria-label={t('edits.quantityOf', { item: item.title })}
          value={draft ?? item.quantity}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={save}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              save()
            }
          }}
          className="h-9 w-20 rounded-lg border border-gray-300 px-2 text-end text-sm tabular-nums disabled:bg-gray-50"
        />
        {editable && fulfilled === 0 && (
          <Button
            size="small"
            variant="ghost"
            loading={remove.isPending}
            aria-label={t('edits.removeNamed', { item: item.title })}
            onClick={() =>
              // The row leaves the list once removed, so the toast follows the promise, not mutate's callbacks.
              void feedback
                .track(remove.mutateAsync(undefined), t('edits.itemRemoved'))
                .catch(() => undefined)
            }
          >
            {t('edits.remove')}
          </Button>
        )}
      </div>
    </li>
  )
}
