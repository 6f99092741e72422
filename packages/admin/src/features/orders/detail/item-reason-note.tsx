import type { ReturnItem, ReturnReason } from '@mercato/client'
import { useAdminReturnReasons } from '@mercato/react'
import { useTranslation } from 'react-i18next'

/**
 * Why an item comes back and what was written about it, shown with the item's line. Both are typed by
 * people (a reason's label by the shop, a note often by the shopper in their own language), so each is
 * isolated: a Hebrew note in a German dashboard must not reorder the words around it. A reason is kept
 * together beside the item: it wraps as a whole, never inside (a two-word Arabic reason split in half).
 */
export function ItemReasonNote({
  reason,
  note,
}: {
  reason?: string | null | undefined
  note?: string | null | undefined
}) {
  const { t } = useTranslation('order-changes')
  const text = note?.trim()
  return (
    <>
      {reason && (
        <>
          {' '}
          {/* One unit beside the item: a reason that does not fit moves whole to the next line rather
              than breaking inside ("عيب" alone), and reads in its own direction after the separator. */}
          <span data-reason className="inline-block max-w-full text-xs text-gray-500">
            {'· '}
            <bdi>{reason}</bdi>
          </span>
        </>
      )}
      {text && (
        <p className="text-xs whitespace-pre-line text-gray-500">
          {t('itemNote.open')}
          <bdi dir="auto">{text}</bdi>
          {t('itemNote.close')}
        </p>
      )}
    </>
  )
}

/**
 * The label of a returned item's reason. The order's returns carry only the reason's id, so ids are read
 * from the shop's reasons (children included), fetched once for the page and only when an item names one.
 */
export function useReasonLabel(items: ReturnItem[]): (item: ReturnItem) => string | undefined {
  const wanted = items.some((i) => i.reason_id && !i.reason)
  const { return_reasons } = useAdminReturnReasons({ enabled: wanted })
  const labels = new Map<string, string>()
  const add = (r: ReturnReason) => {
    labels.set(r.id, r.label)
    for (const child of r.return_reason_children ?? []) add(child)
  }
  for (const r of return_reasons ?? []) add(r)
  return (item) => item.reason?.label ?? (item.reason_id ? labels.get(item.reason_id) : undefined)
}
